import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NATURES_LISTED } from '../../contract/constants';
import type { ListedProject } from '../../contract/projects';
import { call, data, expectConsistentPage, makeTestApp, type TestApp } from './helpers';

const SEARCH = '/api/dscq-project/search/page';

describe('project search (§2 Project list, POST dscq-project/search/page)', () => {
  let t: TestApp;
  let unfiltered: number;
  beforeAll(async () => {
    t = await makeTestApp();
    unfiltered = (await data(t.app, 'POST', SEARCH, { size: 1 })).total;
  });
  afterAll(async () => { await t?.close(); });

  /** Every record the search finds, across all pages. */
  async function searchAll(params: Record<string, unknown>): Promise<ListedProject[]> {
    const rows: ListedProject[] = [];
    for (let current = 1; ; current += 1) {
      const page = await data(t.app, 'POST', SEARCH, { ...params, size: 100, current });
      rows.push(...page.records);
      if (current >= page.pages) {
        expect(rows.length).toBe(page.total);
        return rows;
      }
    }
  }

  /** The stored rows behind the listed projects, to check filters on columns the wire does not carry. */
  async function stored(rows: ListedProject[]) {
    if (!rows.length) return [];
    return t.db.selectFrom('project').selectAll().where('assetsId', 'in', rows.map((r) => r.assetsId)).execute();
  }

  /** Runs a filter, checks it narrows the list and that every row satisfies `holds`. */
  async function expectFilter(params: Record<string, unknown>, holds: (row: Awaited<ReturnType<typeof stored>>[number], wire: ListedProject) => boolean) {
    const rows = await searchAll(params);
    expect(rows.length, JSON.stringify(params)).toBeGreaterThan(0);
    expect(rows.length, JSON.stringify(params)).toBeLessThan(unfiltered);
    const byId = new Map(rows.map((r) => [r.assetsId, r]));
    for (const row of await stored(rows)) expect(holds(row, byId.get(row.assetsId)!), `${JSON.stringify(params)} ${row.assetsName}`).toBe(true);
    return rows;
  }

  it('pages newest first with consistent totals, never listing package sub-assets', async () => {
    const p1 = await data(t.app, 'POST', SEARCH, { size: 10, current: 1 });
    const p2 = await data(t.app, 'POST', SEARCH, { size: 10, current: 2 });
    expectConsistentPage(p1, 10, 1);
    expectConsistentPage(p2, 10, 2);
    expect(p1.total).toBe(p2.total);
    expect(p2.records[0].assetsId).not.toBe(p1.records[0].assetsId);
    const dates = [...p1.records, ...p2.records].map((r: ListedProject) => r.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const subAssets = await t.db.selectFrom('project').select((eb) => eb.fn.countAll().as('n')).where('parentAssetsId', '<>', '').executeTakeFirstOrThrow();
    const all = await t.db.selectFrom('project').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(unfiltered).toBe(Number(all.n) - Number(subAssets.n));
    const row: ListedProject = p1.records[0];
    expect(row.id).toBe(row.assetsId);
    expect(row.province.length).toBeGreaterThan(0);
    expect(row.typeName.length).toBeGreaterThan(0);
  });

  it('pages past the middle of the list (read from its far end) continue the listing order exactly, newest and hottest, with q', async () => {
    /** The ids of every page of `size` of `url` with `params`, in the order the pages give them. */
    const paged = async (method: 'GET' | 'POST', url: string, params: Record<string, unknown>, size: number) => {
      const ids: string[] = [];
      for (let current = 1; ; current += 1) {
        const page: { records: ListedProject[]; pages: number } = await data(t.app, method, url, { ...params, size, current });
        ids.push(...page.records.map((r) => r.assetsId));
        if (current >= page.pages) return ids;
      }
    };
    /** The same list read from the table in one query: top-level projects (of `natures`) containing `q`, in the order. */
    const stored = (hottest: boolean, q?: string, natures?: readonly number[]) => {
      let query = t.db.selectFrom('project').select('assetsId').where('parentAssetsId', '=', '');
      if (natures) query = query.where('projectNature', 'in', natures);
      if (q) query = query.where((eb) => eb.or([eb('assetsName', 'like', `%${q}%`), eb('projectCode', 'like', `%${q}%`), eb('transferor', 'like', `%${q}%`)]));
      if (hottest) query = query.orderBy('hotScore', 'desc');
      return query.orderBy('publishDate', 'desc').orderBy('assetsId', 'desc').execute().then((rows) => rows.map((r) => r.assetsId));
    };
    const newest = await paged('POST', SEARCH, {}, 7);
    expect(newest.length).toBeGreaterThan(14);
    expect(newest).toEqual(await stored(false));
    expect(await paged('POST', SEARCH, { q: '村' }, 3)).toEqual(await stored(false, '村'));
    const hottest = await paged('GET', '/api/dscq-project/top/hot-by-solr', { projectNatures: PROJECT_NATURES_LISTED.join(',') }, 7);
    expect(hottest).toEqual(await stored(true, undefined, PROJECT_NATURES_LISTED));
  });

  it('filters by keyword over name, project code and transferor', async () => {
    await expectFilter({ q: '村' }, (r) => [r.assetsName, r.projectCode, r.transferor].some((s) => s.includes('村')));
    const one = (await data(t.app, 'POST', SEARCH, { size: 1 })).records[0] as ListedProject;
    const byCode = await searchAll({ q: one.projectCode });
    expect(byCode.map((r) => r.assetsId)).toEqual([one.assetsId]);
    expect(await searchAll({ q: '100%_不存在' })).toEqual([]);
  });

  it('filters by status, with the matching state text', async () => {
    const labels: Record<number, string> = { 1: '正在报名', 2: '报名已截止', 3: '正在竞价', 4: '已结束', 7: '已成交' };
    for (const status of [1, 2, 3, 4, 7]) {
      await expectFilter({ status }, (r, wire) => r.status === status && wire.state === labels[status]);
    }
  });

  it('filters by province code prefix', async () => {
    await expectFilter({ province: '51' }, (r, wire) => r.provinceCode.startsWith('51') && wire.province === '四川省');
    // Chongqing is a municipality: its placeholder city (市辖区) is not shown.
    await expectFilter({ province: '50' }, (r, wire) => r.provinceCode.startsWith('50') && wire.province === '重庆市' && wire.city === '');
  });

  it('filters by investment band (万元)', async () => {
    const bands: Record<string, [number, number]> = { 1: [0, 500], 2: [500, 1000], 3: [1000, 5000], 4: [5000, Infinity] };
    const counts: number[] = [];
    for (const [band, [min, max]] of Object.entries(bands)) {
      const rows = await searchAll({ investmentBand: band });
      counts.push(rows.length);
      for (const r of await stored(rows)) {
        const wan = r.investAmountFen / 1_000_000;
        expect(wan >= min && wan < max, `${band}: ${wan}`).toBe(true);
      }
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(unfiltered);
    expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('filters by asset family and type (operationId, parentId)', async () => {
    await expectFilter({ operationId: '1' }, (r) => r.familyId === '1');
    await expectFilter({ operationId: '101' }, (r) => r.assetTypeId === '101');
    await expectFilter({ parentId: '5' }, (r) => r.familyId === '5');
    await expectFilter({ parentId: '1', operationId: '101' }, (r) => r.familyId === '1' && r.assetTypeId === '101');
  });

  it('filters by transfer type (a parent key includes its children) and land purpose', async () => {
    await expectFilter({ transferType: '2' }, (r) => r.transferType === '2');
    await expectFilter({ transferType: '1' }, (r) => ['1', '101', '102'].includes(r.transferType));
    await expectFilter({ demandPurpose: '1' }, (r) => r.demandPurpose === '1');
  });

  it('filters by project natures and project types', async () => {
    await expectFilter({ projectNatures: '49' }, (r) => r.projectNature === 49);
    await expectFilter({ projectNatures: '0,5' }, (r) => [0, 5].includes(r.projectNature));
    await expectFilter({ projectTypes: '1' }, (r) => r.projectType === 1);
  });

  it('lists every supply project under the natures the /project page sends (0, 5, 49)', async () => {
    const listed = await data(t.app, 'POST', SEARCH, { size: 1, projectNatures: PROJECT_NATURES_LISTED.join(',') });
    expect(listed.total).toBe(unfiltered);
    const [{ n }] = await t.db.selectFrom('project').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('projectNature', 'not in', [...PROJECT_NATURES_LISTED]).where('parentAssetsId', '=', '').execute();
    expect(Number(n)).toBe(0);
  });

  it('rejects bad parameters with a 400 naming the field in Chinese', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ current: 0 }, 'current'], [{ size: 'abc' }, 'size'], [{ status: 5 }, 'status'],
      [{ investmentBand: 9 }, 'investmentBand'], [{ province: 'abc' }, 'province'], [{ projectNatures: '4,x' }, 'projectNatures'],
      [{ operationId: 'x;drop' }, 'operationId'], [{ q: 'x'.repeat(51) }, 'q'],
    ];
    for (const [params, field] of cases) {
      for (const asQuery of [false, true]) {
        const a = await call(t.app, 'POST', SEARCH, params, { asQuery });
        expect(a.body.code, field).toBe(400);
        expect(a.body.msg, field).toMatch(new RegExp(`^参数 ${field} 无效：.*[\\u4e00-\\u9fa5]`));
      }
    }
  });

  it('ranks hot projects by hot score and lists the latest by publication', async () => {
    const hot = await data(t.app, 'GET', '/api/dscq-project/top/hot-by-solr', { size: 6, projectNatures: '49' });
    expectConsistentPage(hot, 6, 1);
    const scores = (await stored(hot.records)).reduce<Record<string, number>>((m, r) => ({ ...m, [r.assetsId]: r.hotScore }), {});
    const ordered = hot.records.map((r: ListedProject) => scores[r.assetsId]);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    expect(hot.records.every((r: ListedProject) => r.projectNature === 49)).toBe(true);
    expect((await data(t.app, 'GET', '/api/dscq-project/top/hot-by-solr')).size).toBe(4);

    const latest = await data(t.app, 'GET', '/api/dscq-project/top/new-publish');
    expectConsistentPage(latest, 6, 1);
    expect(latest.records).toEqual((await data(t.app, 'POST', SEARCH, { size: 6 })).records);
  });

  it('recommends at most four registering projects, leaving out the one being viewed', async () => {
    const recommended = await data<ListedProject[]>(t.app, 'POST', '/api/dscq-project/search/assets-recommend', { size: 10 });
    expect(recommended.length).toBe(4);
    expect(recommended.every((r) => r.status === 1)).toBe(true);
    const without = await data<ListedProject[]>(t.app, 'POST', '/api/dscq-project/search/assets-recommend', { assetsId: recommended[0].assetsId });
    expect(without.map((r) => r.assetsId)).not.toContain(recommended[0].assetsId);
    const unknown = await call(t.app, 'POST', '/api/dscq-project/search/assets-recommend', { assetsId: 'f'.repeat(32) });
    expect(unknown.body).toEqual({ code: 404, success: false, data: null, msg: '项目不存在' });
    expect((await call(t.app, 'POST', '/api/dscq-project/search/assets-recommend', { assetsId: 'xyz' })).body.code).toBe(400);
  });
});
