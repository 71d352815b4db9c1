import { EMPTY, Observable, Subject, combineLatest, defer, distinctUntilChanged, filter, map, merge, of, scan, shareReplay, startWith, switchMap, take, tap } from 'rxjs';
import { clock, tick$ } from '../clock';
import { type CountdownParts, countdownParts, remainingSeconds } from '../countdown';
import { type PollResult, poll$ } from '../poll';
import { msg } from '@contract/i18n';
import { COUNTDOWN_OFFSET_S } from '@contract/constants';
import { type HallAnswer, type HallDeadlineRow, type Snapshot, toSnapshot } from './hall-snapshot';

export { DEADLINE_JITTER_MS, agedHallAnswer, type HallAnswer, type HallDeadlineRow } from './hall-snapshot';

/** Hall tab: ongoing bidding (countdown to the end) or upcoming bidding (countdown to the start). */
export type HallKind = 'ongoing' | 'upcoming';

/** Which page of which hall list; `current` is 1-based, `size` defaults to 8 in the UI (§9). */
export interface HallFeedParams {
  kind: HallKind;
  assetsName?: string;
  current: number;
  size: number;
}

/** Loads one page of a hall list (§7 hall/page or activity/upcoming-bid); rejects on failure. */
export type HallFetcher = (kind: HallKind, query: { assetsName?: string; current: number; size: number }) => Promise<HallAnswer>;

/** A hall row with the live display countdown. */
export interface LiveHallRow extends HallDeadlineRow {
  /** leftTime − 5 s split for display; null = timed out (已超时). */
  countdown: CountdownParts | null;
}

/**
 * State of one hall list. `status` is 'loading' before the first answer, 'error' when the first
 * answer failed, else 'ready'. `stale` is true while the latest load failed: the rows shown are
 * the last good ones. `error` carries the failure message.
 */
export interface HallFeedState {
  status: 'loading' | 'ready' | 'error';
  rows: LiveHallRow[];
  total: number;
  pages: number;
  current: number;
  size: number;
  stale: boolean;
  error?: string;
}

/**
 * A hall list without the per-second countdown: emits when an answer changes what it shows (or a load fails), never
 * on a tick and not for an answer that reads like the previous one. A lot that reads the same keeps its row object
 * (see {@link HallDeadlineRow}), so rows compare by identity: a long table re-renders only the changed ones. Each
 * row's countdown is derived from its `deadline` by whoever shows it (streams/deadline-countdown.ts).
 */
export interface HallListState extends Omit<HallFeedState, 'rows'> {
  rows: HallDeadlineRow[];
}

/** Poll periods in ms: ongoing prices move fast, upcoming lists rarely change. */
export const HALL_POLL_MS: Record<HallKind, number> = { ongoing: 5000, upcoming: 15000 };

/** The state a feed starts in (also the `initial` for useObservable). */
export function initialHallFeedState(params: HallFeedParams): HallFeedState {
  return { status: 'loading', rows: [], total: 0, pages: 0, current: params.current, size: params.size, stale: false };
}

/**
 * The state a list shows before its feed's first value: ready with the rows of `page` when its first answer is
 * already at hand (the server inlined it into the document and rendered the page from it: the browser must hydrate
 * the same rows), deadlines fixed at `receivedAt` (server-corrected epoch ms); {@link initialHallFeedState} without.
 * The feed itself still loads that answer as its first.
 */
export function startingHallListState(params: HallFeedParams, page: HallAnswer | undefined, receivedAt: number): HallListState {
  if (!page) return initialHallFeedState(params);
  const snapshot = toSnapshot(page, params, receivedAt, null);
  const list = toListState(snapshot, false, undefined, params);
  startingSnapshots.set(list, snapshot);
  return list;
}

/** The snapshot each ready state of {@link startingHallListState} was built from: a feed seeded with it starts there. */
const startingSnapshots = new WeakMap<HallListState, Snapshot>();

/**
 * The state a feed starts in before its first answer, for its params: a state of {@link startingHallListState} (its
 * rows shown at once, and kept by the first answer that reads the same), else undefined (loading).
 */
export type HallStarting = (params: HallFeedParams) => HallListState | undefined;

interface Acc {
  snapshot: Snapshot | null;
  stale: boolean;
  error?: string;
  /** Counts the answers (good or failed): the timeout watch re-arms at each, even when the rows did not change. */
  answers: number;
  /** The list state of this accumulator, built once per change (an answer that changes nothing keeps it). */
  list: HallListState;
}

/** The hall's load failure when no message came with it (a source message: the page shows it with t()). */
export const MSG_LOAD_FAILED = msg('加载失败');

// ApiError carries the message in the request's language; a raw envelope (codes 369/407) its msg.
const messageOf = (e: unknown): string => {
  if (e instanceof Error) return e.message;
  if (typeof e === 'string') return e;
  const msg = e && typeof e === 'object' ? (e as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg ? msg : MSG_LOAD_FAILED;
};

const normalise = (p: HallFeedParams): HallFeedParams => ({
  kind: p.kind,
  assetsName: p.assetsName?.trim() || undefined,
  current: p.current,
  size: p.size,
});

/** What one poll feeds: the ticking state and the list state, both from one shared core. */
interface HallStreams {
  feed$: Observable<HallFeedState>;
  list$: Observable<HallListState>;
}

/** One emission of the core: the list (same object until the next answer) and the time of this tick (epoch ms). */
interface Core {
  list: HallListState;
  now: number;
}

// Per fetcher, then per params key: the app passes one module-level fetcher, so the home panel
// and /hall share a poll; a test's own fetcher never gets another test's cached feed. Entries hold
// no timers or data while unsubscribed (refCount resets the share), so they are not evicted.
const feeds = new WeakMap<HallFetcher, Map<string, HallStreams>>();

function streamsOf(params: HallFeedParams, fetchPage: HallFetcher, hallChanged$: Observable<unknown>, starting?: HallStarting): HallStreams {
  const p = normalise(params);
  const key = JSON.stringify([p.kind, p.assetsName ?? '', p.current, p.size]);
  let byKey = feeds.get(fetchPage);
  if (!byKey) feeds.set(fetchPage, (byKey = new Map()));
  let streams = byKey.get(key);
  if (!streams) {
    const core$ = createHallCore$(p, fetchPage, hallChanged$, starting).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    streams = {
      feed$: core$.pipe(map((c) => toState(c.list, c.now))),
      list$: core$.pipe(
        map((c) => c.list),
        distinctUntilChanged(),
      ),
    };
    byKey.set(key, streams);
  }
  return streams;
}

/**
 * Live hall list: polls `fetchPage` (ongoing every 5 s, upcoming every 15 s, paced on the shared clock's tick so the
 * poll owns no timer, paused while the page is hidden or offline), fixes each row's deadline at receipt
 * (`deadlineOf(leftTime, clock.now())`) and re-emits every tick of the shared clock with a fresh `countdown`. When
 * a row that was counting down times out, the list is reloaded once at once (the lot has moved on). A failed load
 * keeps the last good rows and sets `stale`; the stream never errors.
 *
 * `hallChanged$` (the push channel's `hall:changed`) forces an immediate reload whenever it emits.
 *
 * `starting` gives, each time the poll starts, the state a page already shows from an answer at hand (the server's
 * inlined first page, {@link startingHallListState}): the feed starts in it, and a first answer that reads the same
 * keeps it (no new rows to render after a hydration). The first caller's `starting` is the one kept.
 *
 * Shared per params: every subscriber with the same kind/assetsName/current/size — of this stream or of
 * {@link getHallList$} — gets the same observable and one poll.
 * @see §2 Bidding hall, §4 Countdown, §7 hall/page and activity/upcoming-bid
 */
export function getHallFeed$(params: HallFeedParams, fetchPage: HallFetcher, hallChanged$: Observable<unknown> = EMPTY, starting?: HallStarting): Observable<HallFeedState> {
  return streamsOf(params, fetchPage, hallChanged$, starting).feed$;
}

/**
 * The same feed as {@link getHallFeed$} (one poll, the same timeout reloads) without the per-second countdown:
 * emits only when an answer arrives or the status changes, so a table of many rows is not rebuilt every second;
 * each row counts down on its own from its `deadline` (streams/deadline-countdown.ts).
 * @see §2 Bidding hall, §4 Countdown
 */
export function getHallList$(params: HallFeedParams, fetchPage: HallFetcher, hallChanged$: Observable<unknown> = EMPTY, starting?: HallStarting): Observable<HallListState> {
  return streamsOf(params, fetchPage, hallChanged$, starting).list$;
}

/**
 * `list$` with the rows of a later answer held until the next tick of the clock `t$` (the shared one by default): a
 * long table's change is then rendered, laid out and painted in the frame of that tick, with the countdowns' new
 * digits, instead of in a frame of its own — at most a second later, for a list polled every 5 s. The first rows and
 * every change of status or staleness pass at once; a newer answer replaces one still held.
 * @see bench/README.md "Web: /hall with 500 rows" (fourth round)
 */
export function atNextTick(list$: Observable<HallListState>, t$: Observable<number> = tick$): Observable<HallListState> {
  return defer(() => {
    let shown: HallListState | null = null;
    return list$.pipe(
      switchMap((list) => {
        const now = !shown || shown.status !== 'ready' || list.status !== 'ready' || shown.stale !== list.stale || shown.rows.length === 0;
        // the shared tick replays its latest value at once: skip it, wait for the next
        return now ? of(list) : t$.pipe(filter((_, i) => i > 0), take(1), map(() => list));
      }),
      tap((list) => {
        shown = list;
      }),
    );
  });
}

function createHallCore$(p: HallFeedParams, fetchPage: HallFetcher, hallChanged$: Observable<unknown>, starting?: HallStarting): Observable<Core> {
  return defer(() => {
    const refresh$ = new Subject<void>();
    const watch = createTimeoutWatch();

    // Read before the first load, which may take the same answer the starting state was built from.
    const seed = starting?.(p);
    const seeded = seed && startingSnapshots.get(seed);
    const start: Acc = seeded ? { snapshot: seeded, stale: false, answers: 0, list: seed } : accOf(null, false, undefined, 0, null, p);
    const acc$ = poll$(() => fetchPage(p.kind, { assetsName: p.assetsName, current: p.current, size: p.size }), HALL_POLL_MS[p.kind], {
      // a server push (lot opened or closed) reloads at once instead of waiting for the next poll
      refresh$: merge(refresh$, hallChanged$.pipe(map(() => undefined))),
      tick$,
    }).pipe(
      scan(
        (acc: Acc, r: PollResult<HallAnswer>): Acc =>
          r.status === 'error'
            ? accOf(acc.snapshot, true, messageOf(r.error), acc.answers + 1, acc, p)
            : accOf(toSnapshot(r.data, p, clock.now(), acc.snapshot), false, undefined, acc.answers + 1, acc, p),
        start,
      ),
      startWith<Acc>(start),
    );

    // tick$ only says "repaint"; the time is read from clock.now() so an answer that lands between
    // two ticks is not rendered against the previous tick (which would show leftTime − 4).
    return combineLatest([acc$, tick$]).pipe(
      map(([acc]) => ({ acc, now: clock.now() })),
      tap(({ acc, now }) => {
        if (watch(acc.snapshot, acc.answers, now)) refresh$.next();
      }),
      map(({ acc, now }): Core => ({ list: acc.list, now })),
    );
  });
}

/**
 * Decides when a timeout calls for a reload: only a row that was still counting down when its
 * answer arrived (a row already at zero on arrival is a lot the server has not closed yet), and
 * only once per answer, so a failing reload or a lagging server cannot become a request loop.
 * A countdown only falls as its deadline nears, so the first of those rows to time out is the one with the earliest
 * deadline: one check per tick, whatever the number of rows.
 */
function createTimeoutWatch(): (snapshot: Snapshot | null, answer: number, now: number) => boolean {
  // the same test as `countdownParts(remainingSeconds(deadline, now)) === null`, without building the parts: an answer
  // of 500 rows checks 500 deadlines, and each built countdown would be garbage at once
  const timedOut = (deadline: number, now: number) => !(remainingSeconds(deadline, now) - COUNTDOWN_OFFSET_S > 0);
  let seen = -1;
  let firstOut = Infinity;
  let fired = false;
  return (snapshot, answer, now) => {
    if (!snapshot) return false;
    if (answer !== seen) {
      seen = answer;
      firstOut = Infinity;
      for (const { deadline } of snapshot.rows) if (deadline < firstOut && !timedOut(deadline, now)) firstOut = deadline;
      fired = false;
      return false;
    }
    if (fired || firstOut === Infinity || !timedOut(firstOut, now)) return false;
    fired = true;
    return true;
  };
}

/** The accumulator for these values: `previous` itself (and its list) when none of them changed. */
function accOf(snapshot: Snapshot | null, stale: boolean, error: string | undefined, answers: number, previous: Acc | null, p: HallFeedParams): Acc {
  if (previous && previous.snapshot === snapshot && previous.stale === stale && previous.error === error) return { ...previous, answers };
  return { snapshot, stale, error, answers, list: toListState(snapshot, stale, error, p) };
}

function toListState(snap: Snapshot | null, stale: boolean, message: string | undefined, p: HallFeedParams): HallListState {
  const error = message ? { error: message } : {};
  if (!snap) return { ...initialHallFeedState(p), status: stale ? 'error' : 'loading', stale, ...error };
  return { status: 'ready', rows: snap.rows, total: snap.total, pages: snap.pages, current: snap.current, size: snap.size, stale, ...error };
}

function toState(list: HallListState, now: number): HallFeedState {
  return { ...list, rows: list.rows.map((row) => ({ ...row, countdown: countdownParts(remainingSeconds(row.deadline, now)) })) };
}
