import { useEffect, type RefObject } from 'react';

/**
 * Scrolls the sideways menu strip that holds the current page's entry (`[aria-current="page"]` inside `nav`) so that
 * the entry is in view, centred when it can be. On a phone the user-centre menus are strips wider than the screen; an
 * entry past the right edge would leave the visitor without a mark of where they are. Only the strip moves, never the
 * page; a strip that fits (the desktop column) is left as it is. Runs when `key` (the page) changes.
 */
export function useCurrentEntryInView(nav: RefObject<HTMLElement | null>, key: string): void {
  useEffect(() => {
    const entry = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const strip = entry?.closest('ul');
    if (!entry || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const inStrip = entry.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    strip.scrollLeft = inStrip - (strip.clientWidth - entry.offsetWidth) / 2;
  }, [nav, key]);
}
