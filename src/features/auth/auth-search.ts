import { z } from 'zod';

// Query values arrive as strings; a number can still show up when code navigates with one.
const asString = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const text = (max: number) => z.preprocess(asString, z.string().trim().min(1).max(max)).optional().catch(undefined);

/**
 * `redirect`: the page to land on after login (§2). Kept as any short string here; it is made
 * safe (same-origin path only) with `safeRedirect` at the moment it is followed.
 */
export const redirectSearchSchema = z.object({ redirect: text(2000) });

/** The two login modes, as tabs in the URL. */
export const LOGIN_TABS = ['account', 'sms'] as const;
export type LoginTab = (typeof LOGIN_TABS)[number];

/** /login search: redirect, the login name to fill in (after registering) and the active tab. */
export const loginSearchSchema = redirectSearchSchema.extend({
  loginName: text(64),
  tab: z.enum(LOGIN_TABS).optional().catch(undefined),
});
export type LoginSearch = z.infer<typeof loginSearchSchema>;

/** /findAccountSuccess search: the masked login name and which kind of account was searched. */
export const findAccountSuccessSearchSchema = z.object({
  loginName: text(64),
  type: z.enum(['person', 'org']).optional().catch(undefined),
});
