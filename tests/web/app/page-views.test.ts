import { describe, expect, it, vi } from 'vitest';
import type { PageView } from '@contract/statistics';
import { createPageViewReporter } from '@/app/page-views';

describe('page-view reporter (§2 App shell)', () => {
  it('reports each route change with the previous in-app path as referrer', () => {
    const send = vi.fn(async (_: PageView) => undefined);
    const report = createPageViewReporter(send);
    report('/index', '农村产权交易平台 - 首页');
    report('/project?province=51', '农村产权交易平台 - 项目列表');
    expect(send.mock.calls.map(([v]) => v)).toEqual([
      { path: '/index', title: '农村产权交易平台 - 首页', referrer: '' },
      { path: '/project?province=51', title: '农村产权交易平台 - 项目列表', referrer: '/index' },
    ]);
  });

  it('does not count a re-resolve of the same address as a new view, and survives a failed send', async () => {
    const send = vi.fn(async () => { throw new Error('offline'); });
    const report = createPageViewReporter(send);
    report('/hall', '竞价大厅');
    report('/hall', '竞价大厅');
    report('/index', '首页');
    expect(send).toHaveBeenCalledTimes(2);
  });
});
