import type { FilterGroup } from '@contract/lookups';
import type { ProjectSearch } from '@contract/projects';
import { DEFAULT_PAGE_SIZE, PROJECT_NATURES_LISTED } from '@contract/constants';
import { optionalMatch, optionalText, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';
import { msg, t } from '@/i18n';

/**
 * URL state of /project (§2 Project list). Every field falls back instead of failing, so a
 * hand-edited or outdated link still renders the list. Filter values stay strings, exactly as the
 * filter options (FilterGroup.options[].value) carry them.
 */
export const projectListSearchSchema = searchSchema({
  q: optionalText(50),
  operationId: optionalMatch(/^\d{1,18}$/),
  parentId: optionalMatch(/^\d{1,18}$/),
  demandPurpose: optionalMatch(/^\d{1,4}$/),
  transferType: optionalMatch(/^\d{1,4}$/),
  province: optionalMatch(/^\d{2}$/),
  investmentBand: optionalMatch(/^[1-4]$/),
  status: optionalMatch(/^(1|2|3|4|7)$/),
  current: pageNumber(100000, 1),
  size: pageNumber(100, DEFAULT_PAGE_SIZE),
});
/** Validated /project search params. */
export type ProjectListSearch = SearchOf<typeof projectListSearchSchema.fields>;

/** Values dropped from the URL because they are the defaults (clean, shareable links). */
export const PROJECT_SEARCH_DEFAULTS = { current: 1, size: DEFAULT_PAGE_SIZE } as const;

/** Search fields a filter panel row can set (FilterGroup.field). */
export const FILTER_FIELDS = ['operationId', 'demandPurpose', 'transferType', 'province', 'investmentBand', 'status'] as const;
/** One of {@link FILTER_FIELDS}. */
export type FilterField = (typeof FILTER_FIELDS)[number];

/** Area units the listings use, shown in the active language with `t(unit)`; other units (counting words) show as sent. */
export const AREA_UNITS = [msg('亩'), msg('平方米'), msg('公里')];

/**
 * An area with its unit in the active language ('58.5 mu'), or '--'. `data` is true when the unit has no translation
 * (the text is then shown as sent and marked not to translate). Call it when rendering.
 */
export function areaText(area: number | null | undefined, unit: string): { text: string; data: boolean } {
  if (area == null) return { text: '--', data: false };
  const shown = t(unit);
  return { text: t('{area}{unit}', { area, unit: shown }), data: shown === unit };
}

/**
 * Names the server gives the filter groups (blade-desk/filter-query-config/open-list), marked so the panel shows them
 * in the active language with `t(group.name)`; a name not listed here shows as sent.
 */
export const FILTER_GROUP_NAMES = [msg('资产类型'), msg('土地用途'), msg('流转方式'), msg('所在地区'), msg('投资额'), msg('项目状态')];

/**
 * A server-sent filter name or option in the active language: its translation when the catalogues know it (group
 * names, status and amount bands), else as sent (`data` true: a category, place or dictionary value).
 */
export function filterText(text: string): { text: string; data: boolean } {
  const shown = t(text);
  return { text: shown, data: shown === text };
}

/** Narrows a server-sent group field to one the URL knows. */
export function isFilterField(field: string): field is FilterField {
  return (FILTER_FIELDS as readonly string[]).includes(field);
}

/**
 * Next URL state after choosing `value` ('' = 不限) in the `field` row: the page goes back to 1
 * (style.md) and choosing an asset type drops the parentId that came with a home shortcut.
 */
export function applyFilter<T extends Partial<ProjectListSearch>>(prev: T, field: FilterField, value: string): T {
  const next: T = { ...prev, [field]: value || undefined, current: undefined };
  if (field === 'operationId') next.parentId = undefined;
  return next;
}

/** URL state with every filter and the keywords removed (清空筛选); the page size is kept. */
export function clearFilters<T extends Partial<ProjectListSearch>>(prev: T): T {
  const next: T = { ...prev, q: undefined, parentId: undefined, current: undefined };
  for (const f of FILTER_FIELDS) next[f] = undefined;
  return next;
}

/** One removable chip of the selected filters. `field` 'q' is the keyword chip. */
export interface FilterChip {
  field: FilterField | 'q';
  label: string;
}

/**
 * Chips for the selected filters, labelled `组名：选项` from the filter panels (raw value if unknown), in the active
 * language: call it when rendering.
 */
export function selectedChips(search: Partial<ProjectListSearch>, groups: FilterGroup[]): FilterChip[] {
  const chips: FilterChip[] = search.q ? [{ field: 'q', label: t('关键词：{q}', { q: search.q }) }] : [];
  for (const field of FILTER_FIELDS) {
    const value = search[field];
    if (!value) continue;
    const group = groups.find((g) => g.field === field);
    const option = group?.options.find((o) => o.value === value);
    chips.push({ field, label: t('{group}：{option}', { group: group ? t(group.name) : t('筛选'), option: option ? t(option.label) : value }) });
  }
  return chips;
}

/**
 * The POST dscq-project/search/page body for a URL state (§7: size, current, projectNatures and the filters):
 * always the natures the list shows ({@link PROJECT_NATURES_LISTED}, "0,5,49"); empty filters are left out.
 */
export function toSearchRequest(search: Partial<ProjectListSearch>): Partial<ProjectSearch> {
  const body: Partial<ProjectSearch> = {
    current: search.current ?? PROJECT_SEARCH_DEFAULTS.current,
    size: search.size ?? PROJECT_SEARCH_DEFAULTS.size,
    projectNatures: PROJECT_NATURES_LISTED.join(','),
  };
  if (search.q) body.q = search.q;
  if (search.parentId) body.parentId = search.parentId;
  for (const field of FILTER_FIELDS) {
    const value = search[field];
    if (!value) continue;
    if (field === 'status') body.status = Number(value);
    else if (field === 'investmentBand') body.investmentBand = value as ProjectSearch['investmentBand'];
    else body[field] = value;
  }
  return body;
}
