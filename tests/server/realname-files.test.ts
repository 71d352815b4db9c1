import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './auth-helpers';
import { CLIENT_ID, call, makeTestApp, type TestApp } from './helpers';
import { JPEG, PNG, accessToken, upload } from './realname-helpers';

let t: TestApp;
let lisi: string;
let zhangsan: string;
beforeAll(async () => {
  t = await makeTestApp({ devTools: true });
  lisi = await accessToken(t.app, 'lisi');
  zhangsan = await accessToken(t.app, 'zhangsan');
});
afterAll(async () => { await t.close(); });

const fetchFile = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'client-id': CLIENT_ID, ...(token ? bearer(token) : {}) } });

describe('uploads', () => {
  it('stores a file under DATA_DIR/uploads/<yyyy>/ with a server-made name and serves it back to its owner', async () => {
    const res = await upload(t.app, lisi, [{ filename: '身份证正面.jpg', contentType: 'image/jpeg', bytes: JPEG }]);
    expect(res.body).toMatchObject({ code: 200, data: { name: '身份证正面.jpg', size: JPEG.length, contentType: 'image/jpeg' } });
    const { fileId, url } = res.body.data;
    expect(fileId).toMatch(/^[0-9a-f]{32}$/);
    expect(url).toBe(`/api/dscq-user/file/${fileId}`);
    const row = await t.db.selectFrom('file').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'document', contentType: 'image/jpeg', originalName: '身份证正面.jpg' });
    expect(row.path).toBe(`uploads/2026/${fileId}.jpg`);
    expect(readFileSync(path.join(t.dataDir, row.path)).equals(JPEG)).toBe(true);

    const own = await fetchFile(url, lisi);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(JPEG)).toBe(true);
  });

  it('answers another user 404 exactly as for an unknown id, and an anonymous caller 401', async () => {
    const { fileId, url } = (await upload(t.app, lisi, [{ filename: 'a.png', contentType: 'image/png', bytes: PNG }])).body.data;
    const other = await fetchFile(url, zhangsan);
    const unknown = await fetchFile(`/api/dscq-user/file/${'0'.repeat(32)}`, zhangsan);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 404, success: false, data: null, msg: '文件不存在' });
    expect(unknown.json()).toEqual(other.json());
    expect((await fetchFile(`/api/dscq-user/file/${fileId}`)).statusCode).toBe(401);
    expect((await fetchFile('/api/dscq-user/file/not-an-id')).statusCode).toBe(401);
  });

  it('judges by content: a renamed text file is refused whatever its name and type say', async () => {
    const fake = Buffer.from('这不是图片，只是改了扩展名的文本文件');
    const res = await upload(t.app, lisi, [{ filename: 'photo.png', contentType: 'image/png', bytes: fake }]);
    expect(res).toMatchObject({ status: 400, body: { code: 400, msg: '只能上传 JPG、PNG 图片或 PDF 文件（按文件内容识别，改扩展名无效）' } });
    const exe = await upload(t.app, lisi, [{ filename: 'scan.jpg', contentType: 'image/jpeg', bytes: Buffer.from('MZ\x90\x00binary', 'latin1') }]);
    expect(exe.body.code).toBe(400);
  });

  it('refuses more than one file, more than 5 MB, no file, and no token', async () => {
    const two = await upload(t.app, lisi, [
      { filename: 'a.png', contentType: 'image/png', bytes: PNG }, { filename: 'b.png', contentType: 'image/png', bytes: PNG },
    ]);
    expect(two.body).toMatchObject({ code: 400, msg: '每次只能上传一个文件' });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(t.app, lisi, [{ filename: 'big.png', contentType: 'image/png', bytes: big }])).body).toMatchObject({ code: 400, msg: '文件不能超过5MB' });
    const json = await call(t.app, 'POST', '/api/dscq-user/file/upload', { file: 'x' }, { headers: bearer(lisi) });
    expect(json.body).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
    expect((await call(t.app, 'POST', '/api/dscq-user/file/upload', {})).body.code).toBe(401);
  });

  it('replaces a client file name holding §5 special characters', async () => {
    const res = await upload(t.app, lisi, [{ filename: 'a:b*c?.png', contentType: 'image/png', bytes: PNG }]);
    expect(res.body.data.name).toBe('upload.png');
    const row = await t.db.selectFrom('file').select('path').where('id', '=', res.body.data.fileId).executeTakeFirstOrThrow();
    expect(existsSync(path.join(t.dataDir, row.path))).toBe(true);
  });
});
