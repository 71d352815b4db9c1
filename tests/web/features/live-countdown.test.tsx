// @vitest-environment jsdom
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { LiveCountdown } from '@/components/live-countdown';
import { sameLotRow } from '@/components/lot-cells';

const T0 = 1_700_000_000_000; // a whole second

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Renders one countdown inside a Profiler and counts React commits of that subtree. */
function renderCountdown(deadline: number) {
  const commits = { n: 0 };
  const view = render(
    <Profiler id="row" onRender={() => commits.n++}>
      <LiveCountdown deadline={deadline} />
    </Profiler>,
  );
  return { view, commits, text: () => view.container.textContent };
}

describe('LiveCountdown (one hall row, §4 Countdown)', () => {
  it('ticks every second on the shared clock without re-rendering', async () => {
    const { commits, text } = renderCountdown(T0 + 3_725_000); // leftTime 3725 s → shows 3720 s
    expect(text()).toBe('00天01时02分00秒');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const afterMount = commits.n;

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(text()).toBe('00天01时01分59秒');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(text()).toBe('00天01时01分57秒');
    expect(commits.n).toBe(afterMount); // digits were rewritten in place: no React render at all
  });

  it('renders 已超时 through React when it times out', async () => {
    const { commits, text } = renderCountdown(T0 + 7000); // shows 2 s
    await act(() => vi.advanceTimersByTimeAsync(0));
    const afterMount = commits.n;
    expect(text()).toBe('00天00时00分02秒');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(text()).toBe('已超时');
    expect(commits.n).toBe(afterMount + 1);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(commits.n).toBe(afterMount + 1);
  });

  it('holds no timer of its own: the shared clock ticks for every row', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const rows = Array.from({ length: 50 }, (_, i) => T0 + (100 + i) * 1000);
    const view = render(
      <>
        {rows.map((d) => (
          <LiveCountdown key={d} deadline={d} />
        ))}
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(view.container.textContent).toContain('00天00时01分33秒'); // row 0: 100 − 5 − 2
    setInterval.mockRestore();
  });
});

describe('sameLotRow (a hall row re-renders only when its lot reads differently)', () => {
  const lot = {
    assetsId: 'a'.repeat(32), assetsName: '林地经营权', projectType: 0, priceType: 1, startPrice: 500000, biddingPrice: 550000,
    biddingCount: 3, priceUnitName: '', leftTime: 65, bidStartTime: '2024-01-01 09:00:00', bidEndTime: '2024-01-01 10:00:00', deadline: T0 + 65_000,
  };

  it('ignores the raw leftTime of a later answer, not a bid or a moved deadline', () => {
    expect(sameLotRow(lot, { ...lot, leftTime: 60 })).toBe(true);
    expect(sameLotRow(lot, { ...lot, biddingCount: 4, biddingPrice: 551000 })).toBe(false);
    expect(sameLotRow(lot, { ...lot, deadline: lot.deadline + 60_000 })).toBe(false);
  });
});
