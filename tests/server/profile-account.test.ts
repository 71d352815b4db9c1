import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, bearer, freshAddress, lastSms, login } from './auth-helpers';
import { FIXED_NOW, call, makeTestApp, type TestApp } from './helpers';
import { PDF, PNG, accessToken, detailOf, register, upload } from './realname-helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
afterAll(async () => { await t.close(); });

const USER = '/api/dscq-user/user';
const as = (token: string) => ({ headers: bearer(token), remoteAddress: freshAddress() });
/** A 4004 code sent through the logged-in SMS call (to `phone`, or the caller's own phone) and read from the outbox. */
async function codeFor(token: string, phone: string, own: boolean): Promise<string> {
  const sent = await call(t.app, 'POST', '/api/dscq-user/sms/code', own ? { messageCode: 4004 } : { phone, messageCode: 4004 }, as(token));
  expect(sent.body.msg).toBe('操作成功');
  return (await lastSms(t.app, phone))!.code;
}

describe('change password', () => {
  it('needs the old password, keeps the caller logged in and ends every other session', async () => {
    await register(t.app, 'rnpass', '13900139201', 1);
    const mine = await accessToken(t.app, 'rnpass');
    const other = await accessToken(t.app, 'rnpass');
    const wrong = await call(t.app, 'POST', `${USER}/change-password`, { oldPassword: 'Wrong@2026', newPassword: 'Better#2027x' }, as(mine));
    expect(wrong.body).toMatchObject({ code: 400, msg: '原密码不正确' });
    const same = await call(t.app, 'POST', `${USER}/change-password`, { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, as(mine));
    expect(same.body.msg).toBe('新密码不能与原密码相同');

    const changed = await call(t.app, 'POST', `${USER}/change-password`, { oldPassword: DEMO_PASSWORD, newPassword: 'Better#2027x' }, as(mine));
    expect(changed.body.data).toEqual({ passwordStrength: 4, revokedSessions: 1 });
    expect((await call(t.app, 'GET', `${USER}/detail`, {}, as(other))).body).toMatchObject({ code: 401, msg: '请求未授权' });
    expect((await call(t.app, 'GET', `${USER}/detail`, {}, as(mine))).body.code).toBe(200);
    expect((await login(t.app, 'rnpass', DEMO_PASSWORD)).status).toBe(400);
    expect((await login(t.app, 'rnpass', 'Better#2027x')).status).toBe(200);

    const summary = (await call(t.app, 'GET', `${USER}/security`, {}, as(mine))).body.data;
    expect(summary).toMatchObject({
      loginName: 'rnpass', phone: '139****9201', phoneBound: true, passwordSet: true, passwordStrength: 4, passwordStrengthLabel: '很强',
      authStatus: 0, authStatusLabel: '未认证', realnameKind: '', lastLoginAt: '2026-11-21 10:00:00',
    });
    expect(summary.activeSessions).toBe(2);
  });
});

describe('change phone', () => {
  it('needs the code of the current phone and the code of the new phone', async () => {
    await register(t.app, 'rnphone', '13900139301', 1);
    const token = await accessToken(t.app, 'rnphone');
    const newPhone = '13900139302';
    // One SMS per phone per 60 s: registration just sent one, so the clock moves on before each new code.
    t.setNow(FIXED_NOW + 61_000);
    try {
      const newCode = await codeFor(token, newPhone, false);
      const noOld = await call(t.app, 'POST', `${USER}/change-phone`, { newPhone, newCode }, as(token));
      expect(noOld.body).toMatchObject({ code: 400, msg: '请输入原手机号收到的短信验证码' });
      const oldCode = await codeFor(token, '13900139301', true);
      const wrongNew = await call(t.app, 'POST', `${USER}/change-phone`, { oldCode, newPhone, newCode: newCode === '000000' ? '111111' : '000000' }, as(token));
      expect(wrongNew.body.msg).toMatch(/^短信验证码不正确/);

      t.setNow(FIXED_NOW + 122_000); // the old code was used up by that attempt: ask for another
      const oldAgain = await codeFor(token, '13900139301', true);
      const taken = await call(t.app, 'POST', `${USER}/change-phone`, { oldCode: oldAgain, newPhone: '13800138001', newCode }, as(token));
      expect(taken.body.msg).toBe('该手机号已被其他账号绑定');
      const done = await call(t.app, 'POST', `${USER}/change-phone`, { oldCode: oldAgain, newPhone, newCode }, as(token));
      expect(done.body).toMatchObject({ code: 200, data: { phone: '139****9302' } });
      expect((await detailOf(t.app, token)).phone).toBe('139****9302');
    } finally {
      t.setNow(FIXED_NOW);
    }
  });

  it('cancels (unbinds) the phone with its code and the password', async () => {
    await register(t.app, 'rncancel', '13900139401', 1);
    const token = await accessToken(t.app, 'rncancel');
    t.setNow(FIXED_NOW + 61_000);
    const code = await codeFor(token, '13900139401', true).finally(() => t.setNow(FIXED_NOW));
    expect((await call(t.app, 'POST', `${USER}/cancel-phone`, { code, password: 'nope' }, as(token))).body.msg).toBe('密码不正确');
    expect((await call(t.app, 'POST', `${USER}/cancel-phone`, { code, password: DEMO_PASSWORD }, as(token))).body).toMatchObject({ code: 200, data: null });
    expect((await call(t.app, 'GET', `${USER}/security`, {}, as(token))).body.data).toMatchObject({ phone: '', phoneBound: false });
  });
});

/**
 * A phone photo as it arrives: a JPEG stored sideways with EXIF orientation 6 (turn 90° clockwise to view), the
 * stored image's left half red and right half blue, and EXIF text (where and by whom it was taken).
 */
async function sidewaysPhoto(width: number, height: number): Promise<Buffer> {
  const half = (r: number, b: number) => sharp({ create: { width: width / 2, height, channels: 3, background: { r, g: 0, b } } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([{ input: await half(255, 0), left: 0, top: 0 }, { input: await half(0, 255), left: width / 2, top: 0 }])
    .withExif({ IFD0: { Artist: '张三', ImageDescription: '重庆市九龙坡区走马镇' } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The RGB of the pixel at (x, y) of an encoded image. */
async function pixelAt(bytes: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i], data[i + 1], data[i + 2]];
}

describe('avatar', () => {
  it('stores an upright 240 px WebP square without EXIF, which an <img> can load without a token', async () => {
    const token = await accessToken(t.app, 'lisi');
    const photo = await sidewaysPhoto(1600, 1200);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(t.app, token, [{ filename: 'IMG_2031.jpg', contentType: 'image/jpeg', bytes: photo }], `/api/${'dscq-user/user/avatar'}`);
    expect(res.body.code).toBe(200);
    const { headImg, fileId } = res.body.data;
    expect(headImg).toBe(`/files/avatar/${fileId}`);
    expect((await detailOf(t.app, token)).headImg).toBe(headImg);
    // exactly what an <img> sends: no client id, no token
    const anonymous = await t.app.inject({ method: 'GET', url: headImg });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toBe('image/webp');
    expect(anonymous.headers['content-disposition']).toContain('IMG_2031.webp');
    const stored = anonymous.rawPayload;
    const meta = await sharp(stored).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 240, height: 240 });
    expect(meta.exif).toBeUndefined();
    expect(stored.length).toBeLessThan(photo.length / 10);
    // turned upright: what was the left edge is now the top
    const [top, bottom] = [await pixelAt(stored, 120, 10), await pixelAt(stored, 120, 229)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);

    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#2f855a' } }).png().toBuffer();
    const fromPng = await upload(t.app, token, [{ filename: 'me.png', contentType: 'image/png', bytes: png }], '/api/dscq-user/user/avatar');
    const pngMeta = await sharp((await t.app.inject({ method: 'GET', url: fromPng.body.data.headImg })).rawPayload).metadata();
    expect({ format: pngMeta.format, width: pngMeta.width, height: pngMeta.height }).toEqual({ format: 'webp', width: 240, height: 240 });
    // the replaced photo is no longer served at its public address
    expect((await t.app.inject({ method: 'GET', url: headImg })).statusCode).toBe(404);
  });

  it('keeps exactly one avatar served when two uploads replace each other at once', async () => {
    const token = await accessToken(t.app, 'lisi');
    const photos = await Promise.all([sidewaysPhoto(400, 300), sidewaysPhoto(600, 400)]);
    const answers = await Promise.all(photos.map((bytes, i) =>
      upload(t.app, token, [{ filename: `p${i}.jpg`, contentType: 'image/jpeg', bytes }], '/api/dscq-user/user/avatar')));
    const addresses = answers.map((a) => a.body.data.headImg as string);
    const served = await Promise.all(addresses.map(async (url) => (await t.app.inject({ method: 'GET', url })).statusCode));
    const current = (await detailOf(t.app, token)).headImg;
    expect(served.filter((c) => c === 200)).toHaveLength(1);
    expect(addresses[served.indexOf(200)]).toBe(current);
  });

  it('refuses what is not a picture it can decode with a 400, and keeps the avatar it had', async () => {
    const token = await accessToken(t.app, 'lisi');
    const kept = (await detailOf(t.app, token)).headImg;
    const pdf = await upload(t.app, token, [{ filename: 'me.png', contentType: 'image/png', bytes: PDF }], '/api/dscq-user/user/avatar');
    expect(pdf.body).toMatchObject({ code: 400, msg: '只能上传 JPG 或 PNG 图片' });
    // the PNG signature followed by anything else
    const fake = await upload(t.app, token, [{ filename: 'me.png', contentType: 'image/png', bytes: PNG }], '/api/dscq-user/user/avatar');
    expect(fake.body).toMatchObject({ code: 400, msg: '图片无法识别，请换一张 JPG 或 PNG 图片' });
    // a real JPEG cut off halfway
    const photo = await sidewaysPhoto(800, 600);
    const cut = await upload(t.app, token, [{ filename: 'cut.jpg', contentType: 'image/jpeg', bytes: photo.subarray(0, photo.length / 2) }], '/api/dscq-user/user/avatar');
    expect(cut.body).toMatchObject({ code: 400, msg: '图片无法识别，请换一张 JPG 或 PNG 图片' });
    // a small file that declares more pixels than the server decodes (10,000 × 8,000 of one colour)
    const huge = await sharp({ create: { width: 10_000, height: 8_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const tooBig = await upload(t.app, token, [{ filename: 'huge.png', contentType: 'image/png', bytes: huge }], '/api/dscq-user/user/avatar');
    expect(tooBig.body).toMatchObject({ code: 400, msg: '图片尺寸过大，请上传不超过 6400 万像素的图片' });
    expect((await detailOf(t.app, token)).headImg).toBe(kept);
  });
});

describe('avatar address', () => {
  let t2: Awaited<ReturnType<typeof makeTestApp>>;
  beforeAll(async () => { t2 = await makeTestApp({ devTools: true }); });
  afterAll(async () => { await t2?.close(); });

  it('never serves an identity document through the public avatar path', async () => {
    const token = await accessToken(t2.app, 'lisi');
    const doc = await upload(t2.app, token, [{ filename: 'id.png', contentType: 'image/png', bytes: PNG }], '/api/dscq-user/file/upload');
    expect(doc.body.code).toBe(200);
    const leaked = await t2.app.inject({ method: 'GET', url: `/files/avatar/${doc.body.data.fileId}` });
    expect(leaked.statusCode).toBe(404);
  });
});
