// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { useSessionStore } from '@/stores/session';
import { useCommonStore } from '@/stores/common';
import { closeAuthError } from '@/features/auth/auth-error-dialog';
import { authServer, captchaRoute, tokenAnswer, userDetail } from './auth-fake-server';
import { renderAt } from '../render-app';


const logIn = () =>
  useSessionStore.getState().loggedIn({ baseUserId: '1001', token: 'at-1', refreshToken: 'rt-1', grantType: 'password', userInfo: { loginName: 'zhangsan01', authStatus: 0 } });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().loggedOut();
  closeAuthError();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login guard (§2 Route guard, _auth layout)', () => {
  it('sends a logged-out visitor of /usercenterIndex to /login with the redirect', async () => {
    authServer({});
    const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/usercenterIndex'] }));
    await router.load();
    expect(router.state.location.href).toBe('/login?redirect=%2FusercenterIndex');
  });

  it('keeps the full target path, query included', async () => {
    authServer({});
    const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/usercenterIndex?tab=2'] }));
    await router.load();
    expect(router.state.location.search).toEqual({ redirect: '/usercenterIndex?tab=2' });
  });

  it('shows the user centre with the profile when logged in', async () => {
    authServer({ 'dscq-user/user/detail': () => ({ data: userDetail }) });
    logIn();
    renderAt('/usercenterIndex');
    expect(await screen.findByRole('heading', { name: 'zhangsan01' })).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(screen.getByText('未认证')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我的项目' }).getAttribute('href')).toBe('/myProject');
    expect(document.title).toBe('农村产权交易平台 - 用户中心');
  });
});

describe('screen lock (§4)', () => {
  it('redirects every page to /lock while locked and unlocks back to the page', async () => {
    authServer({ 'dscq-user/user/detail': () => ({ data: userDetail }) });
    logIn();
    useCommonStore.getState().screenLocked('8888');
    const router = renderAt('/hall?projectActive=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock'));
    expect(router.state.location.search).toEqual({ redirect: '/hall?projectActive=2' });

    await userEvent.type(await screen.findByLabelText('锁屏密码'), '1234');
    await userEvent.click(screen.getByRole('button', { name: '解 锁' }));
    expect(await screen.findByText('锁屏密码错误，请重新输入')).toBeTruthy();
    expect(useCommonStore.getState().isLock).toBe(true);

    await userEvent.clear(screen.getByLabelText('锁屏密码'));
    await userEvent.type(screen.getByLabelText('锁屏密码'), '8888');
    await userEvent.click(screen.getByRole('button', { name: '解 锁' }));
    await waitFor(() => expect(router.state.location.href).toBe('/hall?projectActive=2'));
    expect(useCommonStore.getState()).toMatchObject({ isLock: false, lockPasswd: '' });
  });

  it('leaves /lock at once when nothing is locked', async () => {
    authServer({});
    const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/lock?redirect=%2Fproject'] }));
    await router.load();
    expect(router.state.location.pathname).toBe('/project');
  });
});

describe('SMS login (§2, §4 Session)', () => {
  async function submitCodeLogin(token: unknown, status = 200) {
    const calls = authServer({
      'blade-auth/oauth/captcha': captchaRoute(),
      'blade-auth/oauth/token': () => ({ raw: { status, body: token } }),
      'dscq-user/user/detail': () => ({ data: userDetail }),
    });
    const router = renderAt('/login?tab=sms&redirect=%2FusercenterIndex');
    await userEvent.type(await screen.findByLabelText('手机号码'), '13800138000');
    await userEvent.type(screen.getByLabelText('短信验证码'), '123456');
    await waitFor(() => expect(calls.some((c) => c.path === 'blade-auth/oauth/captcha')).toBe(true));
    await userEvent.type(screen.getByLabelText('图形验证码'), 'abcd');
    await waitFor(() => expect((screen.getByRole('button', { name: '登 录' }) as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: '登 录' }));
    return { calls, router };
  }

  it('stores the session and lands on the redirect target', async () => {
    const { calls, router } = await submitCodeLogin(tokenAnswer());
    await waitFor(() => expect(router.state.location.pathname).toBe('/usercenterIndex'));
    const token = calls.find((c) => c.path === 'blade-auth/oauth/token')!;
    expect(Object.fromEntries(token.query)).toEqual({ grant_type: 'verify_code', telPhone: '13800138000', code: '123456', uuid: 'cap-1', captcha: 'abcd' });
    expect(useSessionStore.getState()).toMatchObject({ baseUserId: '1001', token: 'at-1', grantType: 'password' });
    const detail = calls.find((c) => c.path === 'dscq-user/user/detail')!;
    expect(detail.headers['Blade-Auth']).toBe('bearer at-1');
  });

  it('does not store the token when isAllowAccess is false, and says why', async () => {
    const { calls, router } = await submitCodeLogin(tokenAnswer({ isAllowAccess: false }));
    expect(await screen.findByText(/暂无访问权限/)).toBeTruthy();
    expect(useSessionStore.getState().token).toBeUndefined();
    expect(useSessionStore.getState().baseUserId).toBeUndefined();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(calls.filter((c) => c.path === 'blade-auth/oauth/captcha')).toHaveLength(2)); // new captcha
  });

  it('shows error_description in the popup and loads a new captcha', async () => {
    const { calls } = await submitCodeLogin({ error_code: 400, error_description: '短信验证码错误或已过期' }, 400);
    expect(await screen.findByText('短信验证码错误或已过期')).toBeTruthy();
    expect(useSessionStore.getState().baseUserId).toBeUndefined();
    await waitFor(() => expect(calls.filter((c) => c.path === 'blade-auth/oauth/captcha')).toHaveLength(2));
  });

  it('treats a 200 answer carrying error_description as a failure', async () => {
    await submitCodeLogin({ error_description: '账号或验证码错误' });
    expect(await screen.findByText('账号或验证码错误')).toBeTruthy();
    expect(useSessionStore.getState().baseUserId).toBeUndefined();
  });

  it('checks the phone with the §5 messages before sending a code', async () => {
    const calls = authServer({ 'blade-auth/oauth/captcha': captchaRoute() });
    renderAt('/login?tab=sms');
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号码不能为空')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('手机号码'), '1380013');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号码长度不为11位')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('sms'))).toBe(false);
  });
});
