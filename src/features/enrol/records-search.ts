import { DEPOSIT_TABS } from '@contract/payment-paths';
import type { DepositTab } from '@contract/payment';
import { MY_PROJECT_TABS } from '@contract/usercentre-paths';
import { enumOr, optionalEnum, optionalMatch, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';

/**
 * URL state of the user's record pages (§2 /myProject /enrollDetail /myDeposit /depositDetail /depositAddPayInfo).
 * Every field falls back instead of failing, so an outdated link still renders: an unknown tab shows 全部, a malformed
 * id or order number renders the page's not-found state.
 */

const DEPOSIT_TAB_KEYS = Object.keys(DEPOSIT_TABS) as [DepositTab, ...DepositTab[]];
const ORDER_NO = /^BZJ\d{18}$/;

/** /myProject: the tab (MY_PROJECT_TABS, 全部 default) and the 1-based page. */
export const myProjectSearchSchema = searchSchema({ tab: enumOr(MY_PROJECT_TABS, 'all'), current: pageNumber(100000, 1) });
export type MyProjectSearch = SearchOf<typeof myProjectSearchSchema.fields>;
export const MY_PROJECT_SEARCH_DEFAULTS = { tab: 'all', current: 1 } as const;

/** /enrollDetail: the enrolment id, and the /myProject tab the back link returns to. */
export const enrolmentDetailSearchSchema = searchSchema({ id: optionalMatch(/^\d{1,19}$/), tab: optionalEnum(MY_PROJECT_TABS) });
export type EnrolmentDetailSearch = SearchOf<typeof enrolmentDetailSearchSchema.fields>;

/** /myDeposit: the tab (DEPOSIT_TABS, 全部 default) and the 1-based page. */
export const depositSearchSchema = searchSchema({ tab: enumOr(DEPOSIT_TAB_KEYS, 'all'), current: pageNumber(100000, 1) });
export type DepositSearch = SearchOf<typeof depositSearchSchema.fields>;
export const DEPOSIT_SEARCH_DEFAULTS = { tab: 'all', current: 1 } as const;

/** /depositDetail and /depositAddPayInfo: the order number (BZJ + 18 digits). */
export const orderNoSearchSchema = searchSchema({ orderNo: optionalMatch(ORDER_NO) });
export type OrderNoSearch = SearchOf<typeof orderNoSearchSchema.fields>;

/** /myProject with `tab` (全部 and page 1 stay out of the URL). */
export const myProjectHref = (tab?: string): string => (tab && tab !== 'all' ? `/myProject?tab=${tab}` : '/myProject');
/** /enrollDetail of enrolment `id`, remembering the list tab to come back to. */
export const enrolmentDetailHref = (id: string, tab?: string): string =>
  `/enrollDetail?id=${encodeURIComponent(id)}${tab && tab !== 'all' ? `&tab=${tab}` : ''}`;
/** /depositDetail of an order. */
export const depositDetailHref = (orderNo: string): string => `/depositDetail?orderNo=${encodeURIComponent(orderNo)}`;
/** /depositAddPayInfo of an order: add or replace its transfer proof. */
export const depositProofHref = (orderNo: string): string => `/depositAddPayInfo?orderNo=${encodeURIComponent(orderNo)}`;
/** The cashier of an order: pay it. */
export const cashierHref = (orderNo: string): string => `/cashierDesk?orderNo=${encodeURIComponent(orderNo)}`;
