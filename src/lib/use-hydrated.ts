import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/**
 * false in a server render (src/entry-server.tsx) and while the browser hydrates its HTML, true right after (and at
 * once in a browser-only render): for parts the server leaves out, such as content below the first screen whose data
 * the browser may already hold by the time its code arrives. The flip after hydration is a synchronous re-render of
 * the calling component and everything it renders: call it in a leaf (or use `AfterHydration`), never high in the tree.
 * @see docs/architecture.md "Server-rendered first screen"
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * Renders `children` only once the page is hydrated (at once in a browser-only render), `fallback` before. After a
 * hydration the children come in a transition started by an effect: React renders them in slices that yield to the
 * browser, after the hydrated page's commit, instead of in the synchronous pass that follows it (a long task on a slow
 * phone, Lighthouse TBT). Only this component re-renders when hydration ends: its parent and the elements it was given
 * are not rendered again.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const hydrated = useHydrated();
  // Whether this instance was first rendered by the hydration (or the server): only then do its children wait.
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : fallback;
}
