import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectOf, sqliteOf } from '../../mock-server/src/db/connection';
import { depositLot, enrolledBidder } from '../server/deposit-fixtures';
import { bankSecret, notification, verifiedUser } from '../server/enrolment-fixtures';
import { call, makeTestApp, type TestApp } from '../server/helpers';

// The bidder code is drawn with crypto.randomInt (a letter, then three digits); the test steers one draw. It mocks a
// module, so it lives outside tests/server, whose files share their modules (vitest.config.ts): here it has its own.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, randomInt: vi.fn(actual.randomInt) };
});

describe('deposit confirmation: a drawn bidder code another bidder of the lot holds is drawn again, never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
  });
  afterAll(async () => t.close());

  // SQLite only: the other bidder's row is written by the same connection at the instant of the draw, inside the
  // confirmation's transaction — after it read the codes taken, before its own insert (the race of two confirmations).
  it('confirms the deposit under another code when the drawn one was taken after it read the lot\'s codes', async (ctx) => {
    if (dialectOf(t.db) !== 'sqlite') ctx.skip();
    const assetsId = await depositLot(t.db, t.now());
    const bidder = await enrolledBidder(t, assetsId);
    const other = await verifiedUser(t.db);
    const now = t.now();
    const takeK123 = () => sqliteOf(t.db).prepare(`insert into enrolment (id, assets_id, user_id, bidder_code, deposit_fen, deposit_status,
      priority_rank, status, create_time, update_time) values (?, ?, ?, 'K123', 200000, 'confirmed', null, 'enrolled', ?, ?)`)
      .run(crypto.randomBytes(16).toString('hex'), assetsId, other.id, now, now);
    // The confirmation's first draw is K (10) and 123; the other bidder takes K123 at that very instant.
    const randomInt = vi.mocked(crypto.randomInt) as unknown as { mockImplementation(f: (...a: number[]) => number): void };
    const draws = [10, 123];
    const real = (await vi.importActual<typeof import('node:crypto')>('node:crypto')).randomInt;
    randomInt.mockImplementation((a: number, b?: number) => {
      if (a === 0 && b === 26 && draws.length === 2) takeK123();
      if (a === 0 && (b === 26 || b === 1000) && draws.length) return draws.shift()!;
      return b === undefined ? real(a) : real(a, b);
    });

    const paid = await call(t.app, 'POST', '/api/payment/callback/sandbox-bank', notification(bankSecret(t.dataDir), { orderNo: bidder.orderNo, amount: bidder.amountFen, timestamp: t.now() }));
    expect(paid.status).toBe(200);
    expect(paid.body.data, paid.body.msg).toMatchObject({ status: 'paid', replayed: false });
    expect(draws).toEqual([]);
    const rows = await t.db.selectFrom('enrolment').select(['userId', 'bidderCode']).where('assetsId', '=', assetsId).execute();
    expect(rows).toHaveLength(2);
    const mine = rows.find((r) => r.userId === bidder.id)!;
    expect(mine.bidderCode).toMatch(/^[A-Z]\d{3}$/);
    expect(mine.bidderCode).not.toBe('K123');
  });
});
