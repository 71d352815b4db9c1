import type { PaymentOrder } from '@contract/payment';
import { HistoryTimeline } from '@/components/history-timeline';
import { useT } from '@/i18n';

/**
 * A state history as a short timeline (components/history-timeline.tsx): the deposit order's history (下单, 提交凭证,
 * 支付成功, 退还 …) under 订单记录 (the default), and the enrolment's under `title` 报名记录.
 */
export function OrderHistory({ history, title }: { history: PaymentOrder['history']; title?: string }) {
  const t = useT('enrol');
  return <HistoryTimeline history={history} title={title ?? t('订单记录')} />;
}
