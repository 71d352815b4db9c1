// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_ID, PATH, contractDetail, fakeApi, renderAt, signatory } from './contract-fixtures';
import { asLoggedInUser } from '../logged-in';

const T = { timeout: 5000 };

asLoggedInUser();

const bothConfirmed = () => {
  const d = contractDetail();
  return contractDetail({
    state: 'awaiting_signature', stateLabel: '待签署',
    parties: d.parties.map((p) => ({ ...p, confirmedVersion: 2, confirmedTime: '2026-11-25 11:00:00' })),
    actions: { ...d.actions, edit: false, confirm: false, sign: true, reasons: {} },
  });
};

describe('/usercenter/contract/confirm', () => {
  it('shows the latest text and the other party\'s confirmation, requires the checkbox, then confirms that version', async () => {
    const calls = fakeApi({ [PATH.detail]: () => contractDetail(), [PATH.confirm]: () => bothConfirmed() });
    renderAt(`/usercenter/contract/confirm?id=${CONTRACT_ID}`);
    expect(await screen.findByText('第 2 版（最新版本）', {}, T)).toBeTruthy();
    const states = screen.getByLabelText('确认情况');
    expect(states.textContent).toContain('对方（东坡区太和村股份经济合作社）已确认第 2 版');
    expect(states.textContent).toContain('我方（眉山市丰收农业有限公司）尚未确认');
    expect(within(screen.getByRole('list', { name: '合同条款' })).getByText('乙方应于合同签订之日起30日内支付全部价款。')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('请先阅读合同条款并勾选同意', {}, T)).toBeTruthy();
    expect(calls.some((c) => c.path === PATH.confirm)).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意以上合同条款' }));
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('合同已定稿，可以签署', {}, T)).toBeTruthy();
    expect(calls.find((c) => c.path === PATH.confirm)?.body).toEqual({ id: CONTRACT_ID, version: 2 });
    expect(screen.getByRole('link', { name: '去签署' }).getAttribute('href')).toBe(`/usercenter/contract/sign?id=${CONTRACT_ID}`);
  });
});

describe('/usercenter/contract/signatoryList and addSignatory', () => {
  it('lists my party\'s signatories and removes one after confirming', async () => {
    const calls = fakeApi({
      [PATH.detail]: () => contractDetail({ signatories: [signatory(), signatory({ id: '72', name: '李四', kind: 'agent', kindLabel: '委托代理人', authorisation: { fileId: 'f'.repeat(32), name: '授权书.pdf', url: '' } }), signatory({ id: '80', role: 'transferor', name: '对方的人' })] }),
      [PATH.removeSignatory]: () => contractDetail({ signatories: [signatory()] }),
    });
    renderAt(`/usercenter/contract/signatoryList?id=${CONTRACT_ID}`);
    const table = await screen.findByRole('table', { name: '签署人' }, T);
    expect(within(table).getAllByRole('row')).toHaveLength(3); // header + my two, not the other party's
    expect(within(table).getAllByText('138****0000')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: '查看李四的授权委托书' })).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: '移除签署人李四' }));
    await userEvent.click(await screen.findByRole('button', { name: '移除' }, T));
    await waitFor(() => expect(calls.find((c) => c.path === PATH.removeSignatory)?.body).toEqual({ id: CONTRACT_ID, signatoryId: '72' }), T);
    await waitFor(() => expect(screen.queryByText('李四')).toBeNull(), T);
    expect(screen.getByRole('link', { name: '添加签署人' }).getAttribute('href')).toBe(`/usercenter/contract/addSignatory?id=${CONTRACT_ID}`);
  });

  it('explains to a person party that they sign themselves', async () => {
    const d = contractDetail();
    fakeApi({ [PATH.detail]: () => contractDetail({ parties: d.parties.map((p) => (p.role === 'transferee' ? { ...p, kind: 'person', sealStatus: null } : p)), signatories: [signatory({ kind: 'self', kindLabel: '本人' })], actions: { ...d.actions, manageSignatories: false } }) });
    renderAt(`/usercenter/contract/signatoryList?id=${CONTRACT_ID}`);
    expect(await screen.findByText(/由本人使用实名手机号接收验证码签署/, {}, T)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '添加签署人' })).toBeNull();
  });

  it('requires an authorisation letter for an agent, and adds a legal representative without one', async () => {
    const calls = fakeApi({ [PATH.detail]: () => contractDetail(), [PATH.addSignatory]: () => contractDetail() });
    const { router } = renderAt(`/usercenter/contract/addSignatory?id=${CONTRACT_ID}`);
    await userEvent.click(await screen.findByRole('radio', { name: /委托代理人/ }, T));
    await userEvent.type(screen.getByLabelText('姓名'), '李四');
    await userEvent.type(screen.getByLabelText('手机号码'), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText('委托代理人须上传授权委托书', {}, T)).toBeTruthy();
    expect(calls.some((c) => c.path === PATH.addSignatory)).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: /法定代表人/ }));
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(calls.find((c) => c.path === PATH.addSignatory)?.body).toEqual({ id: CONTRACT_ID, kind: 'legal_rep', name: '李四', phone: '13800000001' }), T);
    await waitFor(() => expect(router.state.location.pathname).toBe('/usercenter/contract/signatoryList'), T);
  });
});

describe('/usercenter/contract/sign', () => {
  it('requests a code for the picked signatory and signs with it; a signed contract offers the download', async () => {
    const d = bothConfirmed();
    const signed = contractDetail({
      state: 'signed', stateLabel: '已签署', parties: d.parties.map((p) => ({ ...p, signedTime: '2026-11-26 10:00:00' })),
      signatories: [signatory({ signedTime: '2026-11-26 10:00:00' }), signatory({ id: '80', role: 'transferor', name: '张三', signedTime: '2026-11-26 09:00:00' })],
      actions: { ...d.actions, sign: false, download: true }, document: { sha256: 'ab'.repeat(32), signedTime: '2026-11-26 10:00:00', size: 1000, url: '' },
    });
    const calls = fakeApi({
      [PATH.detail]: () => ({ ...d, signatories: [signatory(), signatory({ id: '80', role: 'transferor', name: '张三', signedTime: '2026-11-26 09:00:00' })] }),
      [PATH.signCode]: () => ({ phoneMasked: '138****0000', retryAfterSec: 60 }),
      [PATH.sign]: () => signed,
    });
    renderAt(`/usercenter/contract/sign?id=${CONTRACT_ID}`);
    const progress = await screen.findByRole('list', { name: '签署进度' }, T);
    expect(within(progress).getByRole('listitem', { name: '转让方（甲方）签署进度' }).textContent).toContain('张三（法定代表人）已签署');
    expect(within(progress).getByRole('listitem', { name: '受让方（乙方）签署进度' }).textContent).toContain('已签 0/1');

    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请选择签署人', {}, T)).toBeTruthy();
    expect(calls.some((c) => c.path === PATH.signCode)).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: /王建国/ }));
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls.find((c) => c.path === PATH.signCode)?.body).toEqual({ id: CONTRACT_ID, signatoryId: '71' }), T);
    expect(await screen.findByText(/秒后重发/, {}, T)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('短信验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '签署' }));
    expect(await screen.findByText('双方均已签署，合同已生效', {}, T)).toBeTruthy();
    expect(calls.find((c) => c.path === PATH.sign)?.body).toEqual({ id: CONTRACT_ID, signatoryId: '71', code: '123456' });
    expect(screen.getByRole('button', { name: /下载合同/ })).toBeTruthy();
  });

  it('tells an organisation without an active seal where to get one', async () => {
    const d = bothConfirmed();
    fakeApi({ [PATH.detail]: () => ({ ...d, parties: d.parties.map((p) => (p.role === 'transferee' ? { ...p, sealStatus: 'binding' } : p)) }) });
    renderAt(`/usercenter/contract/sign?id=${CONTRACT_ID}`);
    expect(await screen.findByText(/贵单位的电子签章待人脸核验/, {}, T)).toBeTruthy();
    expect(screen.getByRole('link', { name: '申请电子签章' }).getAttribute('href')).toBe('/contract/seal/apply');
    expect(screen.getByRole('link', { name: '扫码人脸核验' }).getAttribute('href')).toBe('/contract/seal/qrcode');
  });
});
