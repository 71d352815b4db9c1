// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import type { PaymentOrder } from '@contract/payment';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { ASSETS_ID, detail, enrolment, fakeApi } from './detail-fixtures';
import { asLoggedInUser } from '../logged-in';

asLoggedInUser();

/** Tabs forward until the focused element's text matches `text` (at most 20 stops). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, text: string) {
  for (let i = 0; i < 20 && document.activeElement?.textContent !== text; i++) await user.tab();
  expect(document.activeElement?.textContent).toBe(text);
}

describe('enrolment and cashier by keyboard (§2)', () => {
  it('/bidEnrollNormal: goes through the steps with Tab and Enter, focus following the step, an optional material left out', async () => {
    let submitted: Record<string, unknown> | undefined;
    fakeApi({
      'dscq-project/project/detail': () => detail(),
      'dscq-user/user/detail': () => ({ id: '1', loginName: 'zhangsan', name: '张三', authStatus: 3, headImg: '', phone: '', userType: 1 }),
      'dscq-project/enrolment/check': () => ({ allowed: true, reasons: [] }),
      'dscq-project/enrolment/mine': () => null,
      'dscq-project/assets-detail/enrol-materials': () => ({
        acceptKinds: 'both', acceptKindsLabel: '个人或机构均可报名',
        materials: [{ code: 'plan', name: '经营方案', required: false, appliesTo: 'both', note: '' }],
      }),
      'dscq-project/enrolment/submit': (body) => {
        submitted = body;
        return enrolment();
      },
    });
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [`/bidEnrollNormal?assetsId=${ASSETS_ID}`] }));
    render(<AppProviders queryClient={queryClient} router={router} />);
    const user = userEvent.setup();

    (await screen.findByRole('button', { name: '下一步' }, { timeout: 8000 })).focus();
    await user.keyboard('{Enter}');
    // The pressed button may be gone after a step change: focus lands on the new step's fields.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('group', { name: '上传材料' })));
    await tabTo(user, '下一步');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('group', { name: '提交' })));

    // Submitting without the agreement puts the focus on its checkbox, with the message.
    await tabTo(user, '提交报名');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox')));
    expect(screen.getByRole('alert').textContent).toBe('请阅读并同意竞买须知和风险提示');
    await user.keyboard(' ');
    await tabTo(user, '提交报名');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cashierDesk'));
    expect(submitted).toMatchObject({ assetsId: ASSETS_ID, materials: [] });
  });

  it('/cashierDesk: when the polled order turns paid, the focus moves to the result instead of being lost', async () => {
    const orderNo = 'BZJ202611200000000001';
    const order = (over: Partial<PaymentOrder> = {}): PaymentOrder => ({
      orderNo, enrolmentId: '77', assetsId: ASSETS_ID, assetsName: '东坡区土地承包经营权出租', projectCode: 'NCCQ-2026-0001',
      amount: 50_000, status: 'unpaid', statusLabel: '待支付', channel: '', proofFileId: '', rejectReason: '', createTime: '2026-11-20 10:00:00',
      paidTime: '', bidderCode: null, history: [], refund: null, forfeitReason: '',
      offlineAccount: { accountName: '交易所保证金专户', bankName: '农业银行', accountNo: '2281 0401', remark: orderNo }, ...over,
    });
    let asked = 0;
    fakeApi({ 'dscq-project/payment/order': () => (++asked < 3 ? order() : order({ status: 'paid', statusLabel: '已确认', channel: 'online', bidderCode: 'A023' })) });
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [`/cashierDesk?orderNo=${orderNo}`] }));
    render(<AppProviders queryClient={queryClient} router={router} />);
    expect(await screen.findByText('保证金缴纳成功', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('group', { name: '缴纳保证金' })));
  });
});
