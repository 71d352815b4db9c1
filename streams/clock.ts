import { BehaviorSubject, Observable, distinctUntilChanged, shareReplay } from 'rxjs';

/**
 * The ONE clock of the portal (design.md "One clock"). Every countdown derives
 * `remaining = deadline - clock.now()`; no component or feed owns a timer of its own.
 *
 * The server is the authority on time, so the clock estimates `offset = serverTime - deviceTime`
 * from the `serverNow` values it observes (X-Server-Now header, push events) and corrects
 * `Date.now()` with it.
 */
export interface Clock {
  /** Server-corrected epoch ms: `Date.now() + offset`. */
  now(): number;
  /**
   * Feeds one observation of the server's clock.
   * @param serverNowMs server epoch ms stamped on a response or event
   * @param receivedAtMs device epoch ms when it arrived (default `Date.now()`)
   * Non-finite values are ignored.
   */
  observeServerNow(serverNowMs: number, receivedAtMs?: number): void;
  /** Current offset estimate in ms (server − device); replays the latest value, 0 before any observation. */
  offset$: Observable<number>;
}

/** Samples kept for the estimate. At the hall's 5 s poll this is ~40 s of history. */
const WINDOW = 8;
/**
 * A sample further than this from the estimate cannot be explained by network delay (a request
 * times out after 15 s), so one of the clocks was set: start over from that sample.
 */
const JUMP_MS = 30_000;

/**
 * Creates a clock. The app uses the shared {@link clock}; tests may build their own.
 *
 * Estimate: each sample `serverNow - receivedAt` equals the true offset minus the time the
 * response spent travelling (≥ 0), so samples are only ever too low, by a varying amount.
 * Taking the most recent sample would make countdowns jitter by the latency of the last call;
 * the highest of the recent samples is the least delayed one (NTP's minimum-delay filter), which
 * both smooths and ignores slow-response outliers. The window keeps it adaptive to drift, and a
 * jump larger than any plausible latency resets it (device or server clock was changed).
 */
export function createClock(deviceNow: () => number = () => Date.now()): Clock {
  let samples: number[] = [];
  const offset = new BehaviorSubject(0);

  return {
    now: () => deviceNow() + offset.value,
    observeServerNow(serverNowMs, receivedAtMs = deviceNow()) {
      if (!Number.isFinite(serverNowMs) || !Number.isFinite(receivedAtMs)) return;
      const sample = serverNowMs - receivedAtMs;
      if (samples.length > 0 && Math.abs(sample - offset.value) > JUMP_MS) samples = [];
      samples.push(sample);
      if (samples.length > WINDOW) samples.shift();
      offset.next(Math.max(...samples));
    },
    offset$: offset.pipe(distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true })),
  };
}

/** The shared clock. @see design.md "One clock", §4 Countdown */
export const clock: Clock = createClock();

/**
 * Builds a tick stream: the corrected now (epoch ms) at once on subscription, then once per
 * second aligned to whole seconds of server time, so every countdown on screen flips together.
 * One `setTimeout` to align plus one `setInterval`, shared by every subscriber (refCount: the
 * timer stops when the last one leaves and the latest tick is replayed to late subscribers).
 */
export function createTick$(c: Clock): Observable<number> {
  return new Observable<number>((subscriber) => {
    subscriber.next(c.now());
    let interval: ReturnType<typeof setInterval> | undefined;
    const align = setTimeout(() => {
      subscriber.next(c.now());
      // setInterval rather than re-arming a timeout per tick: one timer for the app's lifetime.
      // A late tick (or one out of phase after the offset estimate moved) still carries the
      // exact corrected time, so drift only delays a repaint by under a second.
      interval = setInterval(() => subscriber.next(c.now()), 1000);
    }, 1000 - (((c.now() % 1000) + 1000) % 1000));
    return () => {
      clearTimeout(align);
      if (interval !== undefined) clearInterval(interval);
    };
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
}

/**
 * Corrected server now (epoch ms), emitted on subscription and then each whole second; shared by
 * the whole app. @see §4 Countdown ("ticks each second"), §9 tick 1 s
 */
export const tick$: Observable<number> = createTick$(clock);
