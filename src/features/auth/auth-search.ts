import { optionalEnum, optionalText, searchSchema, type SearchOf } from '@/lib/search-fields';

/**
 * `redirect`: the page to land on after login (§2). Kept as any short string here; it is made
 * safe (same-origin path only) with `safeRedirect` at the moment it is followed.
 */
export const redirectSearchSchema = searchSchema({ redirect: optionalText(2000, 1) });

/** The two login modes, as tabs in the URL. */
export const LOGIN_TABS = ['account', 'sms'] as const;
export type LoginTab = (typeof LOGIN_TABS)[number];

/** /login search: redirect, the login name to fill in (after registering) and the active tab. */
export const loginSearchSchema = searchSchema({
  ...redirectSearchSchema.fields,
  loginName: optionalText(64, 1),
  tab: optionalEnum(LOGIN_TABS),
});
export type LoginSearch = SearchOf<typeof loginSearchSchema.fields>;

/** /findAccountSuccess search: the masked login name and which kind of account was searched. */
export const findAccountSuccessSearchSchema = searchSchema({
  loginName: optionalText(64, 1),
  type: optionalEnum(['person', 'org']),
});
