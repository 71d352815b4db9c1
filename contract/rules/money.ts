import { parseDecimal, round, shift, toText, truncate } from './decimal';

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
