import {
  EMPTY, Observable, Subject, asapScheduler, catchError, combineLatest, concat, defer, distinctUntilChanged, exhaustMap, filter, finalize,
  from, ignoreElements, map, merge, mergeMap, observeOn, of, scan, shareReplay, startWith, switchMap, take, takeUntil, tap,
} from 'rxjs';
import { LOT_EVENTS } from '@contract/bid-basics';
import type { LotEventsAnswer, LotSnapshot } from '@contract/bid';
import { type BidRoom, getBidRoom } from '../bid-room';
import { type Clock, clock as sharedClock, tick$ as sharedTick$ } from '../clock';
import { type PollOptions, poll$ } from '../poll';
import { getTimeSync$ } from '../time-sync';
import { type LotAcc, type LotInput, initialLotAcc, reduceLot } from './lot-state';
import { type LotFeedState, toLotState } from './lot-view';
import { msg } from '@contract/i18n';

export type { LotFeedState, LotFeedStatus, LotMeView, LotView } from './lot-view';
export { initialLotFeedState } from './lot-view';

/**
 * Where a lot feed gets its data. The HTTP loaders reject on failure (an ApiError's message is shown; a 404 means
 * the lot does not exist) and receive an AbortSignal aborted when the answer is no longer wanted.
 */
export interface LotSources {
  room?: BidRoom;
  /** GET /api-bid/lot/snapshot (contract BID_PATHS.snapshot) */
  fetchSnapshot(assetsId: string, signal: AbortSignal): Promise<LotSnapshot>;
  /**
   * The lot's public state already at hand when the feed opens — the anonymous answer the server inlined into the
   * document (no viewer's side) — and the device time it was received (epoch ms); undefined when there is none. It is
   * shown before anything else arrives, with the viewer's side unknown (`LotView.meKnown`) until a snapshot asked for
   * with the bearer, a join or a `lot:me` says it.
   */
  openingSnapshot?(assetsId: string): { snapshot: LotSnapshot; receivedAt: number } | undefined;
  /** GET /api-bid/lot/events?afterSeq — the HTTP backfill tried before a full snapshot when the join fails */
  fetchEvents?(assetsId: string, afterSeq: number, signal: AbortSignal): Promise<LotEventsAnswer>;
  clock?: Clock;
  /** repaint ticks; default the shared 1 s tick */
  tick$?: Observable<unknown>;
  /** clock synchronisation kept running while a feed is open; default `getTimeSync$(room)` */
  timeSync$?: Observable<unknown>;
  /** HTTP snapshot period while the socket cannot connect; default 2000 ms */
  pollMs?: number;
  /** gates of that poll (tests) */
  poll?: PollOptions;
  joinTimeoutMs?: number;
}

/** HTTP snapshot period while the socket is offline, ms. */
export const LOT_POLL_MS = 2000;

const isNotFound = (e: unknown) => (e as { status?: unknown; code?: unknown } | null)?.status === 404 || (e as { code?: unknown } | null)?.code === 404;
const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : msg('竞价数据加载失败'));

function createLotFeed$(assetsId: string, src: LotSources): Observable<LotFeedState> {
  const room = src.room ?? getBidRoom();
  const clock = src.clock ?? sharedClock;
  const tick$ = src.tick$ ?? sharedTick$;
  const timeSync$ = src.timeSync$ ?? getTimeSync$(room);

  return defer(() => {
    let latest: LotAcc = initialLotAcc; // read when a join starts, to ask only for what is missing
    const gap$ = new Subject<number>();

    const snapshotInput = (snapshot: LotSnapshot, via: 'socket' | 'http' | 'document', receivedAt?: number): LotInput => {
      clock.observeServerNow(snapshot.serverNow, receivedAt);
      return { kind: 'snapshot', snapshot, via, at: clock.now() };
    };
    // Read when the feed opens (an inlined answer serves one reader once): the first state, before the socket or HTTP.
    const inlined = src.openingSnapshot?.(assetsId);
    const inlined$: Observable<LotInput> = inlined ? defer(() => of(snapshotInput(inlined.snapshot, 'document', inlined.receivedAt))) : EMPTY;
    // A loader as an observable whose request is aborted when the answer is no longer wanted.
    const load$ = <T>(load: (signal: AbortSignal) => Promise<T>) =>
      defer(() => {
        const controller = new AbortController();
        return from(load(controller.signal)).pipe(finalize(() => controller.abort()));
      });
    const loadSnapshot$ = load$((signal) => src.fetchSnapshot(assetsId, signal)).pipe(map((s) => snapshotInput(s, 'http')));
    // HTTP when the socket's answer failed: the events since our seq if we have a state, else (or on failure) a snapshot.
    const httpResync$ = defer((): Observable<LotInput> => {
      const afterSeq = latest.snap && !latest.needSnapshot ? latest.snap.seq : null;
      const fetchEvents = src.fetchEvents;
      const events$: Observable<LotInput> =
        afterSeq !== null && fetchEvents
          ? load$((signal) => fetchEvents(assetsId, afterSeq, signal)).pipe(
              mergeMap((a) => (a.hasMore ? loadSnapshot$ : of<LotInput>({ kind: 'backfill', events: a.events, me: null, at: clock.now() }))),
              catchError(() => loadSnapshot$),
            )
          : loadSnapshot$;
      return events$.pipe(catchError((e: unknown) => of<LotInput>({ kind: 'failed', message: messageOf(e), notFound: isNotFound(e) })));
    });

    const join$ = defer((): Observable<LotInput> => {
      const afterSeq = latest.snap && !latest.needSnapshot ? latest.snap.seq : undefined;
      return concat(
        of<LotInput>({ kind: 'join-start' }),
        room.emitWithAck('lot:join', afterSeq === undefined ? { assetsId } : { assetsId, afterSeq }, src.joinTimeoutMs).pipe(
          mergeMap((answer): Observable<LotInput> => {
            if ('error' in answer) {
              return answer.error.code === 404 ? of({ kind: 'failed', message: answer.error.msg || msg('竞价标的不存在'), notFound: true }) : httpResync$;
            }
            if ('snapshot' in answer.data) return of(snapshotInput(answer.data.snapshot, 'socket'));
            return of({ kind: 'backfill', events: answer.data.events, me: answer.data.me, at: clock.now() });
          }),
          // a lost or late ack: the socket may be half-dead, HTTP still answers
          catchError(() => httpResync$),
        ),
      );
    });

    const connection$ = room.connection$.pipe(distinctUntilChanged());
    // The room's first paint does not wait for the socket: while it first connects (its client code may still be on
    // its way), one HTTP snapshot is asked for alongside. Once the socket is live (its join answers) or has given up
    // (the poll takes over), that request is no longer wanted. The reducer drops an HTTP answer older than what the
    // join already gave; a failure says nothing the join or the poll will not say better.
    const opening$ = connection$.pipe(
      take(1),
      filter((state) => state === 'connecting'),
      mergeMap(() => loadSnapshot$.pipe(takeUntil(connection$.pipe(filter((state) => state !== 'connecting'))), catchError(() => EMPTY))),
    );
    const sync$ = connection$.pipe(
      // switchMap: a new connection state supersedes whatever the previous one was doing (a join on a dead socket,
      // the HTTP poll once the socket is back).
      switchMap((state): Observable<LotInput> => {
        if (state === 'live') {
          // exhaustMap: gaps reported while a join is in flight are answered by that join (and its drain re-reports
          // any hole still open); queuing them would only repeat it.
          return merge(of(0), gap$.pipe(observeOn(asapScheduler))).pipe(exhaustMap(() => join$));
        }
        if (state === 'offline') {
          return poll$((signal) => src.fetchSnapshot(assetsId, signal), src.pollMs ?? LOT_POLL_MS, src.poll).pipe(
            map((r): LotInput => (r.status === 'data' ? snapshotInput(r.data, 'http') : { kind: 'failed', message: messageOf(r.error), notFound: isNotFound(r.error) })),
          );
        }
        return EMPTY;
      }),
    );

    const events$ = merge(
      room.event$(LOT_EVENTS).pipe(
        filter((b) => b?.assetsId === assetsId && Array.isArray(b.events)),
        map((b): LotInput => ({ kind: 'events', events: b.events })),
      ),
      room.event$('lot:me').pipe(filter((p) => p?.assetsId === assetsId), map((update): LotInput => ({ kind: 'me', update }))),
    );

    const acc$ = merge(inlined$, connection$.pipe(map((connection): LotInput => ({ kind: 'connection', connection }))), events$, sync$, opening$).pipe(
      scan(reduceLot, initialLotAcc),
      tap((acc) => {
        const gapMoved = acc.gapId !== latest.gapId;
        latest = acc;
        if (gapMoved) gap$.next(acc.gapId);
      }),
      startWith(initialLotAcc),
    );

    // tick$ only says "repaint"; the time itself is read from the clock so an event between ticks is shown at its time.
    return merge(
      combineLatest([acc$, tick$]).pipe(map(([acc]) => toLotState(assetsId, acc, clock.now()))),
      timeSync$.pipe(ignoreElements(), catchError(() => EMPTY)),
      // after the sources are torn down: if this was the socket's last reader it is gone already and the server
      // dropped the membership with it; otherwise the other lots keep the socket and this one is left explicitly.
    ).pipe(finalize(() => room.send('lot:leave', { assetsId })));
  });
}

// Per sources object, then per lot: the app passes one module-level sources object, so every component of a lot
// shares one join; a test's own sources never see another test's feed.
const feeds = new WeakMap<LotSources, Map<string, Observable<LotFeedState>>>();
let defaultSources: LotSources | null = null;

/** Sets the HTTP loaders (and room) used by `getLotFeed$(assetsId)` without explicit sources. */
export function configureLotFeed(sources: LotSources): void {
  defaultSources = sources;
}

/**
 * The live state of one lot: the `lot:join` snapshot (or backfill after `afterSeq`), the lot's `lot:events` broadcasts
 * (each batch's events applied one by one in seq order), personal `lot:me` updates, and the shared clock's ticks for the countdowns, as ONE {@link LotFeedState}.
 * - a seq gap holds later events back and re-joins with `afterSeq` (status 'resyncing'; the last consistent price stays);
 * - a drop keeps the last state as 'stale'; the reconnect re-joins, then '已重新同步' shows for a few seconds;
 * - a public snapshot inlined in the document (`sources.openingSnapshot`) shows the lot at once, the viewer's side unknown;
 * - while the socket first connects, one HTTP snapshot shows the lot (the first paint does not wait for the socket);
 * - while the socket cannot connect ('offline') the HTTP snapshot is polled every 2 s;
 * - a failed join falls back to HTTP (events after our seq, else a snapshot); a 404 ends in status 'error'.
 * Shared per assetsId (`shareReplay({ bufferSize: 1, refCount: true })`): one join however many components listen.
 * @see design.md "Every realtime event carries seq", style.md Streams, auction-rules.md "What the bid room shows"
 */
export function getLotFeed$(assetsId: string, sources: LotSources | null = defaultSources): Observable<LotFeedState> {
  if (!sources) throw new Error('getLotFeed$: configureLotFeed() has not been called');
  let byLot = feeds.get(sources);
  if (!byLot) feeds.set(sources, (byLot = new Map()));
  let feed$ = byLot.get(assetsId);
  if (!feed$) {
    feed$ = createLotFeed$(assetsId, sources).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    byLot.set(assetsId, feed$);
  }
  return feed$;
}
