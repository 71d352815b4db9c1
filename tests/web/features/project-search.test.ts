import { describe, expect, it } from 'vitest';
import type { FilterGroup } from '@contract/lookups';
import { parseSearch, stringifySearch } from '@/app/search-params';
import {
  applyFilter,
  clearFilters,
  projectListSearchSchema,
  selectedChips,
  toSearchRequest,
} from '@/features/projects/project-search';

/** The URL state exactly as the router would validate it from a query string. */
const fromUrl = (query: string) => projectListSearchSchema.parse(parseSearch(query));

const groups: FilterGroup[] = [
  { field: 'province', name: '所在省份', options: [{ value: '51', label: '四川省' }, { value: '50', label: '重庆市' }] },
  { field: 'status', name: '项目状态', options: [{ value: '1', label: '正在报名' }, { value: '7', label: '已成交' }] },
];

describe('/project URL state (§2 Project list)', () => {
  it('reads filters as strings and fills the paging defaults', () => {
    expect(fromUrl('?status=1&province=51&operationId=12&parentId=3')).toEqual({
      status: '1',
      province: '51',
      operationId: '12',
      parentId: '3',
      current: 1,
      size: 10,
    });
  });

  it('drops malformed values instead of failing', () => {
    const s = fromUrl('?status=5&province=sichuan&investmentBand=9&current=-3&size=abc&operationId=1;drop');
    expect(s).toEqual({ current: 1, size: 10 });
  });

  it('choosing an option sets the field, resets the page and keeps the other filters', () => {
    const prev = fromUrl('?province=51&current=4&q=茶园');
    const next = applyFilter(prev, 'status', '7');
    expect(stringifySearch(next)).toBe(`?q=${encodeURIComponent('茶园')}&province=51&size=10&status=7`);
    expect(next.current).toBeUndefined();
  });

  it('不限 removes the field; a new asset type drops the home shortcut parentId', () => {
    const prev = fromUrl('?operationId=12&parentId=3&province=51');
    expect(applyFilter(prev, 'province', '').province).toBeUndefined();
    const next = applyFilter(prev, 'operationId', '15');
    expect(next).toMatchObject({ operationId: '15', parentId: undefined });
  });

  it('清空筛选 removes keywords and every filter but keeps the page size', () => {
    const cleared = clearFilters(fromUrl('?q=鱼塘&status=1&province=50&transferType=2&size=20&current=3'));
    expect(stringifySearch(cleared)).toBe('?size=20');
  });

  it('labels chips from the filter groups, falling back to the raw value', () => {
    expect(selectedChips(fromUrl('?q=林地&province=51&status=4'), groups)).toEqual([
      { field: 'q', label: '关键词：林地' },
      { field: 'province', label: '所在省份：四川省' },
      { field: 'status', label: '项目状态：4' },
    ]);
  });

  it('maps the URL state to the search/page body, status as a number and empty filters left out', () => {
    expect(toSearchRequest(fromUrl('?status=3&investmentBand=2&current=2'))).toEqual({
      current: 2,
      size: 10,
      projectNatures: '0,5,49',
      status: 3,
      investmentBand: '2',
    });
    expect(toSearchRequest({})).toEqual({ current: 1, size: 10, projectNatures: '0,5,49' });
  });
});
