import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isTransient } from '@/lib/api/client';
import { applyErrorPolicy } from '@/lib/api/error-policy';

/** Lists and lookups are considered fresh for 30 s: enough to make back/forward instant. */
export const QUERY_STALE_TIME_MS = 30_000;

/**
 * Whether a failed query may run again: only when no answer came (network, timeout) or the server
 * failed (5xx, gateway), at most twice. A 4xx (bad parameters, no session, unknown id) or a
 * business refusal will not change by asking again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isTransient(error) && failureCount < 2;
}

/**
 * The app's QueryClient. Its caches carry the client's one §8 error policy (src/lib/api/error-policy.ts):
 * every failed query (after its retries) and mutation is reported once, as its `meta` asks.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => applyErrorPolicy(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _result, mutation) => applyErrorPolicy(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
