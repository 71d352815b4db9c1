// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { NewsPlate, Notice } from '@contract/content';
import { fakeServer } from './fake-server';
import { renderAt } from '../render-app';

const TRADE: NewsPlate = { id: '501', name: '交易公告', plateCode: '1', sourceType: 2, moreButtonUrl: '/notice', hasFrontPage: 0 };
const notice: Notice = {
  id: '7001', noticeTitle: '眉山市东坡区土地经营权流转交易公告', noticeType: 1, publishDate: '2025-11-02 09:00:00',
  createTime: '2025-11-02 09:00:00', content: '<p>公告正文</p>', prev: { id: '7002', title: '较新的交易公告' }, next: null,
};

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/newsDetailZxdt?newsId= (§2 notice detail link target)', () => {
  it('shows the notice box notice of newsId, breadcrumbs back to /notice and its type tab, prev / next on the same address', async () => {
    const calls = fakeServer({
      'blade-desk/notice-info/detail': (c) => (c.query.get('id') === '7001' ? notice : null),
      'dscq-content/news-platecfg/select': (c) => (c.body?.code === '1' ? { ...TRADE, data: [] } : null),
    });
    renderAt('/newsDetailZxdt?newsId=7001');
    expect(await screen.findByRole('heading', { name: notice.noticeTitle })).toBeTruthy();
    expect(screen.getByText('公告正文')).toBeTruthy();
    expect(calls.some((c) => c.path === 'dscq-project/notice/detail')).toBe(false);

    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(crumbs).getByRole('link', { name: '通知公告' }).getAttribute('href')).toBe('/notice');
    expect((await within(crumbs).findByRole('link', { name: '交易公告' })).getAttribute('href')).toBe('/notice?plateId=501');
    expect(screen.getByText('较新的交易公告').getAttribute('href')).toBe('/newsDetailZxdt?newsId=7002');
  });

  it('an unknown newsId shows 公告不存在 in place, without a redirect', async () => {
    vi.stubGlobal('fetch', async () =>
      new Response(JSON.stringify({ code: 404, success: false, data: null, msg: '公告不存在' }), { status: 404, headers: { 'Content-Type': 'application/json' } }));
    const router = renderAt('/newsDetailZxdt?newsId=999999999');
    expect(await screen.findByText('公告不存在或已删除')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回通知公告' }).getAttribute('href')).toBe('/notice');
    expect(router.state.location.href).toBe('/newsDetailZxdt?newsId=999999999');
  });
});
