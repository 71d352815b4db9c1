// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CITIZEN_ID_MESSAGES } from '@contract/rules/citizen-id';
import { useSessionStore } from '@/stores/session';
import { PersonForm } from '@/features/realname/person-form';
import { authServer } from '../auth/auth-fake-server';
import { citizenId, idTypeDict, renderWithQuery, withWrongCheck } from './realname-fixtures';

const messageOf = (label: string) => {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const id = input.getAttribute('aria-describedby')?.split(' ').find((x) => x.endsWith('-msg'));
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().loggedIn({ baseUserId: '1001', token: 'at-1', grantType: 'password', userInfo: { loginName: 'zhangsan01', authStatus: 0 } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('person form (§5 Citizen ID, as the user types)', () => {
  it('shows each §5 citizen-ID message in turn and none for a valid number', async () => {
    authServer({ 'dscq-system/dict/dictionary': () => ({ data: idTypeDict }) });
    renderWithQuery(<PersonForm accountPhone="138****8000" />);
    const input = screen.getByLabelText('证件号码', { selector: 'input' });
    const user = userEvent.setup({ delay: null });

    await user.type(input, '1');
    await user.clear(input);
    await waitFor(() => expect(messageOf('证件号码')).toBe(CITIZEN_ID_MESSAGES.empty));
    expect(CITIZEN_ID_MESSAGES.empty).toBe('证件号码不能为空');

    await user.type(input, '1101011990');
    await waitFor(() => expect(messageOf('证件号码')).toBe('证件号码长度不为18位'));

    await user.clear(input);
    await user.type(input, '11010119900307123A');
    await waitFor(() => expect(messageOf('证件号码')).toBe('证件号码格式错误'));

    await user.clear(input);
    await user.type(input, '000000199003071234');
    await waitFor(() => expect(messageOf('证件号码')).toBe('地址编码错误'));

    await user.clear(input);
    await user.type(input, withWrongCheck(citizenId()));
    await waitFor(() => expect(messageOf('证件号码')).toBe('证件号码校验位错误'));

    await user.clear(input);
    await user.type(input, citizenId());
    await waitFor(() => expect(messageOf('证件号码')).toBe(''));
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('checks name and phone live too, and the phone against the account', async () => {
    authServer({ 'dscq-system/dict/dictionary': () => ({ data: idTypeDict }) });
    renderWithQuery(<PersonForm accountPhone="138****8000" />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('姓名'), '张');
    await waitFor(() => expect(messageOf('姓名')).toBe('姓名须为2-4个汉字'));
    await user.type(screen.getByLabelText('手机号码'), '1380013');
    await waitFor(() => expect(messageOf('手机号码')).toBe('手机号码长度不为11位'));
    await user.type(screen.getByLabelText('手机号码'), '9000');
    await waitFor(() => expect(messageOf('手机号码')).toBe('须为账号绑定的手机号（138****8000）'));
    await user.clear(screen.getByLabelText('手机号码'));
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    await waitFor(() => expect(messageOf('手机号码')).toBe(''));
  });

  it('switches to the passport format check with the document type (dictionary idType)', async () => {
    authServer({ 'dscq-system/dict/dictionary': () => ({ data: idTypeDict }) });
    renderWithQuery(<PersonForm accountPhone="138****8000" />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('证件号码', { selector: 'input' }), 'E123');
    await waitFor(() => expect(messageOf('证件号码')).toBe('证件号码长度不为18位'));
    await user.selectOptions(screen.getByLabelText('证件类型'), '因私普通护照');
    await waitFor(() => expect(messageOf('证件号码')).toBe('护照号码格式错误（如 E12345678）'));
    expect(screen.getByText('证件背面（选填）')).toBeTruthy();
  });

  it('does not submit with a wrong check digit, and asks for the photos', async () => {
    const calls = authServer({ 'dscq-system/dict/dictionary': () => ({ data: idTypeDict }) });
    renderWithQuery(<PersonForm accountPhone="138****8000" />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('姓名'), '张三');
    await user.type(screen.getByLabelText('证件号码', { selector: 'input' }), withWrongCheck(citizenId()));
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(messageOf('证件号码')).toBe('证件号码校验位错误'));
    expect(await screen.findByText('请上传证件人像面')).toBeTruthy();
    expect(screen.getByText('请上传证件国徽面')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('realname'))).toBe(false);
  });
});
