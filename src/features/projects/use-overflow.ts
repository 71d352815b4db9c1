import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is taller than `limitPx`, kept up to date on resize (filter rows
 * collapse to 58px and only show 展开 when something is actually hidden, §2 Project list).
 */
export function useOverflow(ref: RefObject<HTMLElement | null>, limitPx: number): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollHeight > limitPx + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, limitPx]);
  return overflows;
}
