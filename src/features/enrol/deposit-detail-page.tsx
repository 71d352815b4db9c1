import { useQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import type { PaymentOrder } from '@contract/payment';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { buttonVariants } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { OrderCard } from '@/features/enrol/order-card';
import { OrderHistory } from '@/features/enrol/order-history';
import { orderQueryOptions } from '@/features/enrol/payment.queries';
import { isNotFound, RecordLoadError, RecordMissing } from '@/features/enrol/record-states';
import { RefundBlock } from '@/features/enrol/refund-block';
import { cashierHref, depositProofHref, enrolmentDetailHref } from '@/features/enrol/records-search';
import { msg, useT } from '@/i18n';

/** The way back to /myDeposit above the page. */
function BackLink() {
  const t = useT('enrol');
  return <HrefLink href="/myDeposit" className="inline-flex items-center text-sm text-brand-700 hover:underline"><ChevronLeft aria-hidden className="size-4" />{t('返回我的保证金')}</HrefLink>;
}

/**
 * What the owner can do with the order now: pay it (待支付, 转账凭证未通过) or replace the proof under review.
 * `label` is a source message, shown with t().
 */
export function orderActions(order: Pick<PaymentOrder, 'orderNo' | 'status'>): { label: string; href: string }[] {
  if (order.status === 'unpaid' || order.status === 'proof_rejected') return [{ label: msg('去支付'), href: cashierHref(order.orderNo) }];
  if (order.status === 'awaiting_confirmation') return [{ label: msg('更换转账凭证'), href: depositProofHref(order.orderNo) }];
  return [];
}

/**
 * /depositDetail?orderNo= (§2, issue 14): one deposit order of the caller — the order card (amount 元, state, times,
 * channel, bidder code), why a proof was refused or the deposit deducted, the refund when there is one, the actions
 * by state (去支付 → /cashierDesk, 更换转账凭证 → /depositAddPayInfo), the enrolment link and the full history with
 * each step's detail. An unknown or someone else's order (404) shows 订单不存在.
 */
export function DepositDetailPage({ orderNo }: { orderNo?: string }) {
  const t = useT('enrol');
  return (
    <UserCentreLayout title={t('保证金详情')} active="/myDeposit" extra={<BackLink />}>
      {orderNo ? <DepositDetailBody orderNo={orderNo} /> : <RecordMissing message={t('订单不存在')} backHref="/myDeposit" backLabel={t('返回我的保证金')} />}
    </UserCentreLayout>
  );
}

function DepositDetailBody({ orderNo }: { orderNo: string }) {
  const t = useT('enrol');
  const { data: order, error, isPending, isError, isFetching, refetch } = useQuery({ ...orderQueryOptions({ orderNo }), staleTime: 5_000 });
  if (isPending || (isError && isFetching && !order)) return <SkeletonLines rows={8} />;
  if (isError && !order) {
    return isNotFound(error) ? <RecordMissing message={t('订单不存在')} backHref="/myDeposit" backLabel={t('返回我的保证金')} /> : <RecordLoadError what={t('保证金订单')} onRetry={() => void refetch()} />;
  }
  const actions = orderActions(order);
  return (
    <>
      <OrderCard order={order} />
      {order.status === 'proof_rejected' ? <p role="alert" className="m-0 rounded-control bg-price-soft px-3 py-2 text-sm text-price">{t('转账凭证未通过：')}{order.rejectReason ? <span translate="no">{order.rejectReason}</span> : t('请重新上传')}</p> : null}
      {order.status === 'forfeited' ? <p role="alert" className="m-0 rounded-control bg-price-soft px-3 py-2 text-sm text-price">{t('保证金已扣除：')}{order.forfeitReason ? <span translate="no">{order.forfeitReason}</span> : t('请联系交易所了解原因')}</p> : null}
      {order.refund ? <RefundBlock refund={order.refund} /> : null}
      <div className="flex flex-wrap items-center gap-2">
        {actions.map((a) => (
          <HrefLink key={a.href} href={a.href} className={buttonVariants({ variant: 'danger' })}>{t(a.label)}</HrefLink>
        ))}
        <HrefLink href={enrolmentDetailHref(order.enrolmentId)} className={buttonVariants({ variant: 'secondary' })}>{t('查看报名详情')}</HrefLink>
      </div>
      <OrderHistory history={order.history} />
    </>
  );
}
