import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, NEVER, type Subscription, timer, map } from 'rxjs';
import type { BidConnection, BidRoom } from '@streams/bid-room';
import { createClock } from '@streams/clock';
import { type TimeSyncSample, createTimeSync$, syncSampleOf } from '@streams/time-sync';

const SERVER_AHEAD = 50_000;

/**
 * A room answering time:sync with the true server time stamped `outMs` after sending, arriving `backMs` later.
 * Each call takes the next [outMs, backMs] pair.
 */
function syncRoom(delays: [number, number][], connection$ = new BehaviorSubject<BidConnection>('live')) {
  const room: BidRoom = {
    connection$,
    event$: (() => NEVER) as BidRoom['event$'],
    send: () => undefined,
    emitWithAck: ((_event: string, payload: { t0: number }) => {
      const [outMs, backMs] = delays.shift() ?? [5, 5];
      return timer(outMs + backMs).pipe(map(() => ({ t0: payload.t0, serverNow: payload.t0 + outMs + SERVER_AHEAD })));
    }) as BidRoom['emitWithAck'],
  };
  return { room, connection$ };
}

let sub: Subscription | null = null;
afterEach(() => {
  sub?.unsubscribe();
  vi.useRealTimers();
});

describe('time sync', () => {
  it('computes offset = serverNow − (t0 + rtt/2)', () => {
    expect(syncSampleOf(1000, 61_030, 1100)).toEqual({ t0: 1000, t1: 1100, serverNow: 61_030, rtt: 100, offset: 59_980 });
  });

  it('lets the minimum-RTT sample decide the shared offset', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const clock = createClock();
    // slow and lopsided (stamped 20 ms out, 580 ms back: −280 ms error), fast and even (exact), slow the other way (+300)
    const { room } = syncRoom([[20, 580], [4, 4], [650, 50]]);
    const samples: TimeSyncSample[] = [];
    sub = createTimeSync$(room, { clock }).subscribe((s) => samples.push(s));

    await vi.advanceTimersByTimeAsync(2000);
    expect(samples.map((s) => s.rtt)).toEqual([600, 8, 700]);
    expect(clock.now() - Date.now()).toBe(SERVER_AHEAD);
  });

  it('samples again every 30 s while live, and starts over with a burst on reconnect', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const clock = createClock();
    const { room, connection$ } = syncRoom([]);
    const samples: TimeSyncSample[] = [];
    sub = createTimeSync$(room, { clock, burst: 2 }).subscribe((s) => samples.push(s));
    await vi.advanceTimersByTimeAsync(100);
    expect(samples).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(samples).toHaveLength(3);

    connection$.next('reconnecting');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(samples).toHaveLength(3);
    connection$.next('live');
    await vi.advanceTimersByTimeAsync(100);
    expect(samples).toHaveLength(5);
  });

  it('makes round trips outrank one-way serverNow samples on the shared clock', () => {
    const clock = createClock(() => 0);
    clock.observeServerNow(10_000, 0); // one-way: at least +10 000
    clock.observeSyncSample({ t0: 0, serverNow: 9_950, t1: 100 }); // round trip: +9 900 ± 50
    expect(clock.now()).toBe(9_900);
    clock.observeSyncSample({ t0: 0, serverNow: 9_990, t1: 500 }); // slower round trip: ignored
    expect(clock.now()).toBe(9_900);
    clock.observeSyncSample({ t0: 0, serverNow: 9_910, t1: 20 }); // faster: wins
    expect(clock.now()).toBe(9_900);
    clock.observeSyncSample({ t0: 0, serverNow: 9_930, t1: 10 });
    expect(clock.now()).toBe(9_925);
  });
});
