import type { OrderStatus } from '@contract/payment';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n';

/** Badge colour per deposit order state: money still owed warm, settled muted, refusals and deductions red. */
const TONES = {
  unpaid: 'warn', awaiting_confirmation: 'brand', paid: 'brand', proof_rejected: 'price', refunding: 'warn', refunded: 'muted', applied: 'brand', forfeited: 'price',
} as const satisfies Record<OrderStatus, string>;

/**
 * A deposit order's state as a badge (contract/payment.ts ORDER_STATUSES): `label` is the server's statusLabel
 * (待支付, 已支付，待确认, 已确认, 转账凭证未通过, 退还中, 已退还, 已转价款, 已扣除). Used by the cashier, /myProject,
 * /myDeposit and /depositDetail, so a state has one colour everywhere.
 */
export function OrderStatusBadge({ status, label, className }: { status: OrderStatus; label: string; className?: string }) {
  const t = useT('enrol');
  return (
    <Badge tone={TONES[status]} className={className} aria-label={t('订单状态：{status}', { status: t(label) })}>
      {t(label)}
    </Badge>
  );
}
