import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallRow } from '../../contract/projects';
import { call, data, expectConsistentPage, FIXED_NOW, makeTestApp, type TestApp } from './helpers';

const ONGOING = '/api/dscq-sync/v1/bid-assets/hall/page';
const UPCOMING = '/api/dscq-project/activity/upcoming-bid';

describe('bidding hall (§2 /hall, §7 hall/page and upcoming-bid)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t?.close(); });

  async function all(path: string, params: Record<string, unknown> = {}): Promise<HallRow[]> {
    const page = await data(t.app, 'POST', path, { ...params, size: 100 });
    expect(page.records.length).toBe(page.total);
    return page.records;
  }

  const lotCount = async (where: 'ongoing' | 'upcoming', now: number) => {
    let q = t.db.selectFrom('project').select((eb) => eb.fn.countAll().as('n')).where('projectNature', '=', 49);
    q = where === 'ongoing' ? q.where('bidStartTime', '<=', now).where('bidEndTime', '>', now) : q.where('bidStartTime', '>', now);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('lists every ongoing lot, soonest deadline first, with leftTime > 0 in seconds', async () => {
    const rows = await all(ONGOING);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBe(await lotCount('ongoing', FIXED_NOW));
    expect(rows.every((r) => r.leftTime > 0)).toBe(true);
    const left = rows.map((r) => r.leftTime);
    expect(left).toEqual([...left].sort((a, b) => a - b));
    for (const r of rows) {
      const lot = await t.db.selectFrom('project').selectAll().where('assetsId', '=', r.assetsId).executeTakeFirstOrThrow();
      expect(r.leftTime).toBe(Math.ceil((lot.bidEndTime! - FIXED_NOW) / 1000));
      expect(r.startPrice).toBe(lot.startPriceFen! / 100);
      expect(r.biddingPrice).toBe(lot.biddingCount > 0 ? lot.biddingPriceFen! / 100 : null);
      expect(r.priceUnitName).toBe(lot.priceUnit);
    }
    expect(rows.some((r) => r.biddingPrice === null)).toBe(true);
    expect(rows.some((r) => r.biddingPrice !== null && r.biddingPrice > r.startPrice)).toBe(true);
  });

  it('lists upcoming lots by start time with leftTime until the start', async () => {
    const rows = await all(UPCOMING);
    expect(rows.length).toBe(await lotCount('upcoming', FIXED_NOW));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.leftTime > 0 && r.biddingPrice === null)).toBe(true);
    const left = rows.map((r) => r.leftTime);
    expect(left).toEqual([...left].sort((a, b) => a - b));
    const ongoingIds = new Set((await all(ONGOING)).map((r) => r.assetsId));
    expect(rows.some((r) => ongoingIds.has(r.assetsId))).toBe(false);
  });

  it('pages with the hall default size 8 and filters by asset name', async () => {
    const p1 = await data(t.app, 'POST', ONGOING, {});
    expectConsistentPage(p1, 8, 1);
    if (p1.pages > 1) {
      const p2 = await data(t.app, 'POST', ONGOING, { current: 2 });
      expectConsistentPage(p2, 8, 2);
      expect(p2.records[0].assetsId).not.toBe(p1.records[0].assetsId);
    }
    const word = (p1.records[0] as HallRow).assetsName.slice(0, 4);
    const named = await all(ONGOING, { assetsName: word });
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((r) => r.assetsName.includes(word))).toBe(true);
    expect(await all(ONGOING, { projectNature: 0 })).toEqual([]);
    expect((await call(t.app, 'POST', ONGOING, { size: 0 })).body.msg).toMatch(/^参数 size 无效：/);
  });

  it('derives leftTime from the server clock', async () => {
    const before = await all(ONGOING);
    const upcomingBefore = await all(UPCOMING);
    t.setNow(FIXED_NOW + 90_000);
    try {
      const after = new Map((await all(ONGOING)).map((r) => [r.assetsId, r.leftTime]));
      for (const r of before) {
        if (r.leftTime > 90) expect(after.get(r.assetsId)).toBe(r.leftTime - 90);
        else expect(after.has(r.assetsId)).toBe(false);
      }
      const upcomingAfter = new Map((await all(UPCOMING)).map((r) => [r.assetsId, r.leftTime]));
      for (const r of upcomingBefore) if (r.leftTime > 90) expect(upcomingAfter.get(r.assetsId)).toBe(r.leftTime - 90);
      const header = await call(t.app, 'POST', ONGOING);
      expect(header.headers['x-server-now']).toBe(String(FIXED_NOW + 90_000));
    } finally {
      t.setNow(FIXED_NOW);
    }
  });

  it('answers the home bidding block hottest first and the hall statistics', async () => {
    const block = await data(t.app, 'POST', '/api/dscq-project/activity/bidding-assets', { size: 8 });
    expectConsistentPage(block, 8, 1);
    const ongoing = await all(ONGOING);
    expect(block.total).toBe(ongoing.length);
    const scores = await t.db.selectFrom('project').select(['assetsId', 'hotScore'])
      .where('assetsId', 'in', block.records.map((r: HallRow) => r.assetsId)).execute();
    const byId = new Map(scores.map((s) => [s.assetsId, s.hotScore]));
    const ordered = block.records.map((r: HallRow) => byId.get(r.assetsId)!);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));

    const stats = await data(t.app, 'POST', '/api/dscq-sync/v1/bid-assets/bidding-data');
    expect(stats.ongoingCount).toBe(ongoing.length);
    expect(stats.upcomingCount).toBe((await all(UPCOMING)).length);
    expect(stats.dealCount).toBeGreaterThan(0);
    expect(stats.dealAmount).toBeGreaterThan(0);
    const rate = await data(t.app, 'POST', '/api/dscq-sync/v1/bid-assets/bidding-rate');
    expect(rate.dealRate).toBeGreaterThan(0);
    expect(rate.dealRate).toBeLessThanOrEqual(100);
    expect(rate.avgPremiumRate).toBeGreaterThanOrEqual(0);
  });
});
