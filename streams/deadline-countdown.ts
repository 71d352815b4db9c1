import { type Observable, distinctUntilChanged, map } from 'rxjs';
import { type Clock, clock as sharedClock, tick$ as sharedTick$ } from './clock';
import { type CountdownParts, countdownParts, remainingSeconds } from './countdown';

/** Whether two countdowns read the same (both timed out, or the same four parts). */
export function sameCountdown(a: CountdownParts | null, b: CountdownParts | null): boolean {
  if (a === null || b === null) return a === b;
  return a.days === b.days && a.hours === b.hours && a.minutes === b.minutes && a.seconds === b.seconds;
}

/** The countdown to `deadlineMs` now: `leftTime − 5` parts (§4), null when timed out. */
export function countdownAt(deadlineMs: number, c: Clock = sharedClock): CountdownParts | null {
  return countdownParts(remainingSeconds(deadlineMs, c.now()));
}

/**
 * The live countdown to one deadline, for a component that shows one row: the parts at once (the shared tick is
 * replayed on subscription), then again on each tick of the ONE shared clock — but only when they read differently,
 * so a subscriber re-renders only when its own text changes. Owns no timer. Cold and cheap: one per row is fine.
 * @param deadlineMs epoch ms, server time (a row's `deadline`, streams/feeds/hall.ts)
 * @see §4 Countdown, design.md "One clock"
 */
export function countdownTo$(deadlineMs: number, c: Clock = sharedClock, t$: Observable<number> = sharedTick$): Observable<CountdownParts | null> {
  return t$.pipe(
    map(() => countdownAt(deadlineMs, c)),
    distinctUntilChanged(sameCountdown),
  );
}
