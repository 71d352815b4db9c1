// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FaceSession } from '@contract/seal';
import { useSessionStore } from '@/stores/session';
import { fakeApi } from '../detail/detail-fixtures';
import { fakePushServer } from '../messages/fake-push';
import { renderAt } from '../render-app';
import { faceSession, orgProfile, sealRecord } from './seal-fixtures';

const T = { timeout: 5000 };
let push: ReturnType<typeof fakePushServer>;
beforeAll(() => { push = fakePushServer(); });
afterAll(() => push.stop());
beforeEach(() => {
  push.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().loggedOut();
});

const login = () => useSessionStore.getState().loggedIn({ baseUserId: '1', token: 'token-1', grantType: 'password' });
const status = () => screen.getByRole('status', { name: '核验状态' });

/** The fake server's seal calls: every faceStart answers a new session (`ttlMs` from now); faceStatus echoes the latest. */
function sealServer(ttlMs = 300_000) {
  const sessions: FaceSession[] = [];
  fakeApi({
    'dscq-user/user/detail': () => orgProfile,
    'dscq-user/seal/mine': () => sealRecord(),
    'dscq-user/seal/face/start': () => {
      sessions.push(faceSession(String(sessions.length + 1).repeat(32).slice(0, 32), ttlMs));
      return sessions.at(-1);
    },
    'dscq-user/seal/face/status': (_b, q) => sessions.find((s) => s.token === q.get('token')) ?? { $status: 404, $msg: '核验会话不存在' },
  });
  return sessions;
}

describe('/contract/seal/qrcode', () => {
  it('shows a login prompt that returns here when logged out', async () => {
    fakeApi({});
    renderAt('/contract/seal/qrcode');
    expect(await screen.findByText('请先登录', {}, T)).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录后继续' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/contract/seal/qrcode')}`);
  });

  it('sends a user without an application to apply', async () => {
    login();
    fakeApi({ 'dscq-user/user/detail': () => orgProfile, 'dscq-user/seal/mine': () => null });
    const router = renderAt('/contract/seal/qrcode');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contract/seal/apply'), T);
  });

  it('shows the QR code of the session and follows notice:face: scanned, then 绑定成功', async () => {
    login();
    const sessions = sealServer();
    renderAt('/contract/seal/qrcode');
    const qr = await screen.findByRole('img', { name: '人脸核验二维码' }, T);
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(sessions).toHaveLength(1);
    expect(status().textContent).toContain('请使用手机扫描二维码');
    expect(screen.getByRole('link', { name: /在本机打开核验页面/ }).getAttribute('href')).toBe(sessions[0].qrUrl);
    expect(screen.getByText(/^0[45]:\d\d$/)).toBeTruthy();
    await waitFor(() => expect(push.frames()).toContainEqual({ type: 'subscribe', topics: ['user'], token: 'token-1' }), T);

    act(() => push.notify({ type: 'notice:face', token: 'f'.repeat(32), status: 'passed', sealStatus: 'active' }));
    act(() => push.notify({ type: 'notice:face', token: sessions[0].token, status: 'scanned', sealStatus: 'binding' }));
    await waitFor(() => expect(status().textContent).toContain('手机已扫码'), T);
    expect(screen.getByText('已扫码', { exact: true })).toBeTruthy();

    act(() => push.notify({ type: 'notice:face', token: sessions[0].token, status: 'passed', sealStatus: 'active' }));
    await waitFor(() => expect(status().textContent).toContain('绑定成功'), T);
    expect(screen.queryByRole('img', { name: '人脸核验二维码' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回用户中心' }).getAttribute('href')).toBe('/usercenterIndex');
  });

  it('turns 二维码已过期 when the countdown runs out, and 刷新二维码 starts a new session', async () => {
    login();
    const sessions = sealServer(1_500);
    renderAt('/contract/seal/qrcode?back=%2FmyContract');
    await screen.findByRole('img', { name: '人脸核验二维码' }, T);
    await waitFor(() => expect(status().textContent).toContain('二维码已过期'), { timeout: 4000 });
    expect(screen.queryByRole('img', { name: '人脸核验二维码' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '刷新二维码' }));
    await waitFor(() => expect(sessions).toHaveLength(2), T);
    expect(await screen.findByRole('img', { name: '人脸核验二维码' }, T)).toBeTruthy();
    expect(screen.getByRole('link', { name: /在本机打开核验页面/ }).getAttribute('href')).toBe(sessions[1].qrUrl);
  });

  it('offers 重新核验 after a failed check', async () => {
    login();
    const sessions = sealServer();
    renderAt('/contract/seal/qrcode');
    await screen.findByRole('img', { name: '人脸核验二维码' }, T);
    await waitFor(() => expect(push.frames()).toContainEqual({ type: 'subscribe', topics: ['user'], token: 'token-1' }), T);
    act(() => push.notify({ type: 'notice:face', token: sessions[0].token, status: 'failed', sealStatus: 'face_failed' }));
    await waitFor(() => expect(status().textContent).toContain('人脸核验未通过'), T);
    expect(screen.getByRole('button', { name: '重新核验' })).toBeTruthy();
  });
});
