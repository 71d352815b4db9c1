import { create } from 'zustand';
import { lazyWhenOpen } from '@/components/ui/lazy-when-open';
import { msg } from '@/i18n';

/** The popup's default heading (a source message, translated where it renders). */
const LOGIN_FAILED = msg('登录失败');

/**
 * Text of the open popup, or null; UI state only, so it lives beside its dialog. `title` is a source message
 * (translated by the popup); `text` is shown as given (the server's error_description, already in the user's language).
 */
const useAuthErrorState = create<{ text: string | null; title: string }>(() => ({ text: null, title: LOGIN_FAILED }));

/**
 * Opens the error popup (§8 "Login or refresh response carrying error_description: shown as an
 * error popup with that text"). Callable outside React (the token refresh uses it). `title` is a source message
 * marked with msg() (the popup translates it when it renders).
 */
export function showAuthError(text: string, title: string = LOGIN_FAILED): void {
  useAuthErrorState.setState({ text, title });
}

/** Closes the popup (route changes, tests). */
export function closeAuthError(): void {
  useAuthErrorState.setState({ text: null });
}

const AuthErrorPopup = lazyWhenOpen(() => import('@/features/auth/auth-error-popup').then((m) => m.AuthErrorPopup));

/**
 * The popup itself; mounted once with the auth runtime, its markup fetched the first time it opens. Focus
 * returns to the page on close.
 */
export function AuthErrorDialog() {
  const { text, title } = useAuthErrorState();
  return <AuthErrorPopup open={text !== null} title={title} text={text} onOpenChange={(open) => !open && closeAuthError()} />;
}
