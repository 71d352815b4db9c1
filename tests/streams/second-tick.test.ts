import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tick$ } from '@streams/clock';
import { createSecondTick, secondTick } from '@streams/second-tick';

describe('the second timer without rxjs (streams/second-tick.ts)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_300);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
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
