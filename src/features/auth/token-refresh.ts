import type { Observable, Unsubscribable } from 'rxjs';
import { TOKEN_CHECK_INTERVAL_MS, TOKEN_TIME_DEFAULT } from '@contract/constants';

/**
 * Token refresh (§4 Token refresh) as a small state machine, free of React and of the stores so
 * it can be driven by fake timers: `idle` → (trigger, eligible) → `refreshing` → `idle`.
 *
 * When a refresh is due:
 * - every {@link TOKEN_CHECK_INTERVAL_MS} (10 s) the token age (now − tokenSavedAt) is compared
 *   with the website config tokenTime, read as SECONDS (default 3000 s = 50 min). The server's
 *   access token lives only 900 s (expires_in), so the token is ALSO refreshed once it is within
 *   {@link EXPIRY_MARGIN_S} (60 s) of its own expires_in — otherwise the default tokenTime would
 *   let it expire and the next call would 401;
 * - whenever the page becomes visible again, whatever the age;
 * - only for the 'password' grant family (the store keeps phone-code logins as 'password' too).
 *
 * A refresh that is running blocks further ones; with `deps.lock` (Web Locks in the browser) the
 * exclusive section spans tabs, and `deps.sync` re-reads the persisted session inside it so a tab
 * that waited sees another tab's fresh token and skips. Failure: a network error only releases
 * the lock; anything else calls `deps.expire` (clear the session, go to /login).
 */

/** Seconds before expires_in at which the token is refreshed anyway. */
export const EXPIRY_MARGIN_S = 60;
/** The 10 s check is every this many ticks of the shared 1 s clock. */
export const TICKS_PER_CHECK = TOKEN_CHECK_INTERVAL_MS / 1000;

/** What the machine reads from the session. Times in epoch ms, lifetimes in seconds. */
export interface RefreshSnapshot {
  baseUserId?: string;
  grantType?: string;
  refreshToken?: string;
  tokenSavedAt?: number;
  tokenExpiresIn?: number;
}

/** New tokens of a successful refresh (expires_in in seconds). */
export interface RefreshedTokens {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
}

export interface TokenRefreshDeps {
  read(): RefreshSnapshot;
  /** Epoch ms, the clock tokenSavedAt was taken with. */
  now(): number;
  /** Website config tokenTime in seconds; non-positive or missing → {@link TOKEN_TIME_DEFAULT}. */
  tokenTimeS(): number | undefined;
  request(refreshToken: string): Promise<RefreshedTokens>;
  save(tokens: RefreshedTokens): void;
  /** A refresh failed for good: clear everything, reset the grant type, go to /login. */
  expire(error: unknown): void;
  isNetworkError(error: unknown): boolean;
  /** Runs `section` exclusively (across tabs when possible). */
  lock?<T>(section: () => Promise<T>): Promise<T>;
  /** Re-reads the persisted session (other tabs) before deciding. */
  sync?(): void | Promise<void>;
}

export type RefreshReason = 'timer' | 'visible';
export type RefreshOutcome = 'skipped' | 'busy' | 'refreshed' | 'network-error' | 'expired';

/** Whether a session may refresh at all: 'password' family with a refresh token and a timestamp. */
export function canRefresh(s: RefreshSnapshot): boolean {
  return s.grantType === 'password' && !!s.baseUserId && !!s.refreshToken && s.tokenSavedAt !== undefined;
}

/** Whether the timer check finds the token due (tokenTime reached or within 60 s of expires_in). */
export function refreshDue(s: RefreshSnapshot, nowMs: number, tokenTimeS: number | undefined): boolean {
  if (!canRefresh(s)) return false;
  const ageS = (nowMs - (s.tokenSavedAt as number)) / 1000;
  const threshold = tokenTimeS && tokenTimeS > 0 ? tokenTimeS : TOKEN_TIME_DEFAULT;
  if (ageS >= threshold) return true;
  return s.tokenExpiresIn !== undefined && s.tokenExpiresIn > 0 && ageS >= s.tokenExpiresIn - EXPIRY_MARGIN_S;
}

export interface TokenRefresher {
  /** Runs one refresh if eligible; resolves with what happened (never rejects). */
  trigger(reason: RefreshReason): Promise<RefreshOutcome>;
  /** The outcome of the latest refresh once it has finished ('skipped' when there was none). */
  settled(): Promise<RefreshOutcome>;
  /** Checks on every 10th tick (the first tick included) and refreshes when the page turns visible. */
  start(sources: { tick$: Observable<unknown>; visible$: Observable<boolean> }): Unsubscribable;
  readonly state: 'idle' | 'refreshing';
}

export function createTokenRefresher(deps: TokenRefreshDeps): TokenRefresher {
  let state: 'idle' | 'refreshing' = 'idle';
  let running: Promise<RefreshOutcome> = Promise.resolve('skipped');
  const exclusive = deps.lock ?? (<T>(section: () => Promise<T>) => section());

  async function refreshOnce(before: RefreshSnapshot): Promise<RefreshOutcome> {
    await deps.sync?.();
    const s = deps.read();
    // Logged out, logged in again, or another tab refreshed while this one waited for the lock.
    if (!canRefresh(s) || s.baseUserId !== before.baseUserId || s.tokenSavedAt !== before.tokenSavedAt) return 'skipped';
    try {
      const tokens = await deps.request(s.refreshToken as string);
      const after = deps.read();
      // A logout during the call must not be undone by writing tokens into an empty session.
      if (after.baseUserId !== s.baseUserId || after.refreshToken !== s.refreshToken) return 'skipped';
      deps.save(tokens);
      return 'refreshed';
    } catch (error) {
      if (deps.isNetworkError(error)) return 'network-error';
      deps.expire(error);
      return 'expired';
    }
  }

  async function trigger(reason: RefreshReason): Promise<RefreshOutcome> {
    if (state === 'refreshing') return 'busy';
    const before = deps.read();
    if (!canRefresh(before)) return 'skipped';
    if (reason === 'timer' && !refreshDue(before, deps.now(), deps.tokenTimeS())) return 'skipped';
    state = 'refreshing';
    const run = exclusive(() => refreshOnce(before))
      .catch((): RefreshOutcome => 'skipped') // the lock itself failed; the next check tries again
      .finally(() => {
        state = 'idle';
      });
    running = run;
    return run;
  }

  // Plain subscriptions, no rxjs operators: this module is part of the entry chunk (bench/README.md "Web: initial JS").
  function start({ tick$, visible$ }: { tick$: Observable<unknown>; visible$: Observable<boolean> }): Unsubscribable {
    let ticks = 0;
    let wasVisible: boolean | undefined;
    const subscriptions = [
      // the first tick and every TICKS_PER_CHECK-th after it
      tick$.subscribe(() => {
        if (ticks++ % TICKS_PER_CHECK === 0) void trigger('timer');
      }),
      // hidden → visible (repeated values change nothing)
      visible$.subscribe((isVisible) => {
        if (wasVisible === false && isVisible) void trigger('visible');
        wasVisible = isVisible;
      }),
    ];
    return { unsubscribe: () => subscriptions.forEach((s) => s.unsubscribe()) };
  }

  return {
    trigger,
    settled: () => running,
    start,
    get state() {
      return state;
    },
  };
}
