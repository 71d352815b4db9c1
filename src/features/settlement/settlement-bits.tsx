import type { SettlementItem } from '@contract/settlement';
import { DEAL_ROLE_LABELS, SETTLEMENT_STATUS_LABELS, type SettlementStatus } from '@contract/settlement-paths';
import { Badge } from '@/components/ui/badge';
import { formatPrice, moneyPhrase, unitPriceText } from '@/lib/format';
import { t, useT } from '@/i18n';

/** Badge colour per settlement state: money owed warm, under review brand, refused red, settled muted. */
const TONES = { awaiting_payment: 'warn', proof_submitted: 'brand', proof_rejected: 'price', confirmed: 'muted' } as const satisfies Record<SettlementStatus, string>;

/**
 * A settlement's state as a badge (待缴款, 待确认, 凭证未通过, 已结算) in the active language; `label`, the server's
 * statusLabel, shows for a state the portal does not know.
 */
export function SettlementStatusBadge({ status, label }: { status: SettlementStatus; label: string }) {
  const t = useT('settlement');
  const text = SETTLEMENT_STATUS_LABELS[status] ? t(SETTLEMENT_STATUS_LABELS[status]) : label;
  return <Badge tone={TONES[status]} aria-label={t('结算状态：{status}', { status: text })}>{text}</Badge>;
}

/** The caller's side of the deal (受让方 or 转让方) in the active language; `label` is the server's roleLabel. */
export const roleText = (item: Pick<SettlementItem, 'role' | 'roleLabel'>): string =>
  DEAL_ROLE_LABELS[item.role] ? t(DEAL_ROLE_LABELS[item.role]) : item.roleLabel;

/** An exact amount in 元 to the fen, with thousands separators: 80000 → '80,000.00 元' (in en '80,000.00 yuan'). */
export const yuanText = (v: number): string => t('{amount} 元', { amount: formatPrice(v, 2) });

/** The hammer price in the lot's unit: a total in 元 to the fen, a per-unit price in its unit (1,210.00 元/亩/年). */
export function priceOf(item: Pick<SettlementItem, 'price' | 'priceUnit'>): string {
  // eslint-disable-next-line no-restricted-syntax -- the wire's unit code, compared, not shown
  if (item.priceUnit === '元') return yuanText(item.price);
  return moneyPhrase(unitPriceText(item.price, { priceType: 2, priceUnit: item.priceUnit }));
}
