import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { News, Notice } from '../../contract/content';
import type { HotInvestment } from '../../contract/lookups';
import type { ListedProject } from '../../contract/projects';
import { call, data, expectConsistentPage, makeTestApp, type TestApp } from './helpers';

const newestFirst = (dates: string[]) => expect(dates).toEqual([...dates].sort().reverse());

describe('home and content (§7 Home and content)', () => {
  let t: TestApp;
  let plateId: string;
  beforeAll(async () => {
    t = await makeTestApp();
    plateId = (await t.db.selectFrom('news').select('plateId').where('isFrontPage', '=', 1).executeTakeFirstOrThrow()).plateId;
  });
  afterAll(async () => { await t?.close(); });

  it('pages notices consistently, newest first, without content', async () => {
    const p1 = await data(t.app, 'GET', '/api/blade-desk/notice-info/list', { size: 3, current: 1 });
    const p2 = await data(t.app, 'GET', '/api/blade-desk/notice-info/list', { size: 3, current: 2 });
    expectConsistentPage(p1, 3, 1);
    expectConsistentPage(p2, 3, 2);
    expect(p1.total).toBe(p2.total);
    expect(p2.records.map((n: Notice) => n.id)).not.toEqual(p1.records.map((n: Notice) => n.id));
    newestFirst([...p1.records, ...p2.records].map((n: Notice) => n.publishDate));
    expect(p1.records.every((n: Notice) => n.content === undefined)).toBe(true);
    expect(p1.records[0].publishDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const typed = await data(t.app, 'POST', '/api/dscq-project/notice/page', { noticeType: 2, size: 50 });
    expect(typed.records.every((n: Notice) => n.noticeType === 2)).toBe(true);
    expect(typed.total).toBeLessThan(p1.total);
    const beyond = await data(t.app, 'GET', '/api/blade-desk/notice-info/list', { size: 3, current: p1.pages + 1 });
    expect(beyond.records).toEqual([]);
  });

  it('answers details with content, and 404 for unknown ids', async () => {
    const notice = await data(t.app, 'GET', '/api/blade-desk/notice-info/list', { size: 1 });
    const detail = await data(t.app, 'POST', '/api/dscq-project/notice/detail', { id: notice.records[0].id });
    expect(detail.content.length).toBeGreaterThan(0);
    const unknown: Array<['GET' | 'POST', string, string]> = [
      ['GET', '/api/blade-desk/notice-info/detail', '公告不存在'],
      ['POST', '/api/dscq-project/notice/detail', '公告不存在'],
      ['POST', '/api/dscq-content/news-content/detail', '新闻不存在'],
      ['GET', '/api/dscq-content/news-platecfg/detail', '栏目不存在'],
      ['GET', '/api/blade-desk/periodical/detail', '期刊不存在'],
      ['GET', '/api/blade-desk/recruit/detail', '招聘信息不存在'],
    ];
    for (const [method, path, msg] of unknown) {
      expect((await call(t.app, method, path, { id: '987654321987' })).body, path).toEqual({ code: 404, success: false, data: null, msg });
      const bad = await call(t.app, method, path, { id: '<script>' });
      expect(bad.body.code, path).toBe(400);
      expect(bad.body.msg).toMatch(/^参数 id 无效：/);
    }
    expect((await call(t.app, 'POST', '/api/dscq-content/news-platecfg/select', { code: 'NOPE' })).body.msg).toBe('栏目不存在');
  });

  it('lists news of a plate newest first, the front page capped at 5', async () => {
    const page = await data(t.app, 'POST', '/api/dscq-content/news-content/page', { plateId, size: 6 });
    expectConsistentPage(page, 6, 1);
    expect(page.records.every((n: News) => n.plateId === plateId && n.content === undefined)).toBe(true);
    newestFirst(page.records.map((n: News) => n.publishDate));
    const defaults = await data(t.app, 'POST', '/api/dscq-content/news-content/page', { plateId });
    expect(defaults.size).toBe(4);
    const front = await data<News[]>(t.app, 'POST', '/api/dscq-content/news-content/front-page', { plateId });
    expect(front.length).toBeGreaterThan(0);
    expect(front.length).toBeLessThanOrEqual(5);
    const notFront = await data(t.app, 'POST', '/api/dscq-content/news-content/page', { plateId, isFrontPage: 0, size: 100 });
    const frontIds = new Set(front.map((n) => n.id));
    expect(notFront.records.some((n: News) => frontIds.has(n.id))).toBe(false);
    const article = await data<News>(t.app, 'POST', '/api/dscq-content/news-content/detail', { id: front[0].id });
    expect(article.content?.length).toBeGreaterThan(0);
  });

  it('answers adverts as an array by sort, and plates with their latest articles', async () => {
    const ads = await data(t.app, 'POST', '/api/dscq-content/ad-ads/list', { code: 'nc_home_banner', size: 100, current: 1 });
    expect(Array.isArray(ads)).toBe(true);
    const sorts = await t.db.selectFrom('ad').select('sort').where('code', '=', 'nc_home_banner').orderBy('sort').execute();
    expect(ads.length).toBe(sorts.length);
    expect(await data(t.app, 'POST', '/api/dscq-content/ad-ads/list', { code: 'nothing' })).toEqual([]);

    for (const code of ['GYWM', 'BZZX', 'ZCFG']) {
      const plate = await data(t.app, 'POST', '/api/dscq-content/news-platecfg/select', { code });
      expect(plate.plateCode).toBe(code);
      expect(plate.data.length).toBeGreaterThan(0);
      expect(plate.data.length).toBeLessThanOrEqual(10);
      newestFirst(plate.data.map((n: News) => n.publishDate));
    }
  });

  it('answers module tabs in module order with their module code', async () => {
    const tabs = await data(t.app, 'POST', '/api/dscq-content/page-modules-content/batch-list', { modulesCodes: 'HOME_NOTICE' });
    expect(tabs.length).toBeGreaterThan(0);
    expect(tabs.every((tab: { moduleCode: string }) => tab.moduleCode === 'HOME_NOTICE')).toBe(true);
    const both = await data(t.app, 'POST', '/api/dscq-content/page-modules-content/batch-list', { modulesCodes: 'NONE,HOME_NOTICE' });
    expect(both).toEqual(tabs);
    expect((await call(t.app, 'POST', '/api/dscq-content/page-modules-content/batch-list', {})).body.code).toBe(400);
  });

  it('counts hot categories the way the search finds them', async () => {
    const hot = await data(t.app, 'GET', '/api/blade-desk/hot-investments/list', { size: 8, current: 1 });
    expectConsistentPage(hot, 8, 1);
    for (const h of hot.records as HotInvestment[]) {
      const found = await data(t.app, 'POST', '/api/dscq-project/search/page', { operationId: h.operationId, size: 1 });
      expect(found.total, h.typeName).toBe(h.projectCount);
    }
    expect(hot.records.some((h: HotInvestment) => h.projectCount > 0)).toBe(true);
  });

  it('lists newly published assets of the asked project types, newest first', async () => {
    const listed = await data<ListedProject[]>(t.app, 'POST', '/api/dscq-sync/v1/basic-assets/new-publish', { projectTypes: '0,3', limit: 4 });
    expect(listed.length).toBe(4);
    expect(listed.every((p) => [0, 3].includes(p.projectType))).toBe(true);
    newestFirst(listed.map((p) => p.publishDate));
    const packages = await data<ListedProject[]>(t.app, 'POST', '/api/dscq-sync/v1/basic-assets/new-publish', { projectTypes: '1', limit: 50 });
    expect(packages.every((p) => p.projectType === 1)).toBe(true);
  });

  it('answers navigation, publications and history in their orders', async () => {
    expect((await data(t.app, 'GET', '/api/blade-desk/navigation-config/list')).length).toBeGreaterThan(0);
    const years = (await data(t.app, 'GET', '/api/blade-desk/evolution/list')).map((e: { year: string }) => e.year);
    expect(years).toEqual([...years].sort());
    const periodicals = await data(t.app, 'GET', '/api/blade-desk/periodical/list', { size: 2 });
    expectConsistentPage(periodicals, 2, 1);
    const recruits = await data(t.app, 'GET', '/api/blade-desk/recruit/list');
    expectConsistentPage(recruits, 10, 1);
  });
});
