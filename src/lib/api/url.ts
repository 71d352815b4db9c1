/**
 * Full request URL for `url`: absolute URLs and paths under `apiBase` or `bidBase` are kept,
 * anything else is taken relative to `apiBase` (a leading '/' is tolerated, §7 "Most paths are
 * relative to the /api/ base, with some written with the base prefix").
 */
export function resolveUrl(url: string, apiBase: string, bidBase: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  if (url.startsWith(base)) return url;
  const bid = bidBase.replace(/\/+$/, '');
  if (bid && (url === bid || url.startsWith(`${bid}/`))) return url;
  return base + url.replace(/^\/+/, '');
}

/**
 * Query string for `params` ('' when empty, else '?a=1&b=2' or '&…' when `url` has one already).
 * undefined and null are skipped; arrays are joined with commas, the way the server reads
 * list parameters such as `projectNatures=0,5,49`.
 */
export function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = search.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}
