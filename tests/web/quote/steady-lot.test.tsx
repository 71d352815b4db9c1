// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { initialLotFeedState, type LotView } from '@streams/feeds/lot';
import { CHART_REDRAW_MS, PriceChartCard } from '@/features/quote/price-chart-card';
import { sameSteadyLot } from '@/features/quote/steady-lot';
import { ASSETS_ID, bid, snapshot, viewer } from './fake-bid-socket';

/** The server times the chart was drawn at. */
const drawnAt = vi.hoisted((): number[] => []);
vi.mock('@/features/quote/price-chart', () => ({ default: ({ now }: { now: number }) => (drawnAt.push(now), null) }));

const T0 = 1_000_000;
const lotAt = (over: Parameters<typeof snapshot>[2] = {}) => snapshot(5, 120000, { serverNow: T0, deadline: T0 + 600_000, bids: [bid(5, 120000)], bidCount: 1, ...over });
/** The lot's view of `snap` at server time `now` (ms), as the feed shows it on each tick. */
const viewAt = (now: number, snap = lotAt()): LotView => initialLotFeedState(ASSETS_ID, snap, now).lot!;

describe('the lot’s steady view (src/features/quote/steady-lot.ts)', () => {
  it('is the same while only the clock moves, and differs once the lot does', () => {
    const snap = lotAt();
    const [a, b] = [viewAt(T0, snap), viewAt(T0 + 3000, snap)];
    expect(b.countdown).not.toEqual(a.countdown);
    expect(sameSteadyLot(a, b)).toBe(true);
    expect(sameSteadyLot(a, { ...b, me: b.me ? { ...b.me } : null })).toBe(true); // rebuilt with the same values
    expect(sameSteadyLot(a, { ...a, price: 121000 })).toBe(false);
    expect(sameSteadyLot(a, viewAt(T0, { ...snap, me: viewer({ canBid: false, reason: '您当前领先' }) }))).toBe(false);
    expect(sameSteadyLot(a, { ...a, bids: [bid(6, 121000), ...a.bids] })).toBe(false);
  });
});

describe('PriceChartCard', () => {
  it('draws the chart up to now once per period while the lot stands still, and at once when it changes', async () => {
    const unit = { priceType: 1, priceUnitName: '万元' };
    const lot = viewAt(T0);
    const start = Math.ceil(T0 / CHART_REDRAW_MS) * CHART_REDRAW_MS;
    const view = render(<PriceChartCard lot={lot} now={start} unit={unit} />);
    await act(async () => {}); // the lazy chart
    for (const s of [1, 2, 3]) view.rerender(<PriceChartCard lot={lot} now={start + s * 1000} unit={unit} />);
    view.rerender(<PriceChartCard lot={lot} now={start + CHART_REDRAW_MS} unit={unit} />);
    const moved = viewAt(start + CHART_REDRAW_MS + 1000, lotAt({ price: 121000 }));
    view.rerender(<PriceChartCard lot={moved} now={start + CHART_REDRAW_MS + 1000} unit={unit} />);
    expect([...new Set(drawnAt)]).toEqual([start, start + CHART_REDRAW_MS, start + CHART_REDRAW_MS + 1000]);
  });
});
