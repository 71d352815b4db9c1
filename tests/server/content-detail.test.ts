import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { News, Notice } from '../../contract/content';
import { call, data, makeTestApp, type TestApp } from './helpers';

describe('news and notice details: neighbours and unknown ids (§2 detail pages, §7)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('links a news article to the newer (prev) and older (next) article of its plate', async () => {
    const plateId = (await t.db.selectFrom('newsPlate').select('id').where('plateCode', '=', 'ZCFG').executeTakeFirstOrThrow()).id;
    const list = (await data(t.app, 'POST', '/api/dscq-content/news-content/page', { plateId, size: 200 })).records as News[];
    expect(list.length).toBeGreaterThan(2);
    const [first, second, third] = list;
    const middle = await data<News>(t.app, 'POST', '/api/dscq-content/news-content/detail', { id: second.id });
    expect(middle.prev).toEqual({ id: first.id, title: first.title });
    expect(middle.next).toEqual({ id: third.id, title: third.title });
    expect((await data<News>(t.app, 'POST', '/api/dscq-content/news-content/detail', { id: first.id })).prev).toBeNull();
    const last = list[list.length - 1];
    expect((await data<News>(t.app, 'POST', '/api/dscq-content/news-content/detail', { id: last.id })).next).toBeNull();
  });

  it('links a notice to its neighbours of the same notice type', async () => {
    const list = (await data(t.app, 'POST', '/api/dscq-project/notice/page', { noticeType: 2, size: 200 })).records as Notice[];
    expect(list.length).toBeGreaterThan(2);
    const detail = await data<Notice>(t.app, 'POST', '/api/dscq-project/notice/detail', { id: list[1].id });
    expect(detail.prev).toEqual({ id: list[0].id, title: list[0].noticeTitle });
    expect(detail.next).toEqual({ id: list[2].id, title: list[2].noticeTitle });
    const top = await data<Notice>(t.app, 'POST', '/api/dscq-project/notice/detail', { id: list[0].id });
    expect(top.prev).toBeNull();
    expect(top.next?.id).toBe(list[1].id);
  });

  it('gives policies downloadable attachments with their size in bytes', async () => {
    const plateId = (await t.db.selectFrom('newsPlate').select('id').where('plateCode', '=', 'ZCFG').executeTakeFirstOrThrow()).id;
    const [newest] = (await data(t.app, 'POST', '/api/dscq-content/news-content/page', { plateId, size: 1 })).records as News[];
    const detail = await data<News>(t.app, 'POST', '/api/dscq-content/news-content/detail', { id: newest.id });
    expect(detail.attachments?.length).toBeGreaterThan(0);
    const [file] = detail.attachments ?? [];
    expect(file.name).toMatch(/\.pdf$/);
    const res = await t.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(file.size);
  });

  it('answers unknown ids with a 404 envelope in Chinese', async () => {
    for (const [path, msg] of [['/api/dscq-content/news-content/detail', '新闻不存在'], ['/api/dscq-project/notice/detail', '公告不存在']]) {
      const res = await call(t.app, 'POST', path, { id: '123456789012' });
      expect(res.body, path).toEqual({ code: 404, success: false, data: null, msg });
    }
  });
});

describe('stored rich text is sanitised (one sanitiser on the write path)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('serves a script-bearing body without script or handlers', async () => {
    const { insertRows } = await import('../../mock-server/src/seed/write');
    const plateId = (await t.db.selectFrom('news').select('plateId').executeTakeFirstOrThrow()).plateId;
    const body = '<p>正文<img src="x" onerror="alert(1)"><a href="javascript:alert(2)">链接</a></p><script>alert(3)</script><table><tr><td>表格</td></tr></table>';
    const rows = {
      news: [{ id: '990000000002', plateId, title: '净化测试', summarys: '摘要', content: body, imgSrc: '', isOuterLink: 0, outerLinkUrl: '', isFrontPage: 0, publishDate: t.now(), createTime: t.now() }],
    };
    await t.db.transaction().execute((trx) => insertRows(trx, rows as unknown as Parameters<typeof insertRows>[1]));
    const served = await data<News>(t.app, 'POST', '/api/dscq-content/news-content/detail', { id: '990000000002' });
    expect(served.content).not.toMatch(/<script|onerror|javascript:|alert\(3\)/i);
    expect(served.content).toContain('<img src="x">');
    expect(served.content).toContain('<td>表格</td>');
  });
});
