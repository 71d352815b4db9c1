import { useEffect, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

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
