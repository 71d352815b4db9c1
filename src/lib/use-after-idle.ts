import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

let idleReached = false;

/**
 * False until the page has loaded and the browser was idle once ({@link whenIdle}), then true for good (for every
 * component mounted later too). For a query no one waits for on the first screen, e.g. `enabled: useAfterIdle()`.
 */
export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(idleReached);
  useEffect(() => {
    if (ready) return;
    let live = true;
    whenIdle(() => {
      idleReached = true;
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
