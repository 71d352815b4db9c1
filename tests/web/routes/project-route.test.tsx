// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { fakeServer, filterGroups, project, type Call } from './fake-server';
import { renderAt } from '../render-app';

/** The real app (router, query cache, shell) on a memory history at `url`. */

const searchCalls = (calls: Call[]) => calls.filter((c) => c.path === 'dscq-project/search/page');

// jsdom has no scrolling; the router resets scroll after each navigation.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/project (§2 Project list)', () => {
  it('loads the filtered page, shows the chips and rewrites the URL when an option is chosen', async () => {
    const calls = fakeServer({
      'blade-desk/filter-query-config/open-list': () => filterGroups,
      'dscq-project/search/page': (c) => ({ records: [project()], total: 1, size: 10, current: Number(c.body?.current), pages: 1 }),
    });
    const router = renderAt('/project?status=1&province=51');

    expect(await screen.findByText('眉山市东坡区土地承包经营权流转', { selector: 'a' })).toBeTruthy();
    expect(searchCalls(calls)[0].body).toEqual({ current: 1, size: 10, projectNatures: '0,5,49', province: '51', status: 1 });
    const chips = await screen.findByText('已选条件：');
    expect(within(chips.parentElement!).getByText('所在省份：四川省')).toBeTruthy();
    expect(document.title).toBe('农村产权交易平台 - 项目列表');

    await userEvent.click(within(screen.getByRole('list', { name: '所在省份' })).getByText('重庆市'));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: '1', province: '50' }));
    expect(router.state.location.href).toBe('/project?status=1&province=50');
    await waitFor(() => expect(searchCalls(calls).at(-1)?.body).toMatchObject({ province: '50', status: 1 }));
  });

  it('pages through links: each page has its address (a list that pages before its script runs), a click stays in the app', async () => {
    const calls = fakeServer({
      'blade-desk/filter-query-config/open-list': () => filterGroups,
      'dscq-project/search/page': (c) => ({ records: [project()], total: 35, size: 10, current: Number(c.body?.current), pages: 4 }),
    });
    const router = renderAt('/project?status=1');
    const pager = await screen.findByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '2' }).getAttribute('href')).toBe('/project?status=1&current=2');
    expect(within(pager).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/project?status=1&current=2');
    // on page 1 there is no previous page: a disabled button, not a link
    expect((within(pager).getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(pager).getByRole('link', { name: '2' }));
    await waitFor(() => expect(router.state.location.href).toBe('/project?status=1&current=2'));
    await waitFor(() => expect(searchCalls(calls).at(-1)?.body).toMatchObject({ current: 2, status: 1 }));
    const back = await screen.findByRole('link', { name: '上一页' });
    expect(back.getAttribute('href')).toBe('/project?status=1');
    expect(within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the empty state when nothing matches and 清空筛选 clears the URL', async () => {
    fakeServer({
      'blade-desk/filter-query-config/open-list': () => filterGroups,
      'dscq-project/search/page': () => ({ records: [], total: 0, size: 10, current: 1, pages: 0 }),
    });
    const router = renderAt('/project?status=7&q=鱼塘');

    expect(await screen.findByText('暂无符合条件的项目')).toBeTruthy();
    await userEvent.click(await screen.findByText('清空筛选'));
    await waitFor(() => expect(router.state.location.href).toBe('/project'));
  });
});

describe('redirects and the 404 page (§2)', () => {
  it('sends / and unknown paths to /index', async () => {
    fakeServer({});
    for (const start of ['/', '/no/such/page.html']) {
      const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: [start] }));
      await router.load();
      expect(router.state.location.pathname).toBe('/index');
    }
  });

  it('返回上一页 goes home when the 404 page was opened directly', async () => {
    fakeServer({});
    const router = renderAt('/404');
    expect(await screen.findByText('哎呀亲...您访问的页面出错了！')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回上一页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });
});
