import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { AUTH_HEADER } from '../../contract/envelope';
import type { BidService } from '../../mock-server/src/auction/service/bid-service';
import { call, createTestLot, data, FIXED_NOW, makeTestApp, accessTokenFor, type TestApp } from './helpers';

const ZHANGSAN = '1900000000000000001';
const CQNONGYE = '1900000000000000004';
const LISI = '1900000000000000002';
const MIN = 60_000;
const HALL = '/api/dscq-sync/v1/bid-assets/hall/page';

describe('bid service: idempotency, persisted events, projections, close and pause', () => {
  let t: TestApp;
  let bids: BidService;
  let lot: string;
  const bid = (userId: string, yuan: number, key: string, assetsId = lot) => bids.place(userId, { assetsId, priceFen: yuan * 100, idempotencyKey: key }, 'bid');
  const lotEvents = (assetsId = lot) => t.db.selectFrom('lotEvent').selectAll().where('assetsId', '=', assetsId).orderBy('seq').execute();

  beforeAll(async () => {
    t = await makeTestApp();
    bids = t.app.bids;
    ({ assetsId: lot } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 30 亩耕地经营权出租', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '-10m', endAt: '+20m', extensionWindowSec: 300,
    }, ['zhangsan', 'cqnongye']));
  });
  afterAll(async () => { await t?.close(); });

  it('answers a repeated key with the stored outcome, refuses it with another price, and lets a racing duplicate wait', async () => {
    const first = await bid(ZHANGSAN, 1000, 'idem-key-0001');
    expect(first).toMatchObject({ replayed: false, phase: 'ascending', price: 1000, leaderCode: first.bid.bidderCode });
    const again = await bid(ZHANGSAN, 1000, 'idem-key-0001');
    expect(again.replayed).toBe(true);
    expect(again.bid).toEqual(first.bid);
    await expect(bid(ZHANGSAN, 1100, 'idem-key-0001')).rejects.toMatchObject({ code: 409, message: '同一请求标识的出价金额不一致' });

    const [a, b] = await Promise.all([bid(CQNONGYE, 1100, 'idem-key-0002'), bid(CQNONGYE, 1100, 'idem-key-0002')]);
    expect(a.bid.seq).toBe(b.bid.seq);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const placed = (await lotEvents()).filter((e) => e.type === 'bid:placed');
    expect(placed.map((e) => JSON.parse(e.payload).price)).toEqual([100000, 110000]);
    expect(await t.db.selectFrom('bidIdempotency').select('idempotencyKey').where('assetsId', '=', lot).execute()).toHaveLength(2);

    // A rejection is an outcome too: the same key gets the same refusal even once the price would be valid.
    await expect(bid(ZHANGSAN, 1150, 'idem-key-0003')).rejects.toMatchObject({ code: 400, nextValidPrice: 1200 });
    await expect(bid(ZHANGSAN, 1150, 'idem-key-0003')).rejects.toMatchObject({ code: 400, nextValidPrice: 1200 });
    await expect(bid(CQNONGYE, 1200, 'idem-key-0004')).rejects.toMatchObject({ code: 403, reason: 'self-outbid' });
  });

  it('stores every event before the answer, with seq strictly increasing and without gaps', async () => {
    for (let i = 0; i < 6; i++) {
      const [user, price] = i % 2 === 0 ? [ZHANGSAN, 1200 + i * 100] : [CQNONGYE, 1200 + i * 100];
      const result = await bid(user, price, `seq-key-${String(i).padStart(4, '0')}`);
      const stored = await t.db.selectFrom('lotEvent').select(['seq', 'type']).where('assetsId', '=', lot).where('seq', '=', result.bid.seq).executeTakeFirst();
      expect(stored).toEqual({ seq: result.bid.seq, type: 'bid:placed' });
    }
    const seqs = (await lotEvents()).map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const projection = await t.db.selectFrom('bidLot').selectAll().where('assetsId', '=', lot).executeTakeFirstOrThrow();
    expect(projection).toMatchObject({ seq: seqs.length, phase: 'ascending', currentPriceFen: 170000, biddingCount: 8 });
  });

  it('projects the engine state onto the hall: an extension moves leftTime, prices and counts follow the bids', async () => {
    t.setNow(FIXED_NOW + 18 * MIN);
    try {
      const before = (await data(t.app, 'POST', HALL, { size: 100 })).records.find((r: any) => r.assetsId === lot);
      expect(before).toMatchObject({ leftTime: 120, biddingPrice: 1700, biddingCount: 8 });
      const result = await bid(ZHANGSAN, 1800, 'hall-key-0001');
      expect(result.deadline).toBe(FIXED_NOW + 23 * MIN);
      const after = (await data(t.app, 'POST', HALL, { size: 100 })).records.find((r: any) => r.assetsId === lot);
      expect(after).toMatchObject({ leftTime: 300, biddingPrice: 1800, biddingCount: 9 });
      const project = await t.db.selectFrom('project').select(['status', 'bidEndTime', 'biddingPriceFen']).where('assetsId', '=', lot).executeTakeFirstOrThrow();
      expect(project).toEqual({ status: 3, bidEndTime: FIXED_NOW + 23 * MIN, biddingPriceFen: 180000 });
      expect((await lotEvents()).at(-1)?.type).toBe('lot:extended');
    } finally {
      t.setNow(FIXED_NOW);
    }
  });

  it('pauses and resumes through the service with the countdown restored, the hall showing it frozen', async () => {
    t.setNow(FIXED_NOW + 19 * MIN);
    onTestFinished(() => t.setNow(FIXED_NOW));
    const paused = await bids.pause(lot, '网络故障');
    expect(paused).toMatchObject({ paused: true, pauseReason: '网络故障', deadline: null, frozenRemainingMs: 4 * MIN });
    await expect(bid(CQNONGYE, 1900, 'pause-key-0001')).rejects.toMatchObject({ code: 409, reason: 'paused' });
    t.setNow(FIXED_NOW + 30 * MIN);
    const row = (await data(t.app, 'POST', HALL, { size: 100 })).records.find((r: any) => r.assetsId === lot);
    expect(row.leftTime).toBe(240);
    await expect(bids.pause(lot, '再次暂停')).rejects.toMatchObject({ code: 409 });
    const resumed = await bids.resume(lot);
    expect(resumed).toMatchObject({ paused: false, deadline: FIXED_NOW + 34 * MIN });
    await expect(bids.resume(lot)).rejects.toMatchObject({ code: 409, reason: 'not-paused' });
  });

  it('closes a deal: the winner gets 竞价成交通知 and a settlement, their deposit is applied, the others refunded and told', async () => {
    t.setNow(FIXED_NOW + 34 * MIN);
    onTestFinished(() => t.setNow(FIXED_NOW));
    const events = await bids.tick(lot);
    expect(events.map((e) => e.type)).toEqual(['lot:closed']);
    const project = await t.db.selectFrom('project').select(['status', 'biddingPriceFen', 'bidEndTime']).where('assetsId', '=', lot).executeTakeFirstOrThrow();
    // The hammer ends the lot (4): 已成交 (7) comes with the confirmed settlement (tests/server/deal-settlement.test.ts).
    expect(project).toEqual({ status: 4, biddingPriceFen: 180000, bidEndTime: FIXED_NOW + 34 * MIN });
    const messages = await t.db.selectFrom('userMessage').selectAll().where('assetsId', '=', lot).where('type', 'in', ['deal', 'lot_lost'])
      .orderBy('type').execute();
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ userId: ZHANGSAN, title: '竞价成交通知', type: 'deal', isRead: 0 });
    expect(messages[0].content).toContain('成交价 0.18 万元');
    expect(messages[1]).toMatchObject({ userId: CQNONGYE, type: 'lot_lost' });
    const settlement = await t.db.selectFrom('settlement').selectAll().where('assetsId', '=', lot).executeTakeFirstOrThrow();
    expect(settlement).toMatchObject({ winnerUserId: ZHANGSAN, priceFen: 180000, depositAppliedFen: 500000, status: 'awaiting_payment' });
    const deposits = await t.db.selectFrom('enrolment').select(['userId', 'depositStatus']).where('assetsId', '=', lot).orderBy('userId').execute();
    expect(deposits).toEqual([{ userId: ZHANGSAN, depositStatus: 'applied' }, { userId: CQNONGYE, depositStatus: 'refunding' }]);
    const snapshot = await bids.snapshot(lot, ZHANGSAN);
    expect(snapshot.outcome).toMatchObject({ result: 'deal', price: 1800, reason: 'highest-bid' });
    expect(snapshot.me).toMatchObject({ depositStatus: 'applied', canBid: false, reason: '竞价已结束' });
    expect((await data(t.app, 'POST', HALL, { size: 100 })).records.some((r: any) => r.assetsId === lot)).toBe(false);
  });

  it('records an unsold close when the highest bid stays below the reserve', async () => {
    const { assetsId } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村集体仓储用房出租', mode: 'ongoing', startPrice: 500, increment: 50, reservePrice: 800, startAt: '-5m', endAt: '+5m',
    }, ['zhangsan', 'cqnongye']);
    await bid(ZHANGSAN, 500, 'unsold-key-01', assetsId);
    expect((await bids.snapshot(assetsId, null)).reserveMet).toBe(false);
    t.setNow(FIXED_NOW + 11 * MIN);
    await bids.tick(assetsId);
    t.setNow(FIXED_NOW);
    const project = await t.db.selectFrom('project').select('status').where('assetsId', '=', assetsId).executeTakeFirstOrThrow();
    expect(project.status).toBe(4);
    expect(await t.db.selectFrom('settlement').select('id').where('assetsId', '=', assetsId).execute()).toEqual([]);
    const deposits = await t.db.selectFrom('enrolment').select('depositStatus').where('assetsId', '=', assetsId).execute();
    expect(deposits.every((d) => d.depositStatus === 'refunding')).toBe(true);
    expect((await bids.snapshot(assetsId, null)).outcome).toMatchObject({ result: 'unsold', reason: 'reserve-not-met' });
  });

  it('keeps the project row in step with each bid: the price and count always, the times and status when they differ', async () => {
    const { assetsId } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村集体鱼塘经营权出租', mode: 'ongoing', startPrice: 500, increment: 50, startAt: '-5m', endAt: '+30m',
    }, ['zhangsan', 'cqnongye']);
    const row = () => t.db.selectFrom('project').select(['status', 'biddingPriceFen', 'biddingCount', 'bidEndTime']).where('assetsId', '=', assetsId)
      .executeTakeFirstOrThrow();
    await bid(ZHANGSAN, 500, 'row-step-key-01', assetsId);
    const first = await row();
    expect(first).toMatchObject({ biddingPriceFen: 50000, biddingCount: 1, bidEndTime: FIXED_NOW + 30 * MIN });
    // A row moved by something else (a sweep, an operator) is set back by the next bid, as before.
    await t.db.updateTable('project').set({ status: 2, bidEndTime: FIXED_NOW }).where('assetsId', '=', assetsId).execute();
    await bid(CQNONGYE, 550, 'row-step-key-02', assetsId);
    expect(await row()).toEqual({ ...first, biddingPriceFen: 55000, biddingCount: 2 });
  });

  it('serves the snapshot, events and bids over /api-bid with the envelope, 401 and 404', async () => {
    const { assetsId } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 12 亩园地经营权出租', mode: 'ongoing', startPrice: 2000, increment: 100, startAt: '-1m', endAt: '+1h',
    }, ['zhangsan']);
    await t.db.insertInto('enrolment').values({
      id: '99001', assetsId, userId: LISI, bidderCode: 'Z999', depositFen: 500000, depositStatus: 'unpaid', priorityRank: null, status: 'enrolled',
      createTime: FIXED_NOW, updateTime: FIXED_NOW,
    }).execute();
    await bids.refreshEnrolments(assetsId);
    const zhangsan = { [AUTH_HEADER]: `bearer ${await accessTokenFor(t.db, ZHANGSAN, t.now)}` };
    const lisi = { [AUTH_HEADER]: `bearer ${await accessTokenFor(t.db, LISI, t.now)}` };

    const watcher = await data(t.app, 'GET', '/api-bid/lot/snapshot', { assetsId });
    expect(watcher).toMatchObject({ assetsId, mode: 'ongoing', me: null, rules: { mode: 'ongoing', startPrice: 2000, increment: 100, hasReserve: false } });
    expect(watcher.rules.notes.length).toBeGreaterThan(3);
    const mine = (await call(t.app, 'GET', '/api-bid/lot/snapshot', { assetsId }, { headers: zhangsan })).body.data;
    expect(mine.me).toMatchObject({ depositStatus: 'confirmed', canBid: true, nextValidPrice: 2000, reason: null });

    expect((await call(t.app, 'POST', '/api-bid/lot/bid', { assetsId, price: 2000, idempotencyKey: 'http-key-0001' })).status).toBe(401);
    const placed = await call(t.app, 'POST', '/api-bid/lot/bid', { assetsId, price: 2000, idempotencyKey: 'http-key-0001' }, { headers: zhangsan });
    expect(placed.body.data).toMatchObject({ replayed: false, price: 2000, me: { leading: true, canBid: false } });
    const refused = await call(t.app, 'POST', '/api-bid/lot/bid', { assetsId, price: 2100, idempotencyKey: 'http-key-0002' }, { headers: lisi });
    expect(refused.body).toMatchObject({ code: 403, msg: expect.stringMatching(/保证金/) });
    const events = await data(t.app, 'GET', '/api-bid/lot/events', { assetsId, afterSeq: 0 });
    expect(events.events.map((e: any) => e.name)).toEqual(['lot:phase-changed', 'bid:placed']);
    expect(events).toMatchObject({ lastSeq: 2, hasMore: false });
    const unknown = 'f'.repeat(32);
    expect((await call(t.app, 'GET', '/api-bid/lot/snapshot', { assetsId: unknown })).body).toMatchObject({ code: 404, msg: '竞价标的不存在' });
    expect((await call(t.app, 'POST', '/api-bid/lot/bid', { assetsId: unknown, price: 1, idempotencyKey: 'http-key-0003' }, { headers: zhangsan })).status).toBe(404);
  });
});
