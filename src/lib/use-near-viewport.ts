import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { createBlockVisibility } from '@/lib/block-visibility';

/** How far below (and above) the viewport an element counts as near (CSS margin): a short scroll ahead. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/**
 * Whether the element behind the returned ref has come within `margin` (a CSS margin, default
 * {@link NEAR_VIEWPORT_MARGIN}; '0px' for in the viewport itself) of the viewport since the
 * component mounted: false in the server render, during hydration and until then; true for good after (set in a
 * transition, so what it starts renders in slices that yield to the browser). Where IntersectionObserver does not
 * exist it turns true right after the first render, and on the page's first Tab key it turns true too (keyboard users
 * reach everything in the tab order). For work below the first screen (requests, rendering, layout)
 * that a phone should not do while the first screen loads, and that a visitor who never scrolls there never needs.
 * @returns [the ref to put on the element, whether it is near]
 */
export function useNearViewport<T extends Element>(margin: string = NEAR_VIEWPORT_MARGIN): [RefObject<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const show = () => startTransition(() => setNear(true));
    const visibility = createBlockVisibility(margin);
    if (!visibility.supported) {
      show();
      return;
    }
    visibility.watch(el, (visible) => {
      if (visible) show();
    });
    // A keyboard user moves focus from link to link, and the browser scrolls each into view: focus can jump from the
    // last link above the element straight past it. The first Tab builds it, so its links are in the tab order.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') show();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      visibility.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [near, margin]);
  return [ref, near];
}
