// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { News, NewsPlate } from '@contract/content';
import { fakeServer, type Call } from './fake-server';
import { renderAt } from '../render-app';

const plate = (over: Partial<NewsPlate>): NewsPlate => ({
  id: '1001', name: '新闻中心', plateCode: 'XWZX', sourceType: 1, moreButtonUrl: '/xwzx', hasFrontPage: 0, ...over,
});
const PLATES: Record<string, NewsPlate> = {
  XWZX: plate({}),
  'XWZX-JYDT': plate({ id: '1002', name: '交易动态', plateCode: 'XWZX-JYDT' }),
};
const news = (i: number, over: Partial<News> = {}): News => ({
  id: `n${i}`, plateId: '1001', title: `农村土地流转新闻第${i}条`, summarys: '摘要', imgSrc: '', isOuterLink: 0, outerLinkUrl: '',
  publishDate: '2025-11-01 09:00:00', createTime: '2025-11-01 09:00:00', ...over,
});

function contentServer(extra: Record<string, (c: Call) => unknown> = {}) {
  return fakeServer({
    'dscq-content/news-platecfg/select': (c) => (PLATES[String(c.body?.code)] ? { ...PLATES[String(c.body?.code)], data: [] } : null),
    'dscq-content/news-content/page': (c) => {
      const current = Number(c.body?.current);
      const records = Array.from({ length: 10 }, (_, i) => news((current - 1) * 10 + i + 1, { plateId: String(c.body?.plateId) }));
      return { records, total: 25, size: 10, current, pages: 3 };
    },
    ...extra,
  });
}
const pageCalls = (calls: Call[]) => calls.filter((c) => c.path === 'dscq-content/news-content/page');

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/xwzx plate page (§2 News page)', () => {
  it('shows a tab per server plate, pages through the list and keeps the tab in the URL', async () => {
    const calls = contentServer();
    const router = renderAt('/xwzx');
    expect(await screen.findByText('农村土地流转新闻第1条')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '新闻中心' })).toBeTruthy();
    expect(pageCalls(calls)[0].body).toMatchObject({ plateId: '1001', size: 10, current: 1 });
    expect(screen.getByText('农村土地流转新闻第1条').closest('a')?.getAttribute('href')).toBe('/newsDetailXwzx?newsId=n1');

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.href).toBe('/xwzx?current=2'));
    expect(await screen.findByText('农村土地流转新闻第11条')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: '交易动态' }));
    await waitFor(() => expect(router.state.location.href).toBe('/xwzx?plateId=1002'));
    await waitFor(() => expect(pageCalls(calls).at(-1)?.body).toMatchObject({ plateId: '1002', current: 1 }));
  });

  it('sends the keyword, keeps it in the URL with page 1 and highlights it; server HTML keeps only <mark>', async () => {
    const calls = contentServer({
      'dscq-content/news-content/page': (c) => ({
        records: [
          { ...news(1), titleHighlight: '关于<mark>流转</mark>的通知<img src=x onerror=alert(1)>' },
          news(2, { title: '宅基地流转办法' }),
          news(3, { title: '外部报道', isOuterLink: 1, outerLinkUrl: 'https://example.org/a' }),
        ],
        total: 3, size: 10, current: Number(c.body?.current), pages: 1,
      }),
    });
    const router = renderAt('/xwzx?current=3');
    await userEvent.type(await screen.findByRole('searchbox', { name: '搜索新闻中心' }), '流转{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '流转' }))
    expect(router.state.location.href).toBe(`/xwzx?keyword=${encodeURIComponent('流转')}`);
    await waitFor(() => expect(pageCalls(calls).at(-1)?.body).toMatchObject({ keyword: '流转', current: 1 }));

    const marks = await screen.findAllByText('流转', { selector: 'mark' });
    expect(marks).toHaveLength(2);
    expect(document.querySelector('main img[src="x"], img[onerror]')).toBeNull();
    const outer = screen.getByText('外部报道').closest('a')!;
    expect(outer.getAttribute('href')).toBe('https://example.org/a');
    expect(outer.getAttribute('target')).toBe('_blank');
    expect(outer.getAttribute('rel')).toContain('noopener');
  });
});

describe('/notice plate page (§2 notices)', () => {
  it('has a 流拍公告 tab from the server plate 4 that lists the unsold-lot notices', async () => {
    const names: Record<string, string> = { 1: '交易公告', 2: '成交公告', 3: '平台公告', 4: '流拍公告' };
    const calls = fakeServer({
      'dscq-content/news-platecfg/select': (c) => {
        const code = String(c.body?.code);
        return names[code] ? { ...plate({ id: `30${code}`, name: names[code], plateCode: code, sourceType: 2, moreButtonUrl: `/notice?plateId=30${code}` }), data: [] } : null;
      },
      'dscq-project/notice/page': (c) => {
        const type = Number(c.body?.noticeType);
        const records = [{ id: `x${type}`, noticeTitle: `某村鱼塘经营权出租${names[type]}`, noticeType: type, publishDate: '2026-11-01 09:00:00', createTime: '2026-11-01 09:00:00' }];
        return { records, total: 1, size: 10, current: 1, pages: 1 };
      },
    });
    const router = renderAt('/notice');
    await userEvent.click(await screen.findByRole('tab', { name: '流拍公告' }));
    await waitFor(() => expect(router.state.location.href).toBe('/notice?plateId=304'));
    expect(await screen.findByText('某村鱼塘经营权出租流拍公告')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'dscq-project/notice/page').at(-1)?.body).toMatchObject({ noticeType: 4, current: 1 });
  });
});

describe('detail pages (§2)', () => {
  it('/newsDetailXwzx shows the sanitised article, attachments and prev / next', async () => {
    contentServer({
      'dscq-content/news-content/detail': () => ({
        ...news(7), title: '关于规范农村产权交易的通知', content: '<p>正文内容</p><script>window.hacked=1</script><img src="/a.png" onerror="alert(1)">',
        attachments: [{ name: '实施细则.pdf', url: '/files/a.pdf', size: 204800 }],
        prev: { id: 'n6', title: '上一条新闻' }, next: null,
      }),
      'dscq-content/news-platecfg/detail': () => PLATES.XWZX,
    });
    renderAt('/newsDetailXwzx?newsId=n7');
    expect(await screen.findByRole('heading', { name: '关于规范农村产权交易的通知' })).toBeTruthy();
    expect(screen.getByText('正文内容')).toBeTruthy();
    expect(document.querySelector('script')?.textContent ?? '').not.toContain('hacked');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('实施细则.pdf').getAttribute('href')).toBe('/files/a.pdf');
    expect(screen.getByText('上一条新闻').getAttribute('href')).toBe('/newsDetailXwzx?newsId=n6');
    expect(await screen.findByRole('link', { name: '新闻中心' })).toBeTruthy();
  });

  it('/noticeDetail lists the notice attachments with download links, like the news detail', async () => {
    contentServer({
      'dscq-project/notice/detail': () => ({
        id: 'm1', noticeTitle: '某村耕地经营权出租成交公告', noticeType: 2, publishDate: '2026-11-01 09:00:00', createTime: '2026-11-01 08:00:00',
        content: '<p>成交价：12.5万元</p>',
        attachments: [
          { name: '某村耕地经营权出租成交公告（公告原文）.pdf', url: '/files/seed/notice-deal-1.pdf', size: 3072 },
          { name: '某村耕地经营权出租成交确认书.pdf', url: '/files/seed/deal-confirmation-1.pdf', size: 2048 },
        ],
        prev: null, next: null,
      }),
      'dscq-content/news-platecfg/select': () => ({ ...plate({ id: '2002', name: '成交公告', plateCode: '2', sourceType: 2 }), data: [] }),
    });
    renderAt('/noticeDetail?id=m1');
    expect(await screen.findByRole('heading', { name: '某村耕地经营权出租成交公告' })).toBeTruthy();
    const files = screen.getByRole('region', { name: '附件' });
    const links = within(files).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('download')])).toEqual([
      ['某村耕地经营权出租成交公告（公告原文）.pdf', '/files/seed/notice-deal-1.pdf', true],
      ['某村耕地经营权出租成交确认书.pdf', '/files/seed/deal-confirmation-1.pdf', true],
    ]);
    expect(within(files).getByText('3 KB')).toBeTruthy();
  });

  it('/noticeDetail with an unknown id shows 不存在 in place, without a redirect', async () => {
    vi.stubGlobal('fetch', async () =>
      new Response(JSON.stringify({ code: 404, success: false, data: null, msg: '公告不存在' }), { status: 404, headers: { 'Content-Type': 'application/json' } }));
    const router = renderAt('/noticeDetail?id=nope');
    expect(await screen.findByText('公告不存在或已删除')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/noticeDetail');
  });
});
