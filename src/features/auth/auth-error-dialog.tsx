import { create } from 'zustand';
import { lazyWhenOpen } from '@/components/ui/lazy-when-open';

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

const AuthErrorPopup = lazyWhenOpen(() => import('@/features/auth/auth-error-popup').then((m) => m.AuthErrorPopup));

/**
 * The popup itself; mounted once with the auth runtime, its markup fetched the first time it opens. Focus
 * returns to the page on close.
 */
export function AuthErrorDialog() {
  const { text, title } = useAuthErrorState();
  return <AuthErrorPopup open={text !== null} title={title} text={text} onOpenChange={(open) => !open && closeAuthError()} />;
}
