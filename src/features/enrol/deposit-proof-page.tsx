import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { OrderStatus, PaymentOrder } from '@contract/payment';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { OfflineAccount } from '@/features/enrol/offline-account';
import { OfflineProofForm } from '@/features/enrol/offline-proof-form';
import { OrderCard } from '@/features/enrol/order-card';
import { orderQueryOptions } from '@/features/enrol/payment.queries';
import { isNotFound, RecordLoadError, RecordMissing } from '@/features/enrol/record-states';
import { depositDetailHref } from '@/features/enrol/records-search';
import { msg, useT } from '@/i18n';

/** The states that take a transfer proof: still to pay, proof refused, or a proof under review (replaced). */
export const PROOF_STATUSES: readonly OrderStatus[] = ['unpaid', 'proof_rejected', 'awaiting_confirmation'];

/** Why an order in another state takes no proof. */
const CLOSED_REASON: Partial<Record<OrderStatus, string>> = {
  paid: msg('保证金已确认，无需再上传转账凭证'),
  refunding: msg('保证金正在退还，不能再上传转账凭证'),
  refunded: msg('保证金已退还，不能再上传转账凭证'),
  applied: msg('保证金已转为价款，不能再上传转账凭证'),
  forfeited: msg('保证金已扣除，不能再上传转账凭证'),
};

/**
 * /depositAddPayInfo?orderNo= (§2, issue 14): add the offline transfer proof of an order still to pay (or whose proof
 * was refused), or replace the proof of an order awaiting confirmation. Shows the order and the exchange's account;
 * once the server took the proof: a toast and on to /depositDetail. An order in another state says why it takes no
 * proof, with the link to its detail; an unknown or someone else's order (404) shows 订单不存在.
 */
export function DepositProofPage({ orderNo }: { orderNo?: string }) {
  const t = useT('enrol');
  return (
    <UserCentreLayout title={t('上传转账凭证')} active="/myDeposit">
      {orderNo ? <ProofBody orderNo={orderNo} /> : <RecordMissing message={t('订单不存在')} backHref="/myDeposit" backLabel={t('返回我的保证金')} />}
    </UserCentreLayout>
  );
}

function ProofBody({ orderNo }: { orderNo: string }) {
  const t = useT('enrol');
  const { data: order, error, isPending, isError, isFetching, refetch } = useQuery({ ...orderQueryOptions({ orderNo }), staleTime: 5_000 });
  if (isPending || (isError && isFetching && !order)) return <SkeletonLines rows={8} />;
  if (isError && !order) {
    return isNotFound(error) ? <RecordMissing message={t('订单不存在')} backHref="/myDeposit" backLabel={t('返回我的保证金')} /> : <RecordLoadError what={t('保证金订单')} onRetry={() => void refetch()} />;
  }
  const closed = CLOSED_REASON[order.status];
  return (
    <>
      <OrderCard order={order} />
      {PROOF_STATUSES.includes(order.status) ? (
        <ProofSection order={order} />
      ) : (
        <EmptyState
          className="py-10"
          message={<span role="alert">{closed ? t(closed) : t('订单{status}，不能上传转账凭证', { status: t(order.statusLabel) })}</span>}
          action={<HrefLink href={depositDetailHref(order.orderNo)} className="text-brand-700 hover:underline">{t('查看订单详情')}</HrefLink>}
        />
      )}
    </>
  );
}

function ProofSection({ order }: { order: PaymentOrder }) {
  const t = useT('enrol');
  const router = useRouter();
  const replacing = order.status === 'awaiting_confirmation';
  const sent = () => {
    toast.success(replacing ? t('转账凭证已更换，请等待工作人员确认') : t('转账凭证已提交，请等待工作人员确认'));
    void router.navigate({ href: depositDetailHref(order.orderNo) });
  };
  return (
    <section aria-label={t('线下转账')} className="space-y-4">
      <OfflineAccount order={order} />
      {replacing ? <p className="m-0 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-800">{t('已提交的转账凭证正在审核，重新上传将替换原凭证。')}</p> : null}
      <OfflineProofForm order={order} submitLabel={replacing ? t('更换转账凭证') : t('提交转账凭证')} onSent={sent} />
    </section>
  );
}
