import type { ReactNode } from 'react';
import { AlertDialog as AlertPrimitive } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useReturnFocus } from '@/components/ui/return-focus';
import { useT } from '@/i18n';

/**
 * Controlled confirm with a single action button, the portal's version of `window.confirm` with
 * one OK (e.g. §2 温馨提示 / 请先登录 / 确定, §8 用户未登录 / 去登录). `onAction` runs after the
 * dialog closes; Escape or the 取消 button (when `cancelText` is given) only close it. Focus returns to what had it
 * when the dialog opened.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  actionText,
  cancelText,
  onAction,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  actionText?: string;
  cancelText?: string;
  onAction: () => void;
}) {
  const t = useT('common');
  const focus = useReturnFocus();
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertPrimitive.Content {...focus} className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-5 shadow-pop">
          <AlertPrimitive.Title className="m-0 text-base font-semibold">{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="mt-3 text-sm text-ink-soft">{description}</AlertPrimitive.Description>
          <div className="mt-5 flex justify-end gap-2">
            {cancelText ? (
              <AlertPrimitive.Cancel className={cn(buttonVariants({ variant: 'secondary', size: 'md' }))}>
                {cancelText}
              </AlertPrimitive.Cancel>
            ) : null}
            <AlertPrimitive.Action className={cn(buttonVariants({ size: 'md' }))} onClick={onAction}>
              {actionText ?? t('确定')}
            </AlertPrimitive.Action>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
