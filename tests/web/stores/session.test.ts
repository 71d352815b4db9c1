// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORE_KEY, selectBearerToken, selectIsLoggedIn, tokenAgeMs, useSessionStore } from '@/stores/session';
import { useCommonStore } from '@/stores/common';

const stored = () => JSON.parse(localStorage.getItem(SESSION_STORE_KEY) ?? 'null') as { state: Record<string, unknown> } | null;

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  useSessionStore.getState().loggedOut();
  useCommonStore.setState({ isLock: false, lockPasswd: '', helpBrowser: true });
});
afterEach(() => vi.useRealTimers());

describe('session store (§3 User session, §4 Session)', () => {
  it('is logged out by default', () => {
    const s = useSessionStore.getState();
    expect(selectIsLoggedIn(s)).toBe(false);
    expect(s.isAllowAccess).toBe(true);
    expect(selectBearerToken(s)).toBeUndefined();
  });

  it('stores the login with a timestamp and persists it to localStorage', () => {
    useSessionStore.getState().loggedIn({ baseUserId: '42', token: 'at', refreshToken: 'rt', grantType: 'password', name: '张三' });
    const s = useSessionStore.getState();
    expect(s).toMatchObject({ baseUserId: '42', token: 'at', refreshToken: 'rt', grantType: 'password', name: '张三', tokenSavedAt: 1_700_000_000_000 });
    expect(selectIsLoggedIn(s)).toBe(true);
    expect(selectBearerToken(s)).toBe('at');
    expect(stored()?.state).toMatchObject({ baseUserId: '42', token: 'at', tokenSavedAt: 1_700_000_000_000 });
    expect(stored()?.state).not.toHaveProperty('loggedIn');
  });

  it('does not store the token when access is not allowed', () => {
    useSessionStore.getState().loggedIn({ baseUserId: '42', token: 'at', refreshToken: 'rt', grantType: 'password', isAllowAccess: false });
    const s = useSessionStore.getState();
    expect(s.isAllowAccess).toBe(false);
    expect(s.token).toBeUndefined();
    expect(s.refreshToken).toBeUndefined();
    expect(s.tokenSavedAt).toBeUndefined();
  });

  it('sends no bearer token for other grants', () => {
    useSessionStore.getState().loggedIn({ baseUserId: '42', token: 'at', grantType: 'verify_code' });
    expect(selectBearerToken(useSessionStore.getState())).toBeUndefined();
  });

  it('clears any screen lock on login', () => {
    useCommonStore.getState().screenLocked('1234');
    useSessionStore.getState().loggedIn({ baseUserId: '42', token: 'at', grantType: 'password' });
    expect(useCommonStore.getState()).toMatchObject({ isLock: false, lockPasswd: '' });
  });

  it('clears the session, the lock and helpBrowser on logout', () => {
    useSessionStore.getState().loggedIn({ baseUserId: '42', token: 'at', refreshToken: 'rt', grantType: 'password', userInfo: { loginName: 'zs' } });
    useCommonStore.getState().screenLocked('1234');
    useSessionStore.getState().loggedOut();
    const s = useSessionStore.getState();
    expect(s).toMatchObject({ baseUserId: undefined, token: undefined, refreshToken: undefined, grantType: undefined, userInfo: undefined, isAllowAccess: true });
    expect(useCommonStore.getState()).toMatchObject({ isLock: false, lockPasswd: '', helpBrowser: false });
    expect(stored()?.state.baseUserId).toBeUndefined();
  });

  it('tracks the token age across refreshes', () => {
    useSessionStore.getState().loggedIn({ baseUserId: '42', token: 'at', refreshToken: 'rt', grantType: 'password' });
    vi.advanceTimersByTime(60_000);
    expect(tokenAgeMs(useSessionStore.getState())).toBe(60_000);
    useSessionStore.getState().tokenRefreshed({ token: 'at2' });
    const s = useSessionStore.getState();
    expect(s).toMatchObject({ token: 'at2', refreshToken: 'rt' });
    expect(tokenAgeMs(s)).toBe(0);
    useSessionStore.getState().loggedOut();
    expect(tokenAgeMs(useSessionStore.getState())).toBeNull();
  });

  it('updates the profile', () => {
    useSessionStore.getState().loggedIn({ baseUserId: '42', token: 'at', grantType: 'password', name: '旧名' });
    useSessionStore.getState().userInfoLoaded({ loginName: 'zs', authStatus: 1, name: '张三' }, 'zs');
    expect(useSessionStore.getState()).toMatchObject({ name: 'zs', userInfo: { loginName: 'zs', authStatus: 1 } });
  });

  it('rehydrates from localStorage', async () => {
    localStorage.setItem(SESSION_STORE_KEY, JSON.stringify({ state: { baseUserId: '9', token: 'x', grantType: 'password', tokenSavedAt: 5, isAllowAccess: true }, version: 0 }));
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({ baseUserId: '9', token: 'x', tokenSavedAt: 5 });
  });
});
