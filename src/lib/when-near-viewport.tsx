import { startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** How far below (and above) the viewport an element counts as near (CSS margin): a short scroll ahead. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/**
 * Whether the element behind the returned ref has come within {@link NEAR_VIEWPORT_MARGIN} of the viewport since the
 * component mounted: false in the server render, during hydration and until then; true for good after (set in a
 * transition, so what it starts renders in slices that yield to the browser). Where IntersectionObserver does not
 * exist it turns true right after the first render. For work below the first screen (requests, rendering, layout)
 * that a phone should not do while the first screen loads, and that a visitor who never scrolls there never needs.
 * @returns [the ref to put on the element, whether it is near]
 */
export function useNearViewport<T extends Element>(): [RefObject<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) show();
    }, { rootMargin: NEAR_VIEWPORT_MARGIN });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * Content below the first screen that is built only when the visitor comes near it ({@link useNearViewport}): until
 * then a placeholder (a `<div>` with `placeholderClassName`, which reserves the content's height) stands in its place,
 * and `children` are neither rendered nor mounted, so their code, their requests and the layout of their DOM stay off
 * a phone's main thread while the first screen loads (Lighthouse TBT).
 *
 * The server and the hydration render the placeholder (the content may depend on data the browser holds and the
 * server does not). `prepare` is called once after the first render, when the browser is idle: e.g. to fetch the
 * content's code ahead, so that it is there when the visitor scrolls.
 */
export function WhenNearViewport({ children, placeholderClassName, prepare }: { children: ReactNode; placeholderClassName: string; prepare?: () => void }) {
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const prepareOnce = useRef(prepare);
  useEffect(() => {
    if (!prepareOnce.current) return;
    const run = () => {
      prepareOnce.current?.();
      prepareOnce.current = undefined;
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 1);
    return () => clearTimeout(id);
  }, []);
  return near ? children : <div ref={placeholder} aria-busy="true" className={placeholderClassName} />;
}
