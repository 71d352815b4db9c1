import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY, NEVER, type Observable, type Subscription, distinctUntilChanged, map, of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { LotEventsBatch, LotJoin, LotSnapshot } from '@contract/bid';
import { type BidConnection, type BidRoom, createBidRoom } from '@streams/bid-room';
import { createClock } from '@streams/clock';
import { type LotFeedState, type LotSources, getLotFeed$ } from '@streams/feeds/lot';
import { createTimeSync$ } from '@streams/time-sync';
import { ASSETS_ID, batch, fakeSockets, placed, snapshot, viewer } from '../web/quote/fake-bid-socket';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const CONN: Record<string, BidConnection> = { l: 'live', r: 'reconnecting', o: 'offline', c: 'connecting' };
const summary = (s: LotFeedState) => `${s.status}:${s.lot?.price ?? '-'}${s.resynced ? ':R' : ''}`;

/** A bid room whose connection, broadcasts and join answers are marble observables. */
function marbleRoom(connection$: Observable<BidConnection>, events: Partial<Record<string, Observable<LotEventsBatch>>>, answer: (p: LotJoin, n: number) => Observable<unknown>) {
  const joins: LotJoin[] = [];
  const room: BidRoom = {
    connection$,
    event$: ((name: string) => events[name] ?? NEVER) as BidRoom['event$'],
    emitWithAck: ((event: string, payload: LotJoin) => {
      if (event !== 'lot:join') return NEVER;
      joins.push(payload);
      return answer(payload, joins.length);
    }) as BidRoom['emitWithAck'],
    send: () => undefined,
  };
  return { room, joins };
}

const sources = (room: BidRoom, over: Partial<LotSources> = {}): LotSources => ({
  room, fetchSnapshot: () => Promise.reject(new Error('no http')), clock: createClock(() => 0), tick$: of(0), timeSync$: EMPTY, ...over,
});

describe('getLotFeed$ (marbles)', () => {
  it('applies the join snapshot, then broadcasts in seq order, ignoring repeats', () => {
    newScheduler().run(({ cold, hot, expectObservable }) => {
      const events = { 'lot:events': hot('---a-b-a', { a: batch(placed(6, 110000)), b: batch(placed(7, 120000)) }) };
      const { room, joins } = marbleRoom(cold('l', CONN), events, () => cold('-j|', { j: { data: { snapshot: snapshot(5, 100000) } } }));
      const feed$ = getLotFeed$(ASSETS_ID, sources(room)).pipe(map(summary), distinctUntilChanged());
      expectObservable(feed$).toBe('ab-c-d', { a: 'loading:-', b: 'live:100000', c: 'live:110000', d: 'live:120000' });
      expect(joins).toEqual([]); // nothing before the scheduler runs
    });
  });

  it('applies a lot:events batch event by event in one step, skipping the events the join already covered', () => {
    newScheduler().run(({ cold, hot, expectObservable }) => {
      const events = { 'lot:events': hot('---a--b', { a: batch(placed(5, 100000), placed(6, 110000), placed(7, 120000)), b: batch(placed(8, 130000), placed(9, 140000)) }) };
      const { room } = marbleRoom(cold('l', CONN), events, () => cold('-j|', { j: { data: { snapshot: snapshot(5, 100000) } } }));
      const feed$ = getLotFeed$(ASSETS_ID, sources(room)).pipe(map((s) => `${summary(s)}@${s.lot?.lastSeq ?? '-'}`), distinctUntilChanged());
      // no intermediate state per event: the batch is one step
      expectObservable(feed$).toBe('ab-c--d', { a: 'loading:-@-', b: 'live:100000@5', c: 'live:120000@7', d: 'live:140000@9' });
    });
  });

  it('holds a batch that starts past a hole, re-joins, then applies what the backfill does not cover', () => {
    newScheduler().run(({ cold, hot, expectObservable, flush }) => {
      const events = { 'lot:events': hot('---a', { a: batch(placed(7, 120000), placed(8, 130000)) }) };
      const { room, joins } = marbleRoom(cold('l', CONN), events, (_p, n) =>
        n === 1
          ? cold('-j|', { j: { data: { snapshot: snapshot(5, 100000) } } })
          : cold('--j|', { j: { data: { events: [placed(6, 110000), placed(7, 120000)], me: null } } }),
      );
      const feed$ = getLotFeed$(ASSETS_ID, sources(room)).pipe(map((s) => `${summary(s)}@${s.lot?.lastSeq ?? '-'}`), distinctUntilChanged());
      expectObservable(feed$).toBe('ab-c-d', { a: 'loading:-@-', b: 'live:100000@5', c: 'resyncing:100000@5', d: 'live:130000:R@8' });
      flush();
      expect(joins).toEqual([{ assetsId: ASSETS_ID }, { assetsId: ASSETS_ID, afterSeq: 5 }]);
    });
  });

  it('holds events past a seq gap, shows resyncing with the last consistent price, re-joins with afterSeq', () => {
    newScheduler().run(({ cold, hot, expectObservable, flush }) => {
      const events = { 'lot:events': hot('---a--c', { a: batch(placed(6, 110000)), c: batch(placed(8, 130000)) }) };
      const { room, joins } = marbleRoom(cold('l', CONN), events, (_p, n) =>
        n === 1
          ? cold('-j|', { j: { data: { snapshot: snapshot(5, 100000) } } })
          : cold('--j|', { j: { data: { events: [placed(7, 120000), placed(8, 130000)], me: null } } }),
      );
      const feed$ = getLotFeed$(ASSETS_ID, sources(room)).pipe(map(summary), distinctUntilChanged());
      expectObservable(feed$).toBe('ab-c--d-e', { a: 'loading:-', b: 'live:100000', c: 'live:110000', d: 'resyncing:110000', e: 'live:130000:R' });
      flush();
      expect(joins).toEqual([{ assetsId: ASSETS_ID }, { assetsId: ASSETS_ID, afterSeq: 6 }]);
    });
  });

  it('keeps the last state as stale while disconnected, then resyncs on reconnect and shows 已重新同步', () => {
    newScheduler().run(({ cold, hot, expectObservable, flush }) => {
      const events = { 'lot:events': hot('--a', { a: batch(placed(6, 110000)) }) };
      const { room, joins } = marbleRoom(cold('l---r---l', CONN), events, (_p, n) =>
        n === 1 ? cold('-j|', { j: { data: { snapshot: snapshot(5, 100000) } } }) : cold('-j|', { j: { data: { events: [placed(7, 120000)], me: null } } }),
      );
      const feed$ = getLotFeed$(ASSETS_ID, sources(room)).pipe(map(summary), distinctUntilChanged());
      expectObservable(feed$).toBe('abc-d---ef', {
        a: 'loading:-', b: 'live:100000', c: 'live:110000', d: 'stale:110000', e: 'resyncing:110000', f: 'live:120000:R',
      });
      flush();
      expect(joins[1]).toEqual({ assetsId: ASSETS_ID, afterSeq: 6 });
    });
  });

  it('derives the countdown from the deadline and the clock offset measured by time:sync', () => {
    const scheduler = newScheduler();
    const states: LotFeedState[] = [];
    scheduler.run(({ cold }) => {
      const clock = createClock(() => scheduler.now());
      // the server is 100 s ahead; each answer takes 2 ms each way
      const room: BidRoom = {
        connection$: cold('l', CONN), event$: (() => NEVER) as BidRoom['event$'], send: () => undefined,
        emitWithAck: ((event: string, payload: { t0: number }) =>
          event === 'time:sync'
            ? cold('----(a|)', { a: { t0: payload.t0, serverNow: payload.t0 + 2 + 100_000 } })
            : cold('-'.repeat(20) + '(j|)', { j: { data: { snapshot: snapshot(5, 100000, { serverNow: 100_019, deadline: 100_000 + 65_000 }) } } })) as unknown as BidRoom['emitWithAck'],
      };
      const timeSync$ = createTimeSync$(room, { clock, deviceNow: () => scheduler.now() });
      const sub = getLotFeed$(ASSETS_ID, sources(room, { clock, timeSync$ })).subscribe((s) => states.push(s));
      scheduler.schedule(() => sub.unsubscribe(), 100); // the 30 s sync period would otherwise run forever
    });
    const last = states[states.length - 1].lot!;
    // device time 20 ms → server 100 020: 64.98 s left, shown (§4) as 65 − 5 = 60 s
    expect(last.remainingMs).toBe(64_980);
    expect(last.countdown).toEqual({ days: '00', hours: '00', minutes: '01', seconds: '00' });
  });
});

describe('getLotFeed$ over a socket', () => {
  let subs: Subscription[] = [];
  afterEach(() => {
    subs.forEach((s) => s.unsubscribe());
    subs = [];
    vi.useRealTimers();
  });

  it('polls the HTTP snapshot every 2 s while the socket cannot connect, and stops once it does', async () => {
    vi.useFakeTimers();
    const io = fakeSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    const fetchSnapshot = vi.fn(async () => snapshot(9, 150000));
    const states: LotFeedState[] = [];
    subs.push(getLotFeed$(ASSETS_ID, { room, fetchSnapshot, tick$: of(0), timeSync$: EMPTY }).subscribe((s) => states.push(s)));

    expect(fetchSnapshot).toHaveBeenCalledTimes(1); // the opening snapshot, while the socket first connects
    io.last().serverRefuses();
    io.last().serverRefuses();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toMatchObject({ status: 'stale', transport: 'polling', connection: 'offline', lot: { price: 150000 } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchSnapshot).toHaveBeenCalledTimes(3);

    io.last().serve['lot:join'] = (_p, ack) => ack({ data: { events: [], me: null } });
    io.last().serverAccepts();
    await vi.advanceTimersByTimeAsync(6000);
    expect(fetchSnapshot).toHaveBeenCalledTimes(3);
    expect(io.last().sent('lot:join')[0].payload).toEqual({ assetsId: ASSETS_ID, afterSeq: 9 });
    expect(states.at(-1)).toMatchObject({ status: 'live', transport: 'socket' });
  });

  it('shows the lot from an HTTP snapshot while the socket is still connecting, then follows the join', async () => {
    const io = fakeSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    const fetchSnapshot = vi.fn(async () => snapshot(3, 95000));
    const states: LotFeedState[] = [];
    subs.push(getLotFeed$(ASSETS_ID, { room, fetchSnapshot, tick$: of(0), timeSync$: EMPTY }).subscribe((s) => states.push(s)));
    // the socket has not answered yet: the room is shown from HTTP
    await vi.waitFor(() => expect(states.at(-1)?.lot).toMatchObject({ price: 95000, lastSeq: 3 }));
    expect(states.at(-1)?.connection).toBe('connecting');
    expect(io.last().sent('lot:join')).toHaveLength(0);

    io.last().serve['lot:join'] = (_p, ack) => ack({ data: { snapshot: snapshot(5, 100000) } });
    io.last().serverAccepts();
    expect(io.last().sent('lot:join')).toHaveLength(1);
    expect(states.at(-1)).toMatchObject({ status: 'live', lot: { price: 100000, lastSeq: 5 } });
    expect(states.some((s) => s.resynced)).toBe(false);
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);
  });

  it("shows the document's public snapshot at once with the bidder's side unknown, until the bearer's answer says it", async () => {
    const io = fakeSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    const clock = createClock(() => 2_000_000);
    const fetchSnapshot = vi.fn(async () => snapshot(3, 95000, { me: viewer(), serverNow: 1_999_900 }));
    const openingSnapshot = vi.fn(() => ({ snapshot: snapshot(3, 95000, { serverNow: 1_999_000, me: null }), receivedAt: 1_999_500 }));
    const states: LotFeedState[] = [];
    subs.push(getLotFeed$(ASSETS_ID, { room, fetchSnapshot, openingSnapshot, clock, tick$: of(0), timeSync$: EMPTY }).subscribe((s) => states.push(s)));
    // before any answer: the lot is shown, and whether this viewer may bid is not known yet (not "not enrolled")
    expect(states.find((s) => s.lot !== null)?.lot).toMatchObject({ price: 95000, me: null, meKnown: false });
    // the document's server time is dated to when the document arrived, not to when the feed read it
    expect(clock.now()).toBe(2_000_000 - 500);
    await vi.waitFor(() => expect(states.at(-1)?.lot).toMatchObject({ meKnown: true, me: { code: 'A001' } }));
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);
    expect(openingSnapshot).toHaveBeenCalledTimes(1);
  });

  it('keeps the bidder unknown through the document snapshot but known as a watcher once the join answers', () => {
    const io = fakeSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    const states: LotFeedState[] = [];
    const openingSnapshot = () => ({ snapshot: snapshot(3, 95000, { me: null }), receivedAt: 0 });
    subs.push(getLotFeed$(ASSETS_ID, { room, fetchSnapshot: () => new Promise<never>(() => undefined), openingSnapshot, tick$: of(0), timeSync$: EMPTY }).subscribe((s) => states.push(s)));
    expect(states.at(-1)?.lot).toMatchObject({ meKnown: false });
    io.last().serve['lot:join'] = (_p, ack) => ack({ data: { snapshot: snapshot(4, 96000, { me: null }) } });
    io.last().serverAccepts();
    expect(states.at(-1)).toMatchObject({ status: 'live', lot: { price: 96000, me: null, meKnown: true } });
    // the first connection after the document's snapshot is not a recovery: no 已重新同步
    expect(states.some((s) => s.resynced)).toBe(false);
  });

  it('does not ask HTTP for an opening snapshot when the socket is already live', () => {
    const io = fakeSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    subs.push(room.connection$.subscribe());
    io.last().serve['lot:join'] = (_p, ack) => ack({ data: { snapshot: snapshot(5, 100000) } });
    io.last().serverAccepts();
    const fetchSnapshot = vi.fn(async () => snapshot(3, 95000));
    const states: LotFeedState[] = [];
    subs.push(getLotFeed$(ASSETS_ID, { room, fetchSnapshot, tick$: of(0), timeSync$: EMPTY }).subscribe((s) => states.push(s)));
    expect(states.at(-1)).toMatchObject({ status: 'live', lot: { price: 100000 } });
    expect(fetchSnapshot).not.toHaveBeenCalled();
  });

  it('shares one socket and one join between two subscribers, and leaves with the last', () => {
    const io = fakeSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    const src: LotSources = { room, fetchSnapshot: () => Promise.reject(new Error('unused')), tick$: of(0), timeSync$: EMPTY };
    const a: LotFeedState[] = [];
    const b: LotFeedState[] = [];
    subs.push(getLotFeed$(ASSETS_ID, src).subscribe((s) => a.push(s)));
    subs.push(getLotFeed$(ASSETS_ID, src).subscribe((s) => b.push(s)));
    io.last().serve['lot:join'] = (_p, ack) => ack({ data: { snapshot: snapshot(3, 100000) } });
    io.last().serverAccepts();

    expect(io.sockets).toHaveLength(1);
    expect(io.last().sent('lot:join')).toHaveLength(1);
    expect(a.at(-1)?.lot?.price).toBe(100000);
    expect(b.at(-1)).toBe(a.at(-1));

    io.last().fire('lot:events', batch(placed(4, 101000, 'A001')));
    io.last().fire('lot:me', { assetsId: ASSETS_ID, seq: 4, serverNow: 1, me: viewer({ leading: true, canBid: false, reason: '您当前领先' }) });
    expect(a.at(-1)?.lot).toMatchObject({ price: 101000, iLead: true, me: { canBid: false, reason: '您当前领先' } });

    subs.forEach((s) => s.unsubscribe());
    subs = [];
    expect(io.last().active).toBe(false); // the last reader closed the socket
  });

  it('ends in error for an unknown lot (join 404)', () => {
    const io = fakeSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    const states: LotFeedState[] = [];
    subs.push(getLotFeed$(ASSETS_ID, { room, fetchSnapshot: () => Promise.reject(new Error('x')), tick$: of(0), timeSync$: EMPTY }).subscribe((s) => states.push(s)));
    io.last().serve['lot:join'] = (_p, ack) => ack({ error: { code: 404, msg: '竞价标的不存在' } });
    io.last().serverAccepts();
    expect(states.at(-1)).toMatchObject({ status: 'error', error: '竞价标的不存在', lot: null });
  });

  it('does not roll back to an older HTTP snapshot, and derives 您当前领先 before lot:me arrives', async () => {
    const io = fakeSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    const states: LotFeedState[] = [];
    const old: LotSnapshot = snapshot(2, 90000);
    subs.push(getLotFeed$(ASSETS_ID, { room, fetchSnapshot: async () => old, tick$: of(0), timeSync$: EMPTY, joinTimeoutMs: 5 }).subscribe((s) => states.push(s)));
    io.last().serve['lot:join'] = (_p, ack) => ack({ data: { snapshot: snapshot(5, 100000) } });
    io.last().serverAccepts();
    io.last().fire('lot:events', batch(placed(6, 101000, 'A001')));
    expect(states.at(-1)?.lot).toMatchObject({ price: 101000, iLead: true, me: { canBid: false, reason: '您当前领先', nextValidPrice: null } });
    io.last().fire('lot:events', batch(placed(7, 102000, 'B002')));
    expect(states.at(-1)?.lot).toMatchObject({ iLead: false, me: { canBid: true, nextValidPrice: 103000 } });
    expect(states.at(-1)?.lot?.bids.map((b) => `${b.bidderCode}:${b.status}`)).toEqual(['B002:leading', 'A001:outbid']);
  });

  it('falls back to the HTTP backfill when the join is not answered, and to a snapshot when that has a hole', async () => {
    const io = fakeSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    const states: LotFeedState[] = [];
    const fetchSnapshot = vi.fn(async () => snapshot(4, 100000));
    const fetchEvents = vi.fn(async () => ({ events: [placed(5, 101000), placed(6, 102000)], lastSeq: 6, hasMore: false }));
    subs.push(getLotFeed$(ASSETS_ID, { room, fetchSnapshot, fetchEvents, tick$: of(0), timeSync$: EMPTY, joinTimeoutMs: 5 }).subscribe((s) => states.push(s)));
    io.last().serverAccepts(); // lot:join is never answered
    await vi.waitFor(() => expect(states.at(-1)?.lot?.price).toBe(100000));
    // the opening snapshot asked for while the socket connected, then (nothing held yet) a snapshot again
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);

    io.last().serverDrops();
    io.last().serverAccepts();
    await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ status: 'live', lot: { price: 102000, lastSeq: 6 } }));
    expect(fetchEvents).toHaveBeenCalledWith(ASSETS_ID, 4, expect.any(AbortSignal));
  });
});
