import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock, createClock, createTick$, tick$ } from '@streams/clock';
import { createSecondTick, secondTick } from '@streams/second-tick';

describe('clock offset', () => {
  it('corrects the device time by the observed server time', () => {
    let device = 1_000_000;
    const c = createClock(() => device);
    expect(c.now()).toBe(1_000_000);
    c.observeServerNow(1_005_000, 1_000_000); // server 5 s ahead
    expect(c.now()).toBe(1_005_000);
    device += 2500;
    expect(c.now()).toBe(1_007_500);
  });

  it('uses the device time at call as receivedAt by default', () => {
    const c = createClock(() => 50_000);
    c.observeServerNow(40_000); // server 10 s behind
    expect(c.now()).toBe(50_000 - 10_000);
  });

  it('keeps the least-delayed of the recent samples', () => {
    const c = createClock(() => 0);
    c.observeServerNow(5000, 0); // sample +5000
    c.observeServerNow(5000, 800); // arrived 800 ms late: +4200
    expect(c.now()).toBe(5000);
    c.observeServerNow(5300, 0); // a faster answer: +5300
    expect(c.now()).toBe(5300);
  });

  it('forgets old samples after the window', () => {
    const c = createClock(() => 0);
    c.observeServerNow(6000, 0);
    for (let i = 0; i < 8; i++) c.observeServerNow(5000, 0);
    expect(c.now()).toBe(5000);
  });

  it('starts over when a clock jumps further than any latency', () => {
    const c = createClock(() => 0);
    c.observeServerNow(5000, 0);
    c.observeServerNow(5000 - 3_600_000, 0); // device clock set an hour forward
    expect(c.now()).toBe(5000 - 3_600_000);
  });

  it('ignores values that are not finite', () => {
    const c = createClock(() => 0);
    c.observeServerNow(2000, 0);
    c.observeServerNow(NaN, 0);
    c.observeServerNow(Number.POSITIVE_INFINITY, 0);
    expect(c.now()).toBe(2000);
  });

  it('publishes the offset on offset$', () => {
    const c = createClock(() => 0);
    const seen: number[] = [];
    const sub = c.offset$.subscribe((o) => seen.push(o));
    c.observeServerNow(1500, 0);
    c.observeServerNow(1500, 0);
    c.observeServerNow(1700, 0);
    sub.unsubscribe();
    expect(seen).toEqual([0, 1500, 1700]);
  });
});

describe('tick$ and its second timer (streams/second-tick.ts, without rxjs)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_300);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('emits the corrected now at once, then once per whole second', () => {
    const c = createClock();
    c.observeServerNow(Date.now() + 2000, Date.now());
    const seen: number[] = [];
    const sub = createTick$(c).subscribe((t) => seen.push(t));
    expect(seen).toEqual([1_700_000_002_300]);
    vi.advanceTimersByTime(699);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1); // aligned to the next whole second of server time
    expect(seen[1]).toBe(1_700_000_003_000);
    vi.advanceTimersByTime(3000);
    expect(seen.slice(1)).toEqual([1_700_000_003_000, 1_700_000_004_000, 1_700_000_005_000, 1_700_000_006_000]);
    sub.unsubscribe();
  });

  it('runs one interval however many subscribers, and stops with the last', () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const counts = [0, 0, 0];
    const subs = counts.map((_, i) => tick$.subscribe(() => counts[i]++));
    vi.advanceTimersByTime(5000);
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    // first subscriber: the immediate tick + 5 aligned ticks; later ones got the replayed one first
    expect(counts).toEqual([6, 6, 6]);
    subs.forEach((s) => s.unsubscribe());
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(counts).toEqual([6, 6, 6]);
  });

  it('ticks with the shared clock offset', () => {
    clock.observeServerNow(Date.now() + 60_000, Date.now());
    let last = 0;
    const sub = tick$.subscribe((t) => (last = t));
    expect(last).toBe(clock.now());
    expect(last - Date.now()).toBe(60_000);
    sub.unsubscribe();
  });

  it('ticks each whole second of the given clock, one timer for all listeners, stopped with the last', () => {
    const offset = 2_450; // the corrected clock is 2.45 s ahead of the device
    const ticks = createSecondTick(() => Date.now() + offset);
    const a: number[] = [];
    const b: number[] = [];
    const offA = ticks.subscribe((t) => a.push(t));
    const offB = ticks.subscribe((t) => b.push(t));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(249);
    expect(a).toEqual([]);
    vi.advanceTimersByTime(1); // 1_700_000_002_750 + 250 = the clock's next whole second
    vi.advanceTimersByTime(2000);
    expect(a).toEqual([1_700_000_003_000, 1_700_000_004_000, 1_700_000_005_000]);
    expect(b).toEqual(a);
    expect(ticks.latest()).toBe(1_700_000_005_000);
    offA();
    offB();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the clock itself while nobody listens, the latest tick while someone does', () => {
    const ticks = createSecondTick(() => Date.now());
    expect(ticks.latest()).toBe(1_700_000_000_300);
    const off = ticks.subscribe(() => {});
    vi.advanceTimersByTime(1200); // ticked at …001_000, now …001_500
    expect(ticks.latest()).toBe(1_700_000_001_000);
    off();
    expect(ticks.latest()).toBe(1_700_000_001_500);
  });

  it('is the timer of tick$: one interval for the stream and the direct listeners', () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const viaStream: number[] = [];
    const direct: number[] = [];
    const sub = tick$.subscribe((t) => viaStream.push(t));
    const off = secondTick.subscribe((t) => direct.push(t));
    vi.advanceTimersByTime(3000);
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(viaStream.slice(1)).toEqual(direct);
    expect(direct).toHaveLength(3);
    sub.unsubscribe();
    off();
    expect(vi.getTimerCount()).toBe(0);
  });
});
