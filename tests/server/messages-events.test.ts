import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { MESSAGE_PATHS } from '../../contract/messages';
import type { BidService } from '../../mock-server/src/auction/service/bid-service';
import { createPushHub, type PushHub } from '../../mock-server/src/realtime/push-hub';
import { bearer, CQNONGYE, LISI, ZHANGSAN } from './auth-helpers';
import { FIXED_NOW, accessTokenFor, addVerifiedUsers, call, createTestLot, listenRealtime, makeTestApp, type TestApp } from './helpers';

const MIN = 60_000;
const api = (path: string) => `/api/${path}`;

/** Every /push message of a socket, in order. */
function recorder(ws: WebSocket): any[] {
  const seen: any[] = [];
  ws.on('message', (raw) => seen.push(JSON.parse(String(raw))));
  return seen;
}
/** Waits until `check` passes (the push side writes after the bid's answer). */
async function eventually<T>(check: () => Promise<T>): Promise<T> {
  for (let end = Date.now() + 5000; ; await new Promise((r) => setTimeout(r, 10))) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
    }
  }
}

describe('messages of the bidding: lot results and outbids', () => {
  let t: TestApp;
  let push: PushHub;
  let server: Awaited<ReturnType<typeof listenRealtime>>;
  let bids: BidService;
  let third: { id: string; loginName: string };
  const sockets: WebSocket[] = [];
  const bid = (userId: string, yuan: number, assetsId: string) =>
    bids.place(userId, { assetsId, priceFen: yuan * 100, idempotencyKey: randomUUID() }, 'bid');
  /** The user's stored messages of `assetsId` (of `type`, when given), newest first. */
  const messagesOf = (userId: string, assetsId: string, type?: string) => t.db.selectFrom('userMessage').selectAll()
    .where('userId', '=', userId).where('assetsId', '=', assetsId).$if(type !== undefined, (q) => q.where('type', '=', type!))
    .orderBy('createTime', 'desc').execute();

  /** A /push socket subscribed to the `user` topic of `userId`, and everything it receives. */
  async function userSocket(userId: string): Promise<any[]> {
    const ws = new WebSocket(`${server.base.replace('http', 'ws')}/push`);
    sockets.push(ws);
    const seen = recorder(ws);
    await eventually(async () => expect(seen.some((m) => m.type === 'hello')).toBe(true));
    ws.send(JSON.stringify({ type: 'subscribe', topics: ['user'], token: await accessTokenFor(t.db, userId, t.now) }));
    await eventually(async () => expect(seen.some((m) => m.type === 'subscribed')).toBe(true));
    return seen;
  }

  beforeAll(async () => {
    let clock = () => FIXED_NOW;
    push = createPushHub(() => clock());
    t = await makeTestApp({ push });
    clock = t.now;
    bids = t.app.bids;
    server = await listenRealtime(t, push);
    [third] = await addVerifiedUsers(t.db, 1, FIXED_NOW);
  });
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await server?.close();
    await t?.close();
  });

  it('closes a deal with a message to every bidder: the winner 竞价成交通知, the others 未竞得 with their refund', async () => {
    const { assetsId, codes } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 20 亩鱼塘承包经营权', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '-5m', endAt: '+5m',
    }, ['zhangsan', 'cqnongye', third.loginName]);
    // lisi enrolled but never paid the deposit: told the result, without a refund sentence.
    await t.db.insertInto('enrolment').values({
      id: '99101', assetsId, userId: LISI.id, bidderCode: 'Z991', depositFen: 500000, depositStatus: 'unpaid', priorityRank: null,
      status: 'enrolled', createTime: FIXED_NOW, updateTime: FIXED_NOW,
    }).execute();
    await bids.refreshEnrolments(assetsId);
    await bid(ZHANGSAN.id, 1000, assetsId);
    await bid(CQNONGYE.id, 1100, assetsId);
    await bid(ZHANGSAN.id, 1200, assetsId);
    const seen = await userSocket(ZHANGSAN.id);

    t.setNow(FIXED_NOW + 60 * MIN);
    try {
      expect((await bids.tick(assetsId)).map((e) => e.type)).toContain('lot:closed');
    } finally {
      t.setNow(FIXED_NOW);
    }
    const [deal] = await messagesOf(ZHANGSAN.id, assetsId, 'deal');
    expect(deal).toMatchObject({ title: '竞价成交通知', category: 'trade', link: '/myProject?tab=deal', isRead: 0 });
    expect(deal.content).toBe(`您以竞买号 ${codes.zhangsan} 参与的「测试村 20 亩鱼塘承包经营权」竞价已成交，成交价 0.12 万元。`
      + '保证金 5,000.00 元 已转为价款，请于 5 个工作日内签订成交确认书并缴清余款。');
    for (const [userId, code] of [[CQNONGYE.id, codes.cqnongye], [third.id, codes[third.loginName]]]) {
      const lost = await messagesOf(userId, assetsId, 'lot_lost');
      expect(lost).toHaveLength(1);
      expect(lost[0]).toMatchObject({ title: '竞价结束通知', category: 'trade', link: '/myProject?tab=unsold' });
      expect(lost[0].content).toBe(`您以竞买号 ${code} 参与的「测试村 20 亩鱼塘承包经营权」竞价已结束，成交价 0.12 万元，您未竞得；保证金 5,000.00 元 将原路退还。`);
    }
    const [unpaid] = await messagesOf(LISI.id, assetsId);
    expect(unpaid).toMatchObject({ type: 'lot_lost' });
    expect(unpaid.content.endsWith('您未竞得。')).toBe(true);
    expect(await messagesOf(ZHANGSAN.id, assetsId, 'lot_lost')).toEqual([]);

    // The winner's open pages hear of the new message with the new unread total, after notice:lot-closed.
    const notice = await eventually(async () => {
      const found = seen.find((m) => m.type === 'notice:message' && m.messageType === 'deal');
      expect(found).toBeDefined();
      return found;
    });
    const token = await accessTokenFor(t.db, ZHANGSAN.id, t.now);
    // The deal's messages (the settlement due, the contract drawn) follow the close's (deal module, after the commit):
    // the notice counted without them.
    await t.app.deals.drain();
    const unread = (await call(t.app, 'GET', api(MESSAGE_PATHS.unread), {}, { headers: bearer(token) })).body.data;
    const settlementDue = await messagesOf(ZHANGSAN.id, assetsId, 'settlement_due');
    const contractDrawn = await messagesOf(ZHANGSAN.id, assetsId, 'contract_drafted');
    expect([settlementDue.length, contractDrawn.length]).toEqual([1, 1]);
    // Both are pushed too, once the deal's transaction committed: the open pages hear of the contract to confirm.
    await eventually(async () => expect(seen.filter((m) => m.type === 'notice:message').map((m) => m.messageType))
      .toEqual(expect.arrayContaining(['settlement_due', 'contract_drafted'])));
    expect(notice).toMatchObject({ id: deal.id, title: '竞价成交通知', category: 'trade', unread: unread.total - 2 });
    expect(seen.findIndex((m) => m.type === 'notice:lot-closed')).toBeLessThan(seen.indexOf(notice));
  });

  it('closes an unsold lot with 流拍 messages that give the reason', async () => {
    const { assetsId, codes } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村集体晒场出租', mode: 'ongoing', startPrice: 500, increment: 50, reservePrice: 800, startAt: '-5m', endAt: '+5m',
    }, ['zhangsan', 'cqnongye']);
    await bid(ZHANGSAN.id, 500, assetsId);
    t.setNow(FIXED_NOW + 60 * MIN);
    try {
      await bids.tick(assetsId);
    } finally {
      t.setNow(FIXED_NOW);
    }
    for (const [userId, code] of [[ZHANGSAN.id, codes.zhangsan], [CQNONGYE.id, codes.cqnongye]]) {
      const unsold = await messagesOf(userId, assetsId, 'lot_unsold');
      expect(unsold).toHaveLength(1);
      expect(unsold[0]).toMatchObject({ title: '竞价流拍通知', link: '/myProject?tab=unsold' });
      expect(unsold[0].content).toBe(`您以竞买号 ${code} 参与的「测试村集体晒场出租」竞价已结束，未能成交，原因：最高报价未达保留价，流拍；保证金 5,000.00 元 将原路退还。`);
    }
    expect(await t.db.selectFrom('userMessage').select('id').where('assetsId', '=', assetsId).where('type', 'in', ['deal', 'lot_lost']).execute()).toEqual([]);
  });

  it('keeps one unread outbid message per lot, a new one once it was read, and one write per user and batch', async () => {
    const { assetsId } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 8 亩茶园经营权流转', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '-5m', endAt: '+3h',
    }, ['zhangsan', 'cqnongye']);
    const token = await accessTokenFor(t.db, ZHANGSAN.id, t.now);
    const seen = await userSocket(ZHANGSAN.id);
    const outbids = () => messagesOf(ZHANGSAN.id, assetsId, 'outbid');

    await bid(ZHANGSAN.id, 1000, assetsId);
    await bid(CQNONGYE.id, 1100, assetsId);
    const [first] = await eventually(async () => {
      const rows = await outbids();
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(first).toMatchObject({ title: '出价被超越提醒', isRead: 0, dedupeKey: `outbid:${assetsId}`, link: `/quoteHall?assetsId=${assetsId}` });
    expect(first.content).toContain('当前最高价 0.11 万元');
    // The instant notice first, then the inbox's notice with the unread total.
    const message = await eventually(async () => {
      const found = seen.find((m) => m.type === 'notice:message' && m.messageType === 'outbid' && m.id === first.id);
      expect(found).toBeDefined();
      return found;
    });
    expect(seen.findIndex((m) => m.type === 'notice:outbid')).toBeLessThan(seen.indexOf(message));
    const unread = (await call(t.app, 'GET', api(MESSAGE_PATHS.unread), {}, { headers: bearer(token) })).body.data;
    expect(message).toMatchObject({ id: first.id, unread: unread.total, category: 'trade' });

    // Outbid again while the first is unread: the same message, with the new price.
    await bid(ZHANGSAN.id, 1200, assetsId);
    await bid(CQNONGYE.id, 1300, assetsId);
    await eventually(async () => {
      const rows = await outbids();
      expect(rows.map((r) => r.id)).toEqual([first.id]);
      expect(rows[0].content).toContain('0.13 万元');
    });

    // Read, then outbid again: a new unread message; the read one stays as it was.
    await call(t.app, 'GET', api(MESSAGE_PATHS.detail), { id: first.id }, { headers: bearer(token) });
    await bid(ZHANGSAN.id, 1400, assetsId);
    await bid(CQNONGYE.id, 1500, assetsId);
    const [second, old] = await eventually(async () => {
      const rows = await outbids();
      expect(rows).toHaveLength(2);
      // Both may carry the same time (the test's clock can stand still): told apart by id, not by their order.
      return [rows.find((r) => r.id !== first.id)!, rows.find((r) => r.id === first.id)!];
    });
    expect(second).toMatchObject({ isRead: 0 });
    expect(second.id).not.toBe(first.id);
    expect(second.content).toContain('0.15 万元');
    expect(old).toMatchObject({ id: first.id, isRead: 1 });

    // Four bids decided in one batch: zhangsan loses the lead twice, cqnongye once → one message each, written together.
    const send = vi.spyOn(bids.messages, 'sendMany');
    try {
      await Promise.all([bid(ZHANGSAN.id, 1600, assetsId), bid(CQNONGYE.id, 1700, assetsId), bid(ZHANGSAN.id, 1800, assetsId), bid(CQNONGYE.id, 1900, assetsId)]);
      // Both users' latest messages show the batch's prices: every write of it has been asked for by then.
      await eventually(async () => expect((await outbids()).find((r) => r.isRead === 0)?.content).toContain('0.19 万元'));
      await eventually(async () => expect((await messagesOf(CQNONGYE.id, assetsId, 'outbid'))[0].content).toContain('0.18 万元'));
      expect(send.mock.calls.flatMap(([list]) => list.map((m) => m.userId)).sort()).toEqual([ZHANGSAN.id, CQNONGYE.id].sort());
      expect(await outbids()).toHaveLength(2);
    } finally {
      send.mockRestore();
    }
  });

  it('never lets a failed outbid message reach the bid: the bid is answered and the next outbid is stored', async () => {
    const { assetsId } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 5 亩果园经营权流转', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '-5m', endAt: '+3h',
    }, ['zhangsan', 'cqnongye']);
    const send = vi.spyOn(bids.messages, 'sendMany').mockRejectedValueOnce(new Error('disk I/O error'));
    try {
      await bid(ZHANGSAN.id, 1000, assetsId);
      await expect(bid(CQNONGYE.id, 1100, assetsId)).resolves.toMatchObject({ price: 1100 });
      await eventually(async () => expect(send).toHaveBeenCalledTimes(1));
      await bid(ZHANGSAN.id, 1200, assetsId);
      await bid(CQNONGYE.id, 1300, assetsId);
      await eventually(async () => expect((await messagesOf(ZHANGSAN.id, assetsId, 'outbid')).map((r) => r.content)).toEqual([expect.stringContaining('0.13 万元')]));
    } finally {
      send.mockRestore();
    }
  });
});
