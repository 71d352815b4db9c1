import { PRICE_UNIT_DEFAULT } from '../constants';
import { parseDecimal, round, shift, toText, truncate } from './decimal';
import { msg } from '../i18n';

/**
 * §5 Money input and Money display. Amounts are moved as decimal text (./decimal), never through floating point,
 * so 0.1 + 0.2 style artefacts and half-cent rounding errors cannot reach a price.
 */

/** Placeholder for a value that cannot be shown (§5 Money display). */
export const NO_VALUE = '--';
/** Integer and decimal digits a money field takes (§5 Money input). */
export const MONEY_INT_DIGITS = 12;
export const MONEY_DECIMALS = 6;

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Sanitises a money input: up to 12 integer digits with an optional decimal part, whose digits beyond 6 are cut.
 * '123.' is kept so the user can go on typing. Anything else (13 integer digits, letters, a sign, '.5') becomes ''.
 * @param raw the text typed, in 元 or 万元 as the field says
 * @see §5 Money input
 */
export function moneyInput(raw: string | null | undefined): string {
  const m = /^(\d{1,12})(?:(\.)(\d*))?$/.exec((raw ?? '').trim());
  if (!m) return '';
  return m[2] ? `${m[1]}.${(m[3] ?? '').slice(0, MONEY_DECIMALS)}` : m[1];
}

/**
 * Money in 元 shown in 万元: ÷ 10000, cut (not rounded) to at most 6 decimals without trailing zeros, thousands
 * separators. 123456789 → '12,345.6789'; 1 → '0.0001'.
 * @param v amount in 元 (number or numeric string)
 * @returns '0' for null, undefined or ''; '--' for anything non-numeric
 * @see §5 Money display
 */
export function formatMoney(v: unknown): string {
  if (isEmpty(v)) return '0';
  const d = parseDecimal(v);
  if (!d) return NO_VALUE;
  return toText(truncate(shift(d, -4), MONEY_DECIMALS));
}

/**
 * A price with thousands separators and exactly `decimals` decimals (rounded half away from zero):
 * formatPrice(1234.5) → '1,234.500'.
 * @param v price in its own unit (number or numeric string)
 * @returns '--' for anything non-numeric, including null and ''
 * @see §5 Money display ("The general price format groups thousands with 3 decimals")
 */
export function formatPrice(v: unknown, decimals = 3): string {
  const d = parseDecimal(v);
  if (!d) return NO_VALUE;
  return toText(round(d, decimals), decimals);
}

/** A quantity ready to show: the number's text and its unit ('' when the text is a placeholder such as '--'). */
export interface MoneyText { text: string; unit: string }

/** Sums of money from this many 元 up read in 万元; below it, in 元. */
export const WAN_THRESHOLD_YUAN = 10_000;

/**
 * A sum of money in 元 — a deposit (保证金), an order amount, a total. Always money, never per unit, whatever the lot's
 * price unit: under 1 万元 in 元 with 2 decimals and grouping (9,200.00 元), from 1 万元 up in 万元 by §5 Money display
 * (101000 → 10.1 万元). null, undefined or a non-number → '--' without a unit.
 */
export function amountText(yuan: number | null | undefined): MoneyText {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return { text: NO_VALUE, unit: '' };
  return Math.abs(yuan) < WAN_THRESHOLD_YUAN ? { text: formatPrice(yuan, 2), unit: msg('元') } : { text: formatMoney(yuan), unit: msg('万元') };
}

/** How a lot's prices are quoted (§3): priceType 2 per `priceUnit` (e.g. 元/亩/年), anything else in 万元. */
export interface PriceUnitOf { priceType?: number | null; priceUnit?: string | null }

/** The unit a lot's prices and price steps are shown in: its named unit for priceType 2 ('元' when unnamed), else 万元. */
export const priceUnitLabel = (u: PriceUnitOf): string => (u.priceType === 2 ? u.priceUnit || msg('元') : PRICE_UNIT_DEFAULT);

/**
 * A price or a price step (起始价, 当前价, 成交价, 加价幅度, 降价幅度, 底价) in 元, shown in the lot's price unit: priceType 2
 * with 2 decimals in its named unit (10.00 元/亩/年), otherwise in 万元 by §5 Money display (0.2 万元). null → '--'.
 */
export function unitPriceText(yuan: number | null | undefined, u: PriceUnitOf): MoneyText {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return { text: NO_VALUE, unit: '' };
  return u.priceType === 2 ? { text: formatPrice(yuan, 2), unit: priceUnitLabel(u) } : { text: formatMoney(yuan), unit: PRICE_UNIT_DEFAULT };
}

/** A {@link MoneyText} inside a sentence: '10.1 万元' ('--' alone). */
export const moneyPhrase = (m: MoneyText): string => (m.unit ? `${m.text} ${m.unit}` : m.text);
