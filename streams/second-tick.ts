import { serverClock } from './server-clock';

/*
 * The portal's one second timer (design.md "One clock", §4 Countdown "ticks each second") without rxjs, so a page that
 * only needs to know which side of a deadline it is on (a project page's enrol button) does not load the stream layer.
 * clock.ts's `tick$` is this timer as an observable: the app never runs a second one.
 */

/** A shared whole-second timer over a clock's corrected now. */
export interface SecondTick {
  /**
   * Calls `listener` with the corrected now (epoch ms) once per whole second of the clock, aligned so every countdown
   * flips together; returns the undo. One `setTimeout` to align plus one `setInterval` for all listeners, stopped when
   * the last one leaves.
   */
  subscribe(listener: (now: number) => void): () => void;
  /**
   * The now of the latest tick while anyone listens (the same value until the next tick), else the clock's now
   * (epoch ms).
   */
  latest(): number;
}

/** Milliseconds of `t` (epoch ms) past its whole second, 0–999 for times before 1970 too. */
const intoSecond = (t: number) => ((t % 1000) + 1000) % 1000;

/** Creates a second timer over `now` (a clock's corrected epoch ms). The app uses the shared {@link secondTick}. */
export function createSecondTick(now: () => number): SecondTick {
  const listeners = new Set<(now: number) => void>();
  let last = now();
  let align: ReturnType<typeof setTimeout> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;
  const emit = () => {
    last = now();
    for (const listener of [...listeners]) listener(last);
  };
  const start = () => {
    last = now();
    align = setTimeout(() => {
      align = undefined;
      emit();
      // setInterval rather than re-arming a timeout per tick: one timer while anyone listens. A late tick (or one out
      // of phase after the offset estimate moved) still carries the exact corrected time.
      interval = setInterval(emit, 1000);
    }, 1000 - intoSecond(last));
  };
  const stop = () => {
    clearTimeout(align);
    clearInterval(interval);
    align = interval = undefined;
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) stop();
      };
    },
    latest: () => (listeners.size ? last : now()),
  };
}

/** The shared second timer over the shared server clock. @see streams/clock.ts `tick$` */
export const secondTick: SecondTick = createSecondTick(serverClock.now);
