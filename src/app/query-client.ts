import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/client';

/** Lists and lookups are considered fresh for 30 s: enough to make back/forward instant. */
export const QUERY_STALE_TIME_MS = 30_000;

/**
 * Whether a failed query may run again: only when no answer came (network, timeout) or the server
 * failed (5xx), at most twice. A 4xx (bad parameters, no session, unknown id) will not change by
 * asking again, nor will a raw §8 rejection (codes 369/407, which carry the answer body, not an ApiError).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind === 'aborted') return false;
  const transient = error.kind === 'network' || error.kind === 'timeout' || error.status >= 500 || error.code >= 500;
  return transient && failureCount < 2;
}

/**
 * The app's QueryClient. Errors are already reported by the api client (§8 toasts, 401 handling),
 * so the cache adds no global onError of its own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
