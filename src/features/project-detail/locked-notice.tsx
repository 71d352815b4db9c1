import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/**
 * Shown instead of a restricted tab of a directional project (RESTRICTED_SECTIONS, attachments)
 * until the caller enters the release code; `onUnlock` opens the code dialog.
 */
export function LockedNotice({ onUnlock }: { onUnlock: () => void }) {
  const t = useT('project-detail');
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center text-sm text-ink-soft">
      <Lock aria-hidden className="size-8 text-brand-400" strokeWidth={1.5} />
      <p>{t('本项目为定向发布项目，该部分内容需输入定向码后查看。')}</p>
      <Button variant="outline" onClick={onUnlock}>
        {t('输入定向码')}
      </Button>
    </div>
  );
}
