/**
 * Help-centre endpoints and limits, without zod (the route search schemas in the portal's entry chunk read them;
 * bench/README.md "Web: initial JS"); re-exported by help.ts.
 *
 * The help centre (§2 /helpCenter, /helpCenterDetail): categories with their article titles, one article, and a
 * keyword search. Articles are the news of the 帮助中心 plate (code BZZX, the footer's links) and of its category
 * plates (codes `BZZX-…`), so a footer link's newsId is a help article id. Paths are relative to the `/api/` base.
 */
export const HELP_PATHS = {
  /** GET — no params. Answer: HelpCategory[] in display order. */
  categories: 'dscq-content/help/categories',
  /** GET — params id. Answer: HelpArticleDetail; 404 '帮助文章不存在'. */
  article: 'dscq-content/help/article',
  /** GET — params keyword (1–50 chars), size (default 20, max 50). Answer: HelpSearchHit[]. */
  search: 'dscq-content/help/search',
} as const;

/** Longest keyword the help search takes, in characters. */
export const HELP_KEYWORD_MAX = 50;
/** Default and largest number of help search hits. */
export const HELP_SEARCH_SIZE = { default: 20, max: 50 } as const;

