import { EMPTY, Observable, Subject, combineLatest, defer, map, merge, scan, shareReplay, startWith, tap } from 'rxjs';
import type { Page } from '@contract/envelope';
import type { HallRow } from '@contract/projects';
import { clock, tick$ } from '../clock';
import { type CountdownParts, countdownParts, deadlineOf, remainingSeconds } from '../countdown';
import { type PollResult, poll$ } from '../poll';

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
export type HallFetcher = (kind: HallKind, query: { assetsName?: string; current: number; size: number }) => Promise<Page<HallRow>>;

/** A hall row with its absolute deadline (epoch ms, server time) and the live display countdown. */
export interface LiveHallRow extends HallRow {
  deadline: number;
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

/** Poll periods in ms: ongoing prices move fast, upcoming lists rarely change. */
export const HALL_POLL_MS: Record<HallKind, number> = { ongoing: 5000, upcoming: 15000 };

/** The state a feed starts in (also the `initial` for useObservable). */
export function initialHallFeedState(params: HallFeedParams): HallFeedState {
  return { status: 'loading', rows: [], total: 0, pages: 0, current: params.current, size: params.size, stale: false };
}

/** One successful answer, with deadlines fixed at receipt. Compared by identity. */
interface Snapshot {
  rows: (HallRow & { deadline: number })[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

interface Acc {
  snapshot: Snapshot | null;
  stale: boolean;
  error?: string;
}

// ApiError carries the Chinese message; a raw envelope (codes 369/407) its msg.
const messageOf = (e: unknown): string => {
  if (e instanceof Error) return e.message;
  if (typeof e === 'string') return e;
  const msg = e && typeof e === 'object' ? (e as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg ? msg : '加载失败';
};

const normalise = (p: HallFeedParams): HallFeedParams => ({
  kind: p.kind,
  assetsName: p.assetsName?.trim() || undefined,
  current: p.current,
  size: p.size,
});

// Per fetcher, then per params key: the app passes one module-level fetcher, so the home panel
// and /hall share a poll; a test's own fetcher never gets another test's cached feed. Entries hold
// no timers or data while unsubscribed (refCount resets the share), so they are not evicted.
const feeds = new WeakMap<HallFetcher, Map<string, Observable<HallFeedState>>>();

/**
 * Live hall list: polls `fetchPage` (ongoing every 5 s, upcoming every 15 s, paused while the page
 * is hidden or offline), fixes each row's deadline at receipt (`deadlineOf(leftTime, clock.now())`)
 * and re-emits every tick of the shared clock with a fresh `countdown`. When a row that was
 * counting down times out, the list is reloaded once at once (the lot has moved on). A failed load
 * keeps the last good rows and sets `stale`; the stream never errors.
 *
 * `hallChanged$` (the push channel's `hall:changed`) forces an immediate reload whenever it emits.
 *
 * Shared per params (`shareReplay({ bufferSize: 1, refCount: true })`): every subscriber with the
 * same kind/assetsName/current/size gets the same observable and one poll.
 * @see §2 Bidding hall, §4 Countdown, §7 hall/page and activity/upcoming-bid
 */
export function getHallFeed$(params: HallFeedParams, fetchPage: HallFetcher, hallChanged$: Observable<unknown> = EMPTY): Observable<HallFeedState> {
  const p = normalise(params);
  const key = JSON.stringify([p.kind, p.assetsName ?? '', p.current, p.size]);
  let byKey = feeds.get(fetchPage);
  if (!byKey) feeds.set(fetchPage, (byKey = new Map()));
  let feed$ = byKey.get(key);
  if (!feed$) {
    feed$ = createHallFeed$(p, fetchPage, hallChanged$).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    byKey.set(key, feed$);
  }
  return feed$;
}

function createHallFeed$(p: HallFeedParams, fetchPage: HallFetcher, hallChanged$: Observable<unknown>): Observable<HallFeedState> {
  return defer(() => {
    const refresh$ = new Subject<void>();
    const watch = createTimeoutWatch();

    const acc$ = poll$(() => fetchPage(p.kind, { assetsName: p.assetsName, current: p.current, size: p.size }), HALL_POLL_MS[p.kind], {
      // a server push (lot opened or closed) reloads at once instead of waiting for the next poll
      refresh$: merge(refresh$, hallChanged$.pipe(map(() => undefined))),
    }).pipe(
      scan(
        (acc: Acc, r: PollResult<Page<HallRow>>): Acc =>
          r.status === 'error' ? { snapshot: acc.snapshot, stale: true, error: messageOf(r.error) } : { snapshot: toSnapshot(r.data, p, clock.now()), stale: false },
        { snapshot: null, stale: false },
      ),
      startWith<Acc>({ snapshot: null, stale: false }),
    );

    // tick$ only says "repaint"; the time is read from clock.now() so an answer that lands between
    // two ticks is not rendered against the previous tick (which would show leftTime − 4).
    return combineLatest([acc$, tick$]).pipe(
      map(([acc]) => ({ acc, state: toState(acc, p, clock.now()) })),
      tap(({ acc, state }) => {
        if (watch(acc.snapshot, state.rows)) refresh$.next();
      }),
      map(({ state }) => state),
    );
  });
}

/**
 * Decides when a timeout calls for a reload: only a row that was still counting down when its
 * answer arrived (a row already at zero on arrival is a lot the server has not closed yet), and
 * only once per answer, so a failing reload or a lagging server cannot become a request loop.
 */
function createTimeoutWatch(): (snapshot: Snapshot | null, rows: LiveHallRow[]) => boolean {
  let seen: Snapshot | null = null;
  let liveAtReceipt: boolean[] = [];
  let fired = false;
  return (snapshot, rows) => {
    if (!snapshot) return false;
    if (snapshot !== seen) {
      seen = snapshot;
      liveAtReceipt = rows.map((row) => row.countdown !== null);
      fired = false;
      return false;
    }
    if (fired || !rows.some((row, i) => row.countdown === null && liveAtReceipt[i])) return false;
    fired = true;
    return true;
  };
}

function toSnapshot(page: Page<HallRow> | null | undefined, p: HallFeedParams, receivedAt: number): Snapshot {
  return {
    rows: (page?.records ?? []).map((row) => ({ ...row, deadline: deadlineOf(row.leftTime, receivedAt) })),
    total: page?.total ?? 0,
    pages: page?.pages ?? 0,
    current: page?.current ?? p.current,
    size: page?.size ?? p.size,
  };
}

function toState(acc: Acc, p: HallFeedParams, now: number): HallFeedState {
  const error = acc.error ? { error: acc.error } : {};
  const snap = acc.snapshot;
  if (!snap) return { ...initialHallFeedState(p), status: acc.stale ? 'error' : 'loading', stale: acc.stale, ...error };
  return {
    status: 'ready',
    rows: snap.rows.map((row) => ({ ...row, countdown: countdownParts(remainingSeconds(row.deadline, now)) })),
    total: snap.total,
    pages: snap.pages,
    current: snap.current,
    size: snap.size,
    stale: acc.stale,
    ...error,
  };
}
