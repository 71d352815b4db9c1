/**
 * Exact decimal-string helpers for money display. Prices are shown to 6 decimals of 万元, i.e.
 * to the cent of 元 and below; doing that with floating point (`x / 10000`, `toFixed`) shows
 * artefacts such as 0.30000000000000004 or rounds 1.005 down, so digits are moved as text.
 */

/** A decimal as sign, integer digits and fraction digits (no exponent). */
export interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
}

const PLAIN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Parses a finite number or a numeric string ('1,234' is not numeric; '1e5' is).
 * @returns null for anything else ('', null, NaN, Infinity, 'abc')
 */
export function parseDecimal(value: unknown): Decimal | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const m = PLAIN.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const digits = (m[2] || '') + (m[3] || '');
  const point = (m[2] || '').length + Number(m[4] || 0);
  return normalise({ negative: m[1] === '-', ...splitAt(digits, point) });
}

function splitAt(digits: string, point: number): { int: string; frac: string } {
  if (point <= 0) return { int: '0', frac: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { int: digits + '0'.repeat(point - digits.length), frac: '' };
  return { int: digits.slice(0, point), frac: digits.slice(point) };
}

function normalise(d: Decimal): Decimal {
  const int = d.int.replace(/^0+(?=\d)/, '') || '0';
  const frac = d.frac.replace(/0+$/, '');
  const zero = /^0*$/.test(int) && frac === '';
  return { negative: d.negative && !zero, int, frac };
}

/** Moves the decimal point: `shift(d, -4)` divides by 10000 exactly. */
export function shift(d: Decimal, places: number): Decimal {
  return normalise({ negative: d.negative, ...splitAt(d.int + d.frac, d.int.length + places) });
}

/** Drops fraction digits beyond `decimals` (toward zero). */
export function truncate(d: Decimal, decimals: number): Decimal {
  return normalise({ ...d, frac: d.frac.slice(0, decimals) });
}

/** Rounds to `decimals` fraction digits, half away from zero. */
export function round(d: Decimal, decimals: number): Decimal {
  if (d.frac.length <= decimals) return d;
  const kept = d.int + d.frac.slice(0, decimals);
  const up = d.frac.charCodeAt(decimals) >= 53; // '5'
  let digits = kept;
  if (up) {
    const arr = kept.split('').map(Number);
    let i = arr.length - 1;
    while (i >= 0 && arr[i] === 9) arr[i--] = 0;
    if (i < 0) arr.unshift(1);
    else arr[i] += 1;
    digits = arr.join('');
  }
  return normalise({ negative: d.negative, ...splitAt(digits, digits.length - decimals) });
}

/** Groups the integer part by thousands: 1234567 → '1,234,567'. */
export const groupThousands = (int: string): string => int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Text of `d` with grouped integer part; `minDecimals` pads the fraction with zeros.
 */
export function toText(d: Decimal, minDecimals = 0): string {
  const frac = d.frac.padEnd(minDecimals, '0');
  return `${d.negative ? '-' : ''}${groupThousands(d.int)}${frac ? `.${frac}` : ''}`;
}
