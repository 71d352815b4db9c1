import { enumOr, searchSchema, type SearchOf } from '@/lib/search-fields';
import { msg } from '@/i18n';
import { DETAIL_SECTIONS, type DetailSection } from '@contract/detail-sections';

/** A tab of the detail page: a rich-text section of the asset-detail family or one of the structured tabs. */
export type DetailTabKey = 'base' | 'announcement' | 'materials' | 'attachments' | DetailSection;

const section = (key: DetailSection) => ({ key, title: DETAIL_SECTIONS[key] as string });

/**
 * Tabs in display order (the asset-detail family, §7 Projects): 基本信息, 项目公告, the rich-text
 * sections, 报名材料 and 附件下载 in between, 评估信息 and 目录内容 last. Titles are source messages: show them with `t(title)`.
 */
export const DETAIL_TABS: { key: DetailTabKey; title: string }[] = [
  { key: 'base', title: msg('基本信息') },
  { key: 'announcement', title: msg('项目公告') },
  section('subject'),
  section('transferor'),
  section('disposal'),
  section('trade-notice'),
  section('risk-warning'),
  section('bid-announcement'),
  section('disclosure'),
  { key: 'materials', title: msg('报名材料') },
  section('supplement'),
  { key: 'attachments', title: msg('附件下载') },
  section('evaluation'),
  section('catalogue'),
];

const TAB_KEYS = DETAIL_TABS.map((t) => t.key) as [DetailTabKey, ...DetailTabKey[]];

/** The default tab, dropped from the URL. */
export const DEFAULT_DETAIL_TAB: DetailTabKey = 'base';

/**
 * URL state of the detail pages: `tab` (design.md "The URL holds filters, tabs and paging"); an
 * unknown tab falls back to 基本信息 instead of failing.
 */
export const detailSearchSchema = searchSchema({
  tab: enumOr(TAB_KEYS, DEFAULT_DETAIL_TAB),
});
/** Validated detail-page search params. */
export type DetailSearch = SearchOf<typeof detailSearchSchema.fields>;

/** Whether `key` is a rich-text section served at assets-detail/{key}. */
export const isSectionTab = (key: DetailTabKey): key is DetailSection => key in DETAIL_SECTIONS;
