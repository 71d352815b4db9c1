import type { Clock } from './clock';

/*
 * The estimator of the portal's one clock (streams/clock.ts, design.md "One clock") without rxjs: the api client feeds
 * it every answer's X-Server-Now from the entry chunk, so the stream layer need not load with the first screen
 * (bench/README.md "Web: initial JS"). clock.ts adds the `offset$` and tick streams on top of it.
 */

/** A clock's estimator: {@link Clock} without its streams, plus the offset read and watched directly. */
export interface ServerClock extends Omit<Clock, 'offset$'> {
  /** Current offset estimate in ms (server − device); 0 before any observation. */
  offset(): number;
  /** Calls `listener` with the estimate after every accepted observation (unchanged values too); returns the undo. */
  onOffset(listener: (offset: number) => void): () => void;
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
 * Creates the estimator of a clock (streams/clock.ts createClock adds the `offset$` stream to it). The app uses the
 * shared {@link serverClock} through `clock`; tests may build their own.
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
export function createServerClock(deviceNow: () => number = () => Date.now()): ServerClock {
  let samples: number[] = [];
  let syncs: { offset: number; rtt: number; at: number }[] = [];
  let offset = 0;
  const listeners = new Set<(offset: number) => void>();
  const publish = (next: number) => {
    offset = next;
    for (const listener of [...listeners]) listener(next);
  };

  // Round trips beat one-way samples: a one-way sample is only a lower bound, a round trip brackets the truth.
  const estimate = () => {
    const now = deviceNow();
    syncs = syncs.filter((s) => now - s.at <= SYNC_MAX_AGE_MS);
    if (syncs.length > 0) return syncs.reduce((best, s) => (s.rtt < best.rtt ? s : best)).offset;
    return samples.length > 0 ? Math.max(...samples) : offset;
  };
  const jumped = (sample: number) => (samples.length > 0 || syncs.length > 0) && Math.abs(sample - offset) > JUMP_MS;

  return {
    now: () => deviceNow() + offset,
    observeServerNow(serverNowMs, receivedAtMs = deviceNow()) {
      if (!Number.isFinite(serverNowMs) || !Number.isFinite(receivedAtMs)) return;
      const sample = serverNowMs - receivedAtMs;
      if (jumped(sample)) {
        samples = [];
        syncs = [];
      }
      samples.push(sample);
      if (samples.length > WINDOW) samples.shift();
      publish(estimate());
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
      publish(estimate());
    },
    offset: () => offset,
    onOffset(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The shared estimator behind `clock` (streams/clock.ts). @see design.md "One clock" */
export const serverClock: ServerClock = createServerClock();
