import { msg } from '../i18n';
/**
 * Organisation types a rural exchange deals with (§6 organisation verification), and which unified social
 * credit code prefixes (registration authority + organisation type, GB 32100-2015) are consistent with each.
 */
export const ORG_TYPES = [msg('企业法人'), msg('农民专业合作社'), msg('村集体经济组织'), msg('个体工商户'), msg('机关事业单位'), msg('社会团体'), msg('其他')] as const;
export type OrgType = (typeof ORG_TYPES)[number];

/** The type-vs-credit-code message per type, written out so the portal's catalogue has each one. */
const MISMATCH_MESSAGES: Record<OrgType, string> = {
  企业法人: msg('统一社会信用代码与机构类型“企业法人”不符'),
  农民专业合作社: msg('统一社会信用代码与机构类型“农民专业合作社”不符'),
  村集体经济组织: msg('统一社会信用代码与机构类型“村集体经济组织”不符'),
  个体工商户: msg('统一社会信用代码与机构类型“个体工商户”不符'),
  机关事业单位: msg('统一社会信用代码与机构类型“机关事业单位”不符'),
  社会团体: msg('统一社会信用代码与机构类型“社会团体”不符'),
  其他: msg('统一社会信用代码与机构类型“其他”不符'),
};

export const ORG_TYPE_MESSAGES = {
  empty: msg('机构类型不能为空'),
  unknown: msg('机构类型只能是企业法人、农民专业合作社、村集体经济组织、个体工商户、机关事业单位、社会团体、其他之一'), // lists ORG_TYPES
  /** 统一社会信用代码与机构类型“<orgType>”不符 (the catalogued message of one of {@link ORG_TYPES}). */
  mismatch: (orgType: string): string => MISMATCH_MESSAGES[orgType as OrgType] ?? `统一社会信用代码与机构类型“${orgType}”不符`,
} as const;

/** Credit-code prefixes (first two characters) per type; '其他' accepts any valid code. */
const PREFIXES: Record<OrgType, readonly string[] | null> = {
  企业法人: ['91'],
  农民专业合作社: ['93'],
  村集体经济组织: ['N1', 'N2', 'N3', 'N9'],
  个体工商户: ['92'],
  机关事业单位: ['11', '12', 'A1'],
  社会团体: ['13', '51'],
  其他: null,
};

/**
 * @returns null when `value` is one of {@link ORG_TYPES}, else 机构类型不能为空 / 机构类型只能是…之一
 */
export function orgTypeError(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return ORG_TYPE_MESSAGES.empty;
  return (ORG_TYPES as readonly string[]).includes(v) ? null : ORG_TYPE_MESSAGES.unknown;
}

/**
 * Whether a (valid) credit code fits the organisation type: 企业法人 91…, 农民专业合作社 93…, 村集体经济组织 N1/N2/N3/N9…,
 * 个体工商户 92…, 机关事业单位 11/12/A1…, 社会团体 13/51…, 其他 anything.
 * @returns null when consistent, else 统一社会信用代码与机构类型“…”不符
 */
export function orgTypeMismatch(orgType: OrgType, creditCode: string): string | null {
  const prefixes = PREFIXES[orgType];
  if (!prefixes) return null;
  return prefixes.includes(creditCode.trim().toUpperCase().slice(0, 2)) ? null : ORG_TYPE_MESSAGES.mismatch(orgType);
}
