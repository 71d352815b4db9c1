import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reanchorDemoLots, sweepLotStatuses, sweepMoves } from '../../mock-server/src/modules/sync/index';
import { data, FIXED_NOW, makeTestApp, type TestApp } from './helpers';
import { onPostgres } from './test-db';

const DAY = 86_400_000;

describe('hall clock: re-anchoring demo lots and the status sweeper', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t?.close(); });

  const anchored = () => t.db.selectFrom('project')
    .select(['assetsId', 'status', 'bidStartTime', 'bidEndTime', 'announcementEndTime', 'anchorStartOffsetS', 'anchorDurationS', 'biddingCount', 'biddingPriceFen'])
    .where('anchorStartOffsetS', 'is not', null).orderBy('assetsId').execute();

  it('re-anchors lots relative to a later start-up, leaving prices alone, so the hall is not empty', async () => {
    const before = await anchored();
    expect(before.length).toBeGreaterThan(0);
    const later = FIXED_NOW + 30 * DAY;
    expect(await reanchorDemoLots(t.db, later)).toBe(before.length);
    const after = await anchored();
    after.forEach((lot, i) => {
      expect(lot.bidStartTime).toBe(later + lot.anchorStartOffsetS! * 1000);
      expect(lot.bidEndTime).toBe(lot.bidStartTime! + lot.anchorDurationS! * 1000);
      // enrolment closes 30 min before the bidding starts: registering (1) until then, waiting (2) after, bidding (3) once started
      expect(lot.announcementEndTime).toBe(lot.bidStartTime! - 30 * 60_000);
      expect(lot.status).toBe(lot.anchorStartOffsetS! <= 0 ? 3 : lot.anchorStartOffsetS! > 1800 ? 1 : 2);
      expect([lot.biddingCount, lot.biddingPriceFen]).toEqual([before[i].biddingCount, before[i].biddingPriceFen]);
    });
    t.setNow(later);
    expect((await data(t.app, 'POST', '/api/dscq-sync/v1/bid-assets/hall/page')).total).toBeGreaterThan(0);
    t.setNow(FIXED_NOW);
    await reanchorDemoLots(t.db, FIXED_NOW);
  });

  it('closes lots whose window is over (7 with bids, 4 without) and opens those whose window began', async () => {
    expect(await sweepLotStatuses(t.db, FIXED_NOW)).toBe(0);
    const lots = await anchored();
    const latestEnd = Math.max(...lots.map((l) => l.bidEndTime!));
    const changed = await sweepLotStatuses(t.db, latestEnd);
    expect(changed).toBe(lots.length);
    for (const lot of await anchored()) expect(lot.status).toBe(lot.biddingCount > 0 ? 7 : 4);
    expect(await sweepLotStatuses(t.db, latestEnd)).toBe(0);

    await reanchorDemoLots(t.db, FIXED_NOW);
    const firstUpcoming = lots.filter((l) => l.anchorStartOffsetS! > 0).sort((a, b) => a.anchorStartOffsetS! - b.anchorStartOffsetS!)[0];
    await sweepLotStatuses(t.db, FIXED_NOW + firstUpcoming.anchorStartOffsetS! * 1000);
    const opened = await t.db.selectFrom('project').select('status').where('assetsId', '=', firstUpcoming.assetsId).executeTakeFirstOrThrow();
    expect(opened.status).toBe(3);
    await reanchorDemoLots(t.db, FIXED_NOW);
  });

  it('closes enrolment of a registering lot at its announcementEndTime, before the bidding opens', async () => {
    const registering = (await anchored()).find((l) => l.status === 1);
    expect(registering).toBeDefined();
    const lot = registering!;
    await sweepLotStatuses(t.db, lot.announcementEndTime! - 1000);
    const still = await t.db.selectFrom('project').select('status').where('assetsId', '=', lot.assetsId).executeTakeFirstOrThrow();
    expect(still.status).toBe(1);
    await sweepLotStatuses(t.db, lot.announcementEndTime!);
    const closed = await t.db.selectFrom('project').select('status').where('assetsId', '=', lot.assetsId).executeTakeFirstOrThrow();
    expect(closed.status).toBe(2);
    await reanchorDemoLots(t.db, FIXED_NOW);
  });

  // Every 5 s on the loop that accepts bids: a move that read every lot in its statuses took ~150 ms at 100,000
  // projects (bench/README.md). Each move must seek its due lots by (status, its time column), never walk the statuses.
  it.skipIf(onPostgres)('sweeps through the (status, time) indexes, reading only the lots that are due', async () => {
    const plans = await t.db.transaction().execute(async (trx) => Promise.all(sweepMoves(trx, FIXED_NOW, true).map(async (move) => {
      const compiled = move.compile();
      const rows = await trx.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      return rows.rows.map((r) => r.detail).filter((d) => / project\b/.test(d)).join(' | ');
    })));
    expect(plans).toEqual([
      expect.stringMatching(/^SEARCH project USING INDEX project_status_bid_end \(status=\? AND bid_end_time[<>]/),
      expect.stringMatching(/^SEARCH project USING INDEX project_status_bid_start \(status=\? AND bid_start_time</),
      expect.stringMatching(/^SEARCH project USING INDEX project_status_announcement_end \(status=\? AND announcement_end_time</),
    ]);
  });
});
