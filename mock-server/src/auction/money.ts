import { amountText, moneyPhrase, unitPriceText, type PriceUnitOf } from '../../../contract/rules/money';
import type { Fen } from './types';

/**
 * Formats fen as yuan for Chinese messages: 1230000 → '12,300.00 元'.
 * Integer arithmetic only, so large amounts never pick up float noise.
 */
export function formatYuan(fen: Fen): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const yuan = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}${yuan}.${cents} 元`;
}

/**
 * A sum of money (a deposit, an order or refund amount) in a Chinese message, by the portal's one amount rule
 * (contract/rules/money.ts amountText): under 1 万元 in 元 (9,200.00 元), from 1 万元 up in 万元 (10.1 万元). So a message
 * names a deposit exactly as /myDeposit shows it.
 */
export const amountPhrase = (fen: Fen): string => moneyPhrase(amountText(fen / 100));

/**
 * A price (成交价, 当前价) in a Chinese message, in the lot's price unit (contract/rules/money.ts unitPriceText):
 * priceType 2 per its unit (1,210.00 元/亩/年), otherwise in 万元 — as the detail page and the bid room show it.
 */
export const pricePhrase = (fen: Fen, unit: PriceUnitOf): string => moneyPhrase(unitPriceText(fen / 100, unit));

/** A price the engine accepts at all: a positive safe integer of fen. */
export function isFen(value: unknown): value is Fen {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * A price in 元 (the wire's unit, §7) as integer fen, rounded half away from zero on its decimal
 * digits: 0.1 + 0.2 → 30, 1234.565 → 123457 (a plain `Math.round(yuan * 100)` gives 123456, because
 * 1234.565 × 100 is 123456.49999… in binary). The float noise is cut at 15 significant digits first,
 * which keeps every amount up to 10^12 元 (YUAN_MAX) exact.
 * @throws RangeError for NaN, an infinity, a negative amount or one beyond safe integers of fen
 */
export function yuanToFen(yuan: number): Fen {
  if (!Number.isFinite(yuan) || yuan < 0) throw new RangeError(`not an amount of 元: ${yuan}`);
  const fen = Math.round(Number((yuan * 100).toPrecision(15)));
  if (!Number.isSafeInteger(fen)) throw new RangeError(`amount too large: ${yuan} 元`);
  return fen;
}
