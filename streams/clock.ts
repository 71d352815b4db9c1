import { Observable, distinctUntilChanged, shareReplay } from 'rxjs';
import { createSecondTick, secondTick, type SecondTick } from './second-tick';
import { createServerClock, serverClock, type ServerClock, type SyncSample } from './server-clock';

export { SYNC_WINDOW, type SyncSample } from './server-clock';

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

/**
 * Creates a clock: the estimator of server-clock.ts (minimum-delay filter over one-way samples, smallest-rtt `time:sync`
 * round trips first) with its `offset$` stream. The app uses the shared {@link clock}; tests may build their own.
 */
export function createClock(deviceNow: () => number = () => Date.now()): Clock {
  return clockOf(createServerClock(deviceNow));
}

function clockOf(core: ServerClock): Clock {
  const offset$ = new Observable<number>((subscriber) => {
    subscriber.next(core.offset());
    return core.onOffset((offset) => subscriber.next(offset));
  }).pipe(distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));
  return { now: core.now, observeServerNow: core.observeServerNow, observeSyncSample: core.observeSyncSample, offset$ };
}

/** The shared clock (the shared estimator of server-clock.ts and its streams). @see design.md "One clock", §4 Countdown */
export const clock: Clock = clockOf(serverClock);

/**
 * Builds a tick stream: the corrected now (epoch ms) at once on subscription, then once per
 * second aligned to whole seconds of server time, so every countdown on screen flips together.
 * The timer is streams/second-tick.ts's (one `setTimeout` to align plus one `setInterval`), shared by
 * every subscriber (refCount: the timer stops when the last one leaves and the latest tick is replayed to late
 * subscribers).
 */
export function createTick$(c: Clock): Observable<number> {
  return tickStream(createSecondTick(c.now), c.now);
}

function tickStream(ticks: SecondTick, now: () => number): Observable<number> {
  return new Observable<number>((subscriber) => {
    subscriber.next(now());
    return ticks.subscribe((t) => subscriber.next(t));
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
}

/**
 * Corrected server now (epoch ms), emitted on subscription and then each whole second; shared by
 * the whole app. @see §4 Countdown ("ticks each second"), §9 tick 1 s
 */
export const tick$: Observable<number> = tickStream(secondTick, clock.now);
