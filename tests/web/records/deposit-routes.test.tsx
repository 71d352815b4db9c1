// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_NO, depositRow, fakeApi, page, paymentOrder, renderAt, type Call } from './records-fixtures';
import { asLoggedInUser } from '../logged-in';

const ORDERS = 'dscq-project/payment/orders';
const ORDER = 'dscq-project/payment/order';
const PROOF = 'dscq-project/payment/offline/proof';
const FILE_ID = 'c'.repeat(32);

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
        data: { fileId: FILE_ID, name: 'proof.png', size: 1200, contentType: 'image/png', url: `/api/dscq-user/file/${FILE_ID}` },
      });
      this.onload?.();
    }, 0);
  }
}

asLoggedInUser();

describe('/myDeposit (issue 14)', () => {
  it('lists the orders with amount 元, channel, state and dates; a tab asks for its states and an empty tab says so', async () => {
    const calls = fakeApi({
      [ORDERS]: (c) =>
        c.query.tab === 'forfeited'
          ? page([])
          : page([depositRow(), depositRow({ orderNo: 'BZJ202611200000000002', amount: 120_000, channel: 'offline', status: 'awaiting_confirmation', statusLabel: '已支付，待确认', paidTime: '' })], 12),
    });
    const { router } = renderAt('/myDeposit');
    const table = await screen.findByRole('table', { name: '保证金订单' }, { timeout: 5000 });
    const [, refunded, waiting] = within(table).getAllByRole('row');
    expect(within(refunded).getByText('5,000.00').nextSibling?.textContent).toBe('元');
    expect(within(refunded).getByText('网上支付')).toBeTruthy();
    expect(within(refunded).getByText('已退还')).toBeTruthy();
    expect(within(refunded).getByText('2026-11-20 10:05')).toBeTruthy();
    expect(within(refunded).getByRole('link', { name: `订单详情：${ORDER_NO}` }).getAttribute('href')).toBe(`/depositDetail?orderNo=${ORDER_NO}`);
    expect(within(waiting).getByText('12').nextSibling?.textContent).toBe('万元'); // from 1 万元 up a sum reads in 万元
    expect(within(waiting).getByText('线下转账')).toBeTruthy();
    expect(within(waiting).getByText('已支付，待确认')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: '分页' })).getByText('共 12 条')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: '已扣除' }));
    expect(await screen.findByText('暂无已扣除的保证金订单', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.filter((c) => c.path === ORDERS).at(-1)?.query).toMatchObject({ tab: 'forfeited', current: '1' });
    expect(router.state.location.search).toMatchObject({ tab: 'forfeited' });
  });
});

describe('/depositDetail (issue 14)', () => {
  it('shows the refund with its cause and state, the forfeit or refusal reason, and the full history with details', async () => {
    fakeApi({
      [ORDER]: () =>
        paymentOrder({
          status: 'refunding', statusLabel: '退还中', channel: 'online', paidTime: '2026-11-20 10:05:00', bidderCode: 'A023',
          refund: { refundNo: 'TK202611250000000001', amount: 5_000, cause: 'lost', causeLabel: '未竞得，退还保证金', status: 'requested', statusLabel: '退还中', createTime: '2026-11-25 16:00:00', refundedTime: '' },
          history: [
            { type: 'created', label: '下单', time: '2026-11-20 10:00:00', detail: '' },
            { type: 'paid', label: '支付成功', time: '2026-11-20 10:05:00', detail: '网上支付' },
            { type: 'refund_requested', label: '发起退还', time: '2026-11-25 16:00:00', detail: '竞价结束，未竞得' },
          ],
        }),
    });
    renderAt(`/depositDetail?orderNo=${ORDER_NO}`);
    const refund = await screen.findByRole('region', { name: '保证金退还' }, { timeout: 5000 });
    expect(within(refund).getByText('TK202611250000000001')).toBeTruthy();
    expect(within(refund).getByText('未竞得，退还保证金')).toBeTruthy();
    expect(within(refund).getAllByText('退还中').length).toBeGreaterThan(0);
    expect(within(refund).getByText('5,000.00').nextSibling?.textContent).toBe('元');
    const history = screen.getByRole('region', { name: '订单记录' });
    expect(within(history).getByText('竞价结束，未竞得')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '去支付' })).toBeNull();
    expect(screen.queryByRole('link', { name: '更换转账凭证' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看报名详情' }).getAttribute('href')).toBe('/enrollDetail?id=77');
  });

  it('offers 去支付 for an unpaid order, 更换转账凭证 while a proof waits, and says why a deposit was deducted', async () => {
    let order = paymentOrder();
    fakeApi({ [ORDER]: () => order });
    renderAt(`/depositDetail?orderNo=${ORDER_NO}`);
    expect((await screen.findByRole('link', { name: '去支付' }, { timeout: 5000 })).getAttribute('href')).toBe(`/cashierDesk?orderNo=${ORDER_NO}`);
    cleanup();

    order = paymentOrder({ status: 'awaiting_confirmation', statusLabel: '已支付，待确认', channel: 'offline' });
    renderAt(`/depositDetail?orderNo=${ORDER_NO}`);
    expect((await screen.findByRole('link', { name: '更换转账凭证' }, { timeout: 5000 })).getAttribute('href')).toBe(`/depositAddPayInfo?orderNo=${ORDER_NO}`);
    cleanup();

    order = paymentOrder({ status: 'forfeited', statusLabel: '已扣除', forfeitReason: '竞得后拒绝签约' });
    renderAt(`/depositDetail?orderNo=${ORDER_NO}`);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('保证金已扣除：竞得后拒绝签约');
  });

  it("someone else's or an unknown order shows 订单不存在", async () => {
    fakeApi({ [ORDER]: () => ({ $status: 404, $msg: '订单不存在' }) });
    renderAt(`/depositDetail?orderNo=${ORDER_NO}`);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('订单不存在');
    expect(screen.getAllByRole('link', { name: '返回我的保证金' })[0].getAttribute('href')).toBe('/myDeposit');
  });
});

describe('/depositAddPayInfo (issue 14)', () => {
  it('replaces the proof of an order awaiting confirmation: posts offlineProof and goes on to the order', async () => {
    vi.stubGlobal('XMLHttpRequest', InstantUploadXhr);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:proof'), revokeObjectURL: vi.fn() }));
    let order = paymentOrder({ status: 'awaiting_confirmation', statusLabel: '已支付，待确认', channel: 'offline', proofFileId: 'b'.repeat(32) });
    const calls = fakeApi({
      [ORDER]: () => order,
      [PROOF]: (c: Call) => {
        order = { ...order, proofFileId: String(c.body?.fileId), history: [{ type: 'proof_replaced', label: '更换转账凭证', time: '2026-11-26 08:00:00', detail: '' }] };
        return { orderNo: ORDER_NO, status: 'awaiting_confirmation' };
      },
    });
    const { router } = renderAt(`/depositAddPayInfo?orderNo=${ORDER_NO}`);
    const account = await screen.findByLabelText('收款账户', {}, { timeout: 5000 });
    expect(within(account).getByText('2281 0401')).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('选择转账凭证文件'), new File(['png'], 'proof.png', { type: 'image/png' }), { applyAccept: false });
    await userEvent.type(screen.getByPlaceholderText('转出账户的户名（选填）'), '张三');
    await waitFor(() => expect(screen.getByRole('button', { name: '删除转账凭证' })).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: '更换转账凭证' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/depositDetail'), { timeout: 5000 });
    expect(router.state.location.search).toMatchObject({ orderNo: ORDER_NO });
    expect(calls.filter((c) => c.path === PROOF).map((c) => c.body)).toEqual([{ orderNo: ORDER_NO, fileId: FILE_ID, payerName: '张三' }]);
    expect(await screen.findByText('更换转账凭证', { selector: 'li span' }, { timeout: 5000 })).toBeTruthy(); // the detail shows the new history
  });

  it('an order that is already confirmed takes no proof and says why, with the way to its detail', async () => {
    fakeApi({ [ORDER]: () => paymentOrder({ status: 'paid', statusLabel: '已确认', channel: 'online' }) });
    renderAt(`/depositAddPayInfo?orderNo=${ORDER_NO}`);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('保证金已确认，无需再上传转账凭证');
    expect(screen.queryByRole('form', { name: '上传转账凭证' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看订单详情' }).getAttribute('href')).toBe(`/depositDetail?orderNo=${ORDER_NO}`);
  });
});
