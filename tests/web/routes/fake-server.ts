import { vi } from 'vitest';
import type { FilterGroup } from '@contract/lookups';
import type { ListedProject } from '@contract/projects';

/** A recorded call to the fake server: path under /api/, query and JSON body. */
export interface Call {
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

export const filterGroups: FilterGroup[] = [
  { field: 'province', name: '所在省份', options: [{ value: '51', label: '四川省' }, { value: '50', label: '重庆市' }] },
  { field: 'status', name: '项目状态', options: [{ value: '1', label: '正在报名' }, { value: '7', label: '已成交' }] },
];

/** A listed project as the server sends it, overridable per test. */
export function project(over: Partial<ListedProject> = {}): ListedProject {
  const id = 'a'.repeat(32);
  return {
    id, assetsId: id, assetsName: '眉山市东坡区土地承包经营权流转', projectCode: 'SC-2025-0001', projectType: 0,
    projectNature: 0, priceType: 1, startPrice: 125000, priceUnit: '', province: '四川省', city: '眉山市',
    county: '东坡区', area: 56.5, areaUnit: '亩', typeName: '土地承包经营权', transferType: '1', status: 1,
    state: '正在报名', imgSrc: '/files/seed/land-1.svg', announcementEndTime: '2025-12-30 17:00:00',
    publishDate: '2025-11-01 09:00:00', ...over,
  };
}

const envelope = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, success: code === 200, data, msg: code === 200 ? '操作成功' : '参数错误' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Replaces fetch with an in-memory exchange server: `routes` maps an /api/ path to the data it
 * answers; unknown paths answer an empty list. Returns the calls made, in order.
 */
export function fakeServer(routes: Record<string, (call: Call) => unknown>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    };
    calls.push(call);
    const handler = routes[call.path];
    return envelope(handler ? handler(call) : []);
  });
  return calls;
}
