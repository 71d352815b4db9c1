// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@/stores/session';
import { authServer, userDetail } from '../auth/auth-fake-server';
import { renderAt } from '../render-app';


const security = {
  loginName: 'zhangsan01', phone: '138****8000', phoneBound: true, passwordSet: true, passwordStrength: 2, passwordStrengthLabel: '中',
  passwordChangedAt: '2025-03-01 10:00:00', authStatus: 0, authStatusLabel: '未认证', realnameKind: '', lastLoginAt: '2025-03-02 09:00:00',
  previousLoginAt: '', activeSessions: 2,
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  localStorage.clear();
  useSessionStore.getState().loggedIn({ baseUserId: '1001', token: 'at-1', grantType: 'password', userInfo: { loginName: 'zhangsan01', authStatus: 0 } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('account pages (§2 user centre)', () => {
  it('/updatePassWord: strength meter as the user types, then says the other sessions were ended', async () => {
    const calls = authServer({
      'dscq-user/user/detail': () => ({ data: userDetail }),
      'dscq-user/user/change-password': () => ({ data: { passwordStrength: 4, revokedSessions: 2 } }),
    });
    renderAt('/updatePassWord');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('原密码'), 'Old#pass1');
    await user.type(screen.getByLabelText('新密码'), 'abc');
    expect(await screen.findByText('密码长度不能少于8位')).toBeTruthy();
    expect(await screen.findByText('弱')).toBeTruthy();
    await user.type(screen.getByLabelText('新密码'), 'DEF#1234');
    expect(await screen.findByText('很强')).toBeTruthy();
    await user.type(screen.getByLabelText('确认新密码'), 'abcDEF#12');
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    await user.type(screen.getByLabelText('确认新密码'), '34');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
    expect(screen.getByText(/已退出其他 2 处登录/)).toBeTruthy();
    expect(calls.find((c) => c.path === 'dscq-user/user/change-password')?.body).toEqual({ oldPassword: 'Old#pass1', newPassword: 'abcDEF#1234' });
  });

  it('/memberEditPhone: codes to the current phone (no number sent) and to the new one, then the change', async () => {
    const calls = authServer({
      'dscq-user/user/detail': () => ({ data: userDetail }),
      'dscq-user/sms/code': () => ({ data: { phone: '1**', expiresIn: 300, resendIn: 60 } }),
      'dscq-user/user/change-phone': () => ({ data: { phone: '139****0000' } }),
      'dscq-user/user/security': () => ({ data: security }),
    });
    const router = renderAt('/memberEditPhone');
    const user = userEvent.setup({ delay: null });
    await user.click((await screen.findAllByRole('button', { name: '获取验证码' }))[0]);
    await waitFor(() => expect(calls.filter((c) => c.path === 'dscq-user/sms/code')).toHaveLength(1));
    expect(calls.find((c) => c.path === 'dscq-user/sms/code')?.body).toEqual({ messageCode: 4004 });
    await user.type(screen.getByLabelText('原手机验证码'), '123456');
    await user.type(screen.getByLabelText('新手机号'), '1390000');
    expect(await screen.findByText('手机号码长度不为11位')).toBeTruthy();
    await user.type(screen.getByLabelText('新手机号'), '0000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'dscq-user/sms/code')).toHaveLength(2));
    expect(calls.filter((c) => c.path === 'dscq-user/sms/code')[1].body).toEqual({ messageCode: 4004, phone: '13900000000' });
    await user.type(screen.getByLabelText('新手机验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountSafe'));
    expect(calls.find((c) => c.path === 'dscq-user/user/change-phone')?.body).toEqual({ oldCode: '123456', newPhone: '13900000000', newCode: '654321' });
  });

  it('/accountSafe: the summary with its actions', async () => {
    authServer({ 'dscq-user/user/detail': () => ({ data: userDetail }), 'dscq-user/user/security': () => ({ data: security }) });
    renderAt('/accountSafe');
    expect(await screen.findByText(/已绑定 138\*\*\*\*8000/)).toBeTruthy();
    expect(screen.getByText(/当前共 2 处登录/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去认证' }).getAttribute('href')).toBe('/realNamePerson');
    expect(screen.getByRole('link', { name: '修改' }).getAttribute('href')).toBe('/updatePassWord');
    expect(document.title).toBe('农村产权交易平台 - 账户安全');
  });
});
