import { SETTLEMENT_STATUSES, type SettlementStatus } from '@contract/settlement-paths';
import { enumOr, optionalMatch, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';

/**
 * URL state of the settlement pages (§2 /projectSettlement /projectSettleDetail /settleDetailPayInfo). Every field
 * falls back instead of failing: an unknown tab shows 全部, a malformed id renders the page's not-found state.
 */
const TABS = ['all', ...SETTLEMENT_STATUSES] as const;

/** /projectSettlement: the status tab ('all' default) and the 1-based page. */
export const settlementListSearchSchema = searchSchema({ status: enumOr(TABS, 'all'), current: pageNumber(100000, 1) });
export type SettlementListSearch = SearchOf<typeof settlementListSearchSchema.fields>;
export const SETTLEMENT_LIST_SEARCH_DEFAULTS = { status: 'all', current: 1 } as const;

/** /projectSettleDetail and /settleDetailPayInfo: the settlement id. */
export const settlementIdSearchSchema = searchSchema({ id: optionalMatch(/^\d{1,19}$/) });
export type SettlementIdSearch = SearchOf<typeof settlementIdSearchSchema.fields>;

/** The status tabs in order, with 全部 first. */
export const SETTLEMENT_TABS: ReadonlyArray<SettlementStatus | 'all'> = TABS;

export const settlementDetailHref = (id: string) => `/projectSettleDetail?id=${encodeURIComponent(id)}`;
export const settlementPayHref = (id: string) => `/settleDetailPayInfo?id=${encodeURIComponent(id)}`;
export const contractHref = (id: string) => `/usercenter/contract/edit?id=${encodeURIComponent(id)}`;
