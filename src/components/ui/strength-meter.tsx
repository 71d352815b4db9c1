import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

const BAR_COLOURS = ['bg-line', 'bg-price', 'bg-warn', 'bg-brand-400', 'bg-brand-600'] as const;

/**
 * Four-segment meter for a 0–4 score (e.g. §5 password strength) with its label, announced
 * politely as `<caption>：<label>`. The caller computes score and label, so the rule stays in one place.
 */
export function StrengthMeter({ score, label, caption }: { score: 0 | 1 | 2 | 3 | 4; label: string; caption?: string }) {
  const t = useT('common');
  return (
    <div className="flex items-center gap-2" aria-live="polite">
      <div className="flex flex-1 gap-1" aria-hidden>
        {[1, 2, 3, 4].map((i) => (
          <span key={i} className={cn('h-1.5 flex-1 rounded-full', i <= score ? BAR_COLOURS[score] : 'bg-line')} />
        ))}
      </div>
      <span className="w-24 text-xs text-muted">
        {t('{caption}：', { caption: caption ?? t('密码强度') })}<span className={score >= 3 ? 'text-brand-700' : score > 0 ? 'text-warn' : ''}>{label}</span>
      </span>
    </div>
  );
}
