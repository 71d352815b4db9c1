import { expect } from 'vitest';
import { createLot } from '../../mock-server/src/auction/service/operator';
import type { Db } from '../../mock-server/src/db/connection';
import { accessTokenFor, call, type TestApp } from './helpers';
import { bearer } from './auth-helpers';
import { authHeaders, bankSecret, materialsFor, notification, submit, uploadPdf, verifiedUser } from './enrolment-fixtures';

/** Shared set-up of the deposit suites (a helper module, not a suite). */

export const MIN = 60_000;
export const P = '/api/dscq-project/payment';
export const REFUND_CALLBACK = '/api/payment/callback/sandbox-bank/refund';

/** The parts of a test app the fixtures use (a TestApp, or an app rebuilt over the same database). */
export type DepositApp = Pick<TestApp, 'app' | 'db' | 'dataDir' | 'now'>;

/**
 * A new ascending lot (deposit 2,000 元, start price 1,000 元, increment 100 元) whose enrolment is open now; it opens
 * at +40 min and its bidding ends at +50 min (`reservePrice` in 元 makes a low result unsold).
 */
export async function depositLot(db: Db, now: number, reservePrice?: number, endAt = '+50m'): Promise<string> {
  const { assetsId } = await createLot(db, {
    assetsName: '测试村 20 亩耕地经营权出租', mode: 'ongoing', startPrice: 1000, increment: 100, deposit: 2000, startAt: '+40m', endAt,
    ...(reservePrice ? { reservePrice } : {}),
  }, now);
  return assetsId;
}

/** A bidder who enrolled through the portal and paid the deposit online (signed bank notification): a real order. */
export interface PaidBidder { id: string; headers: Record<string, string>; orderNo: string; enrolmentId: string; amountFen: number }

/** Enrols a new verified person in `assetsId` (the `subAssetsIds` 标段 of a package) through the portal; returns its order unpaid. */
export async function enrolledBidder(t: DepositApp, assetsId: string, subAssetsIds?: string[]): Promise<PaidBidder> {
  const user = await verifiedUser(t.db);
  const headers = await authHeaders(t.app, user.loginName);
  const fileId = await uploadPdf(t.app, headers);
  const res = await submit(t.app, headers, { assetsId, materials: await materialsFor(t.app, assetsId, 'person', fileId), ...(subAssetsIds ? { subAssetsIds } : {}) });
  expect(res.status, res.body.msg).toBe(200);
  const order = await t.db.selectFrom('paymentOrder').select(['orderNo', 'enrolmentId', 'amountFen']).where('orderNo', '=', res.body.data.orderNo).executeTakeFirstOrThrow();
  return { id: user.id, headers, orderNo: order.orderNo, enrolmentId: order.enrolmentId, amountFen: Number(order.amountFen) };
}

/** Enrols a new bidder in `assetsId` (the `subAssetsIds` of a package) and pays the deposit through the bank's signed notification. */
export async function paidBidder(t: DepositApp, assetsId: string, subAssetsIds?: string[]): Promise<PaidBidder> {
  const b = await enrolledBidder(t, assetsId, subAssetsIds);
  const paid = await call(t.app, 'POST', '/api/payment/callback/sandbox-bank', notification(bankSecret(t.dataDir), { orderNo: b.orderNo, amount: b.amountFen, timestamp: t.now() }));
  expect(paid.body.data, paid.body.msg).toMatchObject({ status: 'paid', replayed: false });
  return b;
}

/** A bid of `yuan` by `b` through the bid service. */
export const bid = (t: DepositApp, b: PaidBidder, assetsId: string, yuan: number) =>
  t.app.bids.place(b.id, { assetsId, priceFen: yuan * 100, idempotencyKey: `dep-${b.id}-${assetsId.slice(0, 8)}-${yuan}` }, 'bid');

/** The order's status and its refund row (or undefined). */
export async function orderState(db: Db, orderNo: string) {
  const order = await db.selectFrom('paymentOrder').select('status').where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
  const refund = await db.selectFrom('depositRefund').selectAll().where('orderNo', '=', orderNo).executeTakeFirst();
  return { status: order.status, refund };
}

/** The types of the order's payment_event rows, oldest first. */
export async function eventTypes(db: Db, orderNo: string): Promise<string[]> {
  return (await db.selectFrom('paymentEvent').select('type').where('orderNo', '=', orderNo).orderBy('id').execute()).map((e) => e.type);
}

/** The user's inbox messages of `type`. */
export function messagesOf(db: Db, userId: string, type: string) {
  return db.selectFrom('userMessage').selectAll().where('userId', '=', userId).where('type', '=', type).execute();
}

/** Headers of `userId` with a token issued at the app's current time (a login's token expires after 15 minutes). */
export async function headersNow(t: DepositApp, userId: string): Promise<Record<string, string>> {
  return bearer(await accessTokenFor(t.db, userId, t.now));
}

/** GET order as its owner, now. */
export async function ownerView(t: DepositApp, b: { id: string; orderNo: string }) {
  const res = await call(t.app, 'GET', `${P}/order`, { orderNo: b.orderNo }, { headers: await headersNow(t, b.id) });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}
