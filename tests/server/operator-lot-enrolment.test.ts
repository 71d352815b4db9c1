import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperatorToken, OPERATOR_HEADER } from '../../mock-server/src/http/operator-token';
import { authHeaders, materialsFor, submit, uploadPdf } from './enrolment-fixtures';
import { call, makeTestApp, type TestApp } from './helpers';

const LOT = { assetsName: '测试镇示范村 30 亩耕地经营权出租', mode: 'ongoing', startPrice: 3000, increment: 50, deposit: 600, endAt: '+5m' };

describe('operator lots: registrationEndAt and enrolment through the portal', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    operator = { [OPERATOR_HEADER]: loadOperatorToken(t.dataDir) };
  });
  afterAll(async () => { await t?.close(); });

  const createLot = (file: Record<string, unknown>) => call(t.app, 'POST', '/api-bid/operator/create-lot', { ...LOT, ...file }, { headers: operator });
  const projectOf = (assetsId: string) => t.db.selectFrom('project').select(['status', 'announcementStartTime', 'announcementEndTime', 'bidStartTime'])
    .where('assetsId', '=', assetsId).executeTakeFirstOrThrow();

  it('closes enrolment at registrationEndAt when given, else 30 minutes before the start', async () => {
    const soon = await createLot({ startAt: '+90s', registrationEndAt: '+60s' });
    expect(soon.status, soon.body.msg).toBe(200);
    expect(await projectOf(soon.body.data.assetsId)).toMatchObject({ status: 1, announcementStartTime: t.now(), announcementEndTime: t.now() + 60_000 });
    const later = await createLot({ startAt: '+2h', endAt: '+3h' });
    const p = await projectOf(later.body.data.assetsId);
    expect(p.announcementEndTime).toBe(Number(p.bidStartTime) - 30 * 60_000);
  });

  it('makes the account of project.transferorLogin the transferor, and refuses an unknown login', async () => {
    const listed = await createLot({ startAt: '+2h', endAt: '+3h', project: { transferorLogin: 'cqnongye' } });
    expect(listed.status, listed.body.msg).toBe(200);
    const account = await t.db.selectFrom('userAccount').select(['id', 'name']).where('loginNameKey', '=', 'cqnongye').executeTakeFirstOrThrow();
    const row = await t.db.selectFrom('project').select(['transferor', 'transferorUserId']).where('assetsId', '=', listed.body.data.assetsId).executeTakeFirstOrThrow();
    expect(row).toEqual({ transferor: account.name || '农村产权交易中心', transferorUserId: account.id });
    const unknown = await createLot({ startAt: '+2h', endAt: '+3h', project: { transferorLogin: 'nobody-here' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toContain('nobody-here');
  });

  it('refuses a registrationEndAt that is not between now and the start, in Chinese, creating nothing', async () => {
    const lots = async () => (await t.db.selectFrom('bidLot').select('assetsId').execute()).length;
    const before = await lots();
    for (const [registrationEndAt, msg] of [
      ['+2m', '报名截止时间（registrationEndAt）须早于竞价开始时间（startAt）'], ['+90s', '报名截止时间（registrationEndAt）须早于竞价开始时间（startAt）'],
      ['-1m', '报名截止时间（registrationEndAt）须晚于当前时间'], ['明天', '时间格式为相对时间'],
    ]) {
      const res = await createLot({ startAt: '+90s', registrationEndAt });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    expect(await lots()).toBe(before);
  });

  it('takes a real enrolment and online deposit through the portal until registrationEndAt, then refuses', async () => {
    const { assetsId } = (await createLot({ startAt: '+90s', registrationEndAt: '+60s' })).body.data;
    const headers = await authHeaders(t.app, 'zhangsan');
    const fileId = await uploadPdf(t.app, headers);
    const materials = await materialsFor(t.app, assetsId, 'person', fileId);
    expect(materials.map((m: { code: string }) => m.code)).toEqual(['application', 'commitment']);
    t.setNow(t.now() + 30_000);
    const enrolled = await submit(t.app, headers, { assetsId, materials });
    expect(enrolled.status, enrolled.body.msg).toBe(200);
    expect(enrolled.body.data).toMatchObject({ state: 'pending_payment', deposit: 600 });

    const { payUrl } = (await call(t.app, 'POST', '/api/dscq-project/payment/online/start', { orderNo: enrolled.body.data.orderNo }, { headers })).body.data;
    const form = new URL(payUrl, 'http://x').searchParams;
    form.set('action', 'confirm');
    const paid = await t.app.inject({ method: 'POST', url: '/sandbox-bank/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    expect(paid.statusCode, paid.body).toBe(303);
    const order = (await call(t.app, 'GET', '/api/dscq-project/payment/order', { orderNo: enrolled.body.data.orderNo }, { headers })).body.data;
    expect(order).toMatchObject({ status: 'paid', bidderCode: expect.stringMatching(/^[A-Z]\d{3}$/) });
    const snapshot = (await call(t.app, 'GET', '/api-bid/lot/snapshot', { assetsId }, { headers })).body.data;
    expect(snapshot.me).toMatchObject({ bidderCode: order.bidderCode, eligible: true });

    t.setNow(t.now() + 31_000);
    const late = await submit(t.app, await authHeaders(t.app, 'cqnongye'), { assetsId, materials: await materialsFor(t.app, assetsId, 'org', fileId) });
    expect(late.status).toBe(403);
    expect(late.body.msg).toContain('报名已截止');
  });
});
