// @vitest-environment jsdom
import { Profiler } from 'react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { LiveCountdown } from '@/components/live-countdown';
import { sameLotRow } from '@/components/lot-cells';
import { createRowStabiliser } from '@/features/hall/stable-rows';

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

  it('with active$, ticks only while it is true and catches up at once when it turns true again', async () => {
    const active$ = new BehaviorSubject(false);
    const view = render(<LiveCountdown deadline={T0 + 3_725_000} active$={active$} />);
    const text = () => view.container.textContent;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(text()).toBe('00天01时02分00秒'); // off screen: the digits of its render stay
    act(() => active$.next(true));
    expect(text()).toBe('00天01时01分57秒');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(text()).toBe('00天01时01分56秒');
    act(() => active$.next(false));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(text()).toBe('00天01时01分56秒');
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

describe('createRowStabiliser (/hall keeps the row objects of lots that read the same)', () => {
  const lot = (id: string, biddingCount: number, leftTime: number) => ({
    assetsId: id, assetsName: `资产${id}`, projectType: 0, priceType: 1, startPrice: 500000, biddingPrice: null, biddingCount,
    priceUnitName: '', leftTime, bidStartTime: '2024-01-01 09:00:00', bidEndTime: '2024-01-01 10:00:00', deadline: T0 + 600_000,
  });

  it('gives back the previous object of an unchanged lot and the new one of a changed lot, in the new order', () => {
    const stabilise = createRowStabiliser();
    const first = stabilise([lot('1', 0, 600), lot('2', 0, 600)]);
    const second = stabilise([lot('2', 1, 595), lot('1', 0, 595), lot('3', 0, 595)]);
    expect(second[0]).not.toBe(first[1]);
    expect(second[0].biddingCount).toBe(1);
    expect(second[1]).toBe(first[0]);
    expect(second.map((r) => r.assetsId)).toEqual(['2', '1', '3']);
    // a lot that left the list is forgotten: it comes back as a new object
    const third = stabilise([lot('1', 0, 590)]);
    expect(third[0]).toBe(first[0]);
    expect(stabilise([lot('3', 0, 585)])[0]).not.toBe(second[2]);
  });
});
