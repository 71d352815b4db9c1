import { type RefObject, memo, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { EMPTY } from 'rxjs';
import type { CountdownParts } from '@streams/countdown';
import { countdownAt, countdownTo$ } from '@streams/deadline-countdown';
import { useSubscription } from '@streams/react';
import { CountdownText } from '@/components/ui/countdown-text';
import { cn } from '@/components/ui/cn';

/**
 * Writes `parts` into the digit spans (`data-part`) of a rendered countdown, touching only the numbers that changed.
 * @returns false when digits and 已超时 swap (`parts` null while digits show, or the reverse): React renders that
 */
function writeDigits(box: HTMLElement, parts: CountdownParts | null): boolean {
  const spans = box.querySelectorAll<HTMLElement>('[data-part]');
  if (parts === null) return spans.length === 0;
  if (spans.length !== 4) return false;
  for (const span of spans) {
    const value = parts[span.dataset.part as keyof CountdownParts];
    if (span.textContent !== value) span.textContent = value;
  }
  return true;
}

/**
 * A countdown to `deadline` (epoch ms, server time) that ticks by itself on the shared clock: `dd天hh时mm分ss秒`,
 * or 已超时 (§2, §4 Countdown). Neither its row nor the table re-renders for it: each second it rewrites only the
 * digits that changed, and React renders it again only when it times out (or gets another deadline). The box has a
 * fixed size and strict containment, so a new digit lays out and paints only this box.
 *
 * It is skipped while far off screen: by default the box itself has `content-visibility: auto`; `holder` names an
 * ancestor that has it instead (the /hall row block holding ten rows). While Chromium reports that element skipped
 * (contentvisibilityautostatechange) the countdown stops listening to the clock, and catches up at once when it is
 * about to be shown.
 */
export const LiveCountdown = memo(function LiveCountdown({ deadline, className, holder }: { deadline: number; className?: string; holder?: RefObject<HTMLElement | null> }) {
  const box = useRef<HTMLSpanElement>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [skipped, setSkipped] = useState(false);
  useEffect(() => {
    const el = holder ? holder.current : box.current;
    const onState = (e: Event) => setSkipped((e as ContentVisibilityAutoStateChangeEvent).skipped);
    el?.addEventListener('contentvisibilityautostatechange', onState);
    return () => el?.removeEventListener('contentvisibilityautostatechange', onState);
  }, [holder]);
  const parts$ = useMemo(() => (skipped ? EMPTY : countdownTo$(deadline)), [deadline, skipped]);
  useSubscription(parts$, (parts) => {
    if (box.current && !writeDigits(box.current, parts)) rerender();
  });
  return (
    <span ref={box} className={cn('block h-5 w-32 overflow-hidden leading-5 [contain:strict]', !holder && '[content-visibility:auto]', className)}>
      <CountdownText parts={countdownAt(deadline)} />
    </span>
  );
});
