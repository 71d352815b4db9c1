// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { SecondTick } from '@streams/second-tick';
import { useSecondTick } from '@streams/react-second';

afterEach(cleanup);

/** A second timer driven by hand: `tick(t)` moves its now to `t` (epoch ms) and calls the listeners. */
function manualTicks(start: number) {
  let now = start;
  const listeners = new Set<(now: number) => void>();
  const ticks: SecondTick = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    latest: () => now,
  };
  return { ticks, listeners, tick: (t: number) => act(() => { now = t; listeners.forEach((l) => l(t)); }) };
}

const DEADLINE = 10_000;
const secondsLeft = (now: number) => Math.max(0, Math.ceil((DEADLINE - now) / 1000));

describe('useSecondTick (streams/react-second.ts)', () => {
  it('follows the selected value each second, then lets go of the timer once the value is final', () => {
    const clock = manualTicks(7_000);
    const { result } = renderHook(() => useSecondTick(secondsLeft, (n) => n === 0, clock.ticks));
    expect(result.current).toBe(3);
    expect(clock.listeners.size).toBe(1);
    clock.tick(8_000);
    expect(result.current).toBe(2);
    clock.tick(10_000);
    expect(result.current).toBe(0);
    expect(clock.listeners.size).toBe(0);
  });

  it('never asks for the timer when the value is final from the start', () => {
    const clock = manualTicks(12_000);
    const { result } = renderHook(() => useSecondTick(secondsLeft, (n) => n === 0, clock.ticks));
    expect(result.current).toBe(0);
    expect(clock.listeners.size).toBe(0);
  });

  it('listens for as long as it is mounted without a final value', () => {
    const clock = manualTicks(7_000);
    const { result, unmount } = renderHook(() => useSecondTick(secondsLeft, undefined, clock.ticks));
    clock.tick(11_000);
    expect(result.current).toBe(0);
    expect(clock.listeners.size).toBe(1);
    unmount();
    expect(clock.listeners.size).toBe(0);
  });
});
