import { cn } from '@/components/ui/cn';
import { PASSWORD_STRENGTH_LABELS, passwordStrength } from '@/lib/validate';

const BAR_COLOURS = ['bg-line', 'bg-price', 'bg-warn', 'bg-brand-400', 'bg-brand-600'] as const;

/**
 * Four-segment strength meter under a new password (§5 Password strength: one point per class —
 * digit, lowercase, uppercase, symbol). Announced politely as 密码强度：弱/中/强/很强.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordStrength(password);
  return (
    <div className="flex items-center gap-2" aria-live="polite">
      <div className="flex flex-1 gap-1" aria-hidden>
        {[1, 2, 3, 4].map((i) => (
          <span key={i} className={cn('h-1.5 flex-1 rounded-full', i <= score ? BAR_COLOURS[score] : 'bg-line')} />
        ))}
      </div>
      <span className="w-20 text-xs text-muted">
        密码强度：<span className={score >= 3 ? 'text-brand-700' : score > 0 ? 'text-warn' : ''}>{PASSWORD_STRENGTH_LABELS[score]}</span>
      </span>
    </div>
  );
}
