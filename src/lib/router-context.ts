import type { QueryClient } from '@tanstack/react-query';
import type { useSessionStore } from '@/stores/session';

/**
 * What every route's loader and beforeLoad receive: the query cache and the session store. Defined here, not in
 * src/app/router.tsx, so the routes and the guards can name it without importing the app that imports them.
 */
export interface RouterContext {
  queryClient: QueryClient;
  session: typeof useSessionStore;
  /**
   * A server render of a guarded page's public first screen (src/entry-server.tsx, for the pages
   * mock-server/src/http/ssr.ts lists): the server does not know the visitor, so the login guard lets it through and
   * the browser applies the guard when it loads the page.
   */
  serverRender?: boolean;
}
