import { CircleX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useReturnFocus } from '@/features/auth/use-return-focus';
import { useT } from '@/i18n';

/**
 * The §8 login/refresh error popup's markup, loaded the first time it opens (auth-error-dialog.tsx holds its
 * state). `text` is the message (shown as given), `title` the heading's source message; closing calls
 * `onOpenChange(false)` and gives focus back to where it was when the popup opened.
 */
export function AuthErrorPopup({ open, title, text, onOpenChange }: { open: boolean; title: string; text: string | null; onOpenChange: (open: boolean) => void }) {
  const t = useT('auth');
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(title)} role="alertdialog" onCloseAutoFocus={returnFocus}>
        <p className="m-0 flex items-start gap-2 text-sm text-ink">
          <CircleX aria-hidden className="mt-0.5 size-5 shrink-0 text-price" />
          <span>{text}</span>
        </p>
        <div className="mt-5 flex justify-end">
          <DialogClose asChild>
            <Button>{t('我知道了')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
