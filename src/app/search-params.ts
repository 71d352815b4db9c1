/**
 * Plain query-string (de)serialisation for the router. The router's default JSON encoding would
 * turn `operationId=12` into a number and write string ids back as `%2212%22`; the portal's URLs
 * are shared and bookmarked (/project?operationId=12, /hall?projectActive=2), so every value
 * stays a plain string and the route schemas coerce what they need.
 */

/** `?a=1&b=x` → `{ a: '1', b: 'x' }`; a repeated key becomes an array of strings. */
export function parseSearch(search: string): Record<string, unknown> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/**
 * `{ a: 1, b: undefined, c: '' }` → `?a=1`. Empty, null and undefined values are dropped so default
 * filters never show in the URL; arrays repeat the key; objects are JSON-encoded as a last resort.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      params.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  const str = params.toString();
  return str ? `?${str}` : '';
}
