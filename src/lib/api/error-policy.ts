import { ApiError, MSG_NOT_LOGGED_IN, MSG_UNKNOWN } from '@/lib/api/client';
import type { ErrorMeta } from '@/lib/api/error-meta';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session';
import { t } from '@/i18n/i18n';

const currentPath = () => (typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}${location.hash}`);

let onUnauthorized: (redirect: string) => void = (redirect) => {
  if (typeof location !== 'undefined') location.assign(`/login?redirect=${encodeURIComponent(redirect)}`);
};
let onLoginPrompt: () => void = () => toast.warning(t(MSG_NOT_LOGGED_IN));

/**
 * Sets what a 401 does after the session was cleared: normally the router's navigation to
 * /login with `redirect` = the full current path (pathname + search + hash). @see §8 401
 */
export function setUnauthorizedHandler(fn: (redirect: string) => void): void {
  onUnauthorized = fn;
}

/** Sets the 用户未登录 prompt (with a go-login button) shown for a 401 of an `authPrompt` call. @see §8 401 */
export function setLoginPromptHandler(fn: () => void): void {
  onLoginPrompt = fn;
}

/** The text of any failure in the active language: an ApiError's message, a raw answer's msg / error_description, else 未知错误. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  const o = error !== null && typeof error === 'object' ? (error as { msg?: unknown; error_description?: unknown }) : {};
  for (const v of [o.msg, o.error_description]) if (typeof v === 'string' && v.trim()) return v;
  return t(MSG_UNKNOWN);
}

/**
 * The client's one §8 error policy: what the user sees of a failed call, given the call's `meta`.
 * Wired into the QueryCache and MutationCache (src/app/query-client.ts), so components do not
 * try/catch to report; calls outside the cache use {@link withErrorPolicy}.
 * - 401 (category 'session'): clears the session and goes to /login?redirect=<current path>, or
 *   opens the 用户未登录 prompt for `authPrompt` calls — in every errorMode;
 * - cancelled calls and §8 'quiet' rejections (369, 407, token 403): nothing;
 * - otherwise by `meta.errorMode`: 'toast' (default) a warning toast with the message (an error
 *   toast when no answer came, one for many failing together), 'alert' a browser alert,
 *   'caller' / 'silent' nothing.
 */
export function applyErrorPolicy(error: unknown, meta: ErrorMeta | undefined): void {
  const category = error instanceof ApiError ? error.category : undefined;
  if (category === 'session') {
    if (meta?.authPrompt) {
      onLoginPrompt();
    } else {
      useSessionStore.getState().loggedOut();
      onUnauthorized(currentPath());
    }
    return;
  }
  if (category === 'aborted' || category === 'quiet') return;
  const mode = meta?.errorMode ?? 'toast';
  if (mode === 'caller' || mode === 'silent') return;
  const text = errorText(error);
  if (mode === 'alert') window.alert(text);
  // Sonner replaces a toast with the same id: one network toast however many calls fail together.
  else if (category === 'network') toast.error(text, { id: 'api-network' });
  else if (category === 'timeout' || category === 'unavailable') toast.error(text);
  else toast.warning(text);
}

/**
 * The same policy for a call made outside the query cache (the stream layer's HTTP fallbacks,
 * uploads with progress): applies it on failure and rejects with the same error.
 */
export function withErrorPolicy<T>(call: Promise<T>, meta: ErrorMeta): Promise<T> {
  return call.catch((error: unknown) => {
    applyErrorPolicy(error, meta);
    throw error;
  });
}
