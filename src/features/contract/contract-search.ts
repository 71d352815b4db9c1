import { CONTRACT_STATES } from '@contract/trade-contract-paths';
import { enumOr, optionalMatch, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';

/**
 * URL state of the contract pages (§2 /myContract, /usercenter/contract/*). Every field falls back instead of
 * failing: an unknown state shows 全部, a malformed id renders the page's 合同不存在 state.
 */

/** The /myContract tabs: 全部 then every contract state. */
export const CONTRACT_TABS = ['all', ...CONTRACT_STATES] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];

/** /myContract: the state tab (全部 default) and the 1-based page. */
export const contractListSearchSchema = searchSchema({ state: enumOr(CONTRACT_TABS, 'all'), current: pageNumber(100000, 1) });
export type ContractListSearch = SearchOf<typeof contractListSearchSchema.fields>;
export const CONTRACT_LIST_DEFAULTS = { state: 'all', current: 1 } as const;

/** Every /usercenter/contract/* page: the contract id (numeric string). */
export const contractIdSearchSchema = searchSchema({ id: optionalMatch(/^\d{1,19}$/) });
export type ContractIdSearch = SearchOf<typeof contractIdSearchSchema.fields>;

const versionNumber = pageNumber(100000, 0);
const optionalVersion = (raw: unknown): number | undefined => versionNumber(raw) || undefined;

/** The workspace: the contract id and, optionally, the two versions to compare (older `from`, newer `to`). */
export const contractEditSearchSchema = searchSchema({ ...contractIdSearchSchema.fields, from: optionalVersion, to: optionalVersion });

/** The pages of one contract, by name (the routes under /usercenter/contract/). */
export type ContractPage = 'edit' | 'onlineEdit' | 'confirm' | 'signatoryList' | 'addSignatory' | 'sign';

/** The href of one of a contract's pages. */
export const contractHref = (page: ContractPage, id: string): string => `/usercenter/contract/${page}?id=${encodeURIComponent(id)}`;

/** The workspace comparing versions `from` and `to`. */
export const compareHref = (id: string, from: number, to: number): string => `${contractHref('edit', id)}&from=${from}&to=${to}`;
