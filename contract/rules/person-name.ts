import { msg } from '../i18n';
/**
 * §5 Name (姓名): 2–4 Chinese characters, extended for the names of ethnic minorities, which are written as
 * segments of Chinese characters joined by the middle dot '·' (U+00B7), e.g. 阿卜杜·热合曼, 买买提·艾力·吐尔逊.
 * A dotted name has 2 or more segments of at least 1 character each, single dots only, none at either end,
 * and at most 15 characters in all (dots included) — the longest name the 居民身份证 name field holds on one line.
 * Look-alike dots that input methods produce (• U+2022, ・ U+30FB, ･ U+FF65, ● U+25CF, ． U+FF0E, . ) are read as '·'.
 */
export const PERSON_NAME_MESSAGES = {
  empty: msg('姓名不能为空'),
  chars: msg('姓名只能包含汉字（少数民族姓名可用“·”分隔）'),
  length: msg('姓名须为2-4个汉字'),
  dots: msg('“·”只能用在两段汉字之间，且不能连续'),
  dottedLength: msg('少数民族姓名不能超过15个字符'),
} as const;

/** Longest dotted name, in characters including the dots. */
export const DOTTED_NAME_MAX = 15;

// Han ideographs: URO, Extension A, and Extensions B–H (supplementary plane, hence the u flag and code points).
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\u{20000}-\\u{323af}';
const HAN_ONLY = new RegExp(`^[${HAN}]+$`, 'u');
const HAN_OR_DOT = new RegExp(`^[${HAN}·]+$`, 'u');
const LOOKALIKE_DOTS = /[\u2022\u30fb\uff65\u25cf\uff0e.]/g;

/** Trims, drops inner spaces and turns look-alike dots into '·' (U+00B7): the form to validate and store. */
export function normalisePersonName(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').replace(LOOKALIKE_DOTS, '·');
}

/**
 * §5 Name, with the ethnic-minority extension described above. The value is normalised first
 * ({@link normalisePersonName}).
 * @returns null when valid, else 姓名不能为空 / 姓名只能包含汉字（…） / 姓名须为2-4个汉字 /
 *   “·”只能用在两段汉字之间，且不能连续 / 少数民族姓名不能超过15个字符
 * @see §5 Name
 */
export function personNameError(value: string | null | undefined): string | null {
  const v = normalisePersonName(value);
  if (!v) return PERSON_NAME_MESSAGES.empty;
  if (!HAN_OR_DOT.test(v)) return PERSON_NAME_MESSAGES.chars;
  const chars = Array.from(v).length;
  if (!v.includes('·')) return chars >= 2 && chars <= 4 ? null : PERSON_NAME_MESSAGES.length;
  if (!v.split('·').every((segment) => HAN_ONLY.test(segment))) return PERSON_NAME_MESSAGES.dots;
  return chars <= DOTTED_NAME_MAX ? null : PERSON_NAME_MESSAGES.dottedLength;
}

/** True when {@link personNameError} finds nothing. */
export const isPersonName = (value: string | null | undefined): boolean => personNameError(value) === null;
