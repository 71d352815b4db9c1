/**
 * Date formatting without a date library (initial JS budget, bench/README.md "Web: initial JS"). Parsing and the
 * tokens below follow dayjs 1.x, which this replaced (tests/web/lib/format-date.test.ts checks them against it).
 */

// dayjs' REGEX_PARSE: 'YYYY-MM-DD HH:mm:ss.SSS' and its shorter forms, read as local (Beijing) time.
const WIRE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;
const TOKENS = /\[([^\]]+)]|YYYY|YY|M{1,2}|D{1,2}|H{1,2}|m{1,2}|s{1,2}|SSS/g;

/** A wire value as a Date: strings as dayjs reads them (local time unless they end in Z), numbers as epoch ms. */
function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const d = WIRE.exec(value);
    if (d) {
      const [, y, mo, day, h, mi, sec, ms] = d;
      const month = Number(mo) - 1 || 0;
      return new Date(+y, month, +(day || 1), +(h || 0), +(mi || 0), +(sec || 0), +(ms || '0').slice(0, 3));
    }
  }
  return new Date(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date in `pattern`: tokens YYYY YY MM M DD D HH H mm m ss s SSS (local time), text in [brackets] kept as is, any
 * other character kept. Wire dates are Beijing-time 'YYYY-MM-DD HH:mm:ss' strings; numbers are epoch ms.
 * @returns '' for null, undefined, '' and unparseable values
 * @see §9 date format
 */
export function formatDate(value: string | number | Date | null | undefined, pattern = 'YYYY-MM-DD'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  const parts: Record<string, string> = {
    YYYY: pad(d.getFullYear(), 4),
    YY: pad(d.getFullYear() % 100),
    M: String(d.getMonth() + 1),
    MM: pad(d.getMonth() + 1),
    D: String(d.getDate()),
    DD: pad(d.getDate()),
    H: String(d.getHours()),
    HH: pad(d.getHours()),
    m: String(d.getMinutes()),
    mm: pad(d.getMinutes()),
    s: String(d.getSeconds()),
    ss: pad(d.getSeconds()),
    SSS: pad(d.getMilliseconds(), 3),
  };
  return pattern.replace(TOKENS, (token, literal: string | undefined) => literal ?? parts[token]);
}
