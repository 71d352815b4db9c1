import { isRegionCode } from './region-code';
import { msg } from '../i18n';

/**
 * 统一社会信用代码 (unified social credit code, GB 32100-2015): 18 characters from a 31-character set (digits and
 * upper-case letters without I, O, Z, S, V):
 *   1     registration authority (登记管理部门代码)      2    organisation type (机构类别代码)
 *   3–8   administrative division of the registering office (GB/T 2260; '100000' for national registrations)
 *   9–17  organisation code (组织机构代码, GB 11714)      18   check character, weighted mod 31
 * The organisation code's own GB 11714 check digit is not enforced: codes issued to 个体工商户 and some
 * re-registered bodies do not follow it, and the mod-31 character already catches typing errors.
 */
export const CREDIT_CODE_MESSAGES = {
  empty: msg('统一社会信用代码不能为空'),
  length: msg('统一社会信用代码长度不为18位'),
  charset: msg('统一社会信用代码只能包含数字和大写字母（不含I、O、Z、S、V）'),
  authority: msg('统一社会信用代码的登记管理部门代码错误'),
  orgType: msg('统一社会信用代码的机构类别代码错误'),
  region: msg('统一社会信用代码的登记管理机关行政区划码错误'),
  checksum: msg('统一社会信用代码校验位错误'),
} as const;

/** The 31 code characters in value order (value = index). */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * Organisation type codes allowed after each registration authority code (GB 32100-2015 table 1):
 * 1 编制 (1 机关, 2 事业单位, 3 编办管理的群众团体, 9 其他), 2 外交, 3 司法行政, 4 文化, 5 民政 (1 社会团体,
 * 2 民办非企业单位, 3 基金会), 6 旅游, 7 宗教, 8 工会, 9 市场监管 (1 企业, 2 个体工商户, 3 农民专业合作社),
 * A 军队, N 农业农村 (1 组级, 2 村级, 3 乡镇级集体经济组织, 9 其他), Y 其他 (1).
 */
export const CREDIT_CODE_ORG_TYPES: Record<string, string> = {
  '1': '1239', '2': '19', '3': '123459', '4': '19', '5': '1239', '6': '129', '7': '129', '8': '19', '9': '123',
  A: '19', N: '1239', Y: '1',
};

/**
 * The check character of the first 17 characters: C18 = 31 − (Σ value(ci) × 3^(i−1) mod 31) mod 31, where
 * 3^(i−1) mod 31 gives the weights 1, 3, 9, 27, 19, 26, …, 28.
 * @param first17 17 characters of {@link CREDIT_CODE_CHARSET}
 * @throws Error for any other input (a programming error)
 */
export function creditCodeCheckChar(first17: string): string {
  if (first17.length !== 17) throw new Error('creditCodeCheckChar needs 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17[i]);
    if (value < 0) throw new Error(`creditCodeCheckChar: '${first17[i]}' is not a code character`);
    sum += value * WEIGHTS[i];
  }
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31];
}

const SHAPE = new RegExp(`^[${CREDIT_CODE_CHARSET}]{18}$`);

/**
 * Unified social credit code. Surrounding spaces are ignored and letters are upper-cased first (people copy codes
 * in lower case). Checks, in order: empty → length 18 → character set → registration authority → organisation type
 * for that authority → division code (union of GB/T 2260 revisions, or '100000') → check character.
 * @returns null when valid, else the first failing message of {@link CREDIT_CODE_MESSAGES}
 * @see GB 32100-2015; §7 business-licence check
 */
export function creditCodeError(value: string | null | undefined): string | null {
  const v = normaliseCreditCode(value ?? '');
  if (!v) return CREDIT_CODE_MESSAGES.empty;
  if (v.length !== 18) return CREDIT_CODE_MESSAGES.length;
  if (!SHAPE.test(v)) return CREDIT_CODE_MESSAGES.charset;
  const types = CREDIT_CODE_ORG_TYPES[v[0]];
  if (!types) return CREDIT_CODE_MESSAGES.authority;
  if (!types.includes(v[1])) return CREDIT_CODE_MESSAGES.orgType;
  const region = v.slice(2, 8);
  if (region !== '100000' && !isRegionCode(region)) return CREDIT_CODE_MESSAGES.region;
  if (creditCodeCheckChar(v.slice(0, 17)) !== v[17]) return CREDIT_CODE_MESSAGES.checksum;
  return null;
}

/** True when {@link creditCodeError} finds nothing. */
export const isCreditCode = (value: string | null | undefined): boolean => creditCodeError(value) === null;

/** The stored form: trimmed, inner spaces removed, upper-cased. */
export const normaliseCreditCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
