import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, type Subscription, firstValueFrom } from 'rxjs';
import { type BidConnection, createBidRoom } from '@streams/bid-room';
import { createClock } from '@streams/clock';
import { ASSETS_ID, batch, fakeSockets, placed } from '../web/quote/fake-bid-socket';

let subs: Subscription[] = [];
afterEach(() => {
  subs.forEach((s) => s.unsubscribe());
  subs = [];
  vi.useRealTimers();
});

describe('bid room connection', () => {
  it('reports connecting → live → reconnecting → live, and offline once attempts keep failing', () => {
    const io = fakeSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    const seen: BidConnection[] = [];
    subs.push(room.connection$.subscribe((c) => seen.push(c)));
    const socket = io.last();
    socket.serverAccepts();
    socket.serverDrops();
    socket.serverRefuses();
    socket.serverAccepts();
    socket.serverDrops();
    socket.serverRefuses();
    socket.serverRefuses();
    socket.managerGivesUp();
    expect(seen).toEqual(['connecting', 'live', 'reconnecting', 'live', 'reconnecting', 'offline']);
  });

  it('opens one socket for every reader, with the token in the handshake, and a new one when the token changes', () => {
    const io = fakeSockets();
    const token$ = new BehaviorSubject<string | undefined>('t1');
    const room = createBidRoom({ connect: io.connect, token$, clock: createClock() });
    subs.push(room.connection$.subscribe(), room.event$('lot:events').subscribe());
    expect(io.sockets).toHaveLength(1);
    expect(io.last().auth).toEqual({ token: 't1' });

    token$.next('t2'); // refreshed
    expect(io.sockets).toHaveLength(2);
    expect(io.sockets[0].active).toBe(false);
    expect(io.last().auth).toEqual({ token: 't2' });
    token$.next(undefined); // logged out: a watcher
    expect(io.last().auth).toEqual({});
  });

  it('answers a command through its ack, times out without one, and feeds broadcast serverNow to the clock', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const io = fakeSockets();
    const clock = createClock();
    const room = createBidRoom({ connect: io.connect, clock });
    const got: number[] = [];
    subs.push(room.event$('lot:events').subscribe((b) => got.push(...b.events.map((e) => e.payload.seq))));
    io.last().serverAccepts();
    io.last().serve['time:sync'] = (p, ack) => ack({ t0: (p as { t0: number }).t0, serverNow: 5 });
    await expect(firstValueFrom(room.emitWithAck('time:sync', { t0: 1 }))).resolves.toEqual({ t0: 1, serverNow: 5 });

    const lost = firstValueFrom(room.emitWithAck('lot:join', { assetsId: ASSETS_ID }, 1000));
    vi.advanceTimersByTime(1000);
    await expect(lost).rejects.toThrow(/Timeout/);

    io.last().fire('lot:events', { ...batch(placed(4, 1)), serverNow: Date.now() + 60_000 });
    expect(got).toEqual([4]);
    expect(clock.now() - Date.now()).toBe(60_000);
  });
});
