import { Clock3 } from 'lucide-react';
import type { PaymentOrder } from '@contract/payment';
import { HrefLink } from '@/components/ui/href-link';
import { OfflineAccount } from '@/features/enrol/offline-account';
import { OfflineProofForm } from '@/features/enrol/offline-proof-form';
import { depositProofHref } from '@/features/enrol/records-search';
import { useT } from '@/i18n';

/**
 * 线下转账: the exchange's account (from the order) with the order number as transfer remark, then
 * the proof upload with payer name and remark → 转账凭证待确认. While a proof awaits confirmation the
 * form is replaced by that state, with the way to replace the proof (/depositAddPayInfo); a rejected
 * proof shows the reason and the form again.
 */
export function OfflinePayPanel({ order }: { order: PaymentOrder }) {
  const t = useT('enrol');
  return (
    <div className="space-y-4 text-sm">
      <OfflineAccount order={order} />
      {order.status === 'awaiting_confirmation' ? (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-control bg-brand-50 px-3 py-2 text-brand-800">
          <Clock3 aria-hidden className="size-4" />
          {t('转账凭证已提交，待工作人员确认。')}
          <HrefLink href={depositProofHref(order.orderNo)} className="text-brand-700 underline-offset-2 hover:underline">{t('更换转账凭证')}</HrefLink>
        </p>
      ) : order.status === 'unpaid' || order.status === 'proof_rejected' ? (
        <OfflineProofForm order={order} />
      ) : null}
    </div>
  );
}
