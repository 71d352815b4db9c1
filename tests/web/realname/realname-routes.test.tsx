// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@/stores/session';
import { authServer, userDetail } from '../auth/auth-fake-server';
import { idTypeDict, personRecord } from './realname-fixtures';
import { renderAt } from '../render-app';


const logIn = (authStatus = 0) =>
  useSessionStore.getState().loggedIn({ baseUserId: '1001', token: 'at-1', grantType: 'password', userInfo: { loginName: 'zhangsan01', authStatus } });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().loggedOut();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('real-name routes (§2, §4 Displayed user name)', () => {
  it('polls a pending record, then shows the approved record and the verified name in the header', async () => {
    let reads = 0;
    const approved = personRecord({ status: 3, statusLabel: '已认证', reviewedAt: '2025-03-01 10:00:01', reviewer: 'sandbox' });
    authServer({
      'dscq-system/dict/dictionary': () => ({ data: idTypeDict }),
      'dscq-user/realname/detail': () => ({ data: ++reads < 3 ? personRecord() : approved }),
      'dscq-user/user/detail': () => ({ data: reads < 3 ? { ...userDetail, authStatus: 1 } : { ...userDetail, authStatus: 3, name: '张三' } }),
    });
    logIn(1);
    const router = renderAt('/realNamePerson');
    expect(await screen.findByRole('heading', { name: '认证中' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '审核进度' })).toBeTruthy();

    await waitFor(() => expect(router.state.location.pathname).toBe('/realNamePersonInfo'), { timeout: 5000 });
    expect(await screen.findByText('实名认证已通过')).toBeTruthy();
    expect(screen.getByText('1101**********1234')).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(useSessionStore.getState()).toMatchObject({ name: '张三', userInfo: { authStatus: 3 } });
    expect(within(document.querySelector('header')!).getByText('张三')).toBeTruthy();
    expect(document.title).toBe('农村产权交易平台 - 实名认证信息');
  });

  it('tells a passport holder the record waits for manual review, and stops polling', async () => {
    let reads = 0;
    const passport = personRecord({
      manualReview: true,
      person: { ...personRecord().person!, idType: 5, idTypeLabel: '因私普通护照', idNumber: 'E1*****78', backImage: '' },
    });
    authServer({
      'dscq-system/dict/dictionary': () => ({ data: idTypeDict }),
      'dscq-user/realname/detail': () => { reads++; return { data: passport }; },
      'dscq-user/user/detail': () => ({ data: { ...userDetail, authStatus: 1 } }),
    });
    logIn(1);
    renderAt('/realNamePerson');
    expect(await screen.findByRole('heading', { name: '认证中（人工审核）' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('人工审核，审核结果将以站内消息通知您');
    expect(screen.getByRole('button', { name: '刷新状态' })).toBeTruthy();
    const seen = reads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(seen);
  });

  it('masks numbers on the record page even if an answer came unmasked (§5 Masking)', async () => {
    const raw = personRecord({ status: 3, statusLabel: '已认证' });
    raw.person = { ...raw.person!, idNumber: '110101199003071234', phone: '13800138000' };
    authServer({ 'dscq-user/realname/detail': () => ({ data: raw }), 'dscq-user/user/detail': () => ({ data: { ...userDetail, authStatus: 3, name: '张三' } }) });
    logIn(3);
    renderAt('/realNamePersonInfo');
    expect(await screen.findByText('1101**********1234')).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(screen.queryByText('110101199003071234')).toBeNull();
  });

  it('shows why a record was rejected and a prefilled form to correct it', async () => {
    const rejected = personRecord({ status: 2, statusLabel: '认证未通过', reason: '提交的手机号与账号绑定的手机号不一致', reviewedAt: '2025-03-01 10:00:01' });
    authServer({
      'dscq-system/dict/dictionary': () => ({ data: idTypeDict }),
      'dscq-user/realname/detail': () => ({ data: rejected }),
      'dscq-user/user/detail': () => ({ data: { ...userDetail, authStatus: 2 } }),
    });
    logIn(2);
    renderAt('/membershipReason');
    expect(await screen.findByText('原因：提交的手机号与账号绑定的手机号不一致')).toBeTruthy();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三');
    expect((screen.getByLabelText('证件号码', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/上次提交：1101\*{10}1234/)).toBeTruthy();
    expect(screen.getByText('已提交的证件人像面')).toBeTruthy();
  });

  it('sends an organisation account to its own flow (§6)', async () => {
    authServer({ 'dscq-user/realname/detail': () => ({ data: null }), 'dscq-user/user/detail': () => ({ data: { ...userDetail, userType: 2 } }) });
    logIn(0);
    renderAt('/realNamePerson');
    expect(await screen.findByText('机构账号请进行机构实名认证')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去机构实名认证' }).getAttribute('href')).toBe('/realNameOrg');
  });

  it('offers verification when there is no record yet', async () => {
    authServer({ 'dscq-user/realname/detail': () => ({ data: null }), 'dscq-user/user/detail': () => ({ data: userDetail }) });
    logIn(0);
    renderAt('/realNamePersonInfo');
    expect(await screen.findByText('您还没有提交实名认证')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去实名认证' }).getAttribute('href')).toBe('/realNamePerson');
  });
});
