import { msg } from './i18n';
// The detail page's rich-text tabs, without zod (the portal's route search params read them); re-exported by
// project-detail.ts.

/**
 * The rich-text tabs, each served at `${DETAIL_PATHS.section}/${key}` (GET ?assetsId=): 标的情况, 转出方信息, 处置方式,
 * 交易须知, 风险提示, 竞价公告, 信息披露, 补充披露, 评估信息, 目录内容.
 */
export const DETAIL_SECTIONS = {
  subject: msg('标的情况'), transferor: msg('转出方信息'), disposal: msg('处置方式'), 'trade-notice': msg('交易须知'), 'risk-warning': msg('风险提示'),
  'bid-announcement': msg('竞价公告'), disclosure: msg('信息披露'), supplement: msg('补充披露'), evaluation: msg('评估信息'), catalogue: msg('目录内容'),
} as const;
export type DetailSection = keyof typeof DETAIL_SECTIONS;
export const DETAIL_SECTION_KEYS = Object.keys(DETAIL_SECTIONS) as DetailSection[];

/** Tabs a directional project shows only to callers who entered its code (or enrolled); attachments too. */
export const RESTRICTED_SECTIONS: readonly DetailSection[] = ['evaluation', 'catalogue', 'supplement'];
