import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { useReturnFocus } from '@/components/ui/return-focus';
import { useT } from '@/i18n';

/** Radix dialog root (focus trap, Escape, scroll lock come from Radix). */
export const Dialog = DialogPrimitive.Root;
/** Element that opens the dialog. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Element that closes the dialog. */
export const DialogClose = DialogPrimitive.Close;

/**
 * Centred modal panel with a title, optional description and a close (×) button.
 * Width is capped at 28rem and shrinks with the viewport. Focus returns to what had it when the dialog opened.
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: ReactNode; description?: ReactNode }) {
  const t = useT('common');
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-5 shadow-pop',
          className,
        )}
        {...props}
        {...focus}
      >
        <DialogPrimitive.Title className="m-0 text-base font-semibold">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-sm text-ink-soft">{description}</DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          aria-label={t('关闭')}
          className="absolute top-3 right-3 rounded-control p-1 text-muted hover:bg-canvas hover:text-ink"
        >
          <X aria-hidden className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
