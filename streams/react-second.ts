import { useCallback, useSyncExternalStore } from 'react';
import { secondTick, type SecondTick } from './second-tick';

/*
 * The second timer's bridge to React, kept apart from streams/react.ts (which loads with rxjs, vite.config.ts's
 * `streams` chunk) so a page that only watches a deadline does not load the stream layer.
 */

/**
 * `select(now)` over the shared second timer (now = server-corrected epoch ms, streams/second-tick.ts), re-rendering
 * only when the selected value changes (Object.is). `select` must return a primitive no finer than a second: a phase
 * (before / within / after a window) or whole seconds, never the epoch ms itself (React reads it more than once a
 * render). `until(value)`: the value is final (a window closed, a cooldown at 0) — once it holds, the timer is no
 * longer asked for, so a page whose deadlines have all passed runs no timer. While not listening, `select` sees the
 * clock's now at each render. `ticks` is for tests. @see design.md "One clock"
 */
export function useSecondTick<T>(select: (now: number) => T, until?: (value: T) => boolean, ticks: SecondTick = secondTick): T {
  const read = () => select(ticks.latest());
  const listening = !until?.(read());
  const subscribe = useCallback((onTick: () => void) => (listening ? ticks.subscribe(onTick) : () => {}), [listening, ticks]);
  return useSyncExternalStore(subscribe, read, read);
}
