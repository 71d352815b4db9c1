// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDIT_CODE_MESSAGES } from '@contract/rules/credit-code';
import { useSessionStore } from '@/stores/session';
import { OrgForm } from '@/features/realname/org-form';
import { authServer } from '../auth/auth-fake-server';
import { creditCode, idTypeDict, renderWithQuery } from './realname-fixtures';

const messageOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ').find((x) => x.endsWith('-msg'));
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().loggedIn({ baseUserId: '2001', token: 'at-2', grantType: 'password', userInfo: { loginName: 'coop01', authStatus: 0 } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('organisation form: unified social credit code (GB 32100), live', () => {
  it('shows each credit-code message as the code is typed', async () => {
    authServer({ 'dscq-system/dict/dictionary': () => ({ data: idTypeDict }) });
    renderWithQuery(<OrgForm accountPhone="138****8000" />);
    const input = screen.getByLabelText('统一社会信用代码');
    const user = userEvent.setup({ delay: null });
    const typeCode = async (code: string) => {
      await user.clear(input);
      await user.type(input, code);
    };

    await user.type(input, '9');
    await user.clear(input);
    await waitFor(() => expect(messageOf('统一社会信用代码')).toBe(CREDIT_CODE_MESSAGES.empty));
    await typeCode('91350102');
    await waitFor(() => expect(messageOf('统一社会信用代码')).toBe('统一社会信用代码长度不为18位'));
    await typeCode('91350102MA2Y8K7PIO');
    await waitFor(() => expect(messageOf('统一社会信用代码')).toBe(CREDIT_CODE_MESSAGES.charset));
    await typeCode('B1350102MA2Y8K7P1X');
    await waitFor(() => expect(messageOf('统一社会信用代码')).toBe(CREDIT_CODE_MESSAGES.authority));
    await typeCode('95350102MA2Y8K7P1X');
    await waitFor(() => expect(messageOf('统一社会信用代码')).toBe(CREDIT_CODE_MESSAGES.orgType));
    await typeCode('91000000MA2Y8K7P1X');
    await waitFor(() => expect(messageOf('统一社会信用代码')).toBe(CREDIT_CODE_MESSAGES.region));
    const valid = creditCode();
    await typeCode(valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0'));
    await waitFor(() => expect(messageOf('统一社会信用代码')).toBe('统一社会信用代码校验位错误'));
    await typeCode(valid.toLowerCase()); // people paste codes in lower case
    await waitFor(() => expect(messageOf('统一社会信用代码')).toBe(''));
  });

  it('says when the organisation type does not fit the code, and re-checks it when the code changes', async () => {
    authServer({ 'dscq-system/dict/dictionary': () => ({ data: idTypeDict }) });
    renderWithQuery(<OrgForm accountPhone="138****8000" />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('统一社会信用代码'), creditCode());
    await user.click(screen.getByLabelText('农民专业合作社'));
    expect(await screen.findByText('统一社会信用代码与机构类型“农民专业合作社”不符')).toBeTruthy();
    await user.clear(screen.getByLabelText('统一社会信用代码'));
    await user.type(screen.getByLabelText('统一社会信用代码'), creditCode('93350182MA2Y8K7P1'));
    await waitFor(() => expect(screen.queryByText('统一社会信用代码与机构类型“农民专业合作社”不符')).toBeNull());
  });

  it('checks the business licence and shows the verdict inline (§7, caller-handled)', async () => {
    const calls = authServer({
      'dscq-system/dict/dictionary': () => ({ data: idTypeDict }),
      'dscq-user/realname/licence-check': () => ({ data: { valid: false, msg: '机构名称与营业执照登记的名称不一致' } }),
    });
    renderWithQuery(<OrgForm accountPhone="138****8000" />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '校验营业执照' }));
    await waitFor(() => expect(messageOf('机构名称')).toBe('机构名称不能为空'));
    expect(calls.some((c) => c.path.includes('licence-check'))).toBe(false);

    await user.type(screen.getByLabelText('机构名称'), '长乐区绿源果蔬合作社');
    await user.type(screen.getByLabelText('统一社会信用代码'), creditCode('93350182MA2Y8K7P1'));
    await user.click(screen.getByRole('button', { name: '校验营业执照' }));
    expect(await screen.findByText('机构名称与营业执照登记的名称不一致')).toBeTruthy();
    expect(calls.find((c) => c.path.includes('licence-check'))?.body).toEqual({ creditCode: creditCode('93350182MA2Y8K7P1'), orgName: '长乐区绿源果蔬合作社' });

    await user.type(screen.getByLabelText('机构名称'), '社'); // the verdict no longer applies
    await waitFor(() => expect(screen.queryByText('机构名称与营业执照登记的名称不一致')).toBeNull());
  });
});
