// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { News, NewsPlate } from '@contract/content';
import { fakeServer } from './fake-server';
import { renderAt } from '../render-app';

const plate = (id: string, name: string, plateCode: string, hasFrontPage = 0): NewsPlate => ({
  id, name, plateCode, sourceType: 1, moreButtonUrl: '', hasFrontPage,
});
const PANEL_TABS = [plate('11', '交易动态', 'XWZX-JYDT'), plate('12', '政策法规', 'ZCFG', 1), plate('13', '分支动态', 'branch', 1)];
const FOOTER: Record<string, NewsPlate> = {
  GYWM: plate('21', '关于我们', 'GYWM'),
  BZZX: plate('22', '帮助中心', 'BZZX'),
  ZCFG: plate('12', '政策法规', 'ZCFG'),
};
const news = (plateId: string, i: number): News => ({
  id: `${plateId}0${i}`, plateId, title: `第${plateId}栏第${i}篇`, summarys: '', imgSrc: '', isOuterLink: 0, outerLinkUrl: '',
  publishDate: '2025-11-01 09:00:00', createTime: '2025-11-01 09:00:00',
});

function homeServer() {
  return fakeServer({
    'dscq-content/page-modules-content/batch-list': (c) => (c.body?.modulesCodes === 'HOME_NOTICE' ? PANEL_TABS : []),
    'dscq-content/news-content/page': (c) => ({ records: [1, 2, 3].map((i) => news(String(c.body?.plateId), i)), total: 3, size: 6, current: 1, pages: 1 }),
    'dscq-content/news-content/front-page': (c) => [news(String(c.body?.plateId), 9)],
    'dscq-content/news-platecfg/select': (c) => {
      const p = FOOTER[String(c.body?.code)];
      return p ? { ...p, data: [news(p.id, 5)] } : null;
    },
  });
}

const hrefsIn = (el: HTMLElement) => [...el.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a news item opens the detail page of its own section (§2 detail routes)', () => {
  it('home news panel: 交易动态 → /newsDetailXwzx, 政策法规 (list and carousel) → /newsDetailZcfg, 分支动态 → /newsDetailXwzx', async () => {
    homeServer();
    renderAt('/index');
    const panel = await screen.findByRole('region', { name: '新闻公告' });
    const first = await within(panel).findByText('第11栏第1篇');
    expect(first.closest('a')?.getAttribute('href')).toBe('/newsDetailXwzx?newsId=1101');

    await userEvent.click(within(panel).getByRole('tab', { name: '政策法规' }));
    await within(panel).findByText('第12栏第1篇');
    await within(panel).findAllByRole('img', { name: '第12栏第9篇' });
    const zcfg = hrefsIn(within(panel).getByRole('tabpanel'));
    expect(zcfg).toEqual(expect.arrayContaining(['/newsDetailZcfg?newsId=1201', '/newsDetailZcfg?newsId=1209']));
    expect(zcfg.filter((h) => h.startsWith('/newsDetail')).every((h) => h.startsWith('/newsDetailZcfg?'))).toBe(true);

    await userEvent.click(within(panel).getByRole('tab', { name: '分支动态' }));
    expect((await within(panel).findByText('第13栏第1篇')).closest('a')?.getAttribute('href')).toBe('/newsDetailXwzx?newsId=1301');
  });

  it('the footer asks for its groups only once it comes near the viewport', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    vi.stubGlobal('IntersectionObserver', class {
      readonly targets: Element[] = [];
      constructor(readonly callback: IntersectionObserverCallback) { observers.push(this); }
      observe(el: Element) { this.targets.push(el); }
      unobserve() {}
      disconnect() {}
    });
    const calls = homeServer();
    renderAt('/index');
    const footer = await screen.findByRole('contentinfo');
    const selects = () => calls.filter((c) => c.path === 'dscq-content/news-platecfg/select').length;
    const watcher = await waitFor(() => {
      const found = observers.find((o) => o.targets.some((t) => footer.contains(t)));
      expect(found).toBeTruthy();
      return found!;
    });
    expect(selects()).toBe(0);
    act(() => watcher.callback(watcher.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver));
    await waitFor(() => expect(within(footer).getByText('第21栏第5篇')).toBeTruthy());
    expect(selects()).toBe(3);
  });

  it('footer groups: 关于我们 → /newsDetailGywm, 帮助中心 → /helpCenterDetail, 政策法规 → /newsDetailZcfg', async () => {
    homeServer();
    renderAt('/index');
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(within(footer).getByText('第21栏第5篇')).toBeTruthy());
    expect(within(footer).getByText('第21栏第5篇').closest('a')?.getAttribute('href')).toBe('/newsDetailGywm?newsId=2105');
    expect(within(footer).getByText('第22栏第5篇').closest('a')?.getAttribute('href')).toBe('/helpCenterDetail?newsId=2205');
    expect(within(footer).getByText('第12栏第5篇').closest('a')?.getAttribute('href')).toBe('/newsDetailZcfg?newsId=1205');
  });

  it('plate page /zcfg lists its articles as /newsDetailZcfg links', async () => {
    homeServer();
    renderAt('/zcfg');
    const item = await screen.findByText('第12栏第1篇', { selector: 'main ul a, main ul a *' });
    expect(item.closest('a')?.getAttribute('href')).toBe('/newsDetailZcfg?newsId=1201');
  });
});
