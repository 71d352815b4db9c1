import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ARROW_SCROLL_STEP_PX, ARROW_SCROLL_VISIBLE } from '@contract/constants';
import { useT } from '@/i18n';

// Arrows 20px wide with 2px gaps: with the 72px row title of the classify strip, 6 whole items (714px) fit the
// 836px inside of the strip's card at the 1200px page width.
const arrowClass =
  'relative z-10 grid h-16 w-6 shrink-0 place-items-center rounded-control bg-surface text-ink-soft hover:bg-brand-50 hover:text-brand-700 disabled:opacity-30 disabled:hover:bg-transparent';

/**
 * Horizontal list moved by arrows (§2 Home classify strip, §9): each step is 119px, 6 items show
 * at a time (fewer when the screen is narrower), arrows are disabled at either end. Each item is exactly one step
 * wide and the viewport at most six steps, so the items shown are always whole. Keyboard focus on a hidden item
 * brings it into view. `label` (translated) names the list for screen readers.
 */
export function ArrowScrollList({ label, items }: { label: string; items: { key: string; node: ReactNode }[] }) {
  const t = useT('home');
  const viewportRef = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState(0);
  const [visible, setVisible] = useState(ARROW_SCROLL_VISIBLE);

  useEffect(() => {
    const el = viewportRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const fit = Math.floor(el.clientWidth / ARROW_SCROLL_STEP_PX);
      setVisible(Math.min(ARROW_SCROLL_VISIBLE, Math.max(1, fit)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const maxStart = Math.max(0, items.length - visible);
  const first = Math.min(start, maxStart);

  const onFocus = (e: FocusEvent<HTMLUListElement>) => {
    const li = (e.target as HTMLElement).closest('li');
    const i = li ? Array.from(e.currentTarget.children).indexOf(li) : -1;
    if (i >= 0 && (i < first || i >= first + visible)) setStart(Math.min(maxStart, Math.max(0, i - visible + 1)));
    // Focus may have scrolled the clipped viewport itself; the transform is the only offset.
    if (viewportRef.current) viewportRef.current.scrollLeft = 0;
  };

  return (
    <div className="flex min-w-0 items-center">
      <button type="button" aria-label={t('{label}：上一组', { label })} className={arrowClass} disabled={first <= 0} onClick={() => setStart(first - 1)}>
        <ChevronLeft className="size-5" />
      </button>
      <div ref={viewportRef} className="min-w-0 flex-1 overflow-hidden" style={{ maxWidth: ARROW_SCROLL_STEP_PX * ARROW_SCROLL_VISIBLE }}>
        <ul
          aria-label={label}
          onFocus={onFocus}
          className="m-0 flex list-none p-0 transition-transform duration-300"
          style={{ transform: `translateX(-${first * ARROW_SCROLL_STEP_PX}px)` }}
        >
          {items.map((item) => (
            <li key={item.key} className="shrink-0" style={{ width: ARROW_SCROLL_STEP_PX }}>
              {item.node}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        aria-label={t('{label}：下一组', { label })}
        className={arrowClass}
        disabled={first >= maxStart}
        onClick={() => setStart(first + 1)}
      >
        <ChevronRight className="size-5" />
      </button>
    </div>
  );
}
