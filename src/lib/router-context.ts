import type { QueryClient } from '@tanstack/react-query';
import type { useSessionStore } from '@/stores/session';

/**
 * What every route's loader and beforeLoad receive: the query cache and the session store. Defined here, not in
 * src/app/router.tsx, so the routes and the guards can name it without importing the app that imports them.
 */
export interface RouterContext {
  queryClient: QueryClient;
  session: typeof useSessionStore;
}
