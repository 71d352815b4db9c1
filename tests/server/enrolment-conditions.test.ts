import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_REASONS } from '../../contract/enrolment';
import { call, makeTestApp, type TestApp } from './helpers';
import { authHeaders, directionalCodeOf, findProject, materialsFor, submit, uploadPdf } from './enrolment-fixtures';

const CHECK = '/api/dscq-project/enrolment/check';

describe('enrolment conditions, in order (§2 /bidEnrollNormal, auction-rules.md Eligibility)', () => {
  let t: TestApp;
  const h: Record<string, Record<string, string>> = {};
  const file: Record<string, string> = {};
  let both: { assetsId: string; depositFen: number };
  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    for (const name of ['zhangsan', 'lisi', 'wangwu', 'cqnongye']) h[name] = await authHeaders(t.app, name);
    file.zhangsan = await uploadPdf(t.app, h.zhangsan);
    file.cqnongye = await uploadPdf(t.app, h.cqnongye);
    both = await findProject(t.db, { status: 1, acceptKinds: 'both', directional: false, projectType: 0, nature: 'listing', open: t.now() });
  });
  afterAll(async () => { await t?.close(); });

  const enrolBody = async (assetsId: string, who: 'zhangsan' | 'cqnongye') =>
    ({ assetsId, materials: await materialsFor(t.app, assetsId, who === 'zhangsan' ? 'person' : 'org', file[who]) });

  it('refuses a visitor with 401', async () => {
    const res = await submit(t.app, {}, { assetsId: both.assetsId });
    expect(res.status).toBe(401);
  });

  it('refuses an unverified and a verifying account with the real-name messages', async () => {
    const lisi = await submit(t.app, h.lisi, { assetsId: both.assetsId });
    expect([lisi.status, lisi.body.msg]).toEqual([403, '请先完成实名认证后再报名']);
    const wangwu = await submit(t.app, h.wangwu, { assetsId: both.assetsId });
    expect([wangwu.status, wangwu.body.msg]).toEqual([403, '实名认证正在审核中，审核通过后才能报名']);
  });

  it('refuses the wrong kind of account', async () => {
    const personOnly = await findProject(t.db, { status: 1, acceptKinds: 'person', directional: false });
    const org = await submit(t.app, h.cqnongye, await enrolBody(personOnly.assetsId, 'cqnongye'));
    expect([org.status, org.body.msg]).toEqual([403, ENROLMENT_REASONS.personOnly.msg]);
    const orgOnly = await findProject(t.db, { status: 1, acceptKinds: 'org', directional: false });
    const person = await submit(t.app, h.zhangsan, await enrolBody(orgOnly.assetsId, 'zhangsan'));
    expect([person.status, person.body.msg]).toEqual([403, ENROLMENT_REASONS.orgOnly.msg]);
  });

  it('asks for the directional code, refuses a wrong one and accepts the right one', async () => {
    const directional = await findProject(t.db, { status: 1, directional: true, acceptKinds: 'both', open: t.now() });
    const body = await enrolBody(directional.assetsId, 'zhangsan');
    const missing = await submit(t.app, h.zhangsan, body);
    expect([missing.status, missing.body.msg]).toEqual([403, ENROLMENT_REASONS.directionalCodeRequired.msg]);
    const wrong = await submit(t.app, h.zhangsan, { ...body, directionalCode: 'NOPE00' });
    expect([wrong.status, wrong.body.msg]).toEqual([403, ENROLMENT_REASONS.directionalCodeWrong.msg]);
    const right = await submit(t.app, h.zhangsan, { ...body, directionalCode: await directionalCodeOf(t.db, directional.assetsId) });
    expect(right.status, right.body.msg).toBe(200);
    expect(right.body.data.state).toBe('pending_payment');
  });

  it('refuses outside the enrolment window, naming the deadline or the opening time', async () => {
    const closed = await findProject(t.db, { status: 2, acceptKinds: 'both', directional: false, projectType: 0 });
    const res = await submit(t.app, h.zhangsan, await enrolBody(closed.assetsId, 'zhangsan'));
    expect(res.status).toBe(403);
    expect(res.body.msg).toMatch(/^报名已截止（截止时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}）$/);
    const row = await t.db.selectFrom('project').select('announcementStartTime').where('assetsId', '=', both.assetsId).executeTakeFirstOrThrow();
    const before = t.now();
    t.setNow(Number(row.announcementStartTime) - 60_000);
    try {
      const early = await submit(t.app, h.cqnongye, await enrolBody(both.assetsId, 'cqnongye'));
      expect(early.status).toBe(403);
      expect(early.body.msg).toMatch(/^报名尚未开始，报名开始时间为 /);
    } finally {
      t.setNow(before);
    }
  });

  it('checks materials after the conditions: missing ones by name, files that are not the caller\'s', async () => {
    const none = await submit(t.app, h.cqnongye, { assetsId: both.assetsId });
    expect(none.status).toBe(400);
    expect(none.body.msg).toMatch(/^请上传报名材料：竞买申请书、竞买承诺书/);
    const foreign = await submit(t.app, h.cqnongye, await enrolBody(both.assetsId, 'zhangsan').then((b) => ({ ...b, materials: b.materials.map((m: object) => ({ ...m, fileId: file.zhangsan })) })));
    expect(foreign.status).toBe(400);
    const bad = await submit(t.app, h.cqnongye, { assetsId: both.assetsId, materials: [{ code: 'application', fileId: 'nope' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('materials');
  });

  it('enrols once: the order is created, the same key replays, a second submission is a 409 with the enrolment', async () => {
    const body = { ...(await enrolBody(both.assetsId, 'zhangsan')), idempotencyKey: 'enrol-key-0001' };
    const first = await submit(t.app, h.zhangsan, body);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toMatchObject({ state: 'pending_payment', bidderCode: null, depositStatus: 'unpaid', replayed: false, deposit: both.depositFen / 100 });
    expect(first.body.data.orderNo).toMatch(/^BZJ\d{18}$/);
    const replay = await submit(t.app, h.zhangsan, body);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ id: first.body.data.id, replayed: true });
    const again = await submit(t.app, h.zhangsan, { ...body, idempotencyKey: 'enrol-key-0002' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 409, success: false, msg: ENROLMENT_REASONS.alreadyEnrolled.msg });
    expect(again.body.data.id).toBe(first.body.data.id);
    const orders = await t.db.selectFrom('paymentOrder').selectAll().where('enrolmentId', '=', first.body.data.id).execute();
    expect(orders).toHaveLength(1);
    expect(Number(orders[0].amountFen)).toBe(both.depositFen);
    const elsewhere = await submit(t.app, h.zhangsan, { ...body, assetsId: (await findProject(t.db, { status: 7 })).assetsId });
    expect(elsewhere.status).toBe(409);
    const mine = await call(t.app, 'GET', '/api/dscq-project/enrolment/mine', { assetsId: both.assetsId }, { headers: h.zhangsan });
    expect(mine.body.data.orderNo).toBe(first.body.data.orderNo);
  });

  it('treats a seeded bidder with a confirmed deposit as enrolled, with the bidder code', async () => {
    const lot = await t.db.selectFrom('enrolment').select(['assetsId', 'bidderCode']).where('userId', '=', '1900000000000000001').executeTakeFirstOrThrow();
    const mine = await call(t.app, 'GET', '/api/dscq-project/enrolment/mine', { assetsId: lot.assetsId }, { headers: h.zhangsan });
    expect(mine.body.data).toMatchObject({ state: 'paid', bidderCode: lot.bidderCode, depositStatus: 'confirmed' });
  });

  it('answers the check for the detail page button: every reason, visitors included', async () => {
    const visitor = await call(t.app, 'GET', CHECK, { assetsId: both.assetsId });
    expect(visitor.body.data).toEqual({ allowed: false, reasons: [ENROLMENT_REASONS.notLoggedIn] });
    const fresh = await call(t.app, 'GET', CHECK, { assetsId: both.assetsId }, { headers: h.cqnongye });
    expect(fresh.body.data).toEqual({ allowed: true, reasons: [] });
    const enrolled = await call(t.app, 'POST', CHECK, { assetsId: both.assetsId }, { headers: h.zhangsan });
    expect(enrolled.body.data.reasons.map((r: { code: string }) => r.code)).toEqual(['alreadyEnrolled']);
    const closedOrgOnly = await findProject(t.db, { status: 2, acceptKinds: 'org' });
    const lisi = await call(t.app, 'GET', CHECK, { assetsId: closedOrgOnly.assetsId }, { headers: h.lisi });
    expect(lisi.body.data.reasons.map((r: { code: string }) => r.code)).toEqual(['notVerified', 'kindMismatch', 'closed']);
  });

  it('enrols in a package with chosen sub-assets, the deposit being their sum', async () => {
    const pkg = await findProject(t.db, { projectType: 1, status: 1, directional: false, open: t.now(), acceptKinds: 'org' });
    const subs = await t.db.selectFrom('project').select(['assetsId', 'depositFen']).where('parentAssetsId', '=', pkg.assetsId).orderBy('projectCode').execute();
    const body = await enrolBody(pkg.assetsId, 'cqnongye');
    const none = await submit(t.app, h.cqnongye, body);
    expect([none.status, none.body.msg]).toEqual([400, '请选择要报名的标段（subAssetsIds）']);
    const chosen = subs.slice(0, 2);
    const res = await submit(t.app, h.cqnongye, { ...body, subAssetsIds: chosen.map((s) => s.assetsId) });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.subAssets.map((s: { assetsId: string }) => s.assetsId)).toEqual(chosen.map((s) => s.assetsId));
    expect(res.body.data.deposit).toBe(chosen.reduce((sum, s) => sum + Number(s.depositFen), 0) / 100);
    const sub = await submit(t.app, h.zhangsan, { assetsId: subs[0].assetsId });
    expect([sub.status, sub.body.msg]).toEqual([400, ENROLMENT_REASONS.notEnrollable.msg]);
  });
});
