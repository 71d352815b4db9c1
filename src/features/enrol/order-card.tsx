import type { ReactNode } from 'react';
import { PAYMENT_CHANNEL_LABELS } from '@contract/payment-paths';
import type { PaymentOrder } from '@contract/payment';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { amountText, formatDate } from '@/lib/format';
import { OrderStatusBadge } from '@/features/enrol/order-status-badge';

const time = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm:ss') : '--');

/** The deposit order at the top of the cashier and of /depositDetail: amount with unit, project, order number, state and times. */
export function OrderCard({ order }: { order: PaymentOrder }) {
  const rows: [string, ReactNode][] = [
    ['订单编号', <span key="o" className="num">{order.orderNo}</span>],
    ['项目名称', <HrefLink key="p" href={`/projectDetail/${order.assetsId}.html`} className="text-brand-700 hover:underline">{order.assetsName}</HrefLink>],
    ['项目编号', order.projectCode || '--'],
    ['下单时间', time(order.createTime)],
    ['支付时间', time(order.paidTime)],
    ['支付方式', order.channel ? PAYMENT_CHANNEL_LABELS[order.channel] : '--'],
  ];
  if (order.bidderCode) rows.push(['竞买号', <span key="b" className="num font-semibold">{order.bidderCode}</span>]);
  return (
    <section aria-label="保证金订单" className="grid gap-4 rounded-card border border-line p-4 md:grid-cols-[minmax(0,1fr)_220px]">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-1">
            <dt className="shrink-0 text-muted">{label}：</dt>
            <dd className="min-w-0 truncate">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col items-start gap-1 md:items-end md:border-l md:border-line md:pl-4">
        <span className="text-sm text-muted">{order.status === 'unpaid' || order.status === 'proof_rejected' ? '应缴保证金' : '保证金金额'}</span>
        <PriceText price={amountText(order.amount)} className="text-2xl" />
        <OrderStatusBadge status={order.status} label={order.statusLabel} />
      </div>
    </section>
  );
}
