import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from './enrolment-fixtures';
import { call, makeTestApp, type TestApp } from './helpers';

const ZHANGSAN = '1900000000000000001';

describe('a seeded bidder’s enrolment and deposit as the portal serves them', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
  afterAll(async () => { await t?.close(); });

  it('shows zhangsan’s demo-lot enrolment as paid with his code, materials and a paid order with its history', async () => {
    const lot = await t.db.selectFrom('enrolment').innerJoin('bidLot', 'bidLot.assetsId', 'enrolment.assetsId').select('enrolment.assetsId')
      .where('bidLot.anchor', 'is not', null).where('enrolment.userId', '=', ZHANGSAN).orderBy('enrolment.assetsId').executeTakeFirstOrThrow();
    const headers = await authHeaders(t.app, 'zhangsan');
    const mine = (await call(t.app, 'GET', '/api/dscq-project/enrolment/mine', { assetsId: lot.assetsId }, { headers })).body.data;
    expect(mine).toMatchObject({ state: 'paid', bidderCode: 'A023', depositStatus: 'confirmed', orderNo: expect.stringMatching(/^BZJ\d{18}$/) });
    expect(mine.materials.length).toBeGreaterThanOrEqual(2);
    const file = await t.app.inject({ method: 'GET', url: `/api/dscq-user/file/${mine.materials[0].fileId}`, headers: { ...headers, 'Client-Id': 'nccq-web' } });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
    const order = (await call(t.app, 'GET', '/api/dscq-project/payment/order', { orderNo: mine.orderNo }, { headers })).body.data;
    expect(order).toMatchObject({ status: 'paid', channel: 'online', bidderCode: 'A023', enrolmentId: mine.id });
    expect(order.history.map((h: { type: string }) => h.type)).toEqual(['created', 'online_started', 'paid']);
    const en = (await call(t.app, 'GET', '/api/dscq-project/payment/order', { orderNo: mine.orderNo }, { headers: { ...headers, 'accept-language': 'en' } })).body.data;
    expect(en.history.map((h: { label: string }) => h.label)).toEqual([
      'Application made; deposit order created', 'Online payment started', 'Deposit received; bidder number assigned',
    ]);
  });

  it('keeps the seeded records of one bidder from another', async () => {
    const own = await t.db.selectFrom('paymentOrder').select('orderNo').where('userId', '=', ZHANGSAN).executeTakeFirstOrThrow();
    const other = await authHeaders(t.app, 'cqnongye');
    const answer = await call(t.app, 'GET', '/api/dscq-project/payment/order', { orderNo: own.orderNo }, { headers: other });
    expect(answer.status).toBe(404);
  });
});
