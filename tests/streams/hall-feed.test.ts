// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Subject, type Subscription } from 'rxjs';
import type { Page } from '@contract/envelope';
import type { HallRow } from '@contract/projects';
import { clock } from '@streams/clock';
import { type HallFeedParams, type HallFeedState, type HallFetcher, type HallListState, agedHallAnswer, atNextTick, getHallFeed$, getHallList$, startingHallListState } from '@streams/feeds/hall';

const T0 = 1_700_000_000_000; // a whole second

const row = (assetsId: string, leftTime: number, extra: Partial<HallRow> = {}): HallRow => ({
  assetsId: assetsId.padStart(32, '0'),
  assetsName: `资产${assetsId}`,
  projectType: 0,
  priceType: 1,
  startPrice: 100000,
  biddingPrice: 120000,
  biddingCount: 2,
  priceUnitName: '',
  leftTime,
  bidStartTime: '2024-01-01 09:00:00',
  bidEndTime: '2024-01-01 10:00:00',
  ...extra,
});

const page = (records: HallRow[]): Page<HallRow> => ({ records, total: records.length, size: 8, current: 1, pages: 1 });

const ongoing: HallFeedParams = { kind: 'ongoing', current: 1, size: 8 };

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Subscribes and records every state. */
function watch(params: HallFeedParams, fetcher: HallFetcher) {
  const states: HallFeedState[] = [];
  const sub = getHallFeed$(params, fetcher).subscribe((s) => states.push(s));
  subs.push(sub);
  return { states, last: () => states[states.length - 1] };
}

let subs: Subscription[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  setVisibility('visible');
});

afterEach(() => {
  subs.forEach((s) => s.unsubscribe());
  subs = [];
  clock.observeServerNow(Date.now(), Date.now()); // undo a test's offset (a jump resets the estimate)
  vi.useRealTimers();
});

describe('getHallFeed$', () => {
  it('starts loading, then shows rows with countdown = leftTime − 5', async () => {
    const fetcher = vi.fn<HallFetcher>(async () => page([row('1', 100), row('2', 86406)]));
    const { states, last } = watch(ongoing, fetcher);
    expect(states[0]).toMatchObject({ status: 'loading', rows: [], stale: false, current: 1, size: 8 });

    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('ongoing', { assetsName: undefined, current: 1, size: 8 });
    expect(last().status).toBe('ready');
    expect(last().rows[0].countdown).toEqual({ days: '00', hours: '00', minutes: '01', seconds: '35' });
    expect(last().rows[0].deadline).toBe(T0 + 100_000);
    expect(last().rows[1].countdown).toEqual({ days: '01', hours: '00', minutes: '00', seconds: '01' });
    expect(last().total).toBe(2);
  });

  it('counts down each second from the shared clock without fetching again', async () => {
    const fetcher = vi.fn<HallFetcher>(async () => page([row('1', 100)]));
    const { last } = watch(ongoing, fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(last().rows[0].countdown?.seconds).toBe('35');

    await vi.advanceTimersByTimeAsync(1000);
    expect(last().rows[0].countdown?.seconds).toBe('34');
    await vi.advanceTimersByTimeAsync(1000);
    expect(last().rows[0].countdown?.seconds).toBe('33');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fixes deadlines at receipt in server time and rounds the remainder up', async () => {
    clock.observeServerNow(T0 + 3_600_000, T0); // server an hour ahead of this device
    const fetcher = vi.fn<HallFetcher>(() => new Promise((resolve) => setTimeout(() => resolve(page([row('1', 100)])), 250)));
    const { last } = watch(ongoing, fetcher);
    await vi.advanceTimersByTimeAsync(250);
    expect(last().rows[0].deadline).toBe(T0 + 3_600_000 + 250 + 100_000);
    expect(last().rows[0].countdown?.seconds).toBe('35');
    await vi.advanceTimersByTimeAsync(750); // 99.25 s left: still shows 100 − 5
    expect(last().rows[0].countdown?.seconds).toBe('35');
    await vi.advanceTimersByTimeAsync(1000);
    expect(last().rows[0].countdown?.seconds).toBe('34');
  });

  it('polls ongoing lists every 5 s and upcoming lists every 15 s', async () => {
    const onFetch = vi.fn<HallFetcher>(async () => page([row('1', 1000)]));
    const upFetch = vi.fn<HallFetcher>(async () => page([row('2', 1000)]));
    watch(ongoing, onFetch);
    watch({ kind: 'upcoming', current: 1, size: 8 }, upFetch);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(onFetch).toHaveBeenCalledTimes(4); // 0, 5, 10, 15 s
    expect(upFetch).toHaveBeenCalledTimes(2); // 0, 15 s
    expect(upFetch).toHaveBeenLastCalledWith('upcoming', { assetsName: undefined, current: 1, size: 8 });
  });

  it('reloads at once when the push channel says the hall changed', async () => {
    const fetcher = vi.fn<HallFetcher>(async () => page([row('1', 1000)]));
    const hallChanged$ = new Subject<void>();
    const states: HallFeedState[] = [];
    subs.push(getHallFeed$(ongoing, fetcher, hallChanged$).subscribe((s) => states.push(s)));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    fetcher.mockResolvedValueOnce(page([row('3', 500)]));
    hallChanged$.next();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(2); // well before the 5 s poll
    expect(states[states.length - 1].rows.map((r) => r.assetsName)).toEqual(['资产3']);
  });

  it('pauses polling while the document is hidden and reloads when visible', async () => {
    const fetcher = vi.fn<HallFetcher>(async () => page([row('1', 1000)]));
    watch(ongoing, fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetcher).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('keeps the last good rows and marks them stale when a load fails', async () => {
    const fetcher = vi
      .fn<HallFetcher>()
      .mockResolvedValueOnce(page([row('1', 1000)]))
      .mockRejectedValueOnce(new Error('网络异常，请检查网络连接'))
      .mockResolvedValue(page([row('1', 900)]));
    const { last } = watch(ongoing, fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ status: 'ready', stale: false });

    await vi.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(last()).toMatchObject({ status: 'ready', stale: true, error: '网络异常，请检查网络连接' });
    expect(last().rows.map((r) => r.assetsName)).toEqual(['资产1']);
    expect(last().rows[0].countdown).not.toBeNull();

    await vi.advanceTimersByTimeAsync(5000);
    expect(last()).toMatchObject({ status: 'ready', stale: false });
    expect(last().error).toBeUndefined();
    expect(last().rows[0].leftTime).toBe(900);
  });

  it("reports 'error' when the first load fails", async () => {
    const fetcher = vi.fn<HallFetcher>().mockRejectedValue(new Error('服务暂不可用'));
    const { last } = watch(ongoing, fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ status: 'error', rows: [], stale: true, error: '服务暂不可用' });
  });

  it('refreshes once at once when a row times out', async () => {
    const fetcher = vi
      .fn<HallFetcher>()
      .mockResolvedValueOnce(page([row('1', 8), row('2', 1000)])) // row 1: countdown 3 s
      .mockResolvedValue(page([row('1', 5), row('2', 997)])); // server still lists it, at zero
    const { last } = watch(ongoing, fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(last().rows[0].countdown?.seconds).toBe('03');

    await vi.advanceTimersByTimeAsync(2000);
    expect(last().rows[0].countdown?.seconds).toBe('01');
    expect(fetcher).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1000); // timed out at T0 + 3 s
    expect(last().rows[0].countdown).toBeNull();
    await vi.advanceTimersByTimeAsync(10); // the reload is a zero-delay timer
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(last().rows[0].countdown).toBeNull();
    expect(last().rows[1].deadline).toBe(T0 + 1_000_000); // 997 s at T0 + 3 s: the same deadline, kept

    // A row already at zero on arrival does not trigger again; the interval restarted at 3 s.
    await vi.advanceTimersByTimeAsync(4900);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('does not loop when the refresh after a timeout fails', async () => {
    const fetcher = vi
      .fn<HallFetcher>()
      .mockResolvedValueOnce(page([row('1', 7)]))
      .mockRejectedValue(new Error('boom'));
    const { last } = watch(ongoing, fetcher);
    await vi.advanceTimersByTimeAsync(2010); // row times out at 2 s, one reload, which fails
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(last()).toMatchObject({ stale: true });
  });

  it('shares one poll between subscribers of the same params', async () => {
    const fetcher = vi.fn<HallFetcher>(async () => page([row('1', 100)]));
    const a = watch({ kind: 'ongoing', current: 1, size: 8 }, fetcher);
    const b = watch({ kind: 'ongoing', current: 1, size: 8, assetsName: '  ' }, fetcher);
    expect(getHallFeed$({ kind: 'ongoing', current: 1, size: 8 }, fetcher)).toBe(getHallFeed$({ ...ongoing }, fetcher));

    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(b.last()).toEqual(a.last());
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(2);

    const c = watch({ kind: 'ongoing', current: 1, size: 8, assetsName: '林地' }, fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(fetcher).toHaveBeenLastCalledWith('ongoing', { assetsName: '林地', current: 1, size: 8 });
    expect(c.last().status).toBe('ready');
  });

  it('stops polling when the last subscriber leaves', async () => {
    const fetcher = vi.fn<HallFetcher>(async () => page([row('1', 100)]));
    watch(ongoing, fetcher);
    await vi.advanceTimersByTimeAsync(0);
    subs.forEach((s) => s.unsubscribe());
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('getHallList$', () => {
  it('emits on answers only, not on ticks, and shares the poll with getHallFeed$', async () => {
    const fetcher = vi.fn<HallFetcher>(async () => page([row('1', 100)]));
    const lists: HallListState[] = [];
    subs.push(getHallList$(ongoing, fetcher).subscribe((l) => lists.push(l)));
    const feed = watch(ongoing, fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(lists.map((l) => l.status)).toEqual(['loading', 'ready']);
    expect(lists[1].rows[0]).toMatchObject({ assetsName: '资产1', deadline: T0 + 100_000 });

    await vi.advanceTimersByTimeAsync(4000); // four ticks: the feed counts down, the list stays
    expect(lists).toHaveLength(2);
    expect(feed.last().rows[0].countdown?.seconds).toBe('31');

    await vi.advanceTimersByTimeAsync(1000); // the 5 s poll answers
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(lists).toHaveLength(3);
  });

  it('reloads once when the earliest row still counting down times out, whatever the row order (list only, as /hall reads it)', async () => {
    const fetcher = vi
      .fn<HallFetcher>()
      // row 1 already over on arrival, row 3 times out first (countdown 2 s), row 2 later (countdown 4 s)
      .mockResolvedValueOnce(page([row('1', 3), row('2', 9), row('3', 7), row('4', 1000)]))
      .mockResolvedValue(page([row('4', 997)]));
    const lists: HallListState[] = [];
    subs.push(getHallList$(ongoing, fetcher).subscribe((l) => lists.push(l)));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetcher).toHaveBeenCalledTimes(1); // row 1 at zero does not reload
    await vi.advanceTimersByTimeAsync(1010); // row 3 at zero: one reload at once, not at the 5 s poll
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(lists[lists.length - 1].rows.map((r) => r.assetsName)).toEqual(['资产4']);
    await vi.advanceTimersByTimeAsync(2000); // row 2's old deadline passes: it is no longer listed, nothing more
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps a deadline that a later answer moves by less than a second, takes a bigger move', async () => {
    const fetcher = vi
      .fn<HallFetcher>()
      .mockResolvedValueOnce(page([row('1', 100), row('2', 200)]))
      // 5.3 s later (300 ms of latency): row 1 reads 94 s (the whole-second leftTime cut 0.7 s off), row 2 was
      // extended by 60 s
      .mockImplementationOnce(() => new Promise((resolve) => setTimeout(() => resolve(page([row('1', 94), row('2', 255)])), 300)));
    const lists: HallListState[] = [];
    subs.push(getHallList$(ongoing, fetcher).subscribe((l) => lists.push(l)));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(5300);
    const [first, second] = [lists[lists.length - 2], lists[lists.length - 1]];
    expect(second.rows[0]).toBe(first.rows[0]); // the same lot, the same object: leftTime 100 and its deadline
    expect(second.rows[0].deadline).toBe(T0 + 100_000); // not T0 + 99.3 s: no wobble by a second
    expect(second.rows[1].deadline).toBe(T0 + 5300 + 255_000);
  });

  it('keeps the row object of every lot that reads the same, and emits nothing for an answer that changes nothing', async () => {
    const fetcher = vi
      .fn<HallFetcher>()
      .mockResolvedValueOnce(page([row('1', 100), row('2', 200), row('3', 300)]))
      .mockResolvedValueOnce(page([row('1', 95), row('2', 195), row('3', 295)])) // 5 s later: the same deadlines
      .mockResolvedValueOnce(page([row('3', 290), row('1', 90), row('2', 190, { biddingCount: 3, biddingPrice: 121000 })])) // a bid on 2, 3 first
      .mockResolvedValueOnce(page([row('3', 285), row('1', 85)])); // 2 closed
    const lists: HallListState[] = [];
    subs.push(getHallList$(ongoing, fetcher).subscribe((l) => lists.push(l)));
    await vi.advanceTimersByTimeAsync(0);
    const first = lists[lists.length - 1];
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(lists[lists.length - 1]).toBe(first); // no emission: /hall renders nothing

    await vi.advanceTimersByTimeAsync(5000);
    const third = lists[lists.length - 1];
    expect(third.rows.map((r) => r.assetsName)).toEqual(['资产3', '资产1', '资产2']);
    expect(third.rows[0]).toBe(first.rows[2]);
    expect(third.rows[1]).toBe(first.rows[0]);
    expect(third.rows[2]).not.toBe(first.rows[1]);
    expect(third.rows[2]).toMatchObject({ biddingCount: 3, biddingPrice: 121000, deadline: T0 + 200_000 });

    await vi.advanceTimersByTimeAsync(5000);
    const fourth = lists[lists.length - 1];
    expect(fourth.total).toBe(2);
    expect(fourth.rows).toEqual([first.rows[2], first.rows[0]]);
    expect(fourth.rows[0]).toBe(first.rows[2]);
  });

  it("reads each row's leftTime from an answer's leftTimes when the transport gives them (a row object handed back)", async () => {
    const a = row('1', 100);
    const b = row('2', 200);
    const fetcher = vi
      .fn<HallFetcher>()
      .mockResolvedValueOnce(page([a, b]))
      // the same objects 5 s later, row 2 extended by 60 s: only leftTimes say so
      .mockResolvedValueOnce({ ...page([a, b]), leftTimes: Float64Array.of(95, 255) });
    const lists: HallListState[] = [];
    subs.push(getHallList$(ongoing, fetcher).subscribe((l) => lists.push(l)));
    await vi.advanceTimersByTimeAsync(0);
    const first = lists[lists.length - 1];
    await vi.advanceTimersByTimeAsync(5000);
    const second = lists[lists.length - 1];
    expect(second.rows[0]).toBe(first.rows[0]);
    expect(second.rows[1]).toMatchObject({ leftTime: 255, deadline: T0 + 5000 + 255_000 });
  });
});

describe('atNextTick (/hall renders a later answer in the next tick\'s frame)', () => {
  it('passes the first rows and a failure at once, holds changed rows until the next tick', async () => {
    const fetcher = vi
      .fn<HallFetcher>()
      .mockResolvedValueOnce(page([row('1', 100)]))
      .mockResolvedValueOnce(page([row('1', 95, { biddingCount: 3 })]))
      .mockRejectedValueOnce(new Error('网络异常'));
    const lists: HallListState[] = [];
    subs.push(atNextTick(getHallList$(ongoing, fetcher)).subscribe((l) => lists.push(l)));
    await vi.advanceTimersByTimeAsync(0);
    expect(lists.map((l) => l.status)).toEqual(['loading', 'ready']);

    await vi.advanceTimersByTimeAsync(5000); // the poll answers at T0 + 5 s
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(lists).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(lists).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1); // the tick at T0 + 6 s shows it, deadline fixed at receipt
    expect(lists).toHaveLength(3);
    expect(lists[2].rows[0]).toMatchObject({ biddingCount: 3, deadline: T0 + 100_000 });

    await vi.advanceTimersByTimeAsync(4000); // T0 + 10 s: the load fails, stale at once
    expect(lists[lists.length - 1]).toMatchObject({ stale: true, error: '网络异常' });
  });
});

describe('a hall page inlined into the document (the server-rendered first screen)', () => {
  it('starts ready with its rows, their deadlines counted from when the server gave it', () => {
    const answer = agedHallAnswer(page([row('1', 100), row('2', 2)]), 3000);
    expect(answer.leftTimes).toEqual([97, 0]); // never below zero
    expect(agedHallAnswer(answer, 0)).toBe(answer);
    const state = startingHallListState(ongoing, answer, T0);
    expect(state).toMatchObject({ status: 'ready', total: 2, stale: false });
    expect(state.rows.map((r) => r.deadline)).toEqual([T0 + 97_000, T0]);
    expect(startingHallListState(ongoing, undefined, T0)).toMatchObject({ status: 'loading', rows: [] });
  });

  it('starts a feed in that state, and a first answer that reads the same emits nothing new', async () => {
    const answer = page([row('1', 100), row('2', 200)]);
    const seed = startingHallListState(ongoing, answer, clock.now());
    const fetcher = vi.fn<HallFetcher>(async () => answer);
    const states: HallListState[] = [];
    subs.push(getHallList$(ongoing, fetcher, undefined, () => seed).subscribe((s) => states.push(s)));
    expect(states).toEqual([seed]);
    expect(states[0]).toBe(seed);
    await vi.advanceTimersByTimeAsync(10);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(states).toHaveLength(1);
    // A later answer that differs is taken as usual.
    fetcher.mockResolvedValue(page([row('1', 90)]));
    await vi.advanceTimersByTimeAsync(5000);
    expect(states.at(-1)!.rows.map((r) => r.assetsId)).toEqual([row('1', 0).assetsId]);
  });
});
