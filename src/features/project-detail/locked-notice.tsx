import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Shown instead of a restricted tab of a directional project (RESTRICTED_SECTIONS, attachments)
 * until the caller enters the release code; `onUnlock` opens the code dialog.
 */
export function LockedNotice({ onUnlock }: { onUnlock: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center text-sm text-ink-soft">
      <Lock aria-hidden className="size-8 text-brand-400" strokeWidth={1.5} />
      <p>本项目为定向发布项目，该部分内容需输入定向码后查看。</p>
      <Button variant="outline" onClick={onUnlock}>
        输入定向码
      </Button>
    </div>
  );
}
