import {
  EMPTY,
  NEVER,
  Observable,
  type ObservableInput,
  catchError,
  combineLatest,
  defer,
  distinctUntilChanged,
  exhaustMap,
  filter,
  finalize,
  from,
  fromEvent,
  map,
  merge,
  of,
  startWith,
  switchMap,
  timer,
} from 'rxjs';

/** One outcome of a poll: the loaded value, or the error of a failed load (the poll goes on). */
export type PollResult<T> = { status: 'data'; data: T } | { status: 'error'; error: unknown };

export interface PollOptions {
  /** Whether the page is visible; default {@link documentVisible$}. */
  visible$?: Observable<boolean>;
  /** Whether the device is online; default {@link online$}. */
  online$?: Observable<boolean>;
  /** Each emission reloads at once and restarts the interval. */
  refresh$?: Observable<unknown>;
  /**
   * Paces the schedule on this clock tick (the shared `tick$`, once a second) instead of a timer of its own, so a
   * page keeps one timer however many lists it polls: a load starts on the first tick at least
   * `intervalMs − 500` ms after the previous one (ticks come on whole seconds, so the period is met to half a
   * second). Without it the poll runs its own `timer(0, intervalMs)`.
   */
  tick$?: Observable<unknown>;
}

/** Half a tick: a tick-paced period is met by the first tick within this of it. */
const TICK_GRACE_MS = 500;

/**
 * The schedule of one poll: at once, then every `intervalMs` — by a timer of its own, or counted on `tick$`
 * (device ms between starts, so a moving clock offset does not skip or double a load).
 */
function schedule$(intervalMs: number, tick$: Observable<unknown> | undefined): Observable<unknown> {
  if (!tick$) return timer(0, intervalMs);
  return defer(() => {
    let last = Date.now();
    return tick$.pipe(
      filter(() => {
        const now = Date.now();
        if (now - last < intervalMs - TICK_GRACE_MS) return false;
        last = now;
        return true;
      }),
      startWith(null),
    );
  });
}

/**
 * `true` while the document is visible. A document that is not explicitly 'hidden' (no DOM,
 * 'prerender') counts as visible so polling works outside a browser tab.
 */
export const documentVisible$: Observable<boolean> = defer(() =>
  typeof document === 'undefined'
    ? of(true)
    : fromEvent(document, 'visibilitychange').pipe(
        startWith(null),
        map(() => document.visibilityState !== 'hidden'),
      ),
);

/** `true` while the browser believes it is online (window online/offline events). */
export const online$: Observable<boolean> = defer(() =>
  typeof window === 'undefined' || typeof navigator === 'undefined'
    ? of(true)
    : merge(fromEvent(window, 'online'), fromEvent(window, 'offline')).pipe(
        startWith(null),
        map(() => navigator.onLine !== false),
      ),
);

/**
 * Polls `load`: at once, then every `intervalMs` while the document is visible and the device is
 * online. Going hidden or offline pauses (and cancels a load in flight through its AbortSignal);
 * coming back reloads at once. `refresh$` reloads at once. `tick$` paces it on the shared clock. A failed load emits
 * `{ status: 'error' }` and polling continues; the stream itself never errors.
 * Cold: every subscription runs its own schedule — share it in the feed.
 * @param load loader (Promise or Observable), given an AbortSignal aborted when the load is dropped
 * @param intervalMs period in ms between the starts of two loads
 * @see design.md "Streams" (poll.ts: visibility- and connection-gated polling)
 */
export function poll$<T>(
  load: (signal: AbortSignal) => ObservableInput<T>,
  intervalMs: number,
  options: PollOptions = {},
): Observable<PollResult<T>> {
  const { visible$ = documentVisible$, online$: isOnline$ = online$, refresh$ = NEVER, tick$ } = options;

  const loadOnce$ = defer(() => {
    const controller = new AbortController();
    return from(load(controller.signal)).pipe(
      map((data): PollResult<T> => ({ status: 'data', data })),
      catchError((error: unknown) => of<PollResult<T>>({ status: 'error', error })),
      // Aborting a load that already settled is a no-op; one that was dropped stops its request.
      finalize(() => controller.abort()),
    );
  });

  return combineLatest([visible$, isOnline$]).pipe(
    map(([visible, online]) => visible && online),
    distinctUntilChanged(),
    // switchMap: pausing must tear down the whole schedule, including a load in flight; its
    // answer is replaced by the immediate reload on resume anyway.
    switchMap((active) =>
      !active
        ? EMPTY
        : refresh$.pipe(
            startWith(null),
            // switchMap: a forced refresh supersedes the current schedule and any load in flight,
            // whose answer may predate whatever made the caller ask for fresh data.
            switchMap(() =>
              schedule$(intervalMs, tick$).pipe(
                // exhaustMap: a periodic tick while the previous load is still running is dropped,
                // neither queued (a slow server would get a pile of requests) nor cancelling the
                // load (a server slower than the interval would then never answer at all).
                exhaustMap(() => loadOnce$),
              ),
            ),
          ),
    ),
  );
}
