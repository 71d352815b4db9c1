// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import type { PaymentOrder } from '@contract/payment';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { ASSETS_ID, fakeApi } from './detail-fixtures';
import { asLoggedInUser } from '../logged-in';

const ORDER_NO = 'BZJ202611200000000001';
const order = (over: Partial<PaymentOrder> = {}): PaymentOrder => ({
  orderNo: ORDER_NO, enrolmentId: '77', assetsId: ASSETS_ID, assetsName: '东坡区土地承包经营权出租', projectCode: 'NCCQ-2026-0001',
  amount: 50_000, status: 'unpaid', statusLabel: '待支付', channel: '', proofFileId: '', rejectReason: '', createTime: '2026-11-20 10:00:00',
  paidTime: '', bidderCode: null, history: [], refund: null, forfeitReason: '', offlineAccount: { accountName: '交易所保证金专户', bankName: '农业银行', accountNo: '2281 0401', remark: ORDER_NO },
  ...over,
});

asLoggedInUser();

describe('/cashierDesk (§2)', () => {
  it('back from the bank it polls the order until paid, then shows the bidder code and the quote-hall link', async () => {
    let asked = 0;
    fakeApi({
      'dscq-project/payment/order': () => (++asked < 3 ? order() : order({ status: 'paid', statusLabel: '已确认', channel: 'online', bidderCode: 'A023', paidTime: '2026-11-20 10:05:00' })),
    });
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [`/cashierDesk?orderNo=${ORDER_NO}`] }));
    render(<AppProviders queryClient={queryClient} router={router} />);
    expect(await screen.findByText('正在确认支付结果，请稍候…', {}, { timeout: 5000 })).toBeTruthy();
    // 50,000 元 is a sum of money: 5 万元, as the detail page writes the same deposit.
    expect(screen.getAllByText((_, el) => el?.tagName === 'SPAN' && el.textContent === '5万元').length).toBeGreaterThan(0);
    expect(await screen.findByText('保证金缴纳成功', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByTestId('bidder-code').textContent).toBe('A023');
    expect(screen.getByRole('link', { name: '进入报价厅' }).getAttribute('href')).toBe(`/quoteHall?assetsId=${ASSETS_ID}`);
    expect(asked).toBeGreaterThanOrEqual(3);
  });

  it('marks the online channel 沙箱 when the bank is the sandbox, and offers the transfer only without a bank', async () => {
    const sandbox = (payment: 'sandbox' | 'none') => ({ environment: 'development', payment, sms: 'sandbox', realname: 'sandbox' });
    fakeApi({ 'dscq-project/payment/order': () => order(), 'dscq-system/sandbox': () => sandbox('sandbox') });
    let queryClient = createQueryClient();
    render(<AppProviders queryClient={queryClient} router={createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/cashierDesk?enrolmentId=77'] }))} />);
    const online = await screen.findByRole('tab', { name: /在线支付/ }, { timeout: 5000 });
    expect(await within(online).findByText('沙箱')).toBeTruthy();
    expect(screen.getByText(/沙箱银行页面（测试环境，不产生真实扣款）/)).toBeTruthy();
    cleanup();

    fakeApi({ 'dscq-project/payment/order': () => order(), 'dscq-system/sandbox': () => sandbox('none') });
    queryClient = createQueryClient();
    render(<AppProviders queryClient={queryClient} router={createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/cashierDesk?enrolmentId=77'] }))} />);
    expect(await screen.findByRole('tab', { name: '线下转账', selected: true }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /在线支付/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
  });

  it('without an order reference it explains how to get here', async () => {
    fakeApi({});
    const queryClient = createQueryClient();
    render(<AppProviders queryClient={queryClient} router={createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/cashierDesk?orderNo=bad'] }))} />);
    expect(await screen.findByText('缺少订单信息，请从项目报名进入收银台', {}, { timeout: 5000 })).toBeTruthy();
  });
});
