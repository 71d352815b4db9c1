import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../contract/realtime';
import { FACE_SESSION_TTL_MS } from '../../contract/seal';
import { findSealState, sealImageOf } from '../../mock-server/src/modules/seal/index';
import { call, makeTestApp, type TestApp } from './helpers';
import { APPLICANT, ORG_NAME, SEAL, applied, capturingPush, faceStarted, phone, sealAccount } from './seal-fixtures';

const capture = capturingPush();
let t: TestApp;
beforeAll(async () => { t = await makeTestApp({ push: capture.push }); });
afterAll(async () => { await t?.close(); });
afterEach(() => { capture.sent.length = 0; });

type FaceNotice = Extract<PushMessage, { type: 'notice:face' }>;
const faceNotices = (userId: string): FaceNotice[] =>
  capture.sent.flatMap((s) => (s.userId === userId && s.msg.type === 'notice:face' ? [s.msg] : []));

describe('binding the seal by face recognition (§2 /contract/seal/qrcode)', () => {
  it('start → scanned → passed: pushes notice:face at each step, activates the seal once and tells the inbox', async () => {
    const org = await sealAccount(t);
    const seal = await applied(t, org);
    const session = await faceStarted(t, org.headers);
    expect(session).toMatchObject({ status: 'pending', statusLabel: '请使用手机扫码', sealStatus: 'binding', expireAt: t.now() + FACE_SESSION_TTL_MS });
    expect(session.token).toMatch(/^[0-9a-f]{32}$/);
    expect(session.qrUrl).toBe(`http://localhost:80/sandbox-face/${session.token}`);

    const page = await phone(t, session.token);
    expect(page.status).toBe(200);
    expect(page.html).toContain('林*');
    expect(page.html).toContain(ORG_NAME);
    expect(page.html).toContain('模拟识别通过');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect((await call(t.app, 'GET', SEAL.faceStatus, { token: session.token }, { headers: org.headers })).body.data.status).toBe('scanned');
    await phone(t, session.token);
    expect(faceNotices(org.id)).toEqual([{ type: 'notice:face', token: session.token, status: 'scanned', sealStatus: 'binding', serverNow: t.now() }]);

    const passed = await phone(t, session.token, 'pass');
    expect(passed.status).toBe(200);
    expect(passed.html).toContain('识别通过');
    expect(faceNotices(org.id).at(-1)).toMatchObject({ status: 'passed', sealStatus: 'active' });
    expect(capture.sent.some((s) => s.userId === org.id && s.msg.type === 'notice:message')).toBe(true);
    expect((await call(t.app, 'GET', SEAL.mine, {}, { headers: org.headers })).body.data).toMatchObject({ status: 'active', statusLabel: '已启用', boundTime: '2026-11-21 10:00:00' });
    const messages = await t.db.selectFrom('userMessage').select(['title', 'link']).where('userId', '=', org.id).execute();
    expect(messages).toEqual([{ title: '电子印章已启用', link: '/contract/seal/apply' }]);
    expect(await findSealState(t.db, org.id)).toEqual({ sealId: seal.id, orgName: ORG_NAME, status: 'active' });
    expect(await sealImageOf(t.db, seal.id)).toContain('<svg');

    // A replayed result (double tap, back button) changes nothing and is refused with a clear page.
    const replay = await phone(t, session.token, 'fail');
    expect(replay.status).toBe(409);
    expect(replay.html).toContain('本次核验已完成');
    expect(faceNotices(org.id).filter((n) => n.status === 'passed' || n.status === 'failed')).toHaveLength(1);
    expect((await call(t.app, 'GET', SEAL.mine, {}, { headers: org.headers })).body.data.status).toBe('active');
    // Active: no second application, no new session.
    expect((await call(t.app, 'POST', SEAL.apply, { ...APPLICANT, licenceFileId: org.licenceFileId }, { headers: org.headers })).status).toBe(409);
    expect((await call(t.app, 'POST', SEAL.faceStart, {}, { headers: org.headers })).status).toBe(409);
  });

  it('two simultaneous results settle once', async () => {
    const org = await sealAccount(t);
    await applied(t, org);
    const { token } = await faceStarted(t, org.headers);
    const answers = await Promise.all([phone(t, token, 'pass'), phone(t, token, 'pass'), phone(t, token, 'fail')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(faceNotices(org.id).filter((n) => n.status !== 'scanned')).toHaveLength(1);
    expect(await t.db.selectFrom('userMessage').select('id').where('userId', '=', org.id).execute()).toHaveLength(
      faceNotices(org.id)[0].status === 'passed' ? 1 : 0,
    );
  });

  it('failed → face_failed; applying again is allowed and a new session can pass', async () => {
    const org = await sealAccount(t);
    await applied(t, org);
    const first = await faceStarted(t, org.headers);
    expect((await phone(t, first.token, 'fail')).html).toContain('识别未通过');
    expect(faceNotices(org.id).at(-1)).toMatchObject({ status: 'failed', sealStatus: 'face_failed' });
    expect((await call(t.app, 'GET', SEAL.mine, {}, { headers: org.headers })).body.data.status).toBe('face_failed');
    const pending = await faceStarted(t, org.headers);
    expect((await applied(t, org)).status).toBe('binding');
    expect(faceNotices(org.id).at(-1)).toMatchObject({ token: pending.token, status: 'expired', sealStatus: 'binding' });
    expect((await phone(t, pending.token)).status).toBe(410);
    const second = await faceStarted(t, org.headers);
    expect((await phone(t, second.token, 'pass')).status).toBe(200);
    expect((await findSealState(t.db, org.id))?.status).toBe('active');
  });

  it('an expired session is refused (status read as expired, page 410, no activation); a new one expires the older', async () => {
    const org = await sealAccount(t);
    await applied(t, org);
    const old = await faceStarted(t, org.headers);
    const fresh = await faceStarted(t, org.headers);
    expect((await call(t.app, 'GET', SEAL.faceStatus, { token: old.token }, { headers: org.headers })).body.data.status).toBe('expired');
    expect((await phone(t, old.token, 'pass')).status).toBe(410);
    t.setNow(t.now() + FACE_SESSION_TTL_MS);
    try {
      expect((await call(t.app, 'GET', SEAL.faceStatus, { token: fresh.token }, { headers: org.headers })).body.data).toMatchObject({ status: 'expired', statusLabel: '二维码已过期' });
      const page = await phone(t, fresh.token);
      expect(page.status).toBe(410);
      expect(page.html).toContain('二维码已过期');
      expect((await phone(t, fresh.token, 'pass')).status).toBe(410);
    } finally {
      t.setNow(t.now() - FACE_SESSION_TTL_MS);
    }
    expect((await findSealState(t.db, org.id))?.status).not.toBe('active');
    // Only the older session's expiry by the newer one was pushed (the clock's expiry is read, not pushed).
    expect(faceNotices(org.id)).toEqual([{ type: 'notice:face', token: old.token, status: 'expired', sealStatus: 'binding', serverNow: t.now() }]);
  });

  it("answers 404 for another user's token and an unknown one; 404 without an application", async () => {
    const org = await sealAccount(t);
    await applied(t, org);
    const { token } = await faceStarted(t, org.headers);
    const stranger = await sealAccount(t);
    expect((await call(t.app, 'GET', SEAL.faceStatus, { token }, { headers: stranger.headers })).body).toMatchObject({ code: 404, msg: '核验会话不存在' });
    expect((await call(t.app, 'POST', SEAL.faceStart, {}, { headers: stranger.headers })).body).toMatchObject({ code: 404, msg: '尚未申请电子印章' });
    expect((await phone(t, 'f'.repeat(32))).status).toBe(404);
    expect((await call(t.app, 'GET', SEAL.faceStatus, { token: 'nope' }, { headers: org.headers })).status).toBe(400);
  });
});

describe('FACE_PROVIDER=none', () => {
  it('has no sandbox page and refuses to start a session', async () => {
    const none = await makeTestApp({ env: { FACE_PROVIDER: 'none', PUBLIC_URL: 'https://jy.example.com/' } });
    try {
      const org = await sealAccount(none);
      await applied(none, org);
      expect((await call(none.app, 'POST', SEAL.faceStart, {}, { headers: org.headers })).body).toMatchObject({ code: 409, msg: '人脸核验服务尚未开通，暂时无法绑定电子印章' });
      // Not a route at all: the path falls through to the portal's own not-found handling.
      const page = await none.app.inject({ method: 'GET', url: `/sandbox-face/${'a'.repeat(32)}` });
      expect(page.body).not.toContain('沙箱人脸识别');
      const post = await none.app.inject({ method: 'POST', url: `/sandbox-face/${'a'.repeat(32)}`, payload: 'result=pass', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(post.statusCode).toBe(404);
    } finally {
      await none.close();
    }
  });

  it('puts PUBLIC_URL in the QR address when set', async () => {
    const pub = await makeTestApp({ env: { PUBLIC_URL: 'https://jy.example.com/' } });
    try {
      const org = await sealAccount(pub);
      await applied(pub, org);
      const { token, qrUrl } = await faceStarted(pub, org.headers);
      expect(qrUrl).toBe(`https://jy.example.com/sandbox-face/${token}`);
    } finally {
      await pub.close();
    }
  });
});
