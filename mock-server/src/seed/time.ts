/** Time helpers for seed rows: every time is epoch ms, placed relative to the seed's `now` in Beijing time. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const BEIJING_OFFSET = 8 * HOUR;

/** Epoch ms of 00:00 Beijing time on the day that contains `now`. */
export function beijingDayStart(now: number): number {
  return Math.floor((now + BEIJING_OFFSET) / DAY) * DAY - BEIJING_OFFSET;
}

/**
 * Epoch ms of `hour:minute` Beijing time, `dayOffset` days from the day of `now`
 * (negative = past days). Office-hour times make the seeded dates look like real postings.
 */
export function beijingAt(now: number, dayOffset: number, hour: number, minute = 0): number {
  return beijingDayStart(now) + dayOffset * DAY + hour * HOUR + minute * MINUTE;
}

/** Four-digit year and 1-based month of `ms` in Beijing time. */
export function beijingYearMonth(ms: number): { year: number; month: number } {
  const d = new Date(ms + BEIJING_OFFSET);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** 'YYYYMMDD' of `ms` in Beijing time (project codes, issue numbers). */
export function beijingYmd(ms: number): string {
  return new Date(ms + BEIJING_OFFSET).toISOString().slice(0, 10).replace(/-/g, '');
}

/** '2026年11月21日' of `ms` in Beijing time, for Chinese body text. */
export function chineseDate(ms: number): string {
  const d = new Date(ms + BEIJING_OFFSET);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

/** '2026年11月21日 09:30' of `ms` in Beijing time. */
export function chineseDateTime(ms: number): string {
  const d = new Date(ms + BEIJING_OFFSET);
  return `${chineseDate(ms)} ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}
