import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeTestApp, type TestApp } from './helpers';

/** Every endpoint of this server with the smallest valid parameters (ids are filled in from the seed). */
const ENDPOINTS: Array<[method: 'GET' | 'POST', path: string, params: Record<string, unknown>]> = [
  ['GET', '/api/dscq-system/dict/dictionary', { code: 'transferType' }],
  ['GET', '/api/dscq-system/region/list', {}],
  ['GET', '/api/dscq-system/industry/list', {}],
  ['GET', '/api/dscq-system/operation-type/tree', {}],
  ['GET', '/api/dscq-system/website/config', {}],
  ['GET', '/api/blade-desk/demand-nccq/demand-purpose-tree', {}],
  ['GET', '/api/dscq-project/village-assets/roll-out-type-tree', {}],
  ['GET', '/api/blade-desk/filter-query-config/open-list', {}],
  ['GET', '/api/blade-desk/notice-info/list', { size: 7, current: 1 }],
  ['GET', '/api/blade-desk/notice-info/detail', { id: '@notice' }],
  ['POST', '/api/dscq-content/ad-ads/list', { code: 'nc_home_banner', size: 100, current: 1 }],
  ['GET', '/api/blade-desk/hot-investments/list', { size: 8, current: 1 }],
  ['POST', '/api/dscq-content/partners/page', { size: 100, current: 1 }],
  ['POST', '/api/dscq-content/page-modules-content/batch-list', { modulesCodes: 'HOME_NOTICE' }],
  ['POST', '/api/dscq-content/news-content/page', { plateId: '@plate', isFrontPage: 0, size: 6 }],
  ['POST', '/api/dscq-content/news-content/front-page', { plateId: '@plate' }],
  ['POST', '/api/dscq-content/news-content/detail', { id: '@news' }],
  ['POST', '/api/dscq-project/notice/page', { noticeType: 1, isFrontPage: 0, size: 4 }],
  ['POST', '/api/dscq-project/notice/detail', { id: '@notice' }],
  ['POST', '/api/dscq-sync/v1/basic-assets/new-publish', { projectTypes: '0,3', plateId: '@plate', isFrontPage: 0, limit: 4 }],
  ['GET', '/api/dscq-content/news-platecfg/detail', { id: '@plate' }],
  ['POST', '/api/dscq-content/news-platecfg/select', { code: 'GYWM' }],
  ['GET', '/api/blade-desk/navigation-config/list', {}],
  ['GET', '/api/blade-desk/periodical/list', {}],
  ['GET', '/api/blade-desk/periodical/detail', { id: '@periodical' }],
  ['GET', '/api/blade-desk/recruit/list', {}],
  ['GET', '/api/blade-desk/recruit/detail', { id: '@recruit' }],
  ['GET', '/api/blade-desk/evolution/list', {}],
  ['GET', '/api/dscq-content/help/categories', {}],
  ['GET', '/api/dscq-content/help/search', { keyword: '保证金' }],
  ['POST', '/api/dscq-project/search/page', { size: 10, current: 1, projectNatures: '0,5,49' }],
  ['GET', '/api/dscq-project/top/hot-by-solr', { size: 6, current: 1, projectNatures: '49' }],
  ['GET', '/api/dscq-project/top/new-publish', { size: 6, current: 1 }],
  ['POST', '/api/dscq-project/activity/bidding-assets', { size: 8 }],
  ['POST', '/api/dscq-project/search/assets-recommend', { size: 4 }],
  ['POST', '/api/dscq-sync/v1/bid-assets/hall/page', { projectNature: 49, current: 1, size: 8 }],
  ['POST', '/api/dscq-project/activity/upcoming-bid', { projectNature: 49, current: 1, size: 8 }],
  ['POST', '/api/dscq-sync/v1/bid-assets/bidding-data', {}],
  ['POST', '/api/dscq-sync/v1/bid-assets/bidding-rate', {}],
];

describe('every endpoint answers the success envelope with a contract-shaped, non-empty answer', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await makeTestApp();
    const first = async (table: 'notice' | 'news' | 'periodical' | 'recruit') =>
      (await t.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    ids['@notice'] = await first('notice');
    ids['@news'] = await first('news');
    ids['@periodical'] = await first('periodical');
    ids['@recruit'] = await first('recruit');
    const plate = await t.db.selectFrom('news').select('plateId').where('isFrontPage', '=', 1).executeTakeFirstOrThrow();
    ids['@plate'] = plate.plateId;
  });
  afterAll(async () => { await t?.close(); });

  it.each(ENDPOINTS)('%s %s', async (method, path, params) => {
    const resolved = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('@') ? ids[v] : v]));
    // Every answer is serialised by its contract schema: a shape that breaks the contract would answer 500 here.
    const answer = await call(t.app, method, path, resolved);
    expect(answer.body.code, answer.body.msg).toBe(200);
    expect(answer.body.msg).toBe('操作成功');
    const d = answer.body.data;
    const size = Array.isArray(d) ? d.length : d && 'records' in d ? d.records.length : Object.keys(d ?? {}).length;
    expect(size, 'the seed should make every answer non-empty').toBeGreaterThan(0);
  });

  it.each(ENDPOINTS.filter(([m]) => m === 'POST'))('%s %s also takes its parameters in the query string', async (method, path, params) => {
    const resolved = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('@') ? ids[v] : v]));
    const asBody = await call(t.app, method, path, resolved);
    const asQuery = await call(t.app, method, path, resolved, { asQuery: true });
    expect(asQuery.body).toEqual(asBody.body);
  });
});
