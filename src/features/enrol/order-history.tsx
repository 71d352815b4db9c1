import type { PaymentOrder } from '@contract/payment';
import { HistoryTimeline } from '@/components/history-timeline';

/**
 * A state history as a short timeline (components/history-timeline.tsx): the deposit order's history (下单, 提交凭证,
 * 支付成功, 退还 …) under 订单记录, and the enrolment's under `title` 报名记录.
 */
export function OrderHistory({ history, title = '订单记录' }: { history: PaymentOrder['history']; title?: string }) {
  return <HistoryTimeline history={history} title={title} />;
}
