/**
 * Who tells the user about a failed query or mutation (§8), set per call site in its `meta`:
 * - 'toast' (default): the warning / error toast with the message;
 * - 'alert': a browser alert with the message (§8 footer article list);
 * - 'caller': the component shows the error itself (inline form errors, not-found states, the
 *   enrolment check, bid hall, business-licence check, bid rounds);
 * - 'silent': nobody (background polls, home content, navigation menu, captcha).
 * Whatever the mode, a 401 still ends the session (§8 401).
 */
export type ErrorMode = 'toast' | 'alert' | 'caller' | 'silent';

/** The `meta` of the app's queries and mutations, read by the cache-level error policy (src/lib/api/error-policy.ts). */
export interface ErrorMeta extends Record<string, unknown> {
  errorMode?: ErrorMode;
  /** A 401 shows the 用户未登录 prompt (with a go-login button) instead of ending the session (favourite / follow, §8). */
  authPrompt?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/** `meta` of a call the user is told nothing about (§8 "Home content calls … silently"). */
export const SILENT = { errorMode: 'silent' } as const satisfies ErrorMeta;
/** `meta` of a call whose component shows the error itself. */
export const CALLER = { errorMode: 'caller' } as const satisfies ErrorMeta;
