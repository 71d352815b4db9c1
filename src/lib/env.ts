/**
 * Build-time settings of the portal (§9 "Environment settings"), read from `import.meta.env`.
 * They differ per environment (development, test, production), so they are validated once at
 * start-up: a bad deployment fails loudly with every problem listed instead of one at a time.
 */

// Vite turns an unset-but-declared variable into '' — treat that as "use the default".
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const isPathOrUrl = (v: string) => v.startsWith('/') || /^https?:\/\//i.test(v);

/**
 * One variable: `check` answers whether a given string is acceptable; an unset value (undefined, or '' when
 * `emptyIsUnset`) takes `fallback`. Plain checks rather than zod: this module is in the entry chunk of every page
 * (bench/README.md "Web: initial JS").
 */
interface Setting {
  fallback: string;
  check: (v: string) => boolean;
  message: string;
  emptyIsUnset?: boolean;
}

const settings = {
  VITE_CLIENT_ID: { fallback: 'nccq-web', check: (v) => /^[\w.-]+$/.test(v), message: 'client id may contain letters, digits, _ . - only', emptyIsUnset: true },
  VITE_API_BASE: { fallback: '/api/', check: isPathOrUrl, message: 'api base must be an absolute path or an http(s) URL', emptyIsUnset: true },
  VITE_BID_BASE: { fallback: '/api-bid', check: isPathOrUrl, message: 'bid base must be an absolute path or an http(s) URL', emptyIsUnset: true },
  VITE_PUSH_URL: {
    fallback: '/push', check: (v) => v.startsWith('/') || /^(wss?|https?):\/\//i.test(v), message: 'push url must be a path or a ws(s)/http(s) URL', emptyIsUnset: true,
  },
  VITE_IMAGE_HOST: { fallback: '', check: (v) => v === '' || isPathOrUrl(v), message: 'image host must be empty, a path or an http(s) URL' },
  VITE_FILE_PREVIEW_HOST: { fallback: '', check: (v) => v === '' || isPathOrUrl(v), message: 'file preview host must be empty, a path or an http(s) URL' },
  VITE_BUSINESS_URL: { fallback: '', check: (v) => v === '' || isPathOrUrl(v), message: 'business url must be empty, a path or an http(s) URL' },
} satisfies Record<string, Setting>;

/** The validated settings; see docs/client-interfaces.md. */
export interface Env {
  /** VITE_CLIENT_ID, sent as Client-Id on every call (§7). */
  clientId: string;
  /** VITE_API_BASE, default '/api/'. */
  apiBase: string;
  /** VITE_BID_BASE, default '/api-bid'. */
  bidBase: string;
  /** VITE_PUSH_URL, default '/push' (a relative path is resolved against the page's host as ws/wss). */
  pushUrl: string;
  /** VITE_IMAGE_HOST, default '' (same origin). */
  imageHost: string;
  /** VITE_FILE_PREVIEW_HOST, default ''. */
  filePreviewHost: string;
  /** VITE_BUSINESS_URL, default ''. */
  businessUrl: string;
}

/**
 * Validates raw `VITE_*` variables and maps them to {@link Env}. Exported for tests.
 * @throws Error listing every invalid variable, one per line.
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const v = {} as Record<keyof typeof settings, string>;
  const lines: string[] = [];
  for (const [name, setting] of Object.entries(settings) as [keyof typeof settings, Setting][]) {
    const given = setting.emptyIsUnset ? emptyAsUndefined(raw[name]) : raw[name];
    if (given === undefined) v[name] = setting.fallback;
    else if (typeof given !== 'string') lines.push(`- ${name}: expected a string`);
    else if (!setting.check(given)) lines.push(`- ${name}: ${setting.message}`);
    else v[name] = given;
  }
  if (lines.length) throw new Error(`Invalid portal configuration:\n${lines.join('\n')}`);
  return {
    clientId: v.VITE_CLIENT_ID,
    apiBase: v.VITE_API_BASE.endsWith('/') ? v.VITE_API_BASE : `${v.VITE_API_BASE}/`,
    bidBase: v.VITE_BID_BASE.replace(/\/+$/, ''),
    pushUrl: v.VITE_PUSH_URL,
    imageHost: v.VITE_IMAGE_HOST.replace(/\/+$/, ''),
    filePreviewHost: v.VITE_FILE_PREVIEW_HOST.replace(/\/+$/, ''),
    businessUrl: v.VITE_BUSINESS_URL,
  };
}

/** The portal's settings, validated at module load. @see §7 general rules, §9 environment settings */
export const env: Env = parseEnv(import.meta.env as Record<string, unknown>);

/**
 * Absolute-or-rooted URL of an image stored by the server.
 * - '' for null, undefined or blank;
 * - unchanged for `http(s)://`, protocol-relative `//`, `data:` and `blob:` sources;
 * - otherwise `imageHost` + '/' + path (a same-origin '/path' when imageHost is ''), so a relative
 *   path never resolves against the current route.
 */
export function imageUrl(src: string | null | undefined, host: string = env.imageHost): string {
  const s = (src ?? '').trim();
  if (!s) return '';
  if (/^(https?:)?\/\//i.test(s) || /^(data|blob):/i.test(s)) return s;
  return `${host.replace(/\/+$/, '')}/${s.replace(/^\/+/, '')}`;
}

/**
 * {@link imageUrl} for an `<img src>`: undefined instead of '' when there is no image (an empty `src` makes the browser
 * request the page itself again).
 */
export function imageSrc(src: string | null | undefined): string | undefined {
  return imageUrl(src) || undefined;
}
