// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webcrypto } from 'node:crypto';
import { bytesToBase64 } from '@/lib/crypto/password-encryption';
import { useSessionStore } from '@/stores/session';
import { useCommonStore } from '@/stores/common';
import { closeAuthError } from '@/features/auth/auth-error-dialog';
import { passwordEncryptor } from '@/features/auth/auth.queries';
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
  passwordEncryptor.reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('account login (§2, §7 password encrypted)', () => {
  it('sends the RSA-encrypted password with the captcha key and lands on /index', async () => {
    const subtle = webcrypto.subtle as unknown as SubtleCrypto;
    const pair = await subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
    const spki = bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
    const calls = authServer({
      'blade-auth/oauth/captcha': captchaRoute(),
      'blade-auth/oauth/public-key': () => ({ raw: { status: 200, body: { code: 200, success: true, data: { algorithm: 'RSA-OAEP-256', keyId: 'k1', spki }, msg: '' } } }),
      'blade-auth/oauth/token': () => ({ raw: { status: 200, body: tokenAnswer() } }),
      'dscq-user/user/detail': () => ({ data: { ...userDetail, headImg: '/files/a.png' } }),
    });
    const router = renderAt('/login?loginName=zhangsan01');
    expect((await screen.findByLabelText<HTMLInputElement>('用户名')).value).toBe('zhangsan01');
    await userEvent.type(screen.getByLabelText('密码'), 'Abc12345!');
    await waitFor(() => expect(calls.some((c) => c.path === 'blade-auth/oauth/captcha')).toBe(true));
    await userEvent.type(screen.getByLabelText('图形验证码'), 'x7k2');
    await userEvent.click(screen.getByRole('button', { name: '登 录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    const q = calls.find((c) => c.path === 'blade-auth/oauth/token')!.query;
    expect([q.get('grant_type'), q.get('username'), q.get('uuid'), q.get('captcha'), q.get('scope')]).toEqual(['password', 'zhangsan01', 'cap-1', 'x7k2', 'all']);
    const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, Uint8Array.from(atob(q.get('password')!), (c) => c.charCodeAt(0)));
    expect(new TextDecoder().decode(plain)).toBe('Abc12345!');
    expect(useSessionStore.getState().userInfo?.headImg).toBe('/files/a.png');
    // §4 Displayed user name: authStatus 0 shows the loginName in the header.
    expect(await screen.findByRole('link', { name: /zhangsan01/ })).toBeTruthy();
  });
});

describe('token refresh before the page loads (§4)', () => {
  it('refreshes a due token first, so the page calls with the new bearer', async () => {
    const calls = authServer({
      'blade-auth/oauth/token': () => ({ raw: { status: 200, body: tokenAnswer({ access_token: 'at-2', refresh_token: 'rt-2' }) } }),
      'dscq-user/user/detail': () => ({ data: userDetail }),
    });
    logIn();
    useSessionStore.setState({ tokenSavedAt: Date.now() - 1_000_000, tokenExpiresIn: 900 });
    renderAt('/usercenterIndex');
    expect(await screen.findByRole('heading', { name: 'zhangsan01' })).toBeTruthy();
    const token = calls.find((c) => c.path === 'blade-auth/oauth/token')!;
    expect(Object.fromEntries(token.query)).toEqual({ grant_type: 'refresh_token', refresh_token: 'rt-1' });
    expect(calls.filter((c) => c.path === 'dscq-user/user/detail').every((c) => c.headers['Blade-Auth'] === 'bearer at-2')).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ token: 'at-2', refreshToken: 'rt-2' });
  });

  it('a refused refresh clears the session, shows the popup and goes to /login', async () => {
    authServer({
      'blade-auth/oauth/token': () => ({ raw: { status: 400, body: { error_code: 400, error_description: '登录已失效，请重新登录' } } }),
    });
    logIn();
    useSessionStore.setState({ tokenSavedAt: Date.now() - 1_000_000, tokenExpiresIn: 900 });
    const router = renderAt('/hall');
    expect(await screen.findByText('登录已失效，请重新登录')).toBeTruthy();
    expect(useSessionStore.getState()).toMatchObject({ baseUserId: undefined, grantType: undefined, token: undefined });
    await waitFor(() => expect(router.state.location.href).toMatch(/^\/login\?redirect=%2Fhall/));
  });
});

describe('logout and 401 (§2, §8)', () => {
  it('退出 tells the server with the bearer, clears the session and goes to /login', async () => {
    const calls = authServer({ 'dscq-user/user/detail': () => ({ data: userDetail }) });
    logIn();
    useCommonStore.getState().helpBrowserChanged(true);
    const router = renderAt('/index');
    const bar = (await screen.findByRole('link', { name: /zhangsan01/ })).parentElement!;
    await userEvent.click(within(bar).getByRole('button', { name: '退出' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().baseUserId).toBeUndefined();
    expect(useCommonStore.getState().helpBrowser).toBe(false);
    await waitFor(() => expect(calls.find((c) => c.path === 'logout')?.headers['Blade-Auth']).toBe('bearer at-1'));
  });

  it('a 401 logs out and goes to /login with the full path as redirect', async () => {
    authServer({ 'dscq-user/user/detail': () => ({ raw: { status: 401, body: { code: 401, success: false, data: null, msg: '请求未授权' } } }) });
    logIn();
    const router = renderAt('/usercenterIndex');
    await waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2FusercenterIndex'));
    expect(useSessionStore.getState().token).toBeUndefined();
  });

  it('用户中心 while logged out asks to log in first (请先登录)', async () => {
    authServer({});
    const router = renderAt('/index');
    await userEvent.click(await screen.findByRole('link', { name: '用户中心' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('请先登录')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2FusercenterIndex'));
  });

  it('锁屏 in the top bar stores the lock password and opens /lock', async () => {
    authServer({ 'dscq-user/user/detail': () => ({ data: userDetail }) });
    logIn();
    const router = renderAt('/hall');
    await userEvent.click(await screen.findByRole('button', { name: '锁屏' }));
    await userEvent.type(await screen.findByLabelText('锁屏密码'), 'abc1');
    await userEvent.type(screen.getByLabelText('确认锁屏密码'), 'abc1');
    await userEvent.click(screen.getByRole('button', { name: '锁定' }));
    await waitFor(() => expect(router.state.location.href).toBe('/lock?redirect=%2Fhall%3FprojectActive%3D1'));
    expect(useCommonStore.getState()).toMatchObject({ isLock: true, lockPasswd: 'abc1' });
    expect(JSON.parse(sessionStorage.getItem('nccq-common')!)).toMatchObject({ isLock: true });
  });
});
