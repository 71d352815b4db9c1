import { useState } from 'react';
import { Lock } from 'lucide-react';
import { lazyWhenOpen } from '@/components/ui/lazy-when-open';
import { useT } from '@/i18n';

const LockScreenForm = lazyWhenOpen(() => import('@/features/shell/lock-screen-form').then((m) => m.LockScreenForm));

/**
 * 锁屏 action of the logged-in top bar (§4 Screen lock): the button opens the lock-password dialog
 * (lock-screen-form.tsx, its form code fetched on the first click).
 */
export function LockScreenAction({ className }: { className?: string }) {
  const t = useT('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} className={className}>
        <Lock aria-hidden className="mr-0.5 inline size-3.5 align-[-2px]" />
        {t('锁屏')}
      </button>
      <LockScreenForm open={open} onOpenChange={setOpen} />
    </>
  );
}
