/**
 * Page chunk load failure handling (§2 route guard, §8 "Page chunk load failure: navigation to
 * the same path is retried"). After a deployment the old chunk names disappear; loading the same
 * href again as a document fetches the new index and chunks. One retry per href within a minute:
 * a chunk that is really gone then shows the error page instead of reloading forever. (A route
 * that renders after the reload cannot be told apart from one that failed again — the failure
 * surfaces inside the component's error boundary — so the window is time based.)
 */

const RETRY_KEY = 'portal:chunk-retry';
/** A new failure of the same href within this window is not retried again. */
export const CHUNK_RETRY_WINDOW_MS = 60_000;

/** Messages browsers and Vite use when a dynamic import or its preload fails. */
const CHUNK_ERROR_RE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** True when `error` is a failed dynamic import of a route chunk. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '');
  return CHUNK_ERROR_RE.test(message);
}

function lastRetry(storage: Storage): { href: string; at: number } | null {
  try {
    const value = JSON.parse(storage.getItem(RETRY_KEY) ?? 'null') as { href?: unknown; at?: unknown } | null;
    return value && typeof value.href === 'string' && typeof value.at === 'number' ? { href: value.href, at: value.at } : null;
  } catch {
    return null;
  }
}

/**
 * Calls `reload(href)` unless the same href was already retried in this tab within
 * {@link CHUNK_RETRY_WINDOW_MS}. Returns whether a retry was started.
 */
export function retryChunkOnce(
  href: string,
  reload: (href: string) => void,
  storage: Storage = sessionStorage,
  now: number = Date.now(),
): boolean {
  const last = lastRetry(storage);
  if (last && last.href === href && now - last.at < CHUNK_RETRY_WINDOW_MS) return false;
  storage.setItem(RETRY_KEY, JSON.stringify({ href, at: now }));
  reload(href);
  return true;
}
