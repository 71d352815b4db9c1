import { useCallback, useEffect, useInsertionEffect, useRef, useSyncExternalStore } from 'react';
import type { Observable, Subscription } from 'rxjs';

/**
 * The bridge from streams to React. Kept here (not in src/) so features never subscribe by
 * hand; the rest of streams/ stays free of React, but for streams/react-second.ts, the same bridge for the
 * rxjs-free second timer (a module of its own so it loads without rxjs).
 */

/** What the hook reads; replaced (never mutated) on every event so React sees the change. */
interface Snapshot {
  hasValue: boolean;
  value: unknown;
  error: { thrown: unknown } | null;
}

const NOTHING: Snapshot = { hasValue: false, value: undefined, error: null };

interface Store {
  snapshot: Snapshot;
  listeners: Set<() => void>;
  subscription: Subscription | null;
  teardown: ReturnType<typeof setTimeout> | null;
}

// One store per observable instance, however many components read it.
const stores = new WeakMap<Observable<unknown>, Store>();

function storeOf(obs$: Observable<unknown>): Store {
  let store = stores.get(obs$);
  if (!store) {
    store = { snapshot: NOTHING, listeners: new Set(), subscription: null, teardown: null };
    stores.set(obs$, store);
  }
  return store;
}

function subscribeStore(obs$: Observable<unknown>, store: Store, listener: () => void): () => void {
  store.listeners.add(listener);
  if (store.teardown !== null) {
    clearTimeout(store.teardown);
    store.teardown = null;
  }
  if (!store.subscription) {
    const notify = () => store.listeners.forEach((l) => l());
    store.subscription = obs$.subscribe({
      next: (value) => {
        store.snapshot = { hasValue: true, value, error: null };
        notify();
      },
      error: (thrown: unknown) => {
        store.snapshot = { ...store.snapshot, error: { thrown } };
        notify();
      },
    });
  }
  return () => {
    store.listeners.delete(listener);
    if (store.listeners.size > 0 || store.teardown !== null) return;
    // Unsubscribe a macrotask later: StrictMode (and a route swap that unmounts one reader as
    // another mounts) unsubscribes and resubscribes at once, and tearing down in between would
    // restart the stream — a shared poll would refetch and flash its loading state.
    store.teardown = setTimeout(() => {
      store.teardown = null;
      if (store.listeners.size > 0) return;
      store.subscription?.unsubscribe();
      store.subscription = null;
      store.snapshot = NOTHING;
    }, 0);
  };
}

/**
 * Current value of `obs$` in a component, via useSyncExternalStore: subscribes once per observable
 * instance (shared by every component reading it), shows `initial` until the first emission, and
 * re-renders on each emission. Pass a stable observable (module constant or useMemo), or every
 * render starts a new subscription.
 * @throws rethrows during render (to the nearest error boundary) if `obs$` errors
 * @see design.md "Streams" (react.ts binds an observable to a hook)
 */
export function useObservable<T>(obs$: Observable<T>, initial: T): T {
  const store = storeOf(obs$ as Observable<unknown>);
  const subscribe = useCallback((listener: () => void) => subscribeStore(obs$ as Observable<unknown>, store, listener), [obs$, store]);
  const getSnapshot = () => store.snapshot;
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  if (snapshot.error) throw snapshot.error.thrown;
  return snapshot.hasValue ? (snapshot.value as T) : initial;
}

/**
 * Calls `onNext` with each value of `obs$` while the component is mounted, without re-rendering it: for a value the
 * component writes straight into its own DOM (a countdown's digits, which change every second on hundreds of rows).
 * Subscribes after mount and again when `obs$` changes; the latest `onNext` is the one called. Meant for streams that
 * never error (an error would go to rxjs' unhandled-error report, not to an error boundary): use {@link useObservable}
 * for anything that renders state.
 * @see design.md "Streams" (react.ts binds an observable to a hook)
 */
export function useSubscription<T>(obs$: Observable<T>, onNext: (value: T) => void): void {
  const latest = useRef(onNext);
  // Updated before any other effect of the commit can call it; unlike a layout effect, also quiet in a server render.
  useInsertionEffect(() => {
    latest.current = onNext;
  });
  useEffect(() => {
    const subscription = obs$.subscribe((value) => latest.current(value));
    return () => subscription.unsubscribe();
  }, [obs$]);
}
