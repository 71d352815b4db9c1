// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SettlementDetail, SettlementItem } from '@contract/settlement';
import { fakeApi, page, renderAt, type Call } from '../records/records-fixtures';
import { asLoggedInUser } from '../logged-in';

const LIST = 'dscq-project/settlement/list';
const DETAIL = 'dscq-project/settlement/detail';
const PROOF = 'dscq-project/settlement/proof';
const ASSETS_ID = '0123456789abcdef0123456789abcdef';
const FILE_ID = 'c'.repeat(32);

const item = (over: Partial<SettlementItem> = {}): SettlementItem => ({
  id: '501', assetsId: ASSETS_ID, assetsName: '战旗村 20 亩耕地经营权出租', confirmationNo: 'CJ20261121123456', role: 'transferee', roleLabel: '受让方',
  price: 1200, priceUnit: '元', balanceDue: 800, status: 'awaiting_payment', statusLabel: '待缴款', createTime: '2026-11-21 11:00:00', ...over,
});
const detail = (over: Partial<SettlementDetail> = {}): SettlementDetail => ({
  ...item(), dealValue: 1200, dealValueText: '', depositApplied: 500, serviceFee: 100, feeRule: '标准费率：100万元以下1%，最低100元', paid: 0,
  bidderCode: 'C306', winnerName: '赵六', transferorName: '成都市郫都区唐昌街道战旗村股份经济合作联合社', closedTime: '2026-11-21 11:00:00', confirmedTime: '',
  rejectReason: '', canPay: true, contractId: null, proof: null,
  payee: { accountName: '天府农村产权交易所有限公司结算专户', bankName: '中国农业银行股份有限公司成都天府新区分行', accountNo: '2281 0101 0400 6688 8', memo: 'CJ20261121123456 成交余款' },
  history: [{ type: 'created', label: '成交确认书已出具', time: '2026-11-21 11:00:05', detail: '应付余款 800.00 元' }], ...over,
});

/** An XMLHttpRequest that answers every upload at once with the stored file `FILE_ID`. */
class InstantUploadXhr {
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    setTimeout(() => {
      this.status = 200;
      this.responseText = JSON.stringify({
        code: 200, success: true, msg: '操作成功',
        data: { fileId: FILE_ID, name: 'receipt.png', size: 1200, contentType: 'image/png', url: `/api/dscq-user/file/${FILE_ID}` },
      });
      this.onload?.();
    }, 0);
  }
}

asLoggedInUser();

describe('/projectSettlement', () => {
  it('lists both roles with amounts in 元 right-aligned; a status tab is in the URL and asks for its status', async () => {
    const calls = fakeApi({
      [LIST]: (c) => (c.query.status === 'confirmed' ? page([]) : page([
        item(), item({ id: '502', role: 'transferor', roleLabel: '转让方', price: 800, priceUnit: '元/亩/年', balanceDue: 161_000, status: 'proof_submitted', statusLabel: '待确认' }),
      ])),
    });
    const { router } = renderAt('/projectSettlement');
    const table = await screen.findByRole('table', { name: '结算列表' }, { timeout: 5000 });
    const [, mine, theirs] = within(table).getAllByRole('row');
    expect(within(mine).getByText('受让方')).toBeTruthy();
    expect(within(mine).getByText('800.00 元').className).toContain('text-right');
    expect(within(mine).getByRole('link', { name: `去缴款：${item().assetsName}` }).getAttribute('href')).toBe('/settleDetailPayInfo?id=501');
    expect(within(theirs).getByText('转让方')).toBeTruthy();
    expect(within(theirs).getByText('800.00 元/亩/年')).toBeTruthy();
    expect(within(theirs).getByText('161,000.00 元')).toBeTruthy();
    expect(within(theirs).queryByRole('link', { name: /去缴款/ })).toBeNull();
    expect(within(theirs).getByRole('link', { name: `结算详情：${item().assetsName}` }).getAttribute('href')).toBe('/projectSettleDetail?id=502');

    await userEvent.click(screen.getByRole('tab', { name: '已结算' }));
    expect(await screen.findByText('暂无已结算的结算', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.filter((c) => c.path === LIST).at(-1)?.query).toMatchObject({ status: 'confirmed', current: '1' });
    expect(router.state.location.search).toMatchObject({ status: 'confirmed' });
  });
});

describe('/projectSettleDetail', () => {
  it('shows the arithmetic, the fee rule, the payee with copy buttons, the history and the links', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(navigator, { clipboard: { writeText } }));
    fakeApi({ [DETAIL]: () => detail({ contractId: '900' }) });
    renderAt('/projectSettleDetail?id=501');
    const sum = await screen.findByRole('region', { name: '结算金额' }, { timeout: 5000 });
    const rows = within(sum).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['成交价款1,200.00 元', '保证金抵扣−500.00 元', '交易服务费+100.00 元', '应付余款=800.00 元']);
    expect(within(sum).getByText(/标准费率：100万元以下1%/)).toBeTruthy();
    const account = screen.getByRole('region', { name: '收款账户' });
    await userEvent.click(within(account).getByRole('button', { name: '复制账号' }));
    expect(writeText).toHaveBeenCalledWith('2281 0101 0400 6688 8');
    expect(screen.getByRole('link', { name: '查看交易合同' }).getAttribute('href')).toBe('/usercenter/contract/edit?id=900');
    expect(screen.getByRole('button', { name: '查看成交确认书' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '上传付款凭证' }).getAttribute('href')).toBe('/settleDetailPayInfo?id=501');
    expect(within(screen.getByRole('region', { name: '结算记录' })).getByText('成交确认书已出具')).toBeTruthy();
  });

  it('an unknown or someone else\'s settlement shows 结算单不存在, as does a malformed id', async () => {
    fakeApi({ [DETAIL]: () => ({ $status: 404, $msg: '结算单不存在' }) });
    renderAt('/projectSettleDetail?id=404');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('结算单不存在');
    expect(screen.getAllByRole('link', { name: '返回项目结算' })[0].getAttribute('href')).toBe('/projectSettlement');
    cleanup();
    const calls = fakeApi({});
    renderAt('/projectSettleDetail?id=abc');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('结算单不存在');
    expect(calls.some((c) => c.path === DETAIL)).toBe(false);
  });
});

describe('/settleDetailPayInfo', () => {
  it('uploads the proof with a remark, posts it once and goes on to the detail', async () => {
    vi.stubGlobal('XMLHttpRequest', InstantUploadXhr);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:proof'), revokeObjectURL: vi.fn() }));
    let current = detail({ status: 'proof_rejected', statusLabel: '凭证未通过', rejectReason: '金额不符' });
    const calls = fakeApi({
      [DETAIL]: () => current,
      [PROOF]: (c: Call) => {
        current = detail({ status: 'proof_submitted', statusLabel: '待确认', canPay: false, history: [...current.history, { type: 'proof_submitted', label: '已上传付款凭证', time: '2026-11-22 10:00:00', detail: '' }] });
        expect(c.body).toEqual({ id: '501', proofFileId: FILE_ID, remark: '网银转账' });
        return current;
      },
    });
    const { router } = renderAt('/settleDetailPayInfo?id=501');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('付款凭证未通过：金额不符');
    await userEvent.upload(screen.getByLabelText('选择付款凭证文件'), new File(['png'], 'receipt.png', { type: 'image/png' }), { applyAccept: false });
    await userEvent.type(screen.getByPlaceholderText('选填，如付款账户、流水号'), '网银转账');
    await waitFor(() => expect(screen.getByRole('button', { name: '删除付款凭证' })).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: '提交付款凭证' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projectSettleDetail'), { timeout: 5000 });
    expect(calls.filter((c) => c.path === PROOF)).toHaveLength(1);
    expect(await screen.findByText('已上传付款凭证', { selector: 'li span' }, { timeout: 5000 })).toBeTruthy();
  });

  it('the transferor or a confirmed settlement takes no proof and says why; an unknown id is 结算单不存在', async () => {
    fakeApi({ [DETAIL]: () => detail({ role: 'transferor', roleLabel: '转让方', canPay: false }) });
    renderAt('/settleDetailPayInfo?id=501');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('您是该项目的转让方，余款由受让方缴纳');
    expect(screen.queryByRole('form', { name: '上传付款凭证' })).toBeNull();
    cleanup();
    fakeApi({ [DETAIL]: () => detail({ status: 'confirmed', statusLabel: '已结算', canPay: false }) });
    renderAt('/settleDetailPayInfo?id=501');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('该结算已确认，无需再上传付款凭证');
    cleanup();
    fakeApi({ [DETAIL]: () => ({ $status: 404, $msg: '结算单不存在' }) });
    renderAt('/settleDetailPayInfo?id=9');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('结算单不存在');
  });
});
