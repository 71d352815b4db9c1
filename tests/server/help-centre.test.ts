import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_PATHS, type HelpCategory, type HelpSearchHit } from '../../contract/help';
import { call, data, makeTestApp, type TestApp } from './helpers';

const api = (path: string) => `/api/${path}`;

describe('help centre (§2 /helpCenter, /helpCenterDetail)', () => {
  let t: TestApp;
  let cats: HelpCategory[];
  beforeAll(async () => {
    t = await makeTestApp();
    cats = await data(t.app, 'GET', api(HELP_PATHS.categories));
  });
  afterAll(async () => { await t?.close(); });

  it('lists categories with article titles, covering registration, verification, deposits, the eight modes and settlement', async () => {
    expect(cats.map((c) => c.name)).toEqual(['注册与认证', '报名与保证金', '竞价规则', '签约与结算', '浏览器与设置', '服务指南']);
    expect(cats.every((c) => c.articles.length > 0)).toBe(true);
    const titles = cats.flatMap((c) => c.articles.map((a) => a.title));
    for (const t0 of ['个人用户如何注册账号', '个人实名认证', '机构（组织）实名认证', '项目报名流程', '在线缴纳保证金', '线下转账缴纳保证金',
      '优先购买权说明', '成交确认与合同签订', '交易价款结算', '浏览器要求与设置']) expect(titles).toContain(t0);
    const modes = cats.find((c) => c.name === '竞价规则')!.articles.map((a) => a.title);
    for (const m of ['动态报价', '自由报价期', '限时竞价', '一次性报价', '先到先得', '两阶段报价', '降价拍', 'V型竞价']) {
      expect(modes.some((title) => title.includes(m)), m).toBe(true);
    }
    expect((cats[0].articles[0] as Record<string, unknown>).content).toBeUndefined();
  });

  it('keeps the footer links of the 帮助中心 plate working as help articles', async () => {
    const footer = await data(t.app, 'POST', '/api/dscq-content/news-platecfg/select', { code: 'BZZX' });
    expect(footer.data.length).toBeGreaterThan(0);
    const article = await data(t.app, 'GET', api(HELP_PATHS.article), { id: footer.data[0].id });
    expect(article.title).toBe(footer.data[0].title);
    expect(article.categoryName).toBe('服务指南');
  });

  it('answers an article with its rich text and category, and 404 in the envelope for an unknown or non-help id', async () => {
    const ref = cats[0].articles[0];
    const a = await data(t.app, 'GET', api(HELP_PATHS.article), { id: ref.id });
    expect(a).toMatchObject({ id: ref.id, title: ref.title, categoryId: cats[0].id, categoryName: cats[0].name });
    expect(a.content).toMatch(/^<p>.+<\/p>/);
    expect(a.content).not.toMatch(/<script/i);
    expect(a.publishDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await call(t.app, 'GET', api(HELP_PATHS.article), { id: '987654321987' })).body)
      .toEqual({ code: 404, success: false, data: null, msg: '帮助文章不存在' });
    const policy = await t.db.selectFrom('news').innerJoin('newsPlate', 'newsPlate.id', 'news.plateId')
      .select('news.id').where('newsPlate.plateCode', '=', 'ZCFG').executeTakeFirstOrThrow();
    expect((await call(t.app, 'GET', api(HELP_PATHS.article), { id: policy.id })).body.code).toBe(404);
    const bad = await call(t.app, 'GET', api(HELP_PATHS.article), { id: '<script>' });
    expect(bad.body).toMatchObject({ code: 400, success: false, data: null });
  });

  it('searches titles and text for Chinese substrings, title matches first', async () => {
    const hits: HelpSearchHit[] = await data(t.app, 'GET', api(HELP_PATHS.search), { keyword: '保证金' });
    expect(hits.length).toBeGreaterThan(3);
    expect(hits[0].title).toContain('保证金');
    const firstTextOnly = hits.findIndex((h) => !h.title.includes('保证金'));
    expect(hits.slice(firstTextOnly).every((h) => !h.title.includes('保证金'))).toBe(true);
    expect(hits.every((h) => h.snippet.includes('保证金') || h.title.includes('保证金'))).toBe(true);

    const inText: HelpSearchHit[] = await data(t.app, 'GET', api(HELP_PATHS.search), { keyword: '跟价' });
    expect(inText.map((h) => h.title)).toContain('优先购买权说明');
    expect(inText.find((h) => h.title === '优先购买权说明')!.snippet).toContain('跟价');

    const one: HelpSearchHit[] = await data(t.app, 'GET', api(HELP_PATHS.search), { keyword: '降', size: 2 });
    expect(one.length).toBe(2);
    expect(await data(t.app, 'GET', api(HELP_PATHS.search), { keyword: '无此内容的关键词' })).toEqual([]);
    // Markup and LIKE wildcards are not matched as text.
    expect(await data(t.app, 'GET', api(HELP_PATHS.search), { keyword: '<li>' })).toEqual([]);
    expect(await data(t.app, 'GET', api(HELP_PATHS.search), { keyword: '%' })).toEqual([]);
  });

  it('refuses an empty or over-long keyword with a 400 envelope in Chinese', async () => {
    for (const keyword of ['', '   ', '长'.repeat(51)]) {
      const r = await call(t.app, 'GET', api(HELP_PATHS.search), { keyword });
      expect(r.body.code, JSON.stringify(keyword)).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await call(t.app, 'GET', api(HELP_PATHS.search))).body.code).toBe(400);
  });
});
