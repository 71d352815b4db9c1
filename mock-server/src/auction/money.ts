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

/** A price the engine accepts at all: a positive safe integer of fen. */
export function isFen(value: unknown): value is Fen {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
