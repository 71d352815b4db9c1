import { NO_PREMIUM, displayPrice, formatDate, moneyPhrase, premiumRate } from '@/lib/format';
import { msg, t } from '@/i18n';
import type { LotView } from '@streams/feeds/lot';
import type { LotUnit } from './lot-unit';

/**
 * Display rules of the quote hall. Prices travel in 元; they are shown per §3: priceType 2 in `priceUnitName`
 * (2 decimals), otherwise in 万元 (÷ 10000, formatMoney). The price input uses the same unit as the display.
 */

/**
 * The price units lots are quoted in (the default 万元, 元 when unnamed, and the named units of the listings), so each
 * has an entry in the catalogue; a unit not listed here shows as the server sent it.
 */
export const PRICE_UNITS = [msg('万元'), msg('元'), msg('元/亩'), msg('元/亩/年'), msg('元/年'), msg('元/台'), msg('元/平方米/年')] as const;

/** A price unit in the active language ('' stays ''). */
export const unitText = (unit: string): string => (unit ? t(unit) : '');

/** A price in 元 as `{ text, unit }` for PriceText, the unit in the active language; null → '--'. */
export function lotPrice(yuan: number | null | undefined, unit: LotUnit): { text: string; unit: string } {
  if (yuan === null || yuan === undefined) return { text: '--', unit: '' };
  const p = displayPrice({ priceType: unit.priceType, priceUnitName: unit.priceUnitName, startPrice: yuan });
  return { text: p.text, unit: unitText(p.unit) };
}

/** A price with its unit inside a sentence: '12.5 万元' ('--' alone). */
export function lotPricePhrase(yuan: number | null | undefined, unit: LotUnit): string {
  return moneyPhrase(lotPrice(yuan, unit));
}

/** The unit label of inputs and headings, in the active language: 万元, or the named unit (元 when unnamed). */
export const unitLabel = (unit: LotUnit): string => unitText(unit.priceType === 2 ? unit.priceUnitName || PRICE_UNITS[1] : PRICE_UNITS[0]);

/** 元 → the text an input shows (no grouping): 1234500 → '123.45' (万元) or '1234500.00'. */
export function toInputText(yuan: number, unit: LotUnit): string {
  if (unit.priceType === 2) return yuan.toFixed(2);
  return String(Number((yuan / 10000).toFixed(6)));
}

/** Input text → 元, rounded to the fen; null when it is not a positive number. */
export function fromInputText(text: string, unit: LotUnit): number | null {
  const v = Number(text.trim());
  if (!text.trim() || !Number.isFinite(v) || v <= 0) return null;
  return Math.round(v * (unit.priceType === 2 ? 100 : 1_000_000)) / 100;
}

/** Bid time to the millisecond, HH:mm:ss.SSS (auction-rules.md "What the bid room shows"). */
export const bidTime = (at: number): string => formatDate(at, 'HH:mm:ss.SSS');

/** §4 premium rate of the current price over the premium base; '---' before the first bid. */
export function lotPremium(lot: Pick<LotView, 'premiumBase' | 'price' | 'bidCount'>): string {
  if (lot.price === null) return NO_PREMIUM;
  return premiumRate({ startPrice: lot.premiumBase, biddingPrice: lot.price, biddingCount: lot.bidCount });
}

/** A time of the lot: HH:mm:ss on the server's current day, else with the date (MM-DD HH:mm:ss). */
export function lotTime(at: number | null, serverNow: number): string {
  if (at === null) return '--';
  return formatDate(at, 'YYYY-MM-DD') === formatDate(serverNow, 'YYYY-MM-DD') ? formatDate(at, 'HH:mm:ss') : formatDate(at, 'MM-DD HH:mm:ss');
}
