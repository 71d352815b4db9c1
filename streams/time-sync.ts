import { EMPTY, Observable, catchError, defer, distinctUntilChanged, exhaustMap, filter, map, repeat, share, switchMap, tap, timer } from 'rxjs';
import { type Clock, clock as sharedClock } from './clock';
import type { BidRoom } from './bid-room';

/**
 * Clock synchronisation over the bid room (`time:sync`, contract/realtime.ts): round trips on every connect and every
 * 30 s while connected, each fed to the ONE shared clock (`clock.observeSyncSample`), which takes the offset of the
 * smallest-rtt recent round trip. Every countdown of the app (hall, home, quote hall) reads that clock.
 */

/** One answered round trip: device times t0 (sent) and t1 (received), the server's stamp, and what they imply. */
export interface TimeSyncSample {
  t0: number;
  t1: number;
  serverNow: number;
  /** round-trip time, ms */
  rtt: number;
  /** serverNow − (t0 + rtt/2), ms */
  offset: number;
}

export interface TimeSyncOptions {
  /** Period between samples while connected; default 30 000 ms. */
  intervalMs?: number;
  /** Round trips sent back to back on each connect, so the first estimate already has a choice; default 3. */
  burst?: number;
  /** Answer timeout; a lost sample is skipped, default 5000 ms. */
  timeoutMs?: number;
  /** Clock to feed; default the shared clock. */
  clock?: Clock;
  /** Device time source for t0/t1; must match the clock's own (default `Date.now`). */
  deviceNow?: () => number;
}

export const TIME_SYNC_INTERVAL_MS = 30_000;

/** The offset implied by a round trip: the server stamped its time halfway through, within ± rtt/2. */
export function syncSampleOf(t0: number, serverNow: number, t1: number): TimeSyncSample {
  const rtt = t1 - t0;
  return { t0, t1, serverNow, rtt, offset: serverNow - (t0 + rtt / 2) };
}

/**
 * Runs the synchronisation while subscribed and emits each answered sample (already fed to the clock). Errors and
 * timeouts skip a sample; the stream never errors. Cold: use {@link getTimeSync$} for the shared one.
 */
export function createTimeSync$(room: BidRoom, options: TimeSyncOptions = {}): Observable<TimeSyncSample> {
  const { intervalMs = TIME_SYNC_INTERVAL_MS, burst = 3, timeoutMs = 5000, clock = sharedClock, deviceNow = () => Date.now() } = options;

  const once$ = defer(() => {
    const t0 = deviceNow();
    return room.emitWithAck('time:sync', { t0 }, timeoutMs).pipe(
      filter((answer): answer is { t0: number; serverNow: number } => !('error' in answer) && typeof answer.serverNow === 'number'),
      map((answer) => syncSampleOf(t0, answer.serverNow, deviceNow())),
      catchError(() => EMPTY),
    );
  });

  return room.connection$.pipe(
    distinctUntilChanged(),
    // switchMap: a drop cancels the schedule; the next connect starts with a fresh burst.
    switchMap((state) =>
      state !== 'live'
        ? EMPTY
        : timer(0, intervalMs).pipe(
            // exhaustMap: a slow answer is never overlapped by the next period's request (it would inflate both rtts).
            exhaustMap((i) => (i === 0 ? once$.pipe(repeat(burst)) : once$)),
          ),
    ),
    tap((sample) => clock.observeSyncSample({ t0: sample.t0, serverNow: sample.serverNow, t1: sample.t1 })),
  );
}

const shared = new WeakMap<BidRoom, Observable<TimeSyncSample>>();

/** The synchronisation of `room`, shared by every lot feed (one schedule however many rooms are open). */
export function getTimeSync$(room: BidRoom, options?: TimeSyncOptions): Observable<TimeSyncSample> {
  let obs$ = shared.get(room);
  if (!obs$) {
    obs$ = createTimeSync$(room, options).pipe(share());
    shared.set(room, obs$);
  }
  return obs$;
}
