/**
 * Where the portal reports page views (§2 App shell: "Page views are reported to a statistics service on each route
 * change"). Without zod for the portal's entry chunk; re-exported by statistics.ts.
 */
export const PAGE_VIEW_PATH = 'dscq-system/statistics/page-view';
