import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PaymentOrder } from '@contract/payment';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Steps } from '@/components/ui/steps';
import type { CashierSearch } from '@/features/enrol/cashier-search';
import { OrderCard } from '@/features/enrol/order-card';
import { OrderHistory } from '@/features/enrol/order-history';
import { PaidResult } from '@/features/enrol/paid-result';
import { PaymentChannels } from '@/features/enrol/payment-channels';
import { orderQueryOptions, useOrderPolling, type OrderRef } from '@/features/enrol/payment.queries';
import { msg, useT } from '@/i18n';

const STEPS = [msg('提交报名'), msg('缴纳保证金'), msg('支付确认'), msg('获得竞买号')];
const STEP_OF: Record<PaymentOrder['status'], number> = {
  unpaid: 1, awaiting_confirmation: 2, proof_rejected: 2, paid: STEPS.length,
  refunding: STEPS.length, refunded: STEPS.length, applied: STEPS.length, forfeited: STEPS.length,
};

/** The cashier without a usable order reference or with an order the caller cannot see. */
function OrderMissing({ message }: { message: string }) {
  const t = useT('enrol');
  return (
    <EmptyState
      message={message}
      className="py-16"
      action={<Link to="/project" className="text-brand-700 hover:underline">{t('浏览项目')}</Link>}
    />
  );
}

/**
 * /cashierDesk (§2): the deposit order with its payment progress, the two channels (在线支付 through
 * the bank page, 线下转账 with a proof), and once paid the bidder code with the quote-hall link.
 * Back from the bank (`?orderNo=`) or with a proof awaiting confirmation, the order is polled every
 * 2 s until it is paid. `onChannel` writes the chosen tab to the URL.
 */
export function CashierPage({ search, onChannel }: { search: CashierSearch; onChannel: (c: 'online' | 'offline') => void }) {
  const t = useT('enrol');
  const ref: OrderRef | null = search.orderNo ? { orderNo: search.orderNo } : search.enrolmentId ? { enrolmentId: search.enrolmentId } : null;
  return (
    <div className="page-width py-5">
      <Card>
        <CardHeader title={t('收银台')} />
        <div className="space-y-5 p-4 sm:p-6">{ref ? <CashierOrder orderRef={ref} search={search} onChannel={onChannel} /> : <OrderMissing message={t('缺少订单信息，请从项目报名进入收银台')} />}</div>
      </Card>
    </div>
  );
}

/**
 * The order's progress, payment channels or result. When the order changes state while shown (a proof sent, the
 * payment confirmed) the control that had the keyboard focus may be gone: the focus then moves to what replaced it.
 */
function CashierOrder({ orderRef, search, onChannel }: { orderRef: OrderRef; search: CashierSearch; onChannel: (c: 'online' | 'offline') => void }) {
  const t = useT('enrol');
  const { data: order, isPending, isError } = useQuery(orderQueryOptions(orderRef));
  const payment = useRef<HTMLDivElement>(null);
  const shownStatus = useRef(order?.status);
  useEffect(() => {
    const status = order?.status;
    if (shownStatus.current && status !== shownStatus.current && (!document.activeElement || document.activeElement === document.body)) payment.current?.focus();
    shownStatus.current = status;
  }, [order?.status]);
  const backFromBank = Boolean(search.orderNo) && search.result !== 'cancelled' && search.result !== 'failed';
  const waiting = order ? order.status === 'awaiting_confirmation' || (order.status === 'unpaid' && backFromBank) : false;
  useOrderPolling(orderRef, waiting);

  if (isPending) return <SkeletonLines rows={6} />;
  if (isError || !order) return <OrderMissing message={t('订单不存在或无权查看')} />;
  return (
    <>
      <Steps items={STEPS.map((title) => ({ title: t(title) }))} current={STEP_OF[order.status]} status={order.status === 'proof_rejected' ? 'error' : 'process'} label={t('缴费进度')} />
      <p className="sr-only" role="status" aria-live="polite">
        {t('订单状态：{status}', { status: t(order.statusLabel) })}
      </p>
      <OrderCard order={order} />
      <div ref={payment} tabIndex={-1} role="group" aria-label={t('缴纳保证金')} className="rounded-card">
        {order.status === 'paid' ? (
          <PaidResult order={order} />
        ) : (
          <PaymentChannels order={order} channel={search.channel} onChannel={onChannel} checking={order.status === 'unpaid' && backFromBank} result={search.result} />
        )}
      </div>
      <OrderHistory history={order.history} />
    </>
  );
}
