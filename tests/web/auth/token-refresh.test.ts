import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import { createClock, createTick$ } from '@streams/clock';
import {
  EXPIRY_MARGIN_S, createTokenRefresher, refreshDue, type RefreshSnapshot, type RefreshedTokens, type TokenRefreshDeps,
} from '@/features/auth/token-refresh';
import { ApiError } from '@/lib/api/client';
import { isNetworkFailure } from '@/features/auth/login-session';

const T0 = 1_700_000_000_000;

/** A session held in a variable, and deps whose request the test resolves or rejects by hand. */
function harness(initial: Partial<RefreshSnapshot> = {}, tokenTimeS: number | undefined = 3000) {
  let session: RefreshSnapshot = { baseUserId: '42', grantType: 'password', refreshToken: 'rt-1', tokenSavedAt: T0, tokenExpiresIn: 900, ...initial };
  const pending: { resolve(t: RefreshedTokens): void; reject(e: unknown): void }[] = [];
  const deps = {
    read: () => session,
    now: () => Date.now(),
    tokenTimeS: () => tokenTimeS,
    request: vi.fn((_rt: string) => new Promise<RefreshedTokens>((resolve, reject) => pending.push({ resolve, reject }))),
    save: vi.fn((t: RefreshedTokens) => {
      session = { ...session, refreshToken: t.refresh_token ?? session.refreshToken, tokenSavedAt: Date.now(), tokenExpiresIn: t.expires_in };
    }),
    expire: vi.fn(() => {
      session = {};
    }),
    isNetworkError: isNetworkFailure,
  } satisfies TokenRefreshDeps;
  return { deps, pending, set: (s: Partial<RefreshSnapshot>) => (session = { ...session, ...s }), get: () => session };
}

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

describe('refreshDue (§4 Token refresh, tokenTime in seconds)', () => {
  const s: RefreshSnapshot = { baseUserId: '1', grantType: 'password', refreshToken: 'r', tokenSavedAt: T0 };
  it('is due once the age reaches tokenTime', () => {
    expect(refreshDue(s, T0 + 99_000, 100)).toBe(false);
    expect(refreshDue(s, T0 + 100_000, 100)).toBe(true);
  });
  it('defaults tokenTime to 3000 s and also refreshes 60 s before expires_in', () => {
    expect(refreshDue(s, T0 + 2_999_000, undefined)).toBe(false);
    expect(refreshDue(s, T0 + 3_000_000, 0)).toBe(true);
    const short = { ...s, tokenExpiresIn: 900 };
    expect(refreshDue(short, T0 + (900 - EXPIRY_MARGIN_S - 1) * 1000, 3000)).toBe(false);
    expect(refreshDue(short, T0 + (900 - EXPIRY_MARGIN_S) * 1000, 3000)).toBe(true);
  });
  it('never for other grants or without a refresh token', () => {
    expect(refreshDue({ ...s, grantType: 'client_credentials' }, T0 + 1e9, 1)).toBe(false);
    expect(refreshDue({ ...s, refreshToken: undefined }, T0 + 1e9, 1)).toBe(false);
  });
});

describe('token refresh machine on the shared clock', () => {
  it('checks every 10 s and refreshes once when the threshold is reached', async () => {
    const h = harness({}, 25);
    const refresher = createTokenRefresher(h.deps);
    const sub = refresher.start({ tick$: createTick$(createClock()), visible$: new Subject<boolean>() });

    await vi.advanceTimersByTimeAsync(20_500);
    expect(h.deps.request).not.toHaveBeenCalled(); // checks at 0 s, 10 s, 20 s: age < 25 s
    await vi.advanceTimersByTimeAsync(10_000); // check at 30 s
    expect(h.deps.request).toHaveBeenCalledTimes(1);
    expect(h.deps.request).toHaveBeenCalledWith('rt-1');
    expect(refresher.state).toBe('refreshing');

    await vi.advanceTimersByTimeAsync(30_000); // still running: the lock holds, no second call
    expect(h.deps.request).toHaveBeenCalledTimes(1);
    h.pending[0].resolve({ access_token: 'at-2', refresh_token: 'rt-2', expires_in: 900 });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.deps.save).toHaveBeenCalledWith({ access_token: 'at-2', refresh_token: 'rt-2', expires_in: 900 });
    expect(refresher.state).toBe('idle');

    await vi.advanceTimersByTimeAsync(20_000); // fresh token: age < 25 s again
    expect(h.deps.request).toHaveBeenCalledTimes(1);
    sub.unsubscribe();
  });

  it('refreshes whenever the page becomes visible again, whatever the age', async () => {
    const h = harness();
    const visible$ = new Subject<boolean>();
    const sub = createTokenRefresher(h.deps).start({ tick$: new Subject(), visible$ });
    visible$.next(true);
    visible$.next(false);
    expect(h.deps.request).not.toHaveBeenCalled();
    visible$.next(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.deps.request).toHaveBeenCalledTimes(1);
    sub.unsubscribe();
  });

  it('lets only one refresh run at a time', async () => {
    const h = harness();
    const refresher = createTokenRefresher(h.deps);
    const first = refresher.trigger('visible');
    expect(await refresher.trigger('visible')).toBe('busy');
    expect(await refresher.trigger('timer')).toBe('busy');
    await vi.advanceTimersByTimeAsync(0);
    let settled = false;
    void refresher.settled().then((outcome) => (settled = outcome === 'refreshed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    h.pending[0].resolve({ access_token: 'at-2' });
    expect(await first).toBe('refreshed');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(h.deps.request).toHaveBeenCalledTimes(1);
  });

  it('clears everything on a refusal (not a network error)', async () => {
    const h = harness();
    const refresher = createTokenRefresher(h.deps);
    const run = refresher.trigger('visible');
    await vi.advanceTimersByTimeAsync(0);
    const refused = new ApiError('刷新令牌无效', { status: 401, body: { error_code: 401, error_description: '刷新令牌已失效' } });
    h.pending[0].reject(refused);
    expect(await run).toBe('expired');
    expect(h.deps.expire).toHaveBeenCalledWith(refused);
    expect(h.get()).toEqual({});
    expect(refresher.state).toBe('idle');
  });

  it('only releases the lock on a network error or timeout', async () => {
    const h = harness();
    const refresher = createTokenRefresher(h.deps);
    for (const error of [new ApiError('网络异常', { kind: 'network' }), new ApiError('请求超时', { kind: 'timeout' })]) {
      const run = refresher.trigger('visible');
      await vi.advanceTimersByTimeAsync(0);
      h.pending.shift()!.reject(error);
      expect(await run).toBe('network-error');
    }
    expect(h.deps.expire).not.toHaveBeenCalled();
    expect(h.get().refreshToken).toBe('rt-1');
    expect(refresher.state).toBe('idle');
  });

  it('does nothing for other grant types or a logged-out session', async () => {
    const h = harness({ grantType: 'client_credentials' }, 1);
    const refresher = createTokenRefresher(h.deps);
    vi.setSystemTime(T0 + 10_000_000);
    expect(await refresher.trigger('timer')).toBe('skipped');
    expect(await refresher.trigger('visible')).toBe('skipped');
    h.set({ grantType: 'password', baseUserId: undefined });
    expect(await refresher.trigger('visible')).toBe('skipped');
    expect(h.deps.request).not.toHaveBeenCalled();
  });

  it('does not write tokens into a session that logged out meanwhile', async () => {
    const h = harness();
    const run = createTokenRefresher(h.deps).trigger('visible');
    await vi.advanceTimersByTimeAsync(0);
    h.set({ baseUserId: undefined, refreshToken: undefined });
    h.pending[0].resolve({ access_token: 'late' });
    expect(await run).toBe('skipped');
    expect(h.deps.save).not.toHaveBeenCalled();
  });

  it('skips inside the cross-tab lock when another tab refreshed while this one waited', async () => {
    const h = harness();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const refresher = createTokenRefresher({
      ...h.deps,
      lock: async (section) => {
        await gate; // another tab holds the lock and refreshes
        return section();
      },
      sync: () => void h.set({ refreshToken: 'rt-other', tokenSavedAt: T0 + 5 }),
    });
    const run = refresher.trigger('visible');
    release();
    expect(await run).toBe('skipped');
    expect(h.deps.request).not.toHaveBeenCalled();
  });
});
