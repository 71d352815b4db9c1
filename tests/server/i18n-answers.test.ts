import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER } from '../../contract/envelope';
import { createPushHub } from '../../mock-server/src/realtime/push-hub';
import { bearer } from './auth-helpers';
import { accessTokenFor, CLIENT_ID, createTestLot, FIXED_NOW, listenRealtime, makeTestApp, type TestApp } from './helpers';

const ZHANGSAN = '1900000000000000001';

describe('answers in the request language (Accept-Language, the bid room handshake)', () => {
  let t: TestApp;
  let lot: string;
  let token: string;

  /** One call with Client-Id and, unless null, the Accept-Language `language`; returns status, headers and raw body. */
  const ask = async (url: string, language: string | null, opts: { method?: 'GET' | 'POST'; payload?: object; headers?: Record<string, string> } = {}) => {
    const res = await t.app.inject({
      method: opts.method ?? 'GET', url, payload: opts.payload,
      headers: { [CLIENT_ID_HEADER]: CLIENT_ID, ...(language === null ? {} : { 'accept-language': language }), ...opts.headers },
    });
    return { status: res.statusCode, vary: res.headers.vary, raw: res.body, body: res.json() };
  };

  beforeAll(async () => {
    t = await makeTestApp({ push: createPushHub(() => FIXED_NOW) });
    ({ assetsId: lot } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 45 亩耕地经营权出租', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '-5m', endAt: '+30m',
    }, ['zhangsan']));
    token = await accessTokenFor(t.db, ZHANGSAN, t.now);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an en request with the English msg, and zh or no header with the same zh bytes', async () => {
    const url = '/api/blade-desk/notice-info/detail?id=999999';
    const en = await ask(url, 'en');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ code: 404, success: false, data: null, msg: 'Notice not found' });
    const zh = await ask(url, 'zh-CN,zh;q=0.9,en;q=0.8');
    const none = await ask(url, null);
    expect(zh.body.msg).toBe('公告不存在');
    expect(zh.raw).toBe(none.raw);
    for (const answer of [en, zh, none]) expect(answer.vary).toMatch(/Accept-Language/);
  });

  it('translates messages built with values: a field name, a price', async () => {
    const en = await ask('/api/dscq-system/dict/dictionary', 'en-GB');
    expect(en.body.msg).toBe('Invalid parameter code: Dictionary code is required');
    expect((await ask('/api/dscq-system/dict/dictionary', 'zh')).body.msg).toBe('参数 code 无效：字典编码不能为空');

    const bid = (language: string | null) => ask('/api-bid/lot/bid', language, {
      method: 'POST', payload: { assetsId: lot, price: 1001, idempotencyKey: randomUUID() }, headers: bearer(token),
    });
    const enBid = await bid('en');
    expect(enBid.status).toBe(400);
    expect(enBid.body.msg).toBe('Bids must be at least 1,000.00 yuan and match the bid increment');
    const zhBid = await bid('zh-CN');
    const bareBid = await bid(null);
    expect(zhBid.body.msg).toBe('出价须不低于 1,000.00 元且符合加价幅度');
    expect(zhBid.raw).toBe(bareBid.raw);
  });

  it('keeps the success message and the login prompts of §8 verbatim in zh answers', async () => {
    expect((await ask('/api/blade-desk/navigation-config/list', null)).body.msg).toBe('操作成功');
    expect((await ask('/api/blade-desk/navigation-config/list', 'zh-CN')).body.msg).toBe('操作成功');
    expect((await ask('/api/blade-desk/navigation-config/list', 'en')).body.msg).toBe('Success');
    // A 401 is where the portal shows 用户未登录 / 请先登录: the zh answer is the same bytes as without the header.
    const add = (language: string | null) => ask('/api/dscq-user/collect-assets/add', language, { method: 'POST', payload: { assetsId: lot } });
    const zh = await add('zh-CN');
    expect(zh.status).toBe(401);
    expect(zh.raw).toBe((await add(null)).raw);
    expect((await add('en')).body.msg).toMatch(/^[\x20-\x7e]+$/);
    const unknown = await ask('/api/no-such-endpoint', 'zh-CN');
    expect(unknown.body.msg).toBe('接口不存在');
    expect((await ask('/api/no-such-endpoint', 'en')).body.msg).toBe('No such API endpoint');
  });

  it('translates the refusal messages an answer carries in data (the enrolment check)', async () => {
    const url = `/api/dscq-project/enrolment/check?assetsId=${lot}`;
    expect((await ask(url, 'en')).body.data).toEqual({ allowed: false, reasons: [{ code: 'notLoggedIn', msg: 'Please log in before enrolling' }] });
    expect((await ask(url, null)).body.data.reasons[0].msg).toBe('请先登录后再报名');
  });

  it('names dictionary items, asset types, the menu and the platform in English for en, data as stored', async () => {
    const families = async (language: string | null) => (await ask('/api/dscq-system/operation-type/tree', language)).body.data as Array<{ typeName: string; children: Array<{ typeName: string }> }>;
    const zh = await families(null);
    const en = await families('en');
    expect(zh.map((f) => f.typeName)).toContain('农业生产设施设备');
    expect(en.map((f) => f.typeName)).toContain('Agricultural facilities and equipment');
    expect(en.flatMap((f) => f.children.map((c) => c.typeName))).toContain('Farmland management rights');
    expect(JSON.stringify(en)).not.toMatch(/[\u4e00-\u9fff]/);

    const nav = (await ask('/api/blade-desk/navigation-config/list', 'en')).body.data as Array<{ navigationName: string; navigationUrl: string }>;
    expect(nav.find((n) => n.navigationUrl === '/hall')?.navigationName).toBe('Bidding hall');
    const config = (await ask('/api/dscq-system/website/config', 'en')).body.data as { platformName: string; address: string };
    expect(config.platformName).toBe('Rural Property Rights Exchange');
    expect(config.address).toMatch(/成都市/);
    const filters = (await ask('/api/blade-desk/filter-query-config/open-list', 'en')).body.data as Array<{ name: string; options: Array<{ label: string }> }>;
    expect(filters[0]).toMatchObject({ name: 'Asset type' });
    expect(filters.find((g) => g.name === 'Transfer type')?.options.map((o) => o.label)).toContain('Lease');
    const hot = (await ask('/api/blade-desk/hot-investments/list', 'en')).body.data as { records: Array<{ typeName: string }> };
    expect(hot.records.map((r) => r.typeName)).toContain('Forest rights');
    const dict = (await ask('/api/dscq-system/dict/dictionary?code=demandPurpose', 'zh-CN')).body.data as Array<{ dictValue: string }>;
    expect(dict.map((d) => d.dictValue)).toContain('耕地');
  });

  it('names the home tabs and the news plates in English for en, their articles as stored', async () => {
    const tabs = async (language: string | null) =>
      ((await ask('/api/dscq-content/page-modules-content/batch-list', language, { method: 'POST', payload: { modulesCodes: 'HOME_NOTICE_BOX,HOME_NOTICE' } })).body.data as Array<{ id: string; name: string; plateCode: string }>);
    const zh = await tabs(null);
    const en = await tabs('en');
    expect(zh.slice(0, 3).map((t) => t.name)).toEqual(['平台公告', '交易公告', '成交公告']);
    expect(en.slice(0, 3).map((t) => t.name)).toEqual(['Platform notice', 'Listing notice', 'Deal notice']);
    expect(en.map((t) => t.plateCode)).toEqual(zh.map((t) => t.plateCode));
    expect(JSON.stringify(en.map((t) => t.name))).not.toMatch(/[\u4e00-\u9fff]/);

    const plate = (await ask(`/api/dscq-content/news-platecfg/detail?id=${zh[0].id}`, 'en')).body.data as { name: string };
    expect(plate.name).toBe('Platform notice');
    const footer = (await ask('/api/dscq-content/news-platecfg/select', 'en', { method: 'POST', payload: { code: 'ZCFG' } })).body.data as { name: string; data: Array<{ title: string }> };
    expect(footer.name).toBe('Policies and regulations');
    expect(footer.data.length).toBeGreaterThan(0);
    expect(footer.data[0].title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps cached list answers apart per language', async () => {
    const url = '/api/dscq-project/top/new-publish?size=4&current=1';
    const zh = await ask(url, null);
    const en = await ask(url, 'en');
    const zhAgain = await ask(url, 'zh-CN');
    expect(zh.body.msg).toBe('操作成功');
    expect(en.body.msg).toBe('Success');
    expect(en.vary).toMatch(/Accept-Language/);
    expect(zhAgain.raw).toBe(zh.raw);
    expect(en.body.data).toEqual(zh.body.data);
  });

  describe('bid room acks', () => {
    let server: Awaited<ReturnType<typeof listenRealtime>>;
    const sockets: Socket[] = [];
    const open = (auth: Record<string, string>, headers: Record<string, string> = {}) => {
      const socket = connect(`${server.base}/bid`, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth, extraHeaders: headers });
      sockets.push(socket);
      return socket;
    };
    const place = (socket: Socket, price = 1001) => socket.timeout(5000).emitWithAck('bid:place', { assetsId: lot, price, idempotencyKey: randomUUID() });
    /** The caller's own view in a join's snapshot (contract LotViewer). */
    const joinedMe = async (socket: Socket) => (await socket.timeout(5000).emitWithAck('lot:join', { assetsId: lot })).data.snapshot.me as { reason: string | null };
    /** The first `lot:me` push whose view carries a reason. */
    const pushedReason = (socket: Socket) => new Promise<string>((resolve) => {
      socket.on('lot:me', (event: { me: { reason: string | null } }) => { if (event.me.reason) resolve(event.me.reason); });
    });

    beforeAll(async () => {
      server = await listenRealtime(t, createPushHub(() => FIXED_NOW));
    });
    afterAll(async () => {
      for (const s of sockets) s.close();
      await server?.close();
    });

    it('refuses in the language of the handshake: auth.language, else Accept-Language, else zh', async () => {
      expect((await place(open({ token, language: 'en' }))).error).toMatchObject({ code: 400, msg: 'Bids must be at least 1,000.00 yuan and match the bid increment' });
      expect((await place(open({ token }, { 'accept-language': 'en-US' }))).error.msg).toBe('Bids must be at least 1,000.00 yuan and match the bid increment');
      expect((await place(open({ token, language: 'zh' }, { 'accept-language': 'en' }))).error.msg).toBe('出价须不低于 1,000.00 元且符合加价幅度');
      expect((await place(open({ token }))).error.msg).toBe('出价须不低于 1,000.00 元且符合加价幅度');
      expect((await place(open({}))).error.msg).toBe('请先登录后再出价');
      const watcher = open({ language: 'en' });
      expect((await place(watcher)).error).toMatchObject({ code: 401, msg: 'Please log in before bidding' });
      expect((await watcher.timeout(5000).emitWithAck('time:sync', { t0: 'x' })).error.msg).toBe("Invalid parameter t0: it must be the client's send time (ms)");
    });

    it("gives a bidder's own view (why they cannot bid) in the connection's language: pushed, acked, on join and over HTTP", async () => {
      const en = open({ token, language: 'en' });
      const zh = open({ token });
      expect((await joinedMe(en)).reason).toBeNull();
      expect((await joinedMe(zh)).reason).toBeNull();
      const enPushed = pushedReason(en);
      const zhPushed = pushedReason(zh);
      const bid = await place(en, 1000);
      expect(bid.data.me.reason).toBe('You are leading; there is no need to raise');
      expect(await enPushed).toBe('You are leading; there is no need to raise');
      expect(await zhPushed).toBe('您当前领先，无需加价');
      expect((await joinedMe(open({ token }, { 'accept-language': 'en-GB' }))).reason).toBe('You are leading; there is no need to raise');
      const snapshot = async (language: string | null) =>
        (await ask(`/api-bid/lot/snapshot?assetsId=${lot}`, language, { headers: bearer(token) })).body.data.me.reason;
      expect(await snapshot('en')).toBe('You are leading; there is no need to raise');
      expect(await snapshot(null)).toBe('您当前领先，无需加价');
    });
  });
});
