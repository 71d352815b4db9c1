import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MESSAGE_PATHS } from '../../contract/messages';
import { createMessageService, type MessageService, type NewMessage } from '../../mock-server/src/modules/messages/index';
import { createPushHub, silentPushHub, type PushHub } from '../../mock-server/src/realtime/push-hub';
import { bearer } from './auth-helpers';
import { FIXED_NOW, accessTokenFor, addVerifiedUsers, call, listenRealtime, makeTestApp, type TestApp } from './helpers';

const api = (path: string) => `/api/${path}`;
const MIN = 60_000;

/** Every /push message of a socket, in order. */
function recorder(ws: WebSocket): any[] {
  const seen: any[] = [];
  ws.on('message', (raw) => seen.push(JSON.parse(String(raw))));
  return seen;
}
/** Resolves once `seen` holds a message of `type` matching `where`. */
async function arrival(seen: any[], type: string, where: (m: any) => boolean = () => true): Promise<any> {
  for (const end = Date.now() + 5000; Date.now() < end; await new Promise((r) => setTimeout(r, 5))) {
    const found = seen.find((m) => m.type === type && where(m));
    if (found) return found;
  }
  throw new Error(`no ${type} message`);
}

describe('inbox (站内消息): list, detail, unread counts, read, read-all, delete', () => {
  let t: TestApp;
  let push: PushHub;
  let server: Awaited<ReturnType<typeof listenRealtime>>;
  let store: MessageService;
  /** Two new verified users (the demo accounts start with seeded messages); their access tokens. */
  let me: { id: string };
  let them: { id: string };
  let mine: string;
  let theirs: string;
  const sockets: WebSocket[] = [];
  /** Message ids by name, stored a minute apart (so "newest first" has one answer). */
  const ids: Record<string, string> = {};

  const as = (token: string) => ({ headers: bearer(token) });
  const list = async (token: string, params: Record<string, unknown> = {}) => (await call(t.app, 'GET', api(MESSAGE_PATHS.list), params, as(token))).body.data;
  const unread = async (token: string) => (await call(t.app, 'GET', api(MESSAGE_PATHS.unread), {}, as(token))).body.data;

  beforeAll(async () => {
    let clock = () => FIXED_NOW;
    push = createPushHub(() => clock());
    t = await makeTestApp({ push });
    clock = t.now;
    server = await listenRealtime(t, push);
    store = createMessageService({ db: t.db, push: silentPushHub, now: t.now });
    [me, them] = await addVerifiedUsers(t.db, 2, FIXED_NOW);
    mine = await accessTokenFor(t.db, me.id, t.now);
    theirs = await accessTokenFor(t.db, them.id, t.now);
    const seed: Array<[string, NewMessage]> = [
      ['approved', { userId: me.id, type: 'realname_approved', title: '实名认证已通过', content: '您提交的个人实名认证已审核通过。', link: '/realNamePersonInfo' }],
      ['deal', { userId: me.id, type: 'deal', title: '竞价成交通知', content: '成交'.repeat(60), assetsId: 'A1', link: '/myProject?tab=deal' }],
      ['outbid', { userId: me.id, type: 'outbid', title: '出价被超越提醒', content: '出价被超越', assetsId: 'A2', dedupeKey: 'outbid:A2' }],
      ['deposit', { userId: me.id, type: 'deposit_confirmed', title: '保证金已确认', content: '保证金已到账' }],
      ['theirs', { userId: them.id, type: 'deal', title: '竞价成交通知', content: '另一用户的成交', assetsId: 'A3' }],
    ];
    for (const [i, [name, m]] of seed.entries()) {
      t.setNow(FIXED_NOW + i * MIN);
      ids[name] = (await store.store(t.db, m)).id;
    }
    t.setNow(FIXED_NOW + 10 * MIN);
  });
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await server?.close();
    await t?.close();
  });

  it('lists the caller\'s own messages newest first, by page, by category and unread only', async () => {
    const all = await list(mine, { size: 10 });
    expect(all.records.map((r: any) => r.id)).toEqual([ids.deposit, ids.outbid, ids.deal, ids.approved]);
    expect(all.total).toBe(4);
    expect(all.records[0]).toMatchObject({
      category: 'deposit', categoryLabel: '保证金消息', type: 'deposit_confirmed', read: false, createTime: '2026-11-21 10:03:00', link: '',
    });
    const deal = all.records.find((r: any) => r.id === ids.deal);
    expect(Array.from(deal.summary as string)).toHaveLength(81);
    expect(deal.summary.endsWith('…')).toBe(true);
    expect(deal).toMatchObject({ assetsId: 'A1', link: '/myProject?tab=deal', categoryLabel: '交易消息' });

    const second = await list(mine, { size: 3, current: 2 });
    expect(second).toMatchObject({ total: 4, pages: 2, current: 2 });
    expect(second.records.map((r: any) => r.id)).toEqual([ids.approved]);
    expect((await list(mine, { category: 'trade' })).records.map((r: any) => r.id)).toEqual([ids.outbid, ids.deal]);
    expect((await list(theirs)).records.map((r: any) => r.id)).toEqual([ids.theirs]);
    expect((await call(t.app, 'GET', api(MESSAGE_PATHS.list), { category: 'spam' }, as(mine))).body).toMatchObject({ code: 400, msg: expect.stringContaining('消息类别不正确') });
    expect((await call(t.app, 'GET', api(MESSAGE_PATHS.list), {})).status).toBe(401);
  });

  it('counts unread messages in all and per category', async () => {
    expect(await unread(mine)).toEqual({ total: 4, byCategory: { system: 0, trade: 2, deposit: 1, verification: 1, appeal: 0 } });
    expect((await unread(theirs)).total).toBe(1);
  });

  it('opens a message and marks it read once; another user\'s, unknown or malformed ids are 404 / 400', async () => {
    const opened = (await call(t.app, 'GET', api(MESSAGE_PATHS.detail), { id: ids.approved }, as(mine))).body.data;
    expect(opened).toMatchObject({
      id: ids.approved, read: true, readTime: '2026-11-21 10:10:00', content: '您提交的个人实名认证已审核通过。', category: 'verification',
    });
    t.setNow(FIXED_NOW + 11 * MIN);
    expect((await call(t.app, 'GET', api(MESSAGE_PATHS.detail), { id: ids.approved }, as(mine))).body.data.readTime).toBe('2026-11-21 10:10:00');
    expect((await unread(mine)).byCategory.verification).toBe(0);

    const foreign = await call(t.app, 'GET', api(MESSAGE_PATHS.detail), { id: ids.theirs }, as(mine));
    expect(foreign.body).toMatchObject({ code: 404, msg: '消息不存在' });
    expect((await list(theirs, { unread: '1' })).records.map((r: any) => r.id)).toEqual([ids.theirs]);
    expect((await call(t.app, 'GET', api(MESSAGE_PATHS.detail), { id: '1234567890123456789' }, as(mine))).body.code).toBe(404);
    expect((await call(t.app, 'GET', api(MESSAGE_PATHS.detail), { id: '12a' }, as(mine))).body).toMatchObject({ code: 400, msg: expect.stringContaining('消息编号格式错误') });
  });

  it('reads the caller\'s ids and ignores another user\'s, pushing the new unread total to the caller\'s open pages', async () => {
    const ws = new WebSocket(`${server.base.replace('http', 'ws')}/push`);
    sockets.push(ws);
    const seen = recorder(ws);
    await arrival(seen, 'hello');
    ws.send(JSON.stringify({ type: 'subscribe', topics: ['user'], token: mine }));
    await arrival(seen, 'subscribed');

    const answer = (await call(t.app, 'POST', api(MESSAGE_PATHS.read), { ids: [ids.deal, ids.theirs] }, as(mine))).body.data;
    expect(answer).toEqual({ total: 2, byCategory: { system: 0, trade: 1, deposit: 1, verification: 0, appeal: 0 } });
    expect(await arrival(seen, 'notice:message')).toMatchObject({ id: null, unread: 2 });
    expect((await unread(theirs)).total).toBe(1);
    expect((await list(theirs)).records[0].read).toBe(false);

    expect((await call(t.app, 'POST', api(MESSAGE_PATHS.read), { ids: [] }, as(mine))).body).toMatchObject({ code: 400, msg: expect.stringContaining('请选择消息') });
  });

  it('reads all of one category, then all', async () => {
    const trade = (await call(t.app, 'POST', api(MESSAGE_PATHS.readAll), { category: 'trade' }, as(mine))).body.data;
    expect(trade).toMatchObject({ total: 1, byCategory: { trade: 0, deposit: 1 } });
    const all = (await call(t.app, 'POST', api(MESSAGE_PATHS.readAll), {}, as(mine))).body.data;
    expect(all.total).toBe(0);
    expect((await list(mine, { unread: '1' })).total).toBe(0);
    expect((await unread(theirs)).total).toBe(1);
  });

  it('deletes the caller\'s messages for good (soft), never another user\'s', async () => {
    const fresh = await store.store(t.db, { userId: me.id, type: 'system', title: '系统通知', content: '系统维护' });
    expect((await unread(mine)).byCategory.system).toBe(1);
    const answer = (await call(t.app, 'POST', api(MESSAGE_PATHS.remove), { ids: [fresh.id, ids.deal, ids.theirs] }, as(mine))).body.data;
    expect(answer).toMatchObject({ total: 0, byCategory: { system: 0 } });
    expect((await list(mine)).records.map((r: any) => r.id)).toEqual([ids.deposit, ids.outbid, ids.approved]);
    expect((await call(t.app, 'GET', api(MESSAGE_PATHS.detail), { id: ids.deal }, as(mine))).body).toMatchObject({ code: 404, msg: '消息不存在' });
    expect((await list(theirs)).records.map((r: any) => r.id)).toEqual([ids.theirs]);
    // Deleting again changes nothing and is no error.
    expect((await call(t.app, 'POST', api(MESSAGE_PATHS.remove), { ids: [ids.deal] }, as(mine))).body.code).toBe(200);
  });
});
