import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false in a server render (src/entry-server.tsx) and while the browser hydrates its HTML, true right after (and at
 * once in a browser-only render): for parts the server leaves out, such as content below the first screen whose data
 * the browser may already hold by the time its code arrives. @see docs/architecture.md "Server-rendered first screen"
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
