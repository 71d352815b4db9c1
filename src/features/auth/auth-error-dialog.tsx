import { create } from 'zustand';
import { CircleX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

/** Text of the open popup, or null; UI state only, so it lives beside its dialog. */
const useAuthErrorState = create<{ text: string | null; title: string }>(() => ({ text: null, title: '登录失败' }));

/**
 * Opens the error popup (§8 "Login or refresh response carrying error_description: shown as an
 * error popup with that text"). Callable outside React (the token refresh uses it).
 */
export function showAuthError(text: string, title = '登录失败'): void {
  useAuthErrorState.setState({ text, title });
}

/** Closes the popup (route changes, tests). */
export function closeAuthError(): void {
  useAuthErrorState.setState({ text: null });
}

/** The popup itself; mounted once with the auth runtime. Focus returns to the page on close. */
export function AuthErrorDialog() {
  const { text, title } = useAuthErrorState();
  return (
    <Dialog open={text !== null} onOpenChange={(open) => !open && closeAuthError()}>
      <DialogContent title={title} role="alertdialog">
        <p className="m-0 flex items-start gap-2 text-sm text-ink">
          <CircleX aria-hidden className="mt-0.5 size-5 shrink-0 text-price" />
          <span>{text}</span>
        </p>
        <div className="mt-5 flex justify-end">
          <DialogClose asChild>
            <Button>我知道了</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
