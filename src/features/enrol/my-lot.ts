import { PRICE_UNIT_DEFAULT } from '@contract/constants';
import type { MyLot } from '@contract/usercentre';
import { unitPriceText, type MoneyText } from '@/lib/format';
import { msg } from '@/i18n';

/** Whether bidding runs on the lot now (open or paused): a phase other than 未开始 and 已结束. */
export const isLotOpen = (lot: MyLot): boolean => lot.phase !== null && lot.phase !== 'scheduled' && lot.phase !== 'closed';

/** Whether the lot may still change state: not closed and without an outcome (its row is worth refreshing). */
export const isLotUnsettled = (lot: MyLot): boolean => lot.phase !== null && lot.phase !== 'closed' && lot.outcome === null;

/**
 * A lot price in 元 in the lot's unit (§3 price display): `priceUnit` 万元 (or empty) → ÷ 10000 with formatMoney,
 * any other unit (元, 元/亩/年 …) → 2 decimals in that unit. null → '--'.
 */
export function lotMoney(yuan: number | null, priceUnit: string): MoneyText {
  const perUnit = priceUnit !== '' && priceUnit !== PRICE_UNIT_DEFAULT;
  return unitPriceText(yuan, { priceType: perUnit ? 2 : 1, priceUnit });
}

/** The price a row shows: the final price once the lot closed with a deal, else the current price. */
export const shownPrice = (lot: MyLot): number | null => (lot.outcome === 'deal' && lot.finalPrice !== null ? lot.finalPrice : lot.currentPrice);

/**
 * The caller's result: 竞得 (won), 流拍 (the lot failed), 未竞得 (lost), or null while the lot is not decided. `label` is a
 * source message, shown with t().
 */
export function lotResult(lot: MyLot): { label: string; tone: 'price' | 'muted' | 'outline' } | null {
  if (lot.mine === 'won') return { label: msg('竞得'), tone: 'price' };
  if (lot.outcome === 'unsold') return { label: msg('流拍'), tone: 'outline' };
  if (lot.mine === 'lost' || lot.outcome === 'deal') return { label: msg('未竞得'), tone: 'muted' };
  return null;
}

/**
 * What the row's countdown shows: 已暂停 while paused, 距开始 before a scheduled lot opens, 距结束 while it runs
 * (both to `deadline`, epoch ms on the shared clock), nothing without a deadline or once closed.
 */
export function countdownOf(lot: MyLot): { kind: 'paused' } | { kind: 'start' | 'end'; deadline: number } | null {
  if (lot.paused) return { kind: 'paused' };
  if (lot.deadline === null || lot.phase === null || lot.phase === 'closed') return null;
  return { kind: lot.phase === 'scheduled' ? 'start' : 'end', deadline: lot.deadline };
}
