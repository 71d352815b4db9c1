import { memo, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { EMPTY, type Observable, distinctUntilChanged, switchMap } from 'rxjs';
import type { CountdownParts } from '@streams/countdown';
import { countdownAt, countdownTo$ } from '@streams/deadline-countdown';
import { useSubscription } from '@streams/react';
import { CountdownText } from '@/components/ui/countdown-text';
import { cn } from '@/components/ui/cn';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * What a countdown shows in a server render and while the browser hydrates it: the time left depends on the moment it
 * is read, so the server's digits would be stale by the time the page shows them and could never match the browser's.
 * Its digits are written in place as soon as the page is hydrated.
 */
const NOT_YET: CountdownParts = { days: '--', hours: '--', minutes: '--', seconds: '--' };

/** The digits of a rendered countdown: the text node of each `data-part` span, looked up again only when React rendered other content. */
interface Digits {
  first: ChildNode | null;
  texts: { part: keyof CountdownParts; text: Text }[];
}

function digitsOf(box: HTMLElement, cache: Digits): Digits['texts'] {
  if (cache.first !== box.firstChild) {
    cache.first = box.firstChild;
    cache.texts = [...box.querySelectorAll<HTMLElement>('[data-part]')].flatMap((span) =>
      span.firstChild instanceof Text ? [{ part: span.dataset.part as keyof CountdownParts, text: span.firstChild }] : [],
    );
  }
  return cache.texts;
}

/**
 * Writes `parts` into the digits of a rendered countdown, changing only the numbers that changed, in place (the text
 * node's data: no node is replaced, the cheapest change for layout).
 * @returns false when digits and 已超时 swap (`parts` null while digits show, or the reverse): React renders that
 */
function writeDigits(texts: Digits['texts'], parts: CountdownParts | null): boolean {
  if (parts === null) return texts.length === 0;
  if (texts.length !== 4) return false;
  for (const { part, text } of texts) {
    const value = parts[part];
    if (text.data !== value) text.data = value;
  }
  return true;
}

/**
 * A countdown to `deadline` (epoch ms, server time) that ticks by itself on the shared clock: `dd天hh时mm分ss秒`,
 * or 已超时 (§2, §4 Countdown). Neither its row nor the table re-renders for it: each second it rewrites only the
 * digits that changed, and React renders it again only when it times out (or gets another deadline). The box has a
 * fixed size and strict containment, so a new digit lays out and paints only this box.
 *
 * It ticks only while it can be seen. By default the box itself has `content-visibility: auto`: while Chromium
 * reports it skipped (contentvisibilityautostatechange) the countdown stops listening to the clock. A long table
 * passes `active$` instead (true while the row is near the viewport, from one IntersectionObserver): no listener and
 * no React render per countdown. Either way it catches up at once when it is shown again (the shared tick replays).
 * Rendered on the server (and hydrated), it shows `--` digits until the page is hydrated ({@link NOT_YET}).
 */
export const LiveCountdown = memo(function LiveCountdown({ deadline, className, active$ }: { deadline: number; className?: string; active$?: Observable<boolean> }) {
  const box = useRef<HTMLSpanElement>(null);
  const cache = useRef<Digits>({ first: null, texts: [] });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [skipped, setSkipped] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    const el = box.current;
    if (active$ || !el) return;
    const onState = (e: Event) => setSkipped((e as ContentVisibilityAutoStateChangeEvent).skipped);
    el.addEventListener('contentvisibilityautostatechange', onState);
    return () => el.removeEventListener('contentvisibilityautostatechange', onState);
  }, [active$]);
  const parts$ = useMemo(() => {
    if (active$) return active$.pipe(distinctUntilChanged(), switchMap((on) => (on ? countdownTo$(deadline) : EMPTY)));
    return skipped ? EMPTY : countdownTo$(deadline);
  }, [deadline, skipped, active$]);
  useSubscription(parts$, (parts) => {
    if (box.current && !writeDigits(digitsOf(box.current, cache.current), parts)) rerender();
  });
  return (
    <span ref={box} className={cn('block h-5 w-32 overflow-hidden leading-5 [contain:strict]', !active$ && '[content-visibility:auto]', className)}>
      <CountdownText parts={hydrated ? countdownAt(deadline) : NOT_YET} />
    </span>
  );
});
