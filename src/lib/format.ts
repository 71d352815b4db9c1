import dayjs from 'dayjs';
import { PREMIUM_DECIMALS } from '@contract/constants';
import { parseDecimal, round } from '@contract/rules/decimal';
import { NO_VALUE, unitPriceText, type MoneyText } from '@contract/rules/money';
import { msg, t } from '@/i18n';

// The §5 money, cut and mask rules live in contract/rules so the exchange server formats exactly like the portal.
export { cutText } from '@contract/rules/text-cut';
export { maskIdNumber, maskPhone } from '@contract/rules/mask';
// Their results keep the zh wire units (万元, 元/亩/年); the display translates them with unitLabel / moneyPhrase below.
export {
  amountText, formatMoney, formatPrice, moneyInput, NO_VALUE, priceUnitLabel, unitPriceText, type MoneyText, type PriceUnitOf,
} from '@contract/rules/money';

/** Premium rate without bids (§4 Premium rate). */
export const NO_PREMIUM = '---';
/** Shown instead of a price or state for packages (projectType 1 and 2, §3). */
export const SEE_SUB_ASSETS = msg('详见子资产');

/**
 * The units the portal knows, as messages: the defaults of §5/§9 and the wire names of priceUnitName seen on lots.
 * A server's other unit names are data and show as sent.
 */
export const KNOWN_UNITS: ReadonlySet<string> = new Set([
  msg('万元'), msg('元'), msg('亩'), msg('平方米'), msg('元/亩'), msg('元/亩/年'), msg('元/年'), msg('元/月'), msg('元/平方米'),
  msg('元/平方米/年'), msg('元/台'),
]);

/** A unit in the active language (万元 → 10k yuan, 元/亩/年 → yuan/mu/year); an unknown unit name unchanged. */
export function unitLabel(unit: string): string {
  return KNOWN_UNITS.has(unit) ? t(unit) : unit;
}

/**
 * A value's text in the active language: the Han placeholder 详见子资产 translated; numbers, '--' and '---' unchanged.
 */
export function valueText(text: string): string {
  return text === SEE_SUB_ASSETS ? t(SEE_SUB_ASSETS) : text;
}

/**
 * A {@link MoneyText} inside a sentence, in the active language: '10.1 万元' (en '10.1 10k yuan'), '--' alone. The
 * display form of the contract's moneyPhrase (whose zh output the server shares): same text, unit translated.
 */
export function moneyPhrase(m: MoneyText): string {
  const text = valueText(m.text);
  return m.unit ? t('{amount} {unit}', { amount: text, unit: unitLabel(m.unit) }) : text;
}

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Prices needed for a premium rate; both in 元. */
export interface PremiumInput {
  startPrice?: number | string | null;
  biddingPrice?: number | string | null;
  biddingCount?: number | null;
}

/**
 * Premium rate: abs(current − start) / start × 100 to 2 decimals plus '%' ('12.50%'). The current
 * price falls back to the start price when biddingPrice is absent or 0.
 * @returns '---' without bids (biddingCount 0 or absent) or without a positive start price
 * @see §4 Premium rate
 */
export function premiumRate({ startPrice, biddingPrice, biddingCount }: PremiumInput): string {
  if (!biddingCount) return NO_PREMIUM;
  const start = Number(startPrice);
  if (isEmpty(startPrice) || !Number.isFinite(start) || start <= 0) return NO_PREMIUM;
  const bid = Number(biddingPrice);
  const current = !isEmpty(biddingPrice) && Number.isFinite(bid) && bid !== 0 ? bid : start;
  const rate = (Math.abs(current - start) / start) * 100;
  // toPrecision(15) drops binary noise (12.345000000000001) before the decimal rounding.
  const d = parseDecimal(Number(rate.toPrecision(15)));
  if (!d) return NO_PREMIUM;
  const r = round(d, PREMIUM_DECIMALS);
  // No thousands grouping: a rate reads '1250.00%'.
  return `${r.int}.${r.frac.padEnd(PREMIUM_DECIMALS, '0')}%`;
}

/** Price fields of a project or hall row (§3). */
export interface PriceInput {
  priceType?: number | null;
  startPrice?: number | string | null;
  priceUnit?: string | null;
  priceUnitName?: string | null;
  projectType?: number | null;
}

/**
 * Listing price with its unit:
 * - projectType 1 or 2 → { text: '详见子资产', unit: '' };
 * - startPrice null/absent → { text: '--', unit: '' };
 * - otherwise unitPriceText (the one price formatter): priceType 2 with 2 decimals in priceUnitName || priceUnit
 *   (e.g. 元/亩/年), anything else in 万元.
 * @see §3 Bidding asset, Latest or listed project; §9 price unit default
 */
export function displayPrice(p: PriceInput): { text: string; unit: string } {
  if (p.projectType === 1 || p.projectType === 2) return { text: SEE_SUB_ASSETS, unit: '' };
  if (p.startPrice === null || p.startPrice === undefined) return { text: NO_VALUE, unit: '' };
  return unitPriceText(Number(p.startPrice), { priceType: p.priceType, priceUnit: p.priceUnitName || p.priceUnit });
}

/** Coded listing state (§4 Project state text): what the badge colour and any other logic branch on. */
export type ProjectStateCode = 'enrolling' | 'preview' | 'ended' | 'dealDone' | 'enrolClosed' | 'subAssets' | 'none';

/** The wire's state text → code, matched by substring in this order (§4 Project state text). */
const PROJECT_STATES = [
  { code: 'enrolling', label: msg('正在报名') },
  { code: 'preview', label: msg('预披露') },
  { code: 'ended', label: msg('已结束') },
  { code: 'dealDone', label: msg('已成交') },
  { code: 'enrolClosed', label: msg('报名已截止') },
] as const satisfies ReadonlyArray<{ code: ProjectStateCode; label: string }>;

/** Listing state labels, matched by substring in this order (§4 Project state text). */
export const PROJECT_STATE_LABELS = PROJECT_STATES.map((s) => s.label);

/**
 * Code of a listed project's state: the first of PROJECT_STATES whose label `state` contains,
 * else 'none'; packages (projectType 1 or 2) are 'subAssets'.
 * @see §4 Project state text
 */
export function projectStateCode(state: string | null | undefined, projectType?: number | null): ProjectStateCode {
  if (projectType === 1 || projectType === 2) return 'subAssets';
  return (state && PROJECT_STATES.find((s) => state.includes(s.label))?.code) || 'none';
}

/** Source text of a state code (zh, show it with `t()`): its label, '详见子资产' for packages, '--' for none. */
export function projectStateLabel(code: ProjectStateCode): string {
  if (code === 'subAssets') return SEE_SUB_ASSETS;
  return PROJECT_STATES.find((s) => s.code === code)?.label ?? NO_VALUE;
}

/**
 * State label of a listed project in the active language: the first label of PROJECT_STATE_LABELS contained in
 * `state`, else '--'; packages (projectType 1 or 2) show '详见子资产'.
 * @see §4 Project state text
 */
export function projectStateText(state: string | null | undefined, projectType?: number | null): string {
  return t(projectStateLabel(projectStateCode(state, projectType)));
}

// Placeholder names some region tables use under municipalities ("北京市 / 市辖区 / 东城区"): data compared with the
// wire's region names, never shown.
// eslint-disable-next-line no-restricted-syntax -- region names of the data, not interface text
const PLACEHOLDER_REGIONS = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/**
 * province + city + county, skipping empty parts, placeholder names and a part equal to the one
 * before it, so a municipality does not read twice: ('重庆市', '重庆市', '渝中区') → '重庆市渝中区'.
 * @see §2 Latest listings (region column)
 */
export function regionText(r: { province?: string | null; city?: string | null; county?: string | null }): string {
  const parts: string[] = [];
  for (const raw of [r.province, r.city, r.county]) {
    const part = (raw ?? '').trim();
    if (!part || PLACEHOLDER_REGIONS.has(part) || part === parts[parts.length - 1]) continue;
    parts.push(part);
  }
  return parts.join('');
}

/** The exchange's time zone, in minutes east of UTC: Beijing time (UTC+8, no daylight saving). */
const BEIJING_OFFSET_MIN = 480;

/** A Date whose wall clock in the device's own zone reads Beijing time at the instant `ms` (epoch ms). */
function beijingWallClock(ms: number): Date {
  const shift = (at: number) => (BEIJING_OFFSET_MIN + new Date(at).getTimezoneOffset()) * 60_000;
  // The device's offset at the shifted wall time, not the instant's: right across a daylight-saving change too.
  return new Date(ms + shift(ms + shift(ms)));
}

/**
 * A date in `pattern` (dayjs tokens), in Beijing time whatever the device's zone (and the same in the server's render
 * and the browser's). Wire dates are Beijing-time 'YYYY-MM-DD HH:mm:ss' strings and are reformatted as they read;
 * numbers and Dates are instants (epoch ms), shown at Beijing's wall clock.
 * @returns '' for empty or unparseable values
 * @see §9 date format
 */
export function formatDate(value: string | number | Date | null | undefined, pattern = 'YYYY-MM-DD'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(typeof value === 'string' ? value : beijingWallClock(+value));
  return d.isValid() ? d.format(pattern) : '';
}

const BYTE_UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A file size for people: whole bytes under 1 KB ('512 B'), else KB, MB or GB (1024-based) to one decimal without a
 * trailing '.0' ('1.5 MB', '200 MB'). Negative or non-finite sizes read '0 B'.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Number.isFinite(bytes) && bytes > 0 ? Math.round(bytes) : 0} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${String(Number(value.toFixed(1)))} ${BYTE_UNITS[unit]}`;
}
