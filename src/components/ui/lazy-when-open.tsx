import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * Wraps a controlled dialog whose code is loaded on demand (initial JS budget, bench/README.md "Web: initial JS"):
 * nothing is rendered and nothing is fetched until `open` is first true; from then on the loaded dialog stays
 * mounted, so closing it behaves as before (focus returns, state kept). `load` resolves to the dialog component.
 * A chunk that fails to load throws into the route's error page, which retries the page once (§8 page chunk
 * load failure, src/lib/chunk-retry.ts).
 */
export function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Typed as the loaded component: the dialogs take no ref, and React 18's types cannot say so of a generic P.
  const Dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyWhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    // setState during render for the component's own state: React re-renders at once, without an extra effect pass
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyWhenOpen;
}
