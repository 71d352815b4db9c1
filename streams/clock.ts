import { BehaviorSubject, Observable, distinctUntilChanged, shareReplay } from 'rxjs';

/**
 * The ONE clock of the portal (design.md "One clock"). Every countdown derives
 * `remaining = deadline - clock.now()`; no component or feed owns a timer of its own.
 *
 * The server is the authority on time, so the clock estimates `offset = serverTime - deviceTime`
 * from the `serverNow` values it observes (X-Server-Now header, push events, bid room `time:sync`
 * round trips) and corrects `Date.now()` with it.
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
  /**
   * Feeds one round trip of the bid room's `time:sync` (contract/realtime.ts): sent at device time `t0`, answered
   * with `serverNow`, received at device time `t1` (default `Date.now()`). Such a sample brackets the server's
   * reading, so it gives `offset = serverNow − (t0 + rtt/2)` with an error of at most rtt/2. While recent round
   * trips exist they decide the offset: the one with the smallest rtt among the last {@link SYNC_WINDOW} wins.
   * Non-finite values and negative round trips are ignored.
   */
  observeSyncSample(sample: SyncSample): void;
  /** Current offset estimate in ms (server − device); replays the latest value, 0 before any observation. */
  offset$: Observable<number>;
}

/** One `time:sync` round trip, device and server epoch ms. */
export interface SyncSample {
  /** device time the request left */
  t0: number;
  /** server time stamped on the answer */
  serverNow: number;
  /** device time the answer arrived; default `Date.now()` of the clock */
  t1?: number;
}

/** Round trips kept: at one sample per 30 s this is the last ~3 minutes. */
export const SYNC_WINDOW = 6;
/** A round trip older than this (device ms) no longer overrides one-way samples. */
const SYNC_MAX_AGE_MS = 10 * 60_000;

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
 *
 * While the bid room runs `time:sync` (streams/time-sync.ts), its round trips take over: the
 * smallest-rtt one of the last {@link SYNC_WINDOW} (minutes old at most) is accurate to rtt/2,
 * which one-way samples cannot promise. The one-way estimate resumes once they age out.
 */
export function createClock(deviceNow: () => number = () => Date.now()): Clock {
  let samples: number[] = [];
  let syncs: { offset: number; rtt: number; at: number }[] = [];
  const offset = new BehaviorSubject(0);

  // Round trips beat one-way samples: a one-way sample is only a lower bound, a round trip brackets the truth.
  const estimate = () => {
    const now = deviceNow();
    syncs = syncs.filter((s) => now - s.at <= SYNC_MAX_AGE_MS);
    if (syncs.length > 0) return syncs.reduce((best, s) => (s.rtt < best.rtt ? s : best)).offset;
    return samples.length > 0 ? Math.max(...samples) : offset.value;
  };
  const jumped = (sample: number) => (samples.length > 0 || syncs.length > 0) && Math.abs(sample - offset.value) > JUMP_MS;

  return {
    now: () => deviceNow() + offset.value,
    observeServerNow(serverNowMs, receivedAtMs = deviceNow()) {
      if (!Number.isFinite(serverNowMs) || !Number.isFinite(receivedAtMs)) return;
      const sample = serverNowMs - receivedAtMs;
      if (jumped(sample)) {
        samples = [];
        syncs = [];
      }
      samples.push(sample);
      if (samples.length > WINDOW) samples.shift();
      offset.next(estimate());
    },
    observeSyncSample({ t0, serverNow, t1 = deviceNow() }) {
      if (![t0, serverNow, t1].every(Number.isFinite) || t1 < t0) return;
      const rtt = t1 - t0;
      const sample = serverNow - (t0 + rtt / 2);
      if (jumped(sample)) {
        samples = [];
        syncs = [];
      }
      syncs.push({ offset: sample, rtt, at: t1 });
      if (syncs.length > SYNC_WINDOW) syncs.shift();
      offset.next(estimate());
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
