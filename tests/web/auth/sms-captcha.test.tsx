// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@/stores/session';
import { authServer, captchaRoute, type Answer } from './auth-fake-server';
import { renderAt } from '../render-app';

const SMS = 'dscq-user/sms/no-login/code';
const sent = (): Answer => ({ data: { phone: '139****0000', expiresIn: 300, resendIn: 60 } });
const refused = (msg: string): Answer => ({ raw: { status: 400, body: { code: 400, success: false, data: null, msg } } });

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

/** /register with a valid phone typed and 获取验证码 clicked; resolves the captcha dialog. */
async function askForCode(routes: Parameters<typeof authServer>[0]) {
  const calls = authServer({ 'blade-auth/oauth/captcha': captchaRoute(), ...routes });
  renderAt('/register');
  await userEvent.type(await screen.findByLabelText('手机号码'), '13900000000');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  const dialog = await screen.findByRole('dialog', { name: '获取短信验证码' });
  await waitFor(() => expect(within(dialog).getByRole('img', { name: '图形验证码' })).toBeTruthy());
  return { calls, dialog };
}

describe('SMS codes without a login ask for the image captcha first', () => {
  it('sends nothing until the captcha is answered, then sends it with the code request and starts the cooldown', async () => {
    const { calls, dialog } = await askForCode({ [SMS]: sent });
    expect(calls.some((c) => c.path === SMS)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: '发送验证码' }));
    expect(await within(dialog).findByText('请输入图形验证码')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('图形验证码'), 'abcd');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送验证码' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === SMS).map((c) => c.body)).toEqual([{ phone: '13900000000', messageCode: 2001, uuid: 'cap-1', captcha: 'abcd' }]);
    expect(await screen.findByText('60秒后重发')).toBeTruthy();
    // the cooldown counts down on the shared second timer
    expect(await screen.findByText('59秒后重发', undefined, { timeout: 2500 })).toBeTruthy();
    // The register form itself was not submitted by the dialog's form.
    expect(screen.queryByText('请输入短信验证码')).toBeNull();
  });

  it('gives the button back when the cooldown is over, and stops the second timer it listened to', async () => {
    const started: unknown[] = [];
    const setInterval = globalThis.setInterval;
    vi.spyOn(globalThis, 'setInterval').mockImplementation(((fn: () => void, ms?: number) => {
      const id = setInterval(fn, ms);
      if (ms === 1000) started.push(id); // the second timer's (streams/second-tick.ts)
      return id;
    }) as typeof globalThis.setInterval);
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    const { dialog } = await askForCode({ [SMS]: () => ({ data: { phone: '139****0000', expiresIn: 300, resendIn: 1 } }) });
    await userEvent.type(within(dialog).getByLabelText('图形验证码'), 'abcd');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText('1秒后重发')).toBeTruthy();
    const again = await screen.findByRole('button', { name: '获取验证码' }, { timeout: 3000 });
    expect((again as HTMLButtonElement).disabled).toBe(false);
    expect(started.length).toBeGreaterThan(0);
    await waitFor(() => expect(started.every((id) => cleared.mock.calls.some(([c]) => c === id))).toBe(true));
  });

  it('shows a refusal in the dialog and replaces the used captcha', async () => {
    const { calls, dialog } = await askForCode({ [SMS]: () => refused('验证码不正确') });
    await userEvent.type(within(dialog).getByLabelText('图形验证码'), 'zzzz');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送验证码' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('验证码不正确');
    await waitFor(() => expect(calls.filter((c) => c.path === 'blade-auth/oauth/captcha')).toHaveLength(2));
    expect(screen.getByRole('button', { name: '发送中…' })).toBeTruthy(); // the 获取验证码 button waits for the dialog
  });

  it('closing the dialog sends nothing and leaves the button ready', async () => {
    const { calls, dialog } = await askForCode({ [SMS]: sent });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(calls.some((c) => c.path === SMS)).toBe(false);
  });

  it('marks the code 沙箱 when the server runs the sandbox gateway', async () => {
    const { dialog } = await askForCode({
      [SMS]: sent, 'dscq-system/sandbox': () => ({ data: { environment: 'development', payment: 'sandbox', sms: 'sandbox', realname: 'sandbox' } }),
    });
    expect(await within(dialog).findByText('沙箱')).toBeTruthy();
  });
});
