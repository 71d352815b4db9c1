import type { PaymentOrder } from '@contract/payment';
import { formatDate } from '@/lib/format';

/** The order's history (下单, 发起支付, 提交凭证, 支付成功 …) as a short timeline, newest last. */
export function OrderHistory({ history }: { history: PaymentOrder['history'] }) {
  if (!history.length) return null;
  return (
    <section aria-label="订单记录">
      <h3 className="mb-2 text-sm font-semibold">订单记录</h3>
      <ol className="list-none space-y-2 border-l border-line pl-4">
        {history.map((h, i) => (
          <li key={`${h.type}-${i}`} className="relative text-sm">
            <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-brand-500" />
            <span className="text-ink">{h.label}</span>
            <span className="ml-3 text-xs text-muted num">{formatDate(h.time, 'YYYY-MM-DD HH:mm:ss')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
