import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { createClock } from '@streams/clock';
import { countdownOf, isLotOpen, lotMoney, lotResult, shownPrice } from '@/features/enrol/my-lot';
import { DEADLINE_GRACE_MS, deadlinesReached$, openLotInterval, OPEN_LOT_REFRESH_MS } from '@/features/enrol/my-lots-live';
import { lot } from './records-fixtures';

describe('a lot row of /myProject', () => {
  it('shows prices in the lot unit: 万元 for lump sums, 2 decimals in a per-unit price', () => {
    expect(lotMoney(1_250_000, '万元')).toEqual({ text: '125', unit: '万元' });
    expect(lotMoney(1_250_000, '')).toEqual({ text: '125', unit: '万元' });
    expect(lotMoney(820, '元/亩/年')).toEqual({ text: '820.00', unit: '元/亩/年' });
    expect(lotMoney(null, '万元')).toEqual({ text: '--', unit: '' });
  });

  it('shows the final price once dealt, the current price before', () => {
    expect(shownPrice(lot({ currentPrice: 100, finalPrice: null }))).toBe(100);
    expect(shownPrice(lot({ phase: 'closed', outcome: 'deal', currentPrice: 100, finalPrice: 120 }))).toBe(120);
  });

  it('reads the result: 竞得, 未竞得, 流拍 (also for a bidder of a failed lot), nothing before the close', () => {
    expect(lotResult(lot({ outcome: 'deal', mine: 'won' }))?.label).toBe('竞得');
    expect(lotResult(lot({ outcome: 'deal', mine: 'lost' }))?.label).toBe('未竞得');
    expect(lotResult(lot({ outcome: 'unsold', mine: 'lost' }))?.label).toBe('流拍');
    expect(lotResult(lot())).toBeNull();
  });

  it('counts to the start before a scheduled lot, to the end while it runs, and not while paused or closed', () => {
    expect(countdownOf(lot({ phase: 'scheduled', deadline: 5 }))).toEqual({ kind: 'start', deadline: 5 });
    expect(countdownOf(lot({ phase: 'limited', deadline: 5 }))).toEqual({ kind: 'end', deadline: 5 });
    expect(countdownOf(lot({ paused: true, deadline: 5 }))).toEqual({ kind: 'paused' });
    expect(countdownOf(lot({ phase: 'closed', deadline: 5 }))).toBeNull();
    expect(countdownOf(lot({ deadline: null }))).toBeNull();
  });

  it('polls only while a lot is open', () => {
    expect(isLotOpen(lot({ phase: 'scheduled' }))).toBe(false);
    expect(openLotInterval([lot({ phase: 'scheduled' }), lot({ phase: 'closed' })])).toBe(false);
    expect(openLotInterval([lot({ phase: 'closed' }), lot({ phase: 'free' })])).toBe(OPEN_LOT_REFRESH_MS);
  });
});

describe('deadlinesReached$ (refetch when a countdown is over)', () => {
  it('emits each future deadline once, on the first tick of the given clock past it, and skips those already past', () => {
    let device = 1_000_000;
    const c = createClock(() => device);
    c.observeServerNow(device + 50_000, device); // server time = device + 50 s: the clock, not Date.now, decides
    const tick$ = new Subject<number>();
    const seen: number[] = [];
    const server = c.now();
    const sub = deadlinesReached$([server - 10_000, server + 2_000, server + 5_000], c, tick$).subscribe((d) => seen.push(d));
    const tickAt = (ms: number) => {
      device = 1_000_000 + ms;
      tick$.next(c.now());
    };
    tickAt(2_000 + DEADLINE_GRACE_MS - 1);
    expect(seen).toEqual([]);
    tickAt(2_000 + DEADLINE_GRACE_MS);
    expect(seen).toEqual([server + 2_000]);
    tickAt(3_500);
    tickAt(9_000);
    tickAt(10_000);
    expect(seen).toEqual([server + 2_000, server + 5_000]);
    sub.unsubscribe();
  });
});
