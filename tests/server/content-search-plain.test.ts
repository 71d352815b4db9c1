import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { News } from '../../contract/content';
import type { Db } from '../../mock-server/src/db/connection';
import { migrateTo, migrateToLatest } from '../../mock-server/src/db/migrate';
import { insertRows } from '../../mock-server/src/seed/write';
import { data, makeTestApp, type TestApp } from './helpers';
import { closeTestDatabase, onPostgres, openTestDatabase } from './test-db';

const PAGE = '/api/dscq-content/news-content/page';
const MARKUP_BODY = '<p><span style="color:#c00">耕地保护红线</span>与<strong>鉴证服务</strong>同步推进</p><p class="note">第二段</p>';

describe('keyword search over the plain text of the body, never its markup (§2 News page search)', () => {
  let t: TestApp;
  let plateId: string;
  const news = (id: string, title: string, content: string, daysAgo: number) => ({
    id, plateId, title, summarys: '摘要', content, imgSrc: '', isOuterLink: 0, outerLinkUrl: '', isFrontPage: 0,
    publishDate: t.now() - daysAgo * 86_400_000, createTime: t.now() - daysAgo * 86_400_000,
  });
  beforeAll(async () => {
    t = await makeTestApp();
    plateId = (await t.db.selectFrom('newsPlate').select('id').where('plateCode', '=', 'GZDT').executeTakeFirstOrThrow()).id;
    const rows = { news: [news('990000000101', '标题里没有关键词的文章', MARKUP_BODY, 0), news('990000000102', '耕地保护红线专题报道', '<p>正文</p>', 3)] };
    await t.db.transaction().execute((trx) => insertRows(trx, rows as unknown as Parameters<typeof insertRows>[1]));
  });
  afterAll(async () => { await t?.close(); });

  it('finds nothing for words that only occur in tags and attributes', async () => {
    for (const keyword of ['span', 'style', 'strong', 'color', 'note', 'p']) {
      const page = await data(t.app, 'POST', PAGE, { plateId, keyword, size: 50 });
      expect((page.records as News[]).map((n) => n.id), keyword).not.toContain('990000000101');
    }
    for (const keyword of ['span', 'style', 'class']) expect((await data(t.app, 'POST', PAGE, { keyword, size: 5 })).total, keyword).toBe(0);
  });

  it('finds a Chinese substring of the body text across inline tags, ranked after title matches, with the title escaped', async () => {
    const page = await data(t.app, 'POST', PAGE, { plateId, keyword: '耕地保护红线', size: 10 });
    const ids = (page.records as News[]).map((n) => n.id);
    expect(ids).toContain('990000000101');
    expect(ids.indexOf('990000000102')).toBeLessThan(ids.indexOf('990000000101'));
    const [titled] = page.records as News[];
    expect(titled.titleHighlight).toBe('<mark>耕地保护红线</mark>专题报道');
    expect((page.records as News[]).find((n) => n.id === '990000000101')?.titleHighlight).toBe('标题里没有关键词的文章');
    // Text that spans an inline tag (…红线</span>与<strong>鉴证…) is one run of words.
    expect((await data(t.app, 'POST', PAGE, { plateId, keyword: '红线与鉴证服务' })).records[0]?.id).toBe('990000000101');
    // Two paragraphs do not run together.
    expect((await data(t.app, 'POST', PAGE, { plateId, keyword: '同步推进第二段' })).total).toBe(0);
  });
});

describe('migration 011 on a database written before it', () => {
  let dir: string;
  beforeAll(() => { dir = mkdtempSync(path.join(tmpdir(), 'exchange-fts-')); });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A database at migration 010 holding one article with markup, on the engine under test. */
  async function oldDatabase(file: string): Promise<Db> {
    const db = await openTestDatabase(dir, 'empty', file);
    await migrateTo(db, '010-content-attachment');
    await sql`insert into news (id, plate_id, title, summarys, content, publish_date, create_time)
      values ('1', '9', '旧文章', '摘要', ${'<p><span style="x">林权流转</span>交易&amp;鉴证</p><script>alert(1)</script>'}, 0, 0)`.execute(db);
    return db;
  }

  it('fills the plain text of existing rows', async () => {
    const db = await oldDatabase('plain.sqlite');
    try {
      await migrateToLatest(db);
      const row = await db.selectFrom('news').select('plainText').where('id', '=', '1').executeTakeFirstOrThrow();
      expect(row.plainText).toBe('林权流转交易&鉴证');
    } finally {
      await closeTestDatabase(db);
    }
  });

  // news_fts is SQLite's FTS5 index (migration 008); PostgreSQL has none and searches the plain text column.
  it.skipIf(onPostgres)('reindexes the existing rows, and its triggers follow the plain text', async () => {
    const db = await oldDatabase('old.sqlite');
    try {
      const ftsMatch = async (q: string) =>
        (await sql<{ id: string }>`select n.id from news_fts join news n on n.rowid = news_fts.rowid where news_fts match ${`"${q}"`}`.execute(db)).rows.length;
      expect(await ftsMatch('span')).toBe(1);
      await migrateToLatest(db);
      expect(await ftsMatch('span')).toBe(0);
      expect(await ftsMatch('alert')).toBe(0);
      expect(await ftsMatch('流转交易')).toBe(1);
      // The triggers follow the new column: an update re-indexes, a delete un-indexes.
      await db.updateTable('news').set({ plainText: '集体经营性建设用地' }).where('id', '=', '1').execute();
      expect(await ftsMatch('流转交易')).toBe(0);
      expect(await ftsMatch('建设用地')).toBe(1);
      await db.deleteFrom('news').where('id', '=', '1').execute();
      expect(await ftsMatch('建设用地')).toBe(0);
    } finally {
      await closeTestDatabase(db);
    }
  });
});
