import { REGION_CODE_COUNT, REGION_CODES_PACKED } from './region-codes.gen';

/**
 * §5 Citizen ID "region code table check": the first 6 digits of an ID number (and characters 3–8 of a unified
 * social credit code) must be a division code of SOME GB/T 2260 revision. The union matters: an ID keeps the code
 * of the county where it was first issued, even after that county was merged or renamed.
 */

// Must match scripts/gen-region-codes.mjs.
const LAST = '0123456789abcdefghijklmnopqrstuv';
const CONT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ!#%&*+';

let table: Int32Array | undefined;

/** Decodes the packed gaps once, on first use (a few hundred microseconds), into a sorted array. */
function codes(): Int32Array {
  if (table) return table;
  const out = new Int32Array(REGION_CODE_COUNT);
  let n = 0;
  let prev = 0;
  let gap = 0;
  for (const ch of REGION_CODES_PACKED) {
    const last = LAST.indexOf(ch);
    if (last < 0) {
      gap = gap * 32 + CONT.indexOf(ch);
      continue;
    }
    prev += gap * 32 + last;
    out[n++] = prev;
    gap = 0;
  }
  table = out;
  return out;
}

/**
 * True when `code` (exactly 6 digits) appears in the union of the GB/T 2260 revisions of 2002–2016 and the
 * current division list. Province ('350000') and prefecture ('350100') codes count: they are table entries too.
 * @param code 6 ASCII digits; anything else is false
 * @see §5 Citizen ID (地址编码错误)
 */
export function isRegionCode(code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const t = codes();
  const target = Number(code);
  let lo = 0;
  let hi = t.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (t[mid] === target) return true;
    if (t[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Every known code as 6-digit strings, ascending (tests and tooling; not needed for a check). */
export function allRegionCodes(): string[] {
  return Array.from(codes(), (n) => String(n).padStart(6, '0'));
}
