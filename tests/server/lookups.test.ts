import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVESTMENT_BANDS } from '../../contract/constants';
import type { AssetTypeNode, FilterGroup, Region, TreeNode } from '../../contract/lookups';
import { call, data, makeTestApp, type TestApp } from './helpers';

describe('lookups (§7 Lookups)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('answers dictionary items sorted, and [] for an unknown code', async () => {
    const items = await data(t.app, 'GET', '/api/dscq-system/dict/dictionary', { code: 'idType' });
    expect(items.length).toBe(11);
    expect(items.map((i: { sort: number }) => i.sort)).toEqual([...items.map((i: { sort: number }) => i.sort)].sort((a, b) => a - b));
    expect(items[0]).toMatchObject({ code: 'idType', dictKey: '0', dictValue: '居民身份证' });
    expect(await data(t.app, 'GET', '/api/dscq-system/dict/dictionary', { code: 'noSuchCode' })).toEqual([]);
  });

  it('walks the region tree by pbh', async () => {
    const provinces = await data<Region[]>(t.app, 'GET', '/api/dscq-system/region/list');
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces.every((p) => p.level === 1 && p.hasChildren)).toBe(true);
    const sichuan = provinces.find((p) => p.code === '51');
    expect(sichuan?.name).toBe('四川省');
    expect(await data(t.app, 'GET', '/api/dscq-system/region/list', { pbh: '' })).toEqual(provinces);

    const cities = await data<Region[]>(t.app, 'GET', '/api/dscq-system/region/list', { pbh: '51' });
    expect(cities.length).toBeGreaterThan(10);
    expect(cities.every((c) => c.pbh === '51' && c.level === 2)).toBe(true);
    const counties = await data<Region[]>(t.app, 'GET', '/api/dscq-system/region/list', { pbh: cities[0].code });
    expect(counties.every((c) => c.pbh === cities[0].code && c.level === 3)).toBe(true);
    const towns = await data<Region[]>(t.app, 'GET', '/api/dscq-system/region/list', { pbh: counties[0].code });
    expect(towns.length).toBeGreaterThan(0);
    expect(towns.every((c) => c.level === 4 && !c.hasChildren)).toBe(true);
    expect(await data(t.app, 'GET', '/api/dscq-system/region/list', { pbh: '999999' })).toEqual([]);
    expect((await call(t.app, 'GET', '/api/dscq-system/region/list', { pbh: 'abc' })).body.msg).toMatch(/^参数 pbh 无效：/);
  });

  it('answers the industries and the eight asset families with their types', async () => {
    expect((await data(t.app, 'GET', '/api/dscq-system/industry/list')).length).toBe(20);
    const tree = await data<AssetTypeNode[]>(t.app, 'GET', '/api/dscq-system/operation-type/tree');
    expect(tree.map((f) => f.typeName)).toEqual([
      '农村土地经营权', '集体经营性资产', '集体资源性资产', '林权', '农业生产设施设备', '小型水利设施', '集体经营性建设用地', '涉农项目',
    ]);
    for (const family of tree) {
      expect(family.children.length).toBeGreaterThan(0);
      expect(family.children.every((c) => c.parentId === family.id && c.children.length === 0)).toBe(true);
    }
  });

  it('answers the demand purposes and the nested transfer types as trees', async () => {
    const purposes = await data<TreeNode[]>(t.app, 'GET', '/api/blade-desk/demand-nccq/demand-purpose-tree');
    expect(purposes.length).toBe(7);
    const transfers = await data<TreeNode[]>(t.app, 'GET', '/api/dscq-project/village-assets/roll-out-type-tree');
    const lease = transfers.find((n) => n.dictValue === '出租');
    expect(lease?.children.map((c) => c.dictValue)).toEqual(['短期出租', '长期出租']);
    expect(transfers.some((n) => n.dictKey === '101')).toBe(false);
  });

  it('answers the /project filter panel in order', async () => {
    const groups = await data<FilterGroup[]>(t.app, 'GET', '/api/blade-desk/filter-query-config/open-list');
    expect(groups.map((g) => [g.field, g.name])).toEqual([
      ['operationId', '资产类型'], ['demandPurpose', '土地用途'], ['transferType', '流转方式'],
      ['province', '所在地区'], ['investmentBand', '投资额'], ['status', '项目状态'],
    ]);
    expect(groups[0].options.length).toBe(8);
    expect(groups[3].options).toEqual([{ value: '51', label: '四川省' }, { value: '50', label: '重庆市' }]);
    expect(groups[4].options.map((o) => o.value)).toEqual(INVESTMENT_BANDS.map((b) => b.value));
    expect(groups[5].options).toEqual([
      { value: '1', label: '正在报名' }, { value: '2', label: '报名已截止' }, { value: '3', label: '正在竞价' },
      { value: '4', label: '已结束' }, { value: '7', label: '已成交' },
    ]);
  });

  it('answers the website configuration with a numeric tokenTime', async () => {
    const cfg = await data(t.app, 'GET', '/api/dscq-system/website/config');
    expect(cfg.tokenTime).toBe(3000);
    expect(cfg.platformName).toBe('农村产权交易平台');
    for (const key of ['hotline', 'phone', 'fax', 'address', 'copyright', 'filingNo']) expect(cfg[key], key).toBeTruthy();
  });
});
