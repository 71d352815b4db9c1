import { isRegionCode } from './region-code';
import { msg } from '../i18n';

/**
 * §5 Citizen ID (居民身份证号码, GB 11643-1999): 6-digit region code, 8-digit birth date YYYYMMDD, 3-digit
 * sequence, 1 check character (ISO 7064 MOD 11-2, 'X' for 10). Only the 18-character form is accepted: 15-digit
 * first-generation numbers have been invalid since 2013.
 */
export const CITIZEN_ID_MESSAGES = {
  empty: msg('证件号码不能为空'),
  length: msg('证件号码长度不为18位'),
  format: msg('证件号码格式错误'),
  region: msg('地址编码错误'),
  birthDate: msg('证件号码中的出生日期无效'),
  checksum: msg('证件号码校验位错误'),
} as const;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
/** The earliest birth year accepted: no holder of a second-generation card was born before 1900. */
export const MIN_BIRTH_YEAR = 1900;

/**
 * The ISO 7064 MOD 11-2 check character of the first 17 digits: Σ digit×2^(17−i) mod 11 mapped through '10X98765432'.
 * @param first17 exactly 17 ASCII digits
 * @throws Error when `first17` is not 17 digits (a programming error, not user input)
 */
export function citizenIdCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('citizenIdCheckChar needs 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (first17.charCodeAt(i) - 48) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/** Calendar date as numbers (month 1–12). */
export interface CalendarDate { year: number; month: number; day: number }

/** Today's date in Beijing time (UTC+8, no daylight saving), so server and browser agree whatever their zone. */
export function beijingToday(nowMs: number = Date.now()): CalendarDate {
  const d = new Date(nowMs + 8 * 3600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const dayNumber = (d: CalendarDate) => d.year * 10000 + d.month * 100 + d.day;

/**
 * The birth date of digits 7–14 when it is a real calendar date from 1900-01-01 up to `today` inclusive, else null.
 * @param yyyymmdd 8 digits
 */
export function birthDateOf(yyyymmdd: string, today: CalendarDate = beijingToday()): CalendarDate | null {
  if (!/^\d{8}$/.test(yyyymmdd)) return null;
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  const date = { year, month, day };
  if (year < MIN_BIRTH_YEAR || dayNumber(date) > dayNumber(today)) return null;
  return date;
}

/** Options of {@link citizenIdError}; `today` makes the "not in the future" check deterministic in tests. */
export interface CitizenIdOptions { today?: CalendarDate }

/**
 * §5 Citizen ID. Surrounding spaces are ignored; a final 'x' counts as 'X'. Checks, in this order:
 * 证件号码不能为空 (empty) → 证件号码长度不为18位 → 证件号码格式错误 (not 17 digits + digit/X) → 地址编码错误
 * (first 6 digits in no GB/T 2260 revision) → 证件号码中的出生日期无效 (not a real date in 1900…today) →
 * 证件号码校验位错误 (ISO 7064 MOD 11-2).
 * @returns null when valid, else the first failing message
 * @see §5 Citizen ID
 */
export function citizenIdError(value: string | null | undefined, opts: CitizenIdOptions = {}): string | null {
  const v = (value ?? '').trim();
  if (!v) return CITIZEN_ID_MESSAGES.empty;
  if (v.length !== 18) return CITIZEN_ID_MESSAGES.length;
  if (!/^\d{17}[\dXx]$/.test(v)) return CITIZEN_ID_MESSAGES.format;
  if (!isRegionCode(v.slice(0, 6))) return CITIZEN_ID_MESSAGES.region;
  if (!birthDateOf(v.slice(6, 14), opts.today)) return CITIZEN_ID_MESSAGES.birthDate;
  if (citizenIdCheckChar(v.slice(0, 17)) !== v[17].toUpperCase()) return CITIZEN_ID_MESSAGES.checksum;
  return null;
}

/** True when {@link citizenIdError} finds nothing. */
export const isCitizenId = (value: string | null | undefined, opts?: CitizenIdOptions): boolean =>
  citizenIdError(value, opts) === null;

/** The canonical stored form: trimmed, check character upper-case ('…123x' → '…123X'). */
export const normaliseCitizenId = (value: string): string => value.trim().toUpperCase();
