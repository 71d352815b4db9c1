import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CQNONGYE, LISI, ZHANGSAN, bearer } from './auth-helpers';
import { CLIENT_ID, accessTokenFor, makeTestApp, type TestApp } from './helpers';
import { F, download, fakeUpload, getAs, pdfOf, uploadAs } from './files-fixtures';
import { PNG } from './realname-helpers';

const MB = 1024 * 1024;
const QUOTA = 200 * MB;

let t: TestApp;
let lisi: string;
let zhangsan: string;
let cqnongye: string;
beforeAll(async () => {
  t = await makeTestApp();
  lisi = await accessTokenFor(t.db, LISI.id, t.now);
  zhangsan = await accessTokenFor(t.db, ZHANGSAN.id, t.now);
  cqnongye = await accessTokenFor(t.db, CQNONGYE.id, t.now);
});
afterAll(async () => { await t.close(); });

const remove = async (token: string | null, id: string) => {
  const res = await t.app.inject({ method: 'POST', url: `${F}/remove`, payload: { id }, headers: { 'client-id': CLIENT_ID, ...(token ? bearer(token) : {}) } });
  return { status: res.statusCode, body: res.json() };
};
const storedFiles = () => readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true }).filter((f) => String(f).includes('.')).length;

describe('own uploads', () => {
  it('files an upload into the chosen folder, counts it against the quota, serves it inline or as an attachment', async () => {
    const up = await uploadAs(t.app, lisi, PNG, '宅基地照片.png', 'realname', 'image/png');
    expect(up.body).toMatchObject({ code: 200, data: { name: '宅基地照片.png', folder: 'realname', source: 'upload', sourceLabel: '本人上传', deletable: true, contentType: 'image/png', size: PNG.length, group: '' } });
    const overview = (await getAs(t.app, lisi, 'overview')).body.data;
    expect(overview.quota.usedBytes).toBe(PNG.length);
    expect(overview.folders.find((f: any) => f.code === 'realname')).toMatchObject({ count: 1, size: PNG.length });
    const inline = await download(t.app, up.body.data.url, lisi);
    expect(inline.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''/);
    expect(inline.rawPayload.equals(PNG)).toBe(true);
    const attached = await download(t.app, `${up.body.data.url}?download=1`, lisi);
    expect(attached.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('宅基地照片.png')}`);
  });

  it('judges the type by content and refuses a bad folder and an anonymous caller', async () => {
    expect((await uploadAs(t.app, lisi, Buffer.from('not a pdf at all'), 'a.pdf')).body).toMatchObject({ code: 400, msg: expect.stringContaining('只能上传') });
    expect((await uploadAs(t.app, lisi, pdfOf(100), 'a.pdf', 'secret')).body).toMatchObject({ code: 400, msg: '文件夹不存在' });
    const anonymous = await t.app.inject({ method: 'POST', url: `${F}/upload`, payload: {}, headers: { 'client-id': CLIENT_ID } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an upload over the quota before writing it, with what is used', async () => {
    const before = storedFiles();
    await fakeUpload(t.db, CQNONGYE.id, QUOTA - 1000, t.now());
    const res = await uploadAs(t.app, cqnongye, pdfOf(2000), '合同扫描件.pdf');
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^存储空间不足/);
    expect(res.body.msg).toContain('200 MB');
    expect(storedFiles()).toBe(before);
    expect((await uploadAs(t.app, cqnongye, pdfOf(900), '小文件.pdf')).body.code).toBe(200);
  });

  it('lets only one of two simultaneous uploads through when only one fits', async () => {
    await fakeUpload(t.db, ZHANGSAN.id, QUOTA - 5 * MB, t.now());
    const before = storedFiles();
    const answers = await Promise.all([uploadAs(t.app, zhangsan, pdfOf(3 * MB), '一.pdf'), uploadAs(t.app, zhangsan, pdfOf(3 * MB), '二.pdf')]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.body.code === 400)!.body.msg).toMatch(/^存储空间不足/);
    expect((await getAs(t.app, zhangsan, 'overview')).body.data.quota.usedBytes).toBe(QUOTA - 2 * MB);
    expect(storedFiles()).toBe(before + 1);
  });
});

describe('remove and access', () => {
  it('removes an own upload (its bytes too) once; an automatically filed one is 409, another user\'s 404', async () => {
    const up = (await uploadAs(t.app, lisi, pdfOf(500), '待删除.pdf')).body.data;
    expect((await remove(cqnongye, up.id)).status).toBe(404);
    expect((await remove(null, up.id)).status).toBe(401);
    const before = storedFiles();
    expect((await remove(lisi, up.id)).body).toMatchObject({ code: 200, data: null });
    expect(storedFiles()).toBe(before - 1);
    expect((await remove(lisi, up.id)).body).toMatchObject({ code: 404, msg: '文件不存在' });
    expect((await download(t.app, up.url, lisi)).statusCode).toBe(404);
    const material = (await getAs(t.app, zhangsan, 'list', { folder: 'enrolment' })).body.data.records[0];
    expect((await remove(zhangsan, material.id)).body).toMatchObject({ code: 409, msg: '系统归档的文件不能删除' });
    expect((await remove(lisi, 'zz')).status).toBe(400);
  });

  it('answers a stranger 404 like an unknown id and an anonymous caller 401', async () => {
    const up = (await uploadAs(t.app, lisi, pdfOf(300), '私密.pdf')).body.data;
    const stranger = await download(t.app, up.url, zhangsan);
    const unknown = await download(t.app, `${F}/download/${'a'.repeat(32)}`, zhangsan);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ code: 404, success: false, data: null, msg: '文件不存在' });
    expect(unknown.json()).toEqual(stranger.json());
    expect((await download(t.app, up.url, null)).statusCode).toBe(401);
    expect((await download(t.app, `${F}/download/nope`, null)).statusCode).toBe(401);
    expect((await getAs(t.app, null, 'overview')).status).toBe(401);
  });
});

describe('the list', () => {
  it('filters by folder, project and name, newest first, paged', async () => {
    const all = (await getAs(t.app, zhangsan, 'list', { size: 200 })).body.data;
    expect(all.total).toBeGreaterThan(3);
    const times = all.records.map((f: any) => f.time);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = (await getAs(t.app, zhangsan, 'list', { size: 2, current: 2 })).body.data;
    expect(page2).toMatchObject({ current: 2, size: 2, total: all.total, pages: Math.ceil(all.total / 2) });
    expect(page2.records.map((f: any) => f.id)).toEqual(all.records.slice(2, 4).map((f: any) => f.id));
    const uploads = (await getAs(t.app, zhangsan, 'list', { folder: 'upload' })).body.data.records;
    expect(uploads.every((f: any) => f.folder === 'upload')).toBe(true);
    const group = all.records.find((f: any) => f.group).group;
    const grouped = (await getAs(t.app, zhangsan, 'list', { group, size: 200 })).body.data.records;
    expect(grouped.length).toBeGreaterThan(0);
    expect(grouped.every((f: any) => f.group === group)).toBe(true);
    const named = (await getAs(t.app, zhangsan, 'list', { q: 'PDF', size: 200 })).body.data;
    expect(named.total).toBe(all.records.filter((f: any) => f.name.toLowerCase().includes('pdf')).length);
    expect((await getAs(t.app, zhangsan, 'list', { q: '不存在的名字' })).body.data).toMatchObject({ total: 0, records: [] });
    expect((await getAs(t.app, zhangsan, 'list', { folder: 'nope' })).body).toMatchObject({ code: 400 });
  });
});
