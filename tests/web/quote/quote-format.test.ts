import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bidTime, fromInputText, lotPremium, lotPrice, lotTime, toInputText, unitLabel } from '@/features/quote/quote-format';
import { ruleLines } from '@/features/quote/rules-panel';
import { ineligibleReason } from '@/features/quote/bidder-card';
import { priceSeries, timeTickFormat } from '@/features/quote/price-series';
import { incrementsAbove } from '@/features/quote/bid-panel';
import { connectionLabel } from '@/features/quote/connection-badge';
import { toLotState } from '@streams/feeds/lot-view';
import { initialLotAcc, reduceLot } from '@streams/feeds/lot-state';
import { ASSETS_ID, bid, rules, snapshot } from './fake-bid-socket';

const WAN = { priceType: 1, priceUnitName: '' };
const NAMED = { priceType: 2, priceUnitName: '元/亩/年' };
const lotOf = (snap = snapshot(5, 120000), now = 1_000_000) =>
  toLotState(ASSETS_ID, reduceLot({ ...initialLotAcc, connection: 'live' }, { kind: 'snapshot', snapshot: snap, via: 'socket', at: 0 }), now).lot!;

describe('quote hall display rules (§3 units, §4 premium rate)', () => {
  it('shows 元 as 万元 unless priceType is 2', () => {
    expect(lotPrice(1234500, WAN)).toEqual({ text: '123.45', unit: '万元' });
    expect(lotPrice(1234.5, NAMED)).toEqual({ text: '1,234.50', unit: '元/亩/年' });
    expect(lotPrice(null, WAN)).toEqual({ text: '--', unit: '' });
    expect(unitLabel(WAN)).toBe('万元');
    expect(unitLabel({ priceType: 2, priceUnitName: '' })).toBe('元');
  });

  it('round-trips every fen amount through the price input in either unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.boolean(), (fen, named) => {
        const yuan = fen / 100;
        const unit = named ? NAMED : WAN;
        expect(fromInputText(toInputText(yuan, unit), unit)).toBe(yuan);
      }),
    );
    expect(fromInputText('', WAN)).toBeNull();
    expect(fromInputText('0', WAN)).toBeNull();
    expect(fromInputText('1.2.3', WAN)).toBeNull();
  });

  it('times bids to the millisecond and dates a deadline on another day', () => {
    // 09:05:07.042 in Beijing (UTC+8), the time the room shows in any device zone
    const at = Date.UTC(2026, 10, 21, 1, 5, 7, 42);
    expect(bidTime(at)).toBe('09:05:07.042');
    expect(lotTime(at, at + 3600_000)).toBe('09:05:07');
    expect(lotTime(at + 86_400_000, at)).toBe('11-22 09:05:07');
  });

  it('computes the premium rate against the premium base, --- before a price', () => {
    expect(lotPremium({ premiumBase: 100000, price: 112500, bidCount: 3 })).toBe('12.50%');
    expect(lotPremium({ premiumBase: 100000, price: null, bidCount: 0 })).toBe('---');
  });

  it('counts increments for the fat-finger guard', () => {
    expect(incrementsAbove(111000, 101000, 1000)).toBe(10);
    expect(incrementsAbove(112000, 101000, 1000)).toBeGreaterThan(10);
  });
});

describe('quote hall texts', () => {
  it('lists only the rules of the lot’s mode in 竞价须知', () => {
    const lines = ruleLines(rules({ incrementTiers: [{ fromPrice: 200000, increment: 2000 }] }), WAN);
    expect(lines).toContain('竞价方式：动态报价');
    expect(lines).toContain('价格达到 20 万元 后，加价幅度为 0.2 万元');
    expect(lines.some((l) => l.startsWith('延时周期：5 分钟'))).toBe(true);
    expect(lines.some((l) => l.startsWith('降价幅度'))).toBe(false);
    expect(lines.at(-1)).toBe('优先购买权：同等条件下优先购买权人优先');
  });

  it('explains ineligibility from the viewer', () => {
    const me = lotOf().me!;
    expect(ineligibleReason(null)).toBe('未报名');
    expect(ineligibleReason(me)).toBeNull();
    expect(ineligibleReason({ ...me, eligible: false, reason: null, depositStatus: 'unpaid' })).toBe('保证金未确认');
    expect(ineligibleReason({ ...me, eligible: false, reason: null })).toBe('未实名认证');
    expect(ineligibleReason({ ...me, eligible: false, code: null, reason: null })).toBe('未报名');
  });

  it('labels the connection: connecting, live, reconnecting, resynced, offline', () => {
    const base = { status: 'live', connection: 'live', resynced: false, transport: 'socket' } as const;
    expect(connectionLabel({ ...base, status: 'loading', connection: 'connecting' }).text).toBe('连接中');
    expect(connectionLabel(base).text).toBe('实时');
    expect(connectionLabel({ ...base, status: 'stale', connection: 'reconnecting' }).text).toBe('重连中');
    expect(connectionLabel({ ...base, resynced: true }).text).toBe('已重新同步');
    expect(connectionLabel({ ...base, status: 'stale', connection: 'offline', transport: 'polling' }).text).toBe('离线（每2秒刷新）');
  });

  it('labels the time axis HH:mm on whole-minute ticks and HH:mm:ss otherwise', () => {
    expect([60, 300, 3600].map(timeTickFormat)).toEqual(['HH:mm', 'HH:mm', 'HH:mm']);
    expect([1, 15, 30, 90].map(timeTickFormat)).toEqual(['HH:mm:ss', 'HH:mm:ss', 'HH:mm:ss', 'HH:mm:ss']);
  });

  it('draws the price as steps from the start price through each bid', () => {
    const lot = lotOf(snapshot(7, 103000, { bids: [bid(7, 103000), bid(6, 101000)], rules: rules({ startAt: 999_000 }) }), 1_000_100);
    expect(priceSeries(lot, 1_000_100).past.map((p) => p.p)).toEqual([100000, 101000, 103000, 103000]);
  });

  it('draws the dutch schedule up to now and the rest as future', () => {
    const r = rules({ mode: 'dutchAuction', startAt: 0, step: 1000, stepIntervalSec: 10, floorPrice: 95000 });
    const lot = lotOf(snapshot(3, 98000, { mode: 'dutchAuction', phase: 'descending', rules: r }), 25_000);
    const { past, future } = priceSeries(lot, 25_000);
    expect(past.map((p) => p.p)).toEqual([100000, 99000, 98000]);
    expect(future.map((p) => p.p)).toEqual([97000, 96000, 95000]);
  });

  it('stops the V-shaped clock before the oldest bid held when its acceptance is older than the latest bids', () => {
    const r = rules({ mode: 'vShaped', startAt: 0, step: 1000, stepIntervalSec: 10, floorPrice: 50000 });
    // 50 climbing bids from t = 40 s; the acceptance that stopped the clock is no longer among them
    const bids = Array.from({ length: 50 }, (_, i) => ({ ...bid(100 - i, 120000 - i * 100, 'B002', 40_000 + (49 - i) * 1_000), status: i ? 'outbid' as const : 'leading' as const }));
    const lot = lotOf(snapshot(100, 120000, { mode: 'vShaped', phase: 'ascending', bids, rules: r }), 200_000);
    const { past } = priceSeries(lot, 200_000);
    const clock = past.filter((p) => p.p <= 100000);
    expect(clock.every((p) => p.t <= 40_000)).toBe(true);
    expect(clock.map((p) => p.p)).toEqual([100000, 99000, 98000, 97000, 96000]);
  });
});

describe('chartData (uPlot columns)', () => {
  it('aligns the price so far and the schedule ahead on one time axis in seconds, joined at the last price', async () => {
    const { chartData } = await import('@/features/quote/price-series');
    const [xs, past, ahead] = chartData(
      [{ t: 1_000, p: 100 }, { t: 3_000, p: 90 }],
      [{ t: 5_000, p: 80 }, { t: 7_000, p: 70 }],
    );
    expect(xs).toEqual([1, 3, 5, 7]);
    expect(past).toEqual([100, 90, null, null]);
    expect(ahead).toEqual([null, 90, 80, 70]);
  });

  it('has no schedule series outside the descending clock', async () => {
    const { chartData } = await import('@/features/quote/price-series');
    const [xs, past, ahead] = chartData([{ t: 2_000, p: 5 }], []);
    expect(xs).toEqual([2]);
    expect(past).toEqual([5]);
    expect(ahead).toEqual([null]);
  });
});
