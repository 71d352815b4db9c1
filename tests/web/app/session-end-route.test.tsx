// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session';
import { authServer } from '../auth/auth-fake-server';
import { renderAt } from '../render-app';

vi.mock('@/lib/toast', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() }, toasterMounted: vi.fn() }));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  localStorage.clear();
  useSessionStore.getState().loggedOut();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a 401 from a query in the real app (§8)', () => {
  it('clears the session and goes to /login with the page, query included, as redirect — without a toast', async () => {
    const unauthorized = { raw: { status: 401, body: { code: 401, success: false, data: null, msg: '请求未授权' } } };
    authServer({ 'dscq-user/user/detail': () => unauthorized, 'dscq-user/realname/myRecord': () => unauthorized });
    useSessionStore.getState().loggedIn({ baseUserId: '1001', token: 'at-1', refreshToken: 'rt-1', grantType: 'password' });
    const router = renderAt('/membership?from=menu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/membership?from=menu' });
    expect(useSessionStore.getState()).toMatchObject({ baseUserId: undefined, token: undefined });
    expect(toast.warning).not.toHaveBeenCalled();
  });
});
