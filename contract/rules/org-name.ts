import { msg } from '../i18n';
/**
 * Organisation name as printed on a business licence (营业执照 名称): Chinese, letters, digits and the brackets,
 * dots and dashes registered names use, 2–64 characters (the account's display name holds at most 64).
 */
export const ORG_NAME_MESSAGES = {
  empty: msg('机构名称不能为空'),
  length: msg('机构名称须为2-64个字符'),
  chars: msg('机构名称只能包含汉字、字母、数字、括号、“·”和“-”'),
} as const;

const ALLOWED = /^[\u3400-\u9fff\u{20000}-\u{323af}A-Za-z0-9（）()·\-&． .]+$/u;

/**
 * @returns null for e.g. '福州市晋安区宦溪镇某某村股份经济合作社', else one of {@link ORG_NAME_MESSAGES}
 * @see §6 organisation verification
 */
export function orgNameError(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return ORG_NAME_MESSAGES.empty;
  const n = Array.from(v).length;
  if (n < 2 || n > 64) return ORG_NAME_MESSAGES.length;
  return ALLOWED.test(v) ? null : ORG_NAME_MESSAGES.chars;
}

/** Names compare equal when they differ only in spaces or in full-width vs half-width brackets. */
export const orgNameKey = (value: string): string =>
  value.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');
