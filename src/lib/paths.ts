/**
 * Hrefs of pages addressed by data (ids in the path or query). Kept in one place because several
 * features link to the same detail pages and the paths are fixed by §2.
 */

/** Minimal project shape needed to pick its detail page. */
export interface ProjectLinkTarget {
  id: string;
  projectType: number;
  projectNature?: number;
}

/**
 * Detail page of a project (§2 Latest listings): projectNature 0 or 5 → /projectDetail, otherwise
 * projectType 1 (package) → /projectPkg, anything else → /projectDetail. Ids are 32-char hex, so
 * no escaping is needed.
 */
export function projectHref(p: ProjectLinkTarget): string {
  if (p.projectNature === 0 || p.projectNature === 5) return `/projectDetail/${p.id}.html`;
  return p.projectType === 1 ? `/projectPkg/${p.id}.html` : `/projectDetail/${p.id}.html`;
}

/** Notice detail (§2 /noticeDetail takes `id`). */
export function noticeHref(id: string): string {
  return `/noticeDetail?id=${encodeURIComponent(id)}`;
}

/** /newsDetailZxdt?newsId= (§2 "Notice detail link target"): the notice `newsId` read from the notice box's source. */
export function zxdtHref(newsId: string): string {
  return `/newsDetailZxdt?newsId=${encodeURIComponent(newsId)}`;
}

/** The section whose detail page shows a news article. */
export type NewsKind = 'xwzx' | 'gywm' | 'zcfg' | 'help';

/**
 * Which section's detail page opens the articles of a plate (§2 detail routes), by its plate code: ZCFG… →
 * 政策法规, GYWM… → 关于我们, BZZX… (the help categories) → 帮助中心, any other plate (XWZX, XWZX-JYDT, GZDT,
 * branch, …) → 新闻中心. The one rule behind every news link: home panel, carousels, plate lists, footer.
 */
export function newsKindOfPlate(plateCode: string): NewsKind {
  const code = plateCode.toUpperCase();
  if (code.startsWith('ZCFG')) return 'zcfg';
  if (code.startsWith('GYWM')) return 'gywm';
  if (code.startsWith('BZZX')) return 'help';
  return 'xwzx';
}

/** Detail page of article `newsId` of the plate coded `plateCode` (see {@link newsKindOfPlate}). */
export function newsDetailHref(plateCode: string, newsId: string): string {
  return newsHref(newsKindOfPlate(plateCode), newsId);
}

/** Article detail pages per section (§2: /newsDetailXwzx, /newsDetailGywm, /newsDetailZcfg, /helpCenterDetail). */
export function newsHref(kind: NewsKind, newsId: string): string {
  const base = { xwzx: '/newsDetailXwzx', gywm: '/newsDetailGywm', zcfg: '/newsDetailZcfg', help: '/helpCenterDetail' }[kind];
  return `${base}?newsId=${encodeURIComponent(newsId)}`;
}

/** Login page with the page to come back to (§2 "The login link passes the current path as redirect"). */
export function loginHref(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}

/** True for http(s) URLs that must open outside the app. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

/** Pages that must never be the target of a post-login or post-unlock redirect (they would loop). */
const NO_RETURN = /^\/(login|lock)(?=[/?#]|$)/;

/**
 * The `redirect` search value made safe to navigate to (§2 "After login the user lands on the
 * redirect target"): only a same-origin absolute path is kept — no scheme, no protocol-relative
 * `//host`, no backslash tricks (`/\host`), no control characters, not /login or /lock again.
 * Anything else gives `fallback` (/index).
 */
export function safeRedirect(raw: unknown, fallback = '/index'): string {
  if (typeof raw !== 'string') return fallback;
  const v = raw.trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.includes('\\') || /\p{Cc}/u.test(v)) return fallback;
  try {
    // Resolving against a dummy origin catches anything the browser would send elsewhere.
    const url = new URL(v, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return NO_RETURN.test(path) ? fallback : path;
  } catch {
    return fallback;
  }
}
