import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERCENTRE_PATHS } from '../../contract/usercentre';
import { createLot } from '../../mock-server/src/auction/service/operator';
import { loadOperatorToken, OPERATOR_HEADER } from '../../mock-server/src/http/operator-token';
import { bearer } from './auth-helpers';
import { bankSecret, materialsFor, notification, submit, uploadPdf, verifiedUser } from './enrolment-fixtures';
import { accessTokenFor, call, createTestLot, expectConsistentPage, FIXED_NOW, makeTestApp, type TestApp } from './helpers';

const MIN = 60_000;
const CALLBACK = '/api/payment/callback/sandbox-bank';
const MY = `/api/${USERCENTRE_PATHS.myProjects}`;
const DETAIL = `/api/${USERCENTRE_PATHS.enrolmentDetail}`;
const SUMMARY = `/api/${USERCENTRE_PATHS.summary}`;
const REFUSE = '/api/enrolment/operator/refuse';
const ZHANGSAN = '1900000000000000001';

/**
 * The user centre over real enrolments (§2 /myProject /enrollDetail /usercenterIndex): one buyer enrols through the
 * API in five operator lots — unpaid, paid and waiting, paid and then winning, paid and then losing to zhangsan, and
 * refused by the exchange — while the test clock opens and closes the lots through the bid service.
 */
describe('user centre: my projects, enrolment detail, refusal and summary', () => {
  let t: TestApp;
  let buyer: { id: string; headers: Record<string, string> };
  let operator: Record<string, string>;
  const lots: Record<'unpaid' | 'waiting' | 'winning' | 'losing' | 'refused', string> = { unpaid: '', waiting: '', winning: '', losing: '', refused: '' };
  const enrolments: Record<keyof typeof lots, { id: string; orderNo: string }> = {} as never;

  const my = async (params: Record<string, unknown> = {}, headers = buyer.headers) => call(t.app, 'GET', MY, { size: 50, ...params }, { headers });
  const rowOf = async (lot: keyof typeof lots) => (await my()).body.data.records.find((r: any) => r.enrolmentId === enrolments[lot].id);
  const pay = (lot: keyof typeof lots) => call(t.app, 'POST', CALLBACK, notification(bankSecret(t.dataDir), { orderNo: enrolments[lot].orderNo, amount: 500_000, timestamp: t.now() }));
  /** Moves the test clock and signs the buyer in again (an access token lives 15 minutes). */
  const moveTo = async (ms: number) => {
    t.setNow(ms);
    buyer.headers = bearer(await accessTokenFor(t.db, buyer.id, t.now));
  };
  const unread = async (userId: string) => Number((await t.db.selectFrom('userMessage').select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', userId).where('isRead', '=', 0).where('deleted', '=', 0).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await makeTestApp();
    operator = { [OPERATOR_HEADER]: loadOperatorToken(t.dataDir) };
    const user = await verifiedUser(t.db);
    buyer = { id: user.id, headers: bearer(await accessTokenFor(t.db, user.id, t.now)) };
    const later = { mode: 'ongoing', startPrice: 1000, increment: 100, deposit: 5000, startAt: '+3h', endAt: '+4h' };
    const soon = { ...later, startAt: '+40m', endAt: '+60m' };
    lots.unpaid = (await createLot(t.db, { ...later, assetsName: '测试村 10 亩耕地出租（未缴保证金）' }, FIXED_NOW)).assetsId;
    lots.waiting = (await createLot(t.db, { ...later, assetsName: '测试村 12 亩耕地出租（待开拍）' }, FIXED_NOW)).assetsId;
    lots.winning = (await createLot(t.db, { ...soon, assetsName: '测试村 14 亩耕地出租（竞得）' }, FIXED_NOW)).assetsId;
    lots.losing = (await createTestLot(t.db, FIXED_NOW, { ...soon, assetsName: '测试村 16 亩耕地出租（未竞得）' }, ['zhangsan'])).assetsId;
    lots.refused = (await createLot(t.db, { ...later, assetsName: '测试村 18 亩耕地出租（资格未通过）' }, FIXED_NOW)).assetsId;
    const fileId = await uploadPdf(t.app, buyer.headers);
    for (const [name, assetsId] of Object.entries(lots) as Array<[keyof typeof lots, string]>) {
      t.setNow(t.now() + 1000); // newest first is then the reverse of this order
      const res = await submit(t.app, buyer.headers, { assetsId, materials: await materialsFor(t.app, assetsId, 'person', fileId) });
      expect(res.status, res.body.msg).toBe(200);
      enrolments[name] = { id: res.body.data.id, orderNo: res.body.data.orderNo };
    }
    for (const lot of ['waiting', 'winning', 'losing'] as const) expect((await pay(lot)).status).toBe(200);
  });
  afterAll(async () => { await t?.close(); });

  it('needs a login for every user-centre record', async () => {
    for (const url of [MY, SUMMARY]) expect((await call(t.app, 'GET', url)).status).toBe(401);
    expect((await call(t.app, 'GET', DETAIL, { id: enrolments.unpaid.id })).status).toBe(401);
  });

  it('tells the user of an accepted enrolment once: 报名成功 with the bidder code and a link to the enrolment', async () => {
    const again = await pay('winning');
    expect(again.body.data.replayed).toBe(true);
    const accepted = await t.db.selectFrom('userMessage').selectAll().where('userId', '=', buyer.id).where('type', '=', 'enrolment_accepted').execute();
    expect(accepted.map((m) => m.link).sort()).toEqual(['waiting', 'winning', 'losing'].map((l) => `/enrollDetail?id=${enrolments[l as keyof typeof lots].id}`).sort());
    const code = (await rowOf('winning')).bidderCode;
    expect(code).toMatch(/^[A-Z]\d{3}$/);
    expect(accepted.find((m) => m.link.endsWith(enrolments.winning.id))).toMatchObject({ title: '报名成功', category: 'trade', assetsId: lots.winning });
    expect(accepted.find((m) => m.link.endsWith(enrolments.winning.id))!.content).toContain(code);
  });

  it('refuses an unconfirmed enrolment with a reason: state, history, message; the order can no longer be paid', async () => {
    const noReason = await call(t.app, 'POST', REFUSE, { enrolmentId: enrolments.refused.id, reason: '  ' }, { headers: operator });
    expect(noReason.status).toBe(400);
    expect((await call(t.app, 'POST', REFUSE, { enrolmentId: enrolments.refused.id, reason: '材料不全' })).status).toBe(403);
    expect((await call(t.app, 'POST', REFUSE, { enrolmentId: '1234567', reason: '材料不全' }, { headers: operator })).status).toBe(404);

    const refused = await call(t.app, 'POST', REFUSE, { enrolmentId: enrolments.refused.id, reason: '竞买申请书未签字' }, { headers: operator });
    expect(refused.body.data).toEqual({ enrolmentId: enrolments.refused.id, state: 'refused', refuseReason: '竞买申请书未签字' });
    const replay = await call(t.app, 'POST', REFUSE, { enrolmentId: enrolments.refused.id, reason: '竞买申请书未签字' }, { headers: operator });
    expect(replay.body.data).toEqual(refused.body.data);
    const twice = await call(t.app, 'POST', REFUSE, { enrolmentId: enrolments.refused.id, reason: '再次驳回' }, { headers: operator });
    expect(twice.status).toBe(409);

    const refusals = await t.db.selectFrom('userMessage').selectAll().where('userId', '=', buyer.id).where('type', '=', 'enrolment_refused').execute();
    expect(refusals).toHaveLength(1);
    const [message] = refusals;
    expect(message).toMatchObject({ title: '报名未通过', link: `/enrollDetail?id=${enrolments.refused.id}`, isRead: 0 });
    expect(message.content).toContain('竞买申请书未签字');
    const events = await t.db.selectFrom('enrolmentEvent').select(['type', 'actor']).where('enrolmentId', '=', enrolments.refused.id).orderBy('id').execute();
    expect(events).toEqual([{ type: 'submitted', actor: `user:${buyer.id}` }, { type: 'refused', actor: 'operator' }]);

    await pay('refused');
    const detail = (await call(t.app, 'GET', DETAIL, { id: enrolments.refused.id }, { headers: buyer.headers })).body.data;
    expect(detail).toMatchObject({ state: 'refused', stateLabel: '报名未通过', refuseReason: '竞买申请书未签字', bidderCode: null, action: { kind: 'none' } });
    expect(detail.history.map((h: any) => h.label)).toEqual(['提交报名', '报名未通过（竞买申请书未签字）']);
    const en = (await call(t.app, 'GET', DETAIL, { id: enrolments.refused.id }, { headers: { ...buyer.headers, 'accept-language': 'en' } })).body.data;
    expect(en.history.map((h: any) => h.label)).toEqual(['Application submitted', 'Application not approved (竞买申请书未签字)']);
    const bidder = await t.db.selectFrom('enrolment').select('id').where('assetsId', '=', lots.refused).where('userId', '=', buyer.id).execute();
    expect(bidder).toEqual([]);
    const mine = await call(t.app, 'GET', '/api/dscq-project/enrolment/mine', { assetsId: lots.refused }, { headers: buyer.headers });
    expect(mine.body.data.state).toBe('refused');
    const again = await submit(t.app, buyer.headers, { assetsId: lots.refused, materials: [] });
    expect(again.body).toMatchObject({ code: 409, msg: '您在该项目的报名未通过资格审核，不能再次报名' });
    const check = await call(t.app, 'GET', '/api/dscq-project/enrolment/check', { assetsId: lots.refused }, { headers: buyer.headers });
    expect(check.body.data.reasons.map((r: any) => r.code)).toContain('enrolmentRefused');
  });

  it('will not refuse an enrolment whose deposit is confirmed (409 naming why)', async () => {
    const res = await call(t.app, 'POST', REFUSE, { enrolmentId: enrolments.waiting.id, reason: '资格不符' }, { headers: operator });
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('保证金已确认');
    expect((await rowOf('waiting')).state).toBe('paid');
  });

  it('before any bidding: the rows, their tabs and actions, and paging per tab', async () => {
    const all = (await my()).body.data;
    expect(all.total).toBe(5);
    expect(all.records.map((r: any) => r.enrolmentId)).toEqual(['refused', 'losing', 'winning', 'waiting', 'unpaid'].map((l) => enrolments[l as keyof typeof lots].id));
    const unpaid = await rowOf('unpaid');
    expect(unpaid).toMatchObject({
      assetsId: lots.unpaid, state: 'pending_payment', stateLabel: '待缴纳保证金', bidderCode: null, deposit: 5000, depositStatus: 'unpaid',
      depositStatusLabel: '待支付', tabs: ['all', 'enrolling'],
      action: { kind: 'payDeposit', href: `/cashierDesk?orderNo=${enrolments.unpaid.orderNo}` },
      lot: { phase: 'scheduled', phaseLabel: '未开始', deadline: FIXED_NOW + 3 * 60 * MIN, paused: false, leading: false, outcome: null, mine: null },
    });
    expect(await rowOf('waiting')).toMatchObject({
      state: 'paid', depositStatus: 'paid', depositStatusLabel: '已确认', tabs: ['all', 'enrolling'],
      action: { kind: 'enterHall', href: `/quoteHall?assetsId=${lots.waiting}` },
    });
    expect(await rowOf('refused')).toMatchObject({ state: 'refused', tabs: ['all', 'ended'], action: { kind: 'none' } });

    const enrolling = (await my({ tab: 'enrolling', size: 2 })).body.data;
    expect(enrolling.total).toBe(4);
    expectConsistentPage(enrolling, 2, 1);
    const second = (await my({ tab: 'enrolling', size: 3, current: 2 })).body.data;
    expectConsistentPage(second, 3, 2);
    expect(second.records).toHaveLength(1);
    expect((await my({ tab: 'ended' })).body.data.total).toBe(1);
    expect((await my({ tab: 'bidding' })).body.data.total).toBe(0);
    expect((await my({ tab: 'bogus' })).status).toBe(400);
  });

  it('counts the summary tiles from their owners', async () => {
    await call(t.app, 'POST', '/api/dscq-user/collect-assets/add', { assetsId: lots.unpaid }, { headers: buyer.headers });
    const summary = (await call(t.app, 'GET', SUMMARY, {}, { headers: buyer.headers })).body.data;
    expect(summary).toEqual({
      enrolmentsInProgress: 4, bidding: 0, depositsRefunding: 0, depositsUnpaid: 1, unreadMessages: await unread(buyer.id), favourites: 1, appealsOpen: 0,
      settlementsDue: 0, contractsOpen: 0,
    });
    expect(summary.unreadMessages).toBeGreaterThanOrEqual(4);
    await t.db.updateTable('paymentOrder').set({ status: 'refunding' }).where('orderNo', '=', enrolments.waiting.orderNo).execute();
    try {
      expect((await call(t.app, 'GET', SUMMARY, {}, { headers: buyer.headers })).body.data.depositsRefunding).toBe(1);
    } finally {
      await t.db.updateTable('paymentOrder').set({ status: 'paid' }).where('orderNo', '=', enrolments.waiting.orderNo).execute();
    }
  });

  it('while bidding: the bidding tab, the running deadline, who leads; the unpaid one can still pay', async () => {
    await moveTo(FIXED_NOW + 45 * MIN);
    await t.app.bids.tick(lots.winning);
    await t.app.bids.tick(lots.losing);
    await t.app.deposits.drain(); // the deposits' settlement after the close (the winner's applied, the loser's refunded)
    await t.app.bids.place(buyer.id, { assetsId: lots.winning, priceFen: 100_000, idempotencyKey: 'uc-win-0001' }, 'bid');
    await t.app.bids.place(ZHANGSAN, { assetsId: lots.losing, priceFen: 100_000, idempotencyKey: 'uc-lose-0001' }, 'bid');

    const bidding = (await my({ tab: 'bidding' })).body.data;
    expect(bidding.records.map((r: any) => r.enrolmentId).sort()).toEqual([enrolments.winning.id, enrolments.losing.id].sort());
    const winning = bidding.records.find((r: any) => r.enrolmentId === enrolments.winning.id);
    expect(winning).toMatchObject({
      tabs: ['all', 'bidding'], action: { kind: 'enterHall', href: `/quoteHall?assetsId=${lots.winning}` },
      lot: { phase: 'ascending', deadline: FIXED_NOW + 60 * MIN, currentPrice: 1000, leading: true, paused: false },
    });
    expect(bidding.records.find((r: any) => r.enrolmentId === enrolments.losing.id).lot).toMatchObject({ leading: false, currentPrice: 1000 });
    expect((await rowOf('unpaid')).action.kind).toBe('payDeposit');
    expect((await call(t.app, 'GET', SUMMARY, {}, { headers: buyer.headers })).body.data).toMatchObject({ enrolmentsInProgress: 4, bidding: 2 });
  });

  it('once closed: deal and unsold tabs, the result link, the final price and the caller\'s result', async () => {
    await moveTo(FIXED_NOW + 65 * MIN);
    await t.app.bids.tick(lots.winning);
    await t.app.bids.tick(lots.losing);
    const deal = (await my({ tab: 'deal' })).body.data;
    expect(deal.total).toBe(1);
    expect(deal.records[0]).toMatchObject({
      enrolmentId: enrolments.winning.id, tabs: ['all', 'ended', 'deal'],
      action: { kind: 'seeResult', href: `/projectDetail/${lots.winning}.html` },
      lot: { phase: 'closed', phaseLabel: '已结束', deadline: null, outcome: 'deal', mine: 'won', finalPrice: 1000, leading: false },
    });
    const unsold = (await my({ tab: 'unsold' })).body.data;
    expect(unsold.records.map((r: any) => r.enrolmentId)).toEqual([enrolments.losing.id]);
    expect(unsold.records[0].lot).toMatchObject({ outcome: 'deal', mine: 'lost', finalPrice: 1000 });
    expect((await my({ tab: 'ended' })).body.data.total).toBe(3);
    expect((await my({ tab: 'enrolling' })).body.data.total).toBe(2);
    expect((await call(t.app, 'GET', SUMMARY, {}, { headers: buyer.headers })).body.data).toMatchObject({ enrolmentsInProgress: 2, bidding: 0 });
  });

  it('shows an enrolment with its history in Beijing time, and no one else\'s', async () => {
    const detail = (await call(t.app, 'GET', DETAIL, { id: enrolments.winning.id }, { headers: buyer.headers })).body.data;
    expect(detail).toMatchObject({ id: enrolments.winning.id, state: 'paid', refuseReason: '', orderStatus: 'applied', orderStatusLabel: '已转价款', action: { kind: 'seeResult' } });
    expect(detail.history.map((h: any) => h.label)).toEqual(['提交报名', '保证金已确认，竞买号已分配', '竞价开始', '竞价结束']);
    expect(detail.history[0].time).toMatch(/^2026-11-21 10:00:0\d$/);
    expect(detail.history[1].detail).toBe(`竞买号 ${detail.bidderCode}`);
    expect(detail.history[3].detail).toContain('您已竞得');
    // an English reader gets the steps in English, the price in its unit
    const en = (await call(t.app, 'GET', DETAIL, { id: enrolments.winning.id }, { headers: { ...buyer.headers, 'accept-language': 'en' } })).body.data;
    expect(en.history.map((h: any) => h.label)).toEqual(['Application submitted', 'Deposit confirmed; bidder number assigned', 'Bidding started', 'Bidding ended']);
    expect(en.history[1].detail).toBe(`Bidder number ${detail.bidderCode}`);
    expect(en.history[3].detail).toMatch(/^You won, at [\d,.]+ (10k yuan|yuan)/);

    const zhangsan = bearer(await accessTokenFor(t.db, ZHANGSAN, t.now));
    const probe = await call(t.app, 'GET', DETAIL, { id: enrolments.winning.id }, { headers: zhangsan });
    expect(probe.status).toBe(404);
    expect(probe.body.msg).toBe('报名记录不存在');
    expect((await my({}, zhangsan)).body.data.records.some((r: any) => r.enrolmentId === enrolments.winning.id)).toBe(false);
    expect((await call(t.app, 'GET', DETAIL, { id: 'abc' }, { headers: buyer.headers })).status).toBe(400);
  });

  it('derives the history of an application made before it was kept from its own times', async () => {
    await t.db.deleteFrom('enrolmentEvent').where('enrolmentId', '=', enrolments.waiting.id).execute();
    const detail = (await call(t.app, 'GET', DETAIL, { id: enrolments.waiting.id }, { headers: buyer.headers })).body.data;
    expect(detail.history.map((h: any) => h.type)).toEqual(['submitted', 'accepted']);
    expect(detail.history[0].time).toBe(detail.createTime);
    expect(detail.history[1].time).toBe(detail.paidTime);
  });
});
