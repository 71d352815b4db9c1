import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AUTH_HEADER } from '../../contract/envelope';
import { BID_PATHS } from '../../contract/bid';
import { createPushHub, type PushHub } from '../../mock-server/src/realtime/push-hub';
import { RefreshSessions, type EndedSessions } from '../../mock-server/src/modules/auth/index';
import { CQNONGYE, LISI, ZHANGSAN, login, token } from './auth-helpers';
import { CLIENT_ID, FIXED_NOW, accessTokenFor, call, createTestLot, listenRealtime, makeTestApp, type TestApp } from './helpers';

/** Every /push message of a socket, in order. */
function recorder(ws: WebSocket): any[] {
  const seen: any[] = [];
  ws.on('message', (raw) => seen.push(JSON.parse(String(raw))));
  return seen;
}
/** Resolves once `seen` holds a message of `type` (matching `where`). */
async function arrival(seen: any[], type: string, where: (m: any) => boolean = () => true): Promise<any> {
  for (const end = Date.now() + 5000; Date.now() < end; await new Promise((r) => setTimeout(r, 5))) {
    const found = seen.find((m) => m.type === type && where(m));
    if (found) return found;
  }
  throw new Error(`no ${type} message`);
}

describe('/push user topic ends with its session or token', () => {
  let t: TestApp;
  let push: PushHub;
  let server: Awaited<ReturnType<typeof listenRealtime>>;
  let lot: string;
  let price = 1000;
  let marker = 0;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    let clock = () => FIXED_NOW;
    push = createPushHub(() => clock());
    t = await makeTestApp({ push, devTools: true });
    clock = t.now;
    ({ assetsId: lot } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 12 亩林地经营权流转', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '-5m', endAt: '+3h',
    }, ['zhangsan', 'cqnongye']));
    server = await listenRealtime(t, push);
  });
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await server?.close();
    await t?.close();
  });

  /** A /push socket subscribed to `user` (with `accessToken`) and the lot, and everything it receives. */
  async function subscribedSocket(accessToken: string): Promise<{ ws: WebSocket; seen: any[] }> {
    const ws = new WebSocket(`${server.base.replace('http', 'ws')}/push`);
    sockets.push(ws);
    const seen = recorder(ws);
    await arrival(seen, 'hello');
    ws.send(JSON.stringify({ type: 'subscribe', topics: ['user', `lot:${lot}`], token: accessToken }));
    expect(await arrival(seen, 'subscribed')).toMatchObject({ topics: ['user', `lot:${lot}`], count: 2 });
    return { ws, seen };
  }
  /** zhangsan bids, then cqnongye outbids him over HTTP; resolves once `seen` has everything pushed for it. */
  async function outbidZhangsan(bidders: { zhangsan: string; cqnongye: string }, seen: any[]): Promise<void> {
    for (const who of ['zhangsan', 'cqnongye'] as const) {
      const answer = await call(t.app, 'POST', BID_PATHS.bid, { assetsId: lot, price, idempotencyKey: randomUUID() }, { headers: { [AUTH_HEADER]: `bearer ${bidders[who]}` } });
      expect(answer.body.code, answer.body.msg).toBe(200);
      price += 100;
    }
    // The push side runs after the ack; lot:updated goes out just before the outbid notice, in the same turn, and the
    // messages of one socket arrive in order: once the broadcast below is in, any notice of the outbid would be too.
    await arrival(seen, 'lot:updated', (m) => m.price === price - 100);
    const mark = ++marker;
    push.broadcast({ type: 'hall:changed', serverNow: mark });
    await arrival(seen, 'hall:changed', (m) => m.serverNow === mark);
  }
  const outbids = (seen: any[]) => seen.filter((m) => m.type === 'notice:outbid').length;

  it('delivers notice:outbid until logout, then ends the user topic with user:ended and delivers nothing', async () => {
    const session = (await login(t.app, 'zhangsan')).body;
    const rival = await accessTokenFor(t.db, CQNONGYE.id, t.now);
    const { seen } = await subscribedSocket(session.access_token);
    await outbidZhangsan({ zhangsan: session.access_token, cqnongye: rival }, seen);
    expect(outbids(seen)).toBe(1);

    const logout = await call(t.app, 'GET', '/api/logout', {}, { headers: { [AUTH_HEADER]: `bearer ${session.access_token}` } });
    expect(logout.body.code).toBe(200);
    expect(await arrival(seen, 'user:ended')).toMatchObject({ reason: 'revoked', msg: expect.stringMatching(/登录/) });
    // Logged in again elsewhere: the new session's token bids, the old connection still hears nothing personal.
    const again = (await login(t.app, 'zhangsan')).body.access_token as string;
    await outbidZhangsan({ zhangsan: again, cqnongye: rival }, seen);
    expect(outbids(seen)).toBe(1);
    expect(push.sendToUser(ZHANGSAN.id, { type: 'notice:message', id: null, title: '测试', messageType: 'deal', category: 'trade', unread: 1, serverNow: t.now() })).toBe(0);
    // The lot topic is not personal and goes on.
    expect(seen.filter((m) => m.type === 'lot:updated').length).toBe(4);
  });

  it('ends the user topic when the refresh token is reused (the whole session is revoked)', async () => {
    const session = (await login(t.app, 'zhangsan')).body;
    const { seen } = await subscribedSocket(session.access_token);
    expect((await token(t.app, { grant_type: 'refresh_token', refresh_token: session.refresh_token })).status).toBe(200);
    expect((await token(t.app, { grant_type: 'refresh_token', refresh_token: session.refresh_token })).status).toBe(401);
    expect(await arrival(seen, 'user:ended')).toMatchObject({ reason: 'revoked' });
  });

  it('delivers nothing personal once the token has expired, and again after a subscribe with a fresh token', async () => {
    const start = t.now();
    try {
      const mine = await accessTokenFor(t.db, ZHANGSAN.id, t.now);
      const { ws, seen } = await subscribedSocket(mine);
      // accessTokenFor issues 900 s tokens.
      t.setNow(start + 901_000);
      const rival = await accessTokenFor(t.db, CQNONGYE.id, t.now);
      const fresh = await accessTokenFor(t.db, ZHANGSAN.id, t.now);
      await outbidZhangsan({ zhangsan: fresh, cqnongye: rival }, seen);
      expect(outbids(seen)).toBe(0);
      expect(await arrival(seen, 'user:ended')).toMatchObject({ reason: 'expired' });

      // Without a token the expired one is not reused.
      ws.send(JSON.stringify({ type: 'subscribe', topics: ['user'] }));
      expect(await arrival(seen, 'error')).toMatchObject({ code: 401, topics: ['user'] });
      ws.send(JSON.stringify({ type: 'subscribe', topics: ['user'], token: fresh }));
      expect(await arrival(seen, 'subscribed', (m) => m.topics[0] === 'user' && m.count === 2)).toBeTruthy();
      await outbidZhangsan({ zhangsan: fresh, cqnongye: rival }, seen);
      expect(outbids(seen)).toBe(1);
    } finally {
      t.setNow(start);
    }
  });

  it('tells the client user:ended when its token expires, with nothing sent to it meanwhile', async () => {
    const start = t.now();
    try {
      const mine = await accessTokenFor(t.db, ZHANGSAN.id, t.now);
      // 150 ms before the token's expiry (900 s), so its timer is due at once.
      t.setNow(start + 900_000 - 150);
      const { seen } = await subscribedSocket(mine);
      t.setNow(start + 900_000);
      expect(await arrival(seen, 'user:ended')).toMatchObject({ reason: 'expired', msg: expect.stringMatching(/过期/) });
    } finally {
      t.setNow(start);
    }
  });

  it('refresh sessions tell onRevoked of logout, a reused refresh token and a password reset', async () => {
    const sessions = new RefreshSessions({ db: t.db, now: t.now, ttlS: 3600, clientId: CLIENT_ID });
    const ended: EndedSessions[] = [];
    sessions.onRevoked((e) => ended.push(e));
    const a = await sessions.start(LISI.id);
    await sessions.revoke(a.familyId);
    const b = await sessions.start(LISI.id);
    expect((await sessions.rotate(b.refreshToken)).ok).toBe(true);
    expect(await sessions.rotate(b.refreshToken)).toMatchObject({ ok: false, reason: 'reused' });
    await sessions.revokeAll(LISI.id);
    expect(ended).toEqual([{ familyId: a.familyId }, { familyId: b.familyId }, { userId: LISI.id }]);
  });
});
