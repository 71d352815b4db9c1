import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice, PlateArticles } from '../../contract/content';
import { openSqlite } from '../../mock-server/src/db/connection';
import { migrateTo, migrateToLatest } from '../../mock-server/src/db/migrate';
import { seedIfEmpty } from '../../mock-server/src/seed/index';
import { call, data, makeTestApp, type TestApp } from './helpers';

const PAGE = '/api/dscq-project/notice/page';
const DETAIL = '/api/dscq-project/notice/detail';
const DESK_DETAIL = '/api/blade-desk/notice-info/detail';

describe('notice details with attachments, 流拍公告 and unknown ids (§2 /notice, /noticeDetail, §7)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t?.close(); });

  const newest = async (noticeType: number) => ((await data(t.app, 'POST', PAGE, { noticeType, size: 1 })).records as Notice[])[0];

  it('answers a 成交公告 with its 公告原文 and 成交确认书, downloadable as PDF of the stated size', async () => {
    const deal = await newest(2);
    const detail = await data<Notice>(t.app, 'POST', DETAIL, { id: deal.id });
    const names = (detail.attachments ?? []).map((a) => a.name);
    expect(names).toEqual([`${deal.noticeTitle}（公告原文）.pdf`, expect.stringMatching(/成交确认书\.pdf$/)]);
    expect(detail.content).toMatch(/成交价：[^；]*(万元|元)/);
    for (const file of detail.attachments ?? []) {
      expect(file.url).toMatch(/^\/files\//);
      const res = await t.app.inject({ method: 'GET', url: file.url });
      expect(res.statusCode, file.url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBe(file.size);
    }
    // The home notice box's detail endpoint answers the same item the same way.
    expect(await data<Notice>(t.app, 'GET', DESK_DETAIL, { id: deal.id })).toEqual(detail);
  });

  it('answers a 交易公告 with its 公告原文, and a platform notice without attachments', async () => {
    const trade = await data<Notice>(t.app, 'POST', DETAIL, { id: (await newest(1)).id });
    expect(trade.attachments).toEqual([{ name: `${trade.noticeTitle}（公告原文）.pdf`, url: expect.stringMatching(/^\/files\/.+\.pdf$/), size: expect.any(Number) }]);
    const platform = await data<Notice>(t.app, 'POST', DETAIL, { id: (await newest(3)).id });
    expect(platform.attachments).toBeUndefined();
  });

  it('lists 流拍公告 under noticeType 4, with a plate the /notice tabs can name', async () => {
    const page = await data(t.app, 'POST', PAGE, { noticeType: 4, size: 50 });
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect((page.records as Notice[]).every((n) => n.noticeType === 4 && n.noticeTitle.endsWith('流拍公告'))).toBe(true);
    const detail = await data<Notice>(t.app, 'POST', DETAIL, { id: page.records[0].id });
    expect(detail.content).toContain('流拍');
    const plate = await data<PlateArticles>(t.app, 'POST', '/api/dscq-content/news-platecfg/select', { code: '4' });
    expect(plate).toMatchObject({ name: '流拍公告', plateCode: '4', sourceType: 2 });
  });

  it('answers an unknown notice id with the 404 envelope on both detail endpoints', async () => {
    expect((await call(t.app, 'POST', DETAIL, { id: '123456789012' })).body).toEqual({ code: 404, success: false, data: null, msg: '公告不存在' });
    expect((await call(t.app, 'GET', DESK_DETAIL, { id: '123456789012' })).body).toEqual({ code: 404, success: false, data: null, msg: '公告不存在' });
  });

  it('gives a database seeded before the 流拍公告 plate that plate at start-up, keeping the others', async () => {
    const before = await t.db.selectFrom('newsPlate').select(['id', 'plateCode']).orderBy('id').execute();
    await t.db.deleteFrom('newsPlate').where('plateCode', '=', '4').execute();
    expect(await seedIfEmpty(t.db, { dataDir: t.dataDir, now: t.now() })).toBe(false);
    const after = await t.db.selectFrom('newsPlate').select(['id', 'plateCode']).orderBy('id').execute();
    expect(after.filter((p) => p.plateCode !== '4')).toEqual(before.filter((p) => p.plateCode !== '4'));
    expect(await data<PlateArticles>(t.app, 'POST', '/api/dscq-content/news-platecfg/select', { code: '4' })).toMatchObject({ name: '流拍公告', sourceType: 2 });
  });
});

describe('migration 010 on a database written before it', () => {
  let dir: string;
  beforeAll(() => { dir = mkdtempSync(path.join(tmpdir(), 'exchange-att-')); });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the policy attachments of migration 009 as news attachments', async () => {
    const db = openSqlite(path.join(dir, 'old.sqlite'));
    try {
      await migrateTo(db, '009-news-attachment');
      await sql`insert into news_attachment (id, news_id, name, url, size, sort) values ('7', '42', '办法.pdf', '/files/seed/p.pdf', 2048, 1)`.execute(db);
      await migrateToLatest(db);
      expect(await db.selectFrom('contentAttachment').selectAll().execute())
        .toEqual([{ id: '7', ownerType: 'news', ownerId: '42', name: '办法.pdf', url: '/files/seed/p.pdf', size: 2048, sort: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
