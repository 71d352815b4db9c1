import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeTestApp, type TestApp } from './helpers';
import { authHeaders, bankSecret, materialsFor, notification, submit, uploadPdf, verifiedUser } from './enrolment-fixtures';

const P = '/api/dscq-project/payment';
const CALLBACK = '/api/payment/callback/sandbox-bank';

describe('deposits, online channel through the sandbox bank (§2 /cashierDesk)', () => {
  let t: TestApp;
  let secret: string;
  let buyer: { id: string; headers: Record<string, string> };
  let lot: { assetsId: string; depositFen: number };
  let orderNo: string;
  let enrolmentId: string;

  /** Enrols `headers`' user in `assetsId` with every material and returns the enrolment. */
  async function enrol(headers: Record<string, string>, assetsId: string, kind: 'person' | 'org' = 'person') {
    const fileId = await uploadPdf(t.app, headers);
    const res = await submit(t.app, headers, { assetsId, materials: await materialsFor(t.app, assetsId, kind, fileId) });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  }

  /** The bank page's form fields of a pay URL plus the action, as the browser would post them. */
  const form = (payUrl: string, action: 'confirm' | 'cancel') => {
    const q = new URL(payUrl, 'http://x').searchParams;
    q.set('action', action);
    return q.toString();
  };

  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    secret = bankSecret(t.dataDir);
    const user = await verifiedUser(t.db);
    buyer = { id: user.id, headers: await authHeaders(t.app, user.loginName) };
    const upcoming = await t.db.selectFrom('bidLot').innerJoin('project', 'project.assetsId', 'bidLot.assetsId')
      .select(['project.assetsId', 'project.depositFen']).where('bidLot.phase', '=', 'scheduled')
      .where('project.announcementEndTime', '>', t.now()).where('project.announcementStartTime', '<=', t.now())
      .orderBy('project.assetsId').executeTakeFirstOrThrow();
    lot = { assetsId: upcoming.assetsId, depositFen: Number(upcoming.depositFen) };
    const e = await enrol(buyer.headers, lot.assetsId);
    orderNo = e.orderNo;
    enrolmentId = e.id;
  });
  afterAll(async () => { await t?.close(); });

  it('shows the order by enrolment id: unpaid, the deposit in 元, the offline account with the order number', async () => {
    const order = await call(t.app, 'GET', `${P}/order`, { enrolmentId }, { headers: buyer.headers });
    expect(order.body.data).toMatchObject({ orderNo, status: 'unpaid', amount: lot.depositFen / 100, bidderCode: null, channel: '' });
    expect(order.body.data.offlineAccount.remark).toBe(orderNo);
    const stranger = await authHeaders(t.app, 'zhangsan');
    expect((await call(t.app, 'GET', `${P}/order`, { orderNo }, { headers: stranger })).status).toBe(404);
    expect((await call(t.app, 'GET', `${P}/order`, {}, { headers: buyer.headers })).status).toBe(400);
  });

  it('hands out a signed link to the bank page; a forged link shows the bank\'s error page', async () => {
    const start = await call(t.app, 'POST', `${P}/online/start`, { orderNo }, { headers: buyer.headers });
    expect(start.body.data.payUrl).toMatch(/^\/sandbox-bank\/pay\?orderNo=BZJ/);
    const page = await t.app.inject({ method: 'GET', url: start.body.data.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('取消');
    expect(page.body).toContain(orderNo);
    const forged = start.body.data.payUrl.replace(/amount=\d+/, 'amount=1');
    const refused = await t.app.inject({ method: 'GET', url: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('签名无效');
  });

  it('cancel at the bank: back to the cashier, order still unpaid', async () => {
    const { payUrl } = (await call(t.app, 'POST', `${P}/online/start`, { orderNo }, { headers: buyer.headers })).body.data;
    const res = await t.app.inject({ method: 'POST', url: '/sandbox-bank/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(payUrl, 'cancel') });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/cashierDesk?orderNo=${orderNo}&result=cancelled`);
    const order = await call(t.app, 'GET', `${P}/order`, { orderNo }, { headers: buyer.headers });
    expect(order.body.data.status).toBe('unpaid');
    expect(order.body.data.history.map((h: { type: string }) => h.type)).toContain('bank_cancelled');
  });

  it('confirm at the bank: paid once, bidder code assigned, eligible in the running lot', async () => {
    const { payUrl } = (await call(t.app, 'POST', `${P}/online/start`, { orderNo }, { headers: buyer.headers })).body.data;
    const res = await t.app.inject({ method: 'POST', url: '/sandbox-bank/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(payUrl, 'confirm') });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/cashierDesk?orderNo=${orderNo}`);
    const order = (await call(t.app, 'GET', `${P}/order`, { orderNo }, { headers: buyer.headers })).body.data;
    expect(order).toMatchObject({ status: 'paid', channel: 'online' });
    expect(order.bidderCode).toMatch(/^[A-Z]\d{3}$/);
    const row = await t.db.selectFrom('enrolment').selectAll().where('assetsId', '=', lot.assetsId).where('userId', '=', buyer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ bidderCode: order.bidderCode, depositStatus: 'confirmed', status: 'enrolled' });
    const codes = await t.db.selectFrom('enrolment').select('bidderCode').where('assetsId', '=', lot.assetsId).execute();
    expect(new Set(codes.map((c) => c.bidderCode)).size).toBe(codes.length);
    const snapshot = await t.app.bids.snapshot(lot.assetsId, buyer.id);
    expect(snapshot.me).toMatchObject({ bidderCode: order.bidderCode, eligible: true, depositStatus: 'confirmed' });
    const mine = await call(t.app, 'GET', '/api/dscq-project/enrolment/mine', { assetsId: lot.assetsId }, { headers: buyer.headers });
    expect(mine.body.data).toMatchObject({ state: 'paid', bidderCode: order.bidderCode, depositStatus: 'confirmed' });
    const again = await call(t.app, 'POST', `${P}/online/start`, { orderNo }, { headers: buyer.headers });
    expect([again.status, again.body.msg]).toEqual([409, '保证金已支付，无需重复支付']);
  });

  it('a replayed notification and a second one answer success without a second payment', async () => {
    const paid = await t.db.selectFrom('payment').selectAll().where('orderNo', '=', orderNo).execute();
    expect(paid).toHaveLength(1);
    const event = await t.db.selectFrom('paymentEvent').select('detail').where('orderNo', '=', orderNo).where('type', '=', 'paid').executeTakeFirstOrThrow();
    const { timestamp } = JSON.parse(event.detail);
    const replay = notification(secret, { orderNo, amount: lot.depositFen, nonce: paid[0].reference, timestamp });
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'POST', CALLBACK, replay);
      expect(res.body.data).toEqual({ orderNo, status: 'paid', replayed: true });
    }
    const second = await call(t.app, 'POST', CALLBACK, notification(secret, { orderNo, amount: lot.depositFen, timestamp: t.now() }));
    expect(second.body.data.replayed).toBe(true);
    expect(await t.db.selectFrom('payment').selectAll().where('orderNo', '=', orderNo).execute()).toHaveLength(1);
    const types = (await t.db.selectFrom('paymentEvent').select('type').where('orderNo', '=', orderNo).execute()).map((e) => e.type);
    expect(types.filter((x) => x === 'paid')).toHaveLength(1);
    expect(types.filter((x) => x === 'duplicate_ignored')).toHaveLength(3);
  });
});
