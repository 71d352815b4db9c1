// zod/mini: this module is in the entry chunk, where the full zod would cost ~27 kB gzip (src/app/search-fields.ts).
import * as z from 'zod/mini';

/**
 * Build-time settings of the portal (§9 "Environment settings"), read from `import.meta.env`.
 * They differ per environment (development, test, production), so they are validated once at
 * start-up: a bad deployment fails loudly with every problem listed instead of one at a time.
 */

// Vite turns an unset-but-declared variable into '' — treat that as "use the default".
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const pathOrUrl = (what: string) =>
  z.string().check(z.refine((v) => v.startsWith('/') || /^https?:\/\//i.test(v), `${what} must be an absolute path or an http(s) URL`));
const hostOrEmpty = (what: string) =>
  z.string().check(z.refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//i.test(v), `${what} must be empty, a path or an http(s) URL`));
/** `z.preprocess(emptyAsUndefined, schema)`: '' takes the schema's default. */
const orDefault = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(emptyAsUndefined), schema);

const envSchema = z.object({
  VITE_CLIENT_ID: orDefault(z._default(z.string().check(z.regex(/^[\w.-]+$/, 'client id may contain letters, digits, _ . - only')), 'nccq-web')),
  VITE_API_BASE: orDefault(z._default(pathOrUrl('api base'), '/api/')),
  VITE_BID_BASE: orDefault(z._default(pathOrUrl('bid base'), '/api-bid')),
  VITE_PUSH_URL: orDefault(
    z._default(
      z.string().check(z.refine((v) => v.startsWith('/') || /^(wss?|https?):\/\//i.test(v), 'push url must be a path or a ws(s)/http(s) URL')),
      '/push',
    ),
  ),
  VITE_IMAGE_HOST: z._default(hostOrEmpty('image host'), ''),
  VITE_FILE_PREVIEW_HOST: z._default(hostOrEmpty('file preview host'), ''),
  VITE_BUSINESS_URL: z._default(hostOrEmpty('business url'), ''),
});

/** The validated settings; see docs/client-interfaces.md. */
export interface Env {
  /** VITE_CLIENT_ID, sent as X-Client-Id on every call (§7). */
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
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `- ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid portal configuration:\n${lines.join('\n')}`);
  }
  const v = result.data;
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
