import type { ContractState } from '@contract/trade-contract-paths';
import { enumOr, optionalMatch, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';

/**
 * URL state of the contract pages (§2 /myContract, /usercenter/contract/*). Every field falls back instead of
 * failing: an unknown state shows 全部, a malformed id renders the page's 合同不存在 state.
 */

/**
 * The /myContract tabs: 全部 then every contract state (CONTRACT_STATES). Spelled out rather than imported: this file is
 * part of the entry chunk (route search schemas), and importing the paths module would pull all of it (endpoints,
 * labels, limits) into every page's first download; the type check below fails when a state is missing.
 */
export const CONTRACT_TABS = ['all', 'confirming', 'awaiting_signature', 'signing', 'signed', 'void'] as const satisfies readonly ('all' | ContractState)[];
export type ContractTab = (typeof CONTRACT_TABS)[number];
type MissingTab = Exclude<ContractState, ContractTab>;
/** Compile-time: every contract state has its tab. */
export const EVERY_STATE_HAS_A_TAB: [MissingTab] extends [never] ? true : MissingTab = true;

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
