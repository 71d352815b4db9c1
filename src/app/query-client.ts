import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/client';

/** Lists and lookups are considered fresh for 30 s: enough to make back/forward instant. */
export const QUERY_STALE_TIME_MS = 30_000;

/**
 * Whether a failed query may run again. A 4xx (bad parameters, no session, unknown id) will not
 * change by asking again, so only network and 5xx failures are retried, at most twice.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    const status = error.status >= 400 ? error.status : error.code;
    if (status >= 400 && status < 500) return false;
  }
  return failureCount < 2;
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
