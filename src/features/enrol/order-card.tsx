import type { ReactNode } from 'react';
import { PAYMENT_CHANNEL_LABELS } from '@contract/payment-paths';
import type { PaymentOrder } from '@contract/payment';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { amountText, formatDate } from '@/lib/format';
import { OrderStatusBadge } from '@/features/enrol/order-status-badge';
import { useT } from '@/i18n';

const time = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm:ss') : '--');

/** The deposit order at the top of the cashier and of /depositDetail: amount with unit, project, order number, state and times. */
export function OrderCard({ order }: { order: PaymentOrder }) {
  const t = useT('enrol');
  const rows: [string, ReactNode][] = [
    [t('订单编号'), <span key="o" className="num" translate="no">{order.orderNo}</span>],
    [t('项目名称'), <HrefLink key="p" href={`/projectDetail/${order.assetsId}.html`} translate="no" className="text-brand-700 hover:underline">{order.assetsName}</HrefLink>],
    [t('项目编号'), <span key="c" translate="no">{order.projectCode || '--'}</span>],
    [t('下单时间'), time(order.createTime)],
    [t('支付时间'), time(order.paidTime)],
    [t('支付方式'), order.channel ? t(PAYMENT_CHANNEL_LABELS[order.channel]) : '--'],
  ];
  if (order.bidderCode) rows.push([t('竞买号'), <span key="b" className="num font-semibold" translate="no">{order.bidderCode}</span>]);
  return (
    <section aria-label={t('保证金订单')} className="grid gap-4 rounded-card border border-line p-4 md:grid-cols-[minmax(0,1fr)_220px]">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-1">
            <dt className="shrink-0 text-muted">{t('{label}：', { label })}</dt>
            <dd className="min-w-0 truncate">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col items-start gap-1 md:items-end md:border-l md:border-line md:pl-4">
        <span className="text-sm text-muted">{order.status === 'unpaid' || order.status === 'proof_rejected' ? t('应缴保证金') : t('保证金金额')}</span>
        <PriceText price={amountText(order.amount)} className="text-2xl" />
        <OrderStatusBadge status={order.status} label={order.statusLabel} />
      </div>
    </section>
  );
}
