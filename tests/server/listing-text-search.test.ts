import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedProject } from '../../contract/projects';
import { likeContains } from '../../mock-server/src/http/wire';
import { data, makeTestApp, type TestApp } from './helpers';

const SEARCH = '/api/dscq-project/search/page';

/**
 * The keyword search of the supply-project lists through the full-text indexes (migration 014) finds exactly what a
 * substring match (LIKE '%q%' over assetsName, projectCode and transferor, as each engine evaluates it) finds, in the
 * same order, and follows writes.
 */
describe('project keyword search through the full-text index (§2 Project list, q)', () => {
  let t: TestApp;
  // The seed is a short list, read in one plain query with LIKE: 0 makes every list go through the indexes.
  beforeAll(async () => { process.env.LISTING_PLAIN_MAX = '0'; t = await makeTestApp(); });
  afterAll(async () => { delete process.env.LISTING_PLAIN_MAX; await t?.close(); });

  /** Ids of every top-level project whose name, code or transferor contains `q` (the LIKE match), newest first. */
  async function likeIds(q: string, extra: { operationId?: string; province?: string } = {}): Promise<string[]> {
    const like = likeContains(q);
    let query = t.db.selectFrom('project').select('assetsId').where('parentAssetsId', '=', '')
      .where(sql<SqlBool>`(assets_name like ${like} escape '\\' or project_code like ${like} escape '\\' or transferor like ${like} escape '\\')`);
    const { operationId } = extra;
    if (operationId) query = query.where((eb) => eb.or([eb('familyId', '=', operationId), eb('assetTypeId', '=', operationId)]));
    if (extra.province) query = query.where('provinceCode', 'like', `${extra.province}%`);
    return (await query.orderBy('publishDate', 'desc').orderBy('assetsId', 'desc').execute()).map((r) => r.assetsId);
  }

  /** Ids the search answers for `params`, every page of `size`. */
  async function searchIds(params: Record<string, unknown>, size = 100): Promise<{ ids: string[]; total: number }> {
    const ids: string[] = [];
    for (let current = 1; ; current += 1) {
      const page = await data<{ records: ListedProject[]; total: number; pages: number }>(t.app, 'POST', SEARCH, { ...params, size, current });
      ids.push(...page.records.map((r) => r.assetsId));
      if (current >= page.pages) return { ids, total: page.total };
    }
  }

  it('finds exactly the LIKE matches for 1, 2 and 3+ characters, Latin letters in either case, code digits and no match', async () => {
    const project = await t.db.selectFrom('project').select(['projectCode', 'assetsName', 'transferor']).where('parentAssetsId', '=', '')
      .orderBy('assetsId').executeTakeFirstOrThrow();
    const name = [...project.assetsName];
    const queries = [
      '村', '地', name[0], name.slice(1, 3).join(''), name.slice(2, 6).join(''), project.assetsName, '耕地', '经营权', '耕地经营权出租',
      project.transferor.slice(-4), project.projectCode.slice(0, 4), project.projectCode.slice(0, 4).toLowerCase(), 'tdJY', 'j',
      project.projectCode.slice(4, 10), project.projectCode.slice(-4), '0', '2026', '不存在的项目名称', 'zzqx', '%', '_', '亩耕',
      // the end of a name and the start of its code are two columns: no match across them
      `${name[name.length - 1]}${project.projectCode[0]}`,
    ];
    for (const q of queries) {
      const expected = await likeIds(q);
      const { ids, total } = await searchIds({ q });
      expect(ids, q).toEqual(expected);
      expect(total, q).toBe(expected.length);
    }
  });

  it('combines the keyword with asset type and province, and pages from either end in the same order', async () => {
    for (const extra of [{ operationId: '1', province: '51' }, { operationId: '101' }, { province: '50' }]) {
      const expected = await likeIds('村', extra);
      expect(expected.length).toBeGreaterThan(14);
      expect((await searchIds({ q: '村', ...extra }, 7)).ids, JSON.stringify(extra)).toEqual(expected);
    }
  });

  it('follows a renamed project at once (the index is kept by triggers)', async () => {
    const { assetsId, assetsName } = await t.db.selectFrom('project').select(['assetsId', 'assetsName']).where('parentAssetsId', '=', '')
      .orderBy('assetsId').executeTakeFirstOrThrow();
    await t.db.updateTable('project').set({ assetsName: '鹦鹉螺湾试验田出租' }).where('assetsId', '=', assetsId).execute();
    try {
      expect((await searchIds({ q: '鹦鹉螺湾' })).ids).toEqual([assetsId]);
      expect((await searchIds({ q: '螺湾试' })).ids).toEqual([assetsId]);
    } finally {
      await t.db.updateTable('project').set({ assetsName }).where('assetsId', '=', assetsId).execute();
    }
    expect((await searchIds({ q: '鹦鹉螺湾' })).ids).toEqual([]);
  });
});
