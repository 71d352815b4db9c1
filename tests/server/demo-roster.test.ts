import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_ENROL_AFTER_S } from '../../mock-server/src/seed/self-enrol';
import { call, makeTestApp, type TestApp } from './helpers';
import { authHeaders, materialsFor, submit, uploadPdf } from './enrolment-fixtures';

const ZHANGSAN = '1900000000000000001';
const CQNONGYE = '1900000000000000004';
const ZHAOLIU = '1900000000000000005';

describe('demo auction roster: pre-enrolled lots and lots left open to the demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
  afterAll(async () => { await t?.close(); });

  const demoLots = () => t.db.selectFrom('bidLot').innerJoin('project', 'project.assetsId', 'bidLot.assetsId')
    .innerJoin('projectProfile', 'projectProfile.assetsId', 'project.assetsId')
    .select(['project.assetsId', 'project.anchorStartOffsetS', 'project.status', 'project.announcementEndTime', 'projectProfile.acceptKinds',
      'projectProfile.directionalCodeHash'])
    .where('bidLot.anchor', 'is not', null).orderBy('project.anchorStartOffsetS').execute();
  const codeOn = async (assetsId: string, userId: string) => (await t.db.selectFrom('enrolment').select(['bidderCode', 'depositStatus'])
    .where('assetsId', '=', assetsId).where('userId', '=', userId).executeTakeFirst()) ?? null;

  it('has zhangsan (A023) and cqnongye (B117) on every lot starting within a day, and neither on the registering lots beyond', async () => {
    const lots = await demoLots();
    const open = lots.filter((l) => l.anchorStartOffsetS! >= SELF_ENROL_AFTER_S);
    expect(open.length).toBeGreaterThanOrEqual(1);
    expect(lots.length - open.length).toBeGreaterThanOrEqual(30);
    for (const lot of lots) {
      const [zhangsan, cqnongye] = [await codeOn(lot.assetsId, ZHANGSAN), await codeOn(lot.assetsId, CQNONGYE)];
      if (open.includes(lot)) {
        expect([zhangsan, cqnongye]).toEqual([null, null]);
        expect(lot.status).toBe(1);
        expect(lot.announcementEndTime).toBeGreaterThan(t.now() + 23 * 3600_000);
      } else {
        expect(zhangsan).toEqual({ bidderCode: 'A023', depositStatus: 'confirmed' });
        expect(cqnongye).toEqual({ bidderCode: 'B117', depositStatus: 'confirmed' });
      }
      // the seed bidders are on every lot
      expect(await codeOn(lot.assetsId, ZHAOLIU)).toEqual({ bidderCode: 'C306', depositStatus: 'confirmed' });
    }
  });

  it('lets zhangsan enrol on an open lot, pay online through the sandbox bank and hold a bidder code in its bid room', async () => {
    const lot = (await demoLots()).find((l) => l.anchorStartOffsetS! >= SELF_ENROL_AFTER_S && l.acceptKinds !== 'org' && l.directionalCodeHash === '');
    expect(lot).toBeDefined();
    const headers = await authHeaders(t.app, 'zhangsan');
    const before = (await call(t.app, 'GET', '/api-bid/lot/snapshot', { assetsId: lot!.assetsId }, { headers })).body.data;
    expect(before.me).toMatchObject({ bidderCode: null, eligible: false });

    const fileId = await uploadPdf(t.app, headers);
    const enrolled = await submit(t.app, headers, { assetsId: lot!.assetsId, materials: await materialsFor(t.app, lot!.assetsId, 'person', fileId) });
    expect(enrolled.status, enrolled.body.msg).toBe(200);
    const { orderNo } = enrolled.body.data;
    const { payUrl } = (await call(t.app, 'POST', '/api/dscq-project/payment/online/start', { orderNo }, { headers })).body.data;
    const form = new URL(payUrl, 'http://x').searchParams;
    form.set('action', 'confirm');
    const paid = await t.app.inject({ method: 'POST', url: '/sandbox-bank/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    expect(paid.statusCode, paid.body).toBe(303);

    const order = (await call(t.app, 'GET', '/api/dscq-project/payment/order', { orderNo }, { headers })).body.data;
    expect(order).toMatchObject({ status: 'paid', bidderCode: expect.stringMatching(/^[A-Z]\d{3}$/) });
    const after = (await call(t.app, 'GET', '/api-bid/lot/snapshot', { assetsId: lot!.assetsId }, { headers })).body.data;
    expect(after.me).toMatchObject({ bidderCode: order.bidderCode, eligible: true, depositStatus: 'confirmed' });
    const codes = (await t.db.selectFrom('enrolment').select('bidderCode').where('assetsId', '=', lot!.assetsId).execute()).map((r) => r.bidderCode);
    expect(codes.filter((c) => c === order.bidderCode)).toHaveLength(1);
  });
});
