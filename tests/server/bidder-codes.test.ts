import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLot } from '../../mock-server/src/auction/service/operator';
import type { Db } from '../../mock-server/src/db/connection';
import { insertConfirmedBidder } from '../../mock-server/src/modules/enrolment/bidder-repository';
import { closeTestDatabase, openTestDatabase } from './test-db';

const NOW = Date.UTC(2026, 10, 26, 2, 0, 0);
const LOT = { assetsName: '测试镇示范村 20 亩耕地经营权出租', mode: 'ongoing', startPrice: 3000, increment: 50, deposit: 600, startAt: '+2h', endAt: '+3h' };

describe('bidder codes at deposit confirmation: a code another bidder of the lot holds is never a 500', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bidder-codes-'));
    db = await openTestDatabase(dir, 'seeded');
  });
  afterAll(async () => {
    await closeTestDatabase(db);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the taken code without writing or failing, and takes another', async () => {
    const { assetsId } = await createLot(db, LOT, NOW);
    const [a, b] = await db.selectFrom('userAccount').select('id').orderBy('id').limit(2).execute();
    const row = (userId: string, bidderCode: string) => ({ assetsId, userId, bidderCode, depositFen: 60_000 });
    expect(await insertConfirmedBidder(db, row(a.id, 'K123'), NOW)).toBe(true);
    // The same code for another bidder of the lot: nothing written, the transaction still usable.
    const clash = await db.transaction().execute(async (trx) => {
      const ok = await insertConfirmedBidder(trx, row(b.id, 'K123'), NOW);
      return { ok, retry: ok || (await insertConfirmedBidder(trx, row(b.id, 'K124'), NOW)) };
    });
    expect(clash).toEqual({ ok: false, retry: true });
    const rows = await db.selectFrom('enrolment').select(['userId', 'bidderCode']).where('assetsId', '=', assetsId).orderBy('bidderCode').execute();
    expect(rows).toEqual([{ userId: a.id, bidderCode: 'K123' }, { userId: b.id, bidderCode: 'K124' }]);
  });
});
