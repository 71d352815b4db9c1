import { expect } from 'vitest';
import type { Db } from '../../mock-server/src/db/connection';
import { bearer } from './auth-helpers';
import { accessTokenFor, createTestLot, type TestApp } from './helpers';

/** Shared set-up of the deal suites (a helper module, not a suite). */

export const MIN = 60_000;
export const S = '/api/dscq-project/settlement';
export const ZHAOLIU = '1900000000000000005';
export const ZHANQI = '1900000000000000009';

/** The parts of a test app the fixtures use. */
export type DealApp = Pick<TestApp, 'app' | 'db' | 'now'>;

/**
 * A lot (start 1,000 元, increment 100 元, deposit `deposit` 元, ongoing from +40 min to +50 min) with zhangsan and
 * zhaoliu enrolled (deposits confirmed), the village collective zhanqi as its transferor account, family `familyId` (default
 * '2', the standard fee schedule).
 */
export async function dealLot(db: Db, now: number, o: { deposit?: number; familyId?: string } = {}) {
  const lot = await createTestLot(db, now, {
    assetsName: '战旗村 20 亩耕地经营权出租', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '+40m', endAt: '+50m', deposit: o.deposit ?? 500,
  }, ['zhangsan', 'zhaoliu']);
  await db.updateTable('project').set({ transferorUserId: ZHANQI, familyId: o.familyId ?? '2' }).where('assetsId', '=', lot.assetsId).execute();
  return lot;
}

/** zhaoliu wins `assetsId` at `yuan` (zhangsan bids 100 元 less), the lot closes and its deal is issued. */
export async function winAndClose(t: DealApp & { setNow: (ms: number) => void }, assetsId: string, start: number, yuan = 1200): Promise<void> {
  t.setNow(start + 41 * MIN);
  const zhangsan = '1900000000000000001';
  await t.app.bids.place(zhangsan, { assetsId, priceFen: (yuan - 100) * 100, idempotencyKey: `deal-a-${assetsId.slice(0, 8)}` }, 'bid');
  await t.app.bids.place(ZHAOLIU, { assetsId, priceFen: yuan * 100, idempotencyKey: `deal-b-${assetsId.slice(0, 8)}` }, 'bid');
  t.setNow(start + 60 * MIN);
  const events = await t.app.bids.tick(assetsId);
  expect(events.map((e) => e.type)).toContain('lot:closed');
  await t.app.deposits.drain();
  await t.app.deals.drain();
}

/** Bearer headers of `userId` with a token issued now. */
export async function as(t: DealApp, userId: string): Promise<Record<string, string>> {
  return bearer(await accessTokenFor(t.db, userId, t.now));
}

/** The settlement, confirmation, events and messages of lot `assetsId`, as counts and rows. */
export async function dealState(db: Db, assetsId: string) {
  const settlement = await db.selectFrom('settlement').selectAll().where('assetsId', '=', assetsId).executeTakeFirstOrThrow();
  const confirmations = await db.selectFrom('dealConfirmation').selectAll().where('assetsId', '=', assetsId).execute();
  const events = await db.selectFrom('settlementEvent').selectAll().where('settlementId', '=', settlement.id).orderBy('id').execute();
  const messages = await db.selectFrom('userMessage').select(['userId', 'type', 'title', 'link', 'category']).where('assetsId', '=', assetsId)
    .where('type', 'like', 'settlement_%').orderBy('createTime').execute();
  const project = await db.selectFrom('project').select(['status']).where('assetsId', '=', assetsId).executeTakeFirstOrThrow();
  return { settlement, confirmations, events, messages, status: project.status };
}
