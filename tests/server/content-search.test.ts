import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { News } from '../../contract/content';
import { call, data, expectConsistentPage, makeTestApp, type TestApp } from './helpers';

const PAGE = '/api/dscq-content/news-content/page';

describe('news keyword search (§2 News page search, §7 news-content/page)', () => {
  let t: TestApp;
  let workPlate: string;
  let policyPlate: string;
  beforeAll(async () => {
    t = await makeTestApp();
    const plate = async (code: string) => (await t.db.selectFrom('newsPlate').select('id').where('plateCode', '=', code).executeTakeFirstOrThrow()).id;
    workPlate = await plate('GZDT');
    policyPlate = await plate('ZCFG');
  });
  afterAll(async () => { await t?.close(); });

  it('finds a Chinese substring of three or more characters in the plate, ranked, with the title marked', async () => {
    const page = await data(t.app, 'POST', PAGE, { plateId: workPlate, keyword: ' 业务培训 ', size: 10 });
    expectConsistentPage(page, 10, 1);
    expect(page.total).toBeGreaterThan(0);
    const records = page.records as News[];
    expect(records.every((n) => n.plateId === workPlate && n.content === undefined)).toBe(true);
    const titled = records.find((n) => n.title.includes('业务培训'));
    expect(titled?.titleHighlight).toBe(titled?.title.replace('业务培训', '<mark>业务培训</mark>'));
    // Title matches outrank body-only matches.
    const firstUntitled = records.findIndex((n) => !n.title.includes('业务培训'));
    const lastTitled = records.map((n) => n.title.includes('业务培训')).lastIndexOf(true);
    if (firstUntitled >= 0) expect(lastTitled).toBeLessThan(firstUntitled);
    // The same keyword in another plate does not bring the work plate's articles.
    const other = await data(t.app, 'POST', PAGE, { plateId: policyPlate, keyword: '业务培训', size: 50 });
    expect((other.records as News[]).every((n) => n.plateId === policyPlate)).toBe(true);
  });

  it('finds text only in the body, and a two-character keyword by substring', async () => {
    const body = await data(t.app, 'POST', PAGE, { plateId: policyPlate, keyword: '三权分置', size: 10 });
    expect(body.total).toBeGreaterThan(0);
    for (const n of body.records as News[]) {
      const row = await t.db.selectFrom('news').select(['title', 'summarys', 'content']).where('id', '=', n.id).executeTakeFirstOrThrow();
      expect(`${row.title}${row.summarys}${row.content}`).toContain('三权分置');
    }
    const short = await data(t.app, 'POST', PAGE, { plateId: workPlate, keyword: '培训', size: 50 });
    const expected = await t.db.selectFrom('news').select('id').where('plateId', '=', workPlate)
      .where((eb) => eb.or([eb('title', 'like', '%培训%'), eb('summarys', 'like', '%培训%'), eb('content', 'like', '%培训%')])).execute();
    expect(short.total).toBe(expected.length);
    expect(short.total).toBeGreaterThan(0);
    const marked = (short.records as News[]).filter((n) => n.title.includes('培训'));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((n) => n.titleHighlight?.includes('<mark>培训</mark>'))).toBe(true);
    expect(await data(t.app, 'POST', PAGE, { plateId: workPlate, keyword: '量子引力波', size: 5 })).toMatchObject({ total: 0, records: [] });
  });

  it('escapes the highlighted title, and indexes articles written after the seed', async () => {
    await t.db.insertInto('news').values({
      id: '990000000001', plateId: workPlate, title: '<b>A&B</b> 测试"高亮"标题', summarys: '摘要', content: '<p>正文</p>',
      publishDate: t.now(), createTime: t.now(),
    }).execute();
    for (const keyword of ['高亮', '"高亮"标题', 'a&b']) {
      const page = await data(t.app, 'POST', PAGE, { plateId: workPlate, keyword, size: 5 });
      const n = (page.records as News[]).find((r) => r.id === '990000000001');
      expect(n, keyword).toBeDefined();
      expect(n?.titleHighlight).not.toMatch(/<b>|<\/b>/);
      expect(n?.titleHighlight).toContain('&lt;b&gt;');
    }
    const page = await data(t.app, 'POST', PAGE, { plateId: workPlate, keyword: '"高亮"标题' });
    expect(page.records[0].titleHighlight).toBe('&lt;b&gt;A&amp;B&lt;/b&gt; 测试<mark>&quot;高亮&quot;标题</mark>');
    await t.db.deleteFrom('news').where('id', '=', '990000000001').execute();
    expect((await data(t.app, 'POST', PAGE, { plateId: workPlate, keyword: '"高亮"标题' })).total).toBe(0);
  });

  it('refuses a keyword longer than 50 characters, and treats a blank one as none', async () => {
    const long = await call(t.app, 'POST', PAGE, { plateId: workPlate, keyword: '农'.repeat(51) });
    expect(long.body).toEqual({ code: 400, success: false, data: null, msg: expect.stringContaining('关键词不能超过50个字') });
    const blank = await data(t.app, 'POST', PAGE, { plateId: workPlate, keyword: '   ', size: 5 });
    const all = await data(t.app, 'POST', PAGE, { plateId: workPlate, size: 5 });
    expect(blank).toEqual(all);
    expect((blank.records as News[]).every((n) => n.titleHighlight === undefined)).toBe(true);
  });
});
