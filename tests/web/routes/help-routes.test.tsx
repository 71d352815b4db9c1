// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpArticleDetail, HelpCategory, HelpSearchHit } from '@contract/help';
import { fakeServer } from './fake-server';
import { renderAt } from '../render-app';

const categories: HelpCategory[] = [
  { id: '11', name: '注册与认证', articles: [{ id: '101', title: '个人用户如何注册账号' }, { id: '102', title: '个人实名认证' }] },
  { id: '12', name: '竞价规则', articles: [{ id: '201', title: '降价拍（荷兰式）规则' }] },
];
const article: HelpArticleDetail = {
  id: '201', title: '降价拍（荷兰式）规则', categoryId: '12', categoryName: '竞价规则', publishDate: '2026-10-01 09:00:00',
  content: '<p>降价拍从起始价开始。</p><script>window.hacked = 1</script>',
};
const hits: HelpSearchHit[] = [{ id: '201', title: '降价拍（荷兰式）规则', categoryId: '12', categoryName: '竞价规则', snippet: '降价拍从起始价开始' }];

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/helpCenter and /helpCenterDetail (§2)', () => {
  it('lists the chosen category from the URL and puts the keyword in the URL when searching', async () => {
    const calls = fakeServer({
      'dscq-content/help/categories': () => categories,
      'dscq-content/help/search': () => hits,
    });
    const router = renderAt('/helpCenter?categoryId=12');
    const list = await screen.findByRole('list', { name: '竞价规则文章' });
    expect(within(list).getByRole('link', { name: '降价拍（荷兰式）规则' }).getAttribute('href')).toBe('/helpCenterDetail?newsId=201');

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索帮助文章' }), '降价{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ categoryId: '12', keyword: '降价' }));
    const results = await screen.findByRole('list', { name: '搜索结果' });
    expect(within(results).getByRole('link', { name: '降价拍（荷兰式）规则' })).toBeTruthy();
    expect(results.querySelector('mark')?.textContent).toBe('降价');
    expect(calls.find((c) => c.path === 'dscq-content/help/search')?.query.get('keyword')).toBe('降价');
  });

  it('shows the empty state when the search finds nothing', async () => {
    fakeServer({ 'dscq-content/help/categories': () => categories, 'dscq-content/help/search': () => [] });
    renderAt('/helpCenter?keyword=无此文章');
    expect(await screen.findByText('未找到与“无此文章”相关的帮助文章')).toBeTruthy();
  });

  it('shows an article with breadcrumbs and its text sanitised', async () => {
    fakeServer({ 'dscq-content/help/categories': () => categories, 'dscq-content/help/article': () => article });
    renderAt('/helpCenterDetail?newsId=201');
    expect(await screen.findByRole('heading', { level: 1, name: '降价拍（荷兰式）规则' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '竞价规则' }).getAttribute('href')).toBe('/helpCenter?categoryId=12');
    expect(screen.getByText('降价拍从起始价开始。')).toBeTruthy();
    expect(document.querySelector('#main script, .rich-text script')).toBeNull();
  });

  it('shows the not-found state for an unknown or missing id, without a redirect', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 404, success: false, data: null, msg: '帮助文章不存在' }), {
      status: 200, headers: { 'Content-Type': 'application/json' },
    }));
    const router = renderAt('/helpCenterDetail?newsId=987654321987');
    expect(await screen.findByRole('heading', { name: '帮助文章不存在或已下架' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/helpCenterDetail');
  });
});
