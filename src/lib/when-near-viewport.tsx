import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (and above) the viewport the placeholder starts its content (CSS margin): a short scroll ahead. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/**
 * Content below the first screen that is built only when the visitor comes near it: until its placeholder (a `<div>`
 * with `placeholderClassName`, which reserves the content's height) is within {@link NEAR_VIEWPORT_MARGIN} of the
 * viewport, `children` are neither rendered nor mounted, so their code, their requests and the layout of their DOM
 * stay off a phone's main thread while the first screen loads (Lighthouse TBT; a visitor who never scrolls down never
 * pays for them). Then they come in a transition: rendered in slices that yield to the browser.
 *
 * The server and the hydration render the placeholder (the content may depend on data the browser holds and the
 * server does not). Where IntersectionObserver does not exist, the content comes right after the first render.
 * `prepare` is called once after the first render, when the browser is idle: e.g. to fetch the content's code ahead,
 * so that it is there when the visitor scrolls.
 */
export function WhenNearViewport({ children, placeholderClassName, prepare }: { children: ReactNode; placeholderClassName: string; prepare?: () => void }) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = placeholder.current;
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
