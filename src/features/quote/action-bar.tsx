import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Classes of the bid controls' bar: on phones a bar fixed to the bottom of the screen (reachable with one thumb,
 * above the home indicator), from `sm` up an ordinary block in the action card.
 */
const ACTION_BAR =
  'fixed inset-x-0 bottom-0 z-30 space-y-2 border-t border-line bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] sm:static sm:z-auto sm:space-y-3 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none';

/** A touch target of at least 44 × 44 px on phones, the compact 36 px control from `sm` up. */
export const TOUCH = 'h-11 min-w-11 sm:h-9 sm:min-w-9';

/**
 * The bid controls' bar ({@link ACTION_BAR}). While it is fixed to the bottom of the screen the page gets a bottom
 * padding (and scroll padding, so a focused field is not hidden) of the bar's height, so nothing stays under it.
 * The height is read when the browser has laid the bar out (the ResizeObserver's first notice comes after the next
 * layout), never right after mounting: that would lay out the whole freshly revealed room inside the effect's task
 * (one long task on a slow phone) instead of in the frame that lays it out anyway.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const { body, documentElement: root } = document;
    const apply = (height: number) => {
      const space = getComputedStyle(el).position === 'fixed' ? `${height}px` : '';
      body.style.paddingBottom = space;
      root.style.scrollPaddingBottom = space;
    };
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.borderBoxSize?.[0];
      apply(box ? box.blockSize : el.offsetHeight);
    });
    observer.observe(el);
    // Crossing the `sm` breakpoint turns the bar fixed or static.
    const onResize = () => apply(el.offsetHeight);
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
      body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <div ref={bar} className={ACTION_BAR} data-testid="bid-bar">
      {children}
    </div>
  );
}

/**
 * Gives the focus back to `el` once a confirmation dialog opened without a trigger has closed (the dialog would leave
 * it on the page body). Call it from the dialog's `onOpenChange(false)`: it runs after the dialog's own close focus.
 */
export function focusAfterDialog(el: { current: HTMLElement | null }): void {
  setTimeout(() => el.current?.focus(), 0);
}
