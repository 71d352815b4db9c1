import type { SettlementItem } from '@contract/settlement';
import type { SettlementStatus } from '@contract/settlement-paths';
import { Badge } from '@/components/ui/badge';
import { formatPrice, unitPriceText } from '@/lib/format';

/** Badge colour per settlement state: money owed warm, under review brand, refused red, settled muted. */
const TONES = { awaiting_payment: 'warn', proof_submitted: 'brand', proof_rejected: 'price', confirmed: 'muted' } as const satisfies Record<SettlementStatus, string>;

/** A settlement's state as a badge: `label` is the server's statusLabel (待缴款, 待确认, 凭证未通过, 已结算). */
export function SettlementStatusBadge({ status, label }: { status: SettlementStatus; label: string }) {
  return <Badge tone={TONES[status]} aria-label={`结算状态：${label}`}>{label}</Badge>;
}

/** An exact amount in 元 to the fen, with thousands separators: 80000 → '80,000.00 元'. */
export const yuanText = (v: number): string => `${formatPrice(v, 2)} 元`;

/** The hammer price in the lot's unit: a total in 元 to the fen, a per-unit price in its unit (1,210.00 元/亩/年). */
export function priceOf(item: Pick<SettlementItem, 'price' | 'priceUnit'>): string {
  if (item.priceUnit === '元') return yuanText(item.price);
  const p = unitPriceText(item.price, { priceType: 2, priceUnit: item.priceUnit });
  return `${p.text} ${p.unit}`;
}
