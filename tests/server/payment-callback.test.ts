import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeTestApp, type TestApp } from './helpers';
import { authHeaders, bankSecret, findProject, materialsFor, notification, submit, uploadPdf } from './enrolment-fixtures';

const CALLBACK = '/api/payment/callback/sandbox-bank';

describe('bank notifications that are refused leave the order unchanged and are recorded', () => {
  let t: TestApp;
  let secret: string;
  let order: { orderNo: string; amountFen: number };
  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    secret = bankSecret(t.dataDir);
    const headers = await authHeaders(t.app, 'zhangsan');
    const project = await findProject(t.db, { status: 1, acceptKinds: 'both', directional: false, projectType: 0, nature: 'listing', open: t.now() });
    const fileId = await uploadPdf(t.app, headers);
    const res = await submit(t.app, headers, { assetsId: project.assetsId, materials: await materialsFor(t.app, project.assetsId, 'person', fileId) });
    expect(res.status, res.body.msg).toBe(200);
    order = { orderNo: res.body.data.orderNo, amountFen: project.depositFen };
  });
  afterAll(async () => { await t?.close(); });

  /** The order is still unpaid, has no payment, and the refusal `reason` is in its event log. */
  const expectUntouched = async (reason: string) => {
    const row = await t.db.selectFrom('paymentOrder').select('status').where('orderNo', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(row.status).toBe('unpaid');
    expect(await t.db.selectFrom('payment').selectAll().where('orderNo', '=', order.orderNo).execute()).toHaveLength(0);
    const events = await t.db.selectFrom('paymentEvent').select('detail').where('orderNo', '=', order.orderNo).where('type', '=', 'callback_rejected').execute();
    expect(events.map((e) => JSON.parse(e.detail).reason)).toContain(reason);
  };

  it('a correctly signed notification with another amount: 金额与订单不符', async () => {
    const res = await call(t.app, 'POST', CALLBACK, notification(secret, { orderNo: order.orderNo, amount: order.amountFen - 100, timestamp: t.now() }));
    expect([res.status, res.body.msg]).toEqual([400, '金额与订单不符']);
    await expectUntouched('amount_mismatch');
  });

  it('an amount changed after signing, or a foreign signature: 签名校验失败', async () => {
    const tampered = notification(secret, { orderNo: order.orderNo, amount: order.amountFen, timestamp: t.now() }, { amount: 1 });
    const res = await call(t.app, 'POST', CALLBACK, tampered);
    expect([res.status, res.body.msg]).toEqual([400, '签名校验失败']);
    const foreign = notification('not-the-secret-of-this-exchange-000000', { orderNo: order.orderNo, amount: order.amountFen, timestamp: t.now() });
    expect((await call(t.app, 'POST', CALLBACK, foreign)).status).toBe(400);
    await expectUntouched('bad_signature');
  });

  it('a notification outside the ±5 minute window: 通知已过期', async () => {
    const stale = notification(secret, { orderNo: order.orderNo, amount: order.amountFen, timestamp: t.now() - 6 * 60_000 });
    const res = await call(t.app, 'POST', CALLBACK, stale);
    expect([res.status, res.body.msg]).toEqual([400, '通知已过期，请重新发起支付']);
    await expectUntouched('expired');
  });

  it('malformed and unknown orders: 400 naming the field, 404', async () => {
    const malformed = await call(t.app, 'POST', CALLBACK, { orderNo: order.orderNo, amount: 'lots', status: 'SUCCESS', nonce: 'x', timestamp: 1, signature: 'y' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toContain('amount');
    const unknown = await call(t.app, 'POST', CALLBACK, notification(secret, { orderNo: 'BZJ202611210000000000', amount: 100, timestamp: t.now() }));
    expect([unknown.status, unknown.body.msg]).toEqual([404, '订单不存在']);
  });

  it('accepts form-encoded notifications from the bank (signed, without the web client id) and pays the order once', async () => {
    const forged = await t.app.inject({ method: 'POST', url: CALLBACK, payload: { ...notification('x'.repeat(32), { orderNo: order.orderNo, amount: order.amountFen, timestamp: t.now() }) } });
    expect(forged.json().code).toBe(400);
    await expectUntouched('bad_signature');
    const fields = notification(secret, { orderNo: order.orderNo, amount: order.amountFen, timestamp: t.now() });
    const res = await t.app.inject({
      method: 'POST', url: CALLBACK, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    });
    expect(res.json().data).toEqual({ orderNo: order.orderNo, status: 'paid', replayed: false });
    expect(await t.db.selectFrom('payment').selectAll().where('orderNo', '=', order.orderNo).execute()).toHaveLength(1);
  });
});
