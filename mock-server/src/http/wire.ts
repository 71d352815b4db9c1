/** Conversions between storage units and wire units (design.md: fen and epoch ms stored, 元 and Beijing time sent). */

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** Fen (integer) → 元 (number with at most two decimals); null stays null. */
export function fenToYuan(fen: number | null | undefined): number | null {
  if (fen === null || fen === undefined) return null;
  return Number(fen) / 100;
}

/**
 * Epoch ms → 'YYYY-MM-DD HH:mm:ss' in Beijing time (UTC+8), independent of the machine's time zone (§9 date format).
 * null/undefined → '' because the wire's date fields are plain strings.
 */
export function beijingTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  return new Date(Number(ms) + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Escapes LIKE wildcards so a user's '%' or '_' matches literally; pair with `escape '\'` in SQL. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Splits a validated comma list ('0,3,49') into numbers. */
export function numberList(list: string | undefined): number[] {
  return list ? list.split(',').map(Number) : [];
}
