import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { showHomeBelowFold } from './pages/home-page';

/** The help centre pages are another feature; their links are only followed once the route exists. */
const HELP_ROUTE_EXISTS = existsSync(fileURLToPath(new URL('../src/routes/helpCenter.tsx', import.meta.url)));
const isHelp = (href: string) => /^\/help(Center|Browser)/.test(href);

/** In-site hrefs of the links inside `scope` (external links open other sites and are not followed). */
async function hrefsIn(page: Page, scope: string): Promise<string[]> {
  return page.locator(`${scope} a[href^="/"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** Links of every tab of a tabbed block: only the open tab's panel is in the DOM, so each tab is opened in turn. */
async function hrefsOfTabs(page: Page, scope: string): Promise<string[]> {
  const block = page.locator(scope);
  await expect(block.getByRole('tab').first()).toBeVisible();
  const out: string[] = await hrefsIn(page, scope);
  const tabs = await block.getByRole('tab').count();
  for (let i = 0; i < tabs; i++) {
    await block.getByRole('tab').nth(i).click();
    await expect(block.getByRole('tabpanel').locator('a, p').first()).toBeVisible();
    out.push(...(await hrefsIn(page, scope)));
  }
  return out;
}

test.describe('public information links (§2)', () => {
  test('every link of the nav, the footer, the notice box and the news panel opens a page of its own', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/index');
    await showHomeBelowFold(page);
    await expect(page.locator('footer a[href^="/newsDetail"]').first()).toBeVisible();
    const hrefs = [
      ...(await hrefsIn(page, 'nav[aria-label="主导航"]')),
      ...(await hrefsIn(page, 'nav[aria-label="快捷入口"]')),
      ...(await hrefsIn(page, 'footer')),
      ...(await hrefsOfTabs(page, 'section[aria-label="公告"]')),
      ...(await hrefsOfTabs(page, 'section[aria-label="新闻公告"]')),
    ];
    const unique = [...new Set(hrefs)].filter((h) => h !== '/index' && (HELP_ROUTE_EXISTS || !isHelp(h)) && !h.startsWith('/login'));
    expect(unique.length).toBeGreaterThan(20);
    for (const p of ['/xwzx', '/zcfg', '/notice', '/gywm']) expect(unique.some((h) => h.startsWith(p))).toBe(true);
    expect(unique.some((h) => h.startsWith('/noticeDetail'))).toBe(true);
    expect(unique.some((h) => h.startsWith('/newsDetail'))).toBe(true);

    for (const href of unique) {
      await page.goto(href);
      const path = new URL(href, 'http://x').pathname;
      // Member pages (用户中心) ask for a login first: a page of its own, not /index.
      await expect(page, href).toHaveURL((u) => u.pathname === path || u.pathname === '/login');
      if (new URL(page.url()).pathname === '/login') continue;
      await expect(page.locator('main h1').first(), href).toBeVisible();
      await expect(page.getByText('哎呀亲...您访问的页面出错了！'), href).toHaveCount(0);
      await expect(page.getByText(/不存在或已删除/), href).toHaveCount(0);
      await expect.poll(async () => (await page.locator('main').innerText()).length, { message: href }).toBeGreaterThan(60);
      await expect(page.getByText(/不存在或已删除|内容加载失败/), href).toHaveCount(0);
    }
  });

  test('a plate page searches by keyword and a detail page shows breadcrumbs back to the plate', async ({ page }) => {
    await page.goto('/xwzx');
    await expect(page.getByRole('tab').first()).toBeVisible();
    const first = page.locator('main ul[aria-label$="列表"] li a').first();
    await expect(first).toBeVisible();
    const word = (await first.innerText()).trim().slice(0, 2);
    await page.getByRole('searchbox', { name: '搜索新闻中心' }).fill(word);
    await page.getByRole('searchbox', { name: '搜索新闻中心' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(word)}`));
    await expect(page.locator('main mark').first()).toBeVisible();

    await page.locator('main ul[aria-label$="列表"] li a').first().click();
    await expect(page).toHaveURL(/\/newsDetailXwzx\?newsId=/);
    await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '新闻中心' }).first().click();
    await expect(page).toHaveURL(/\/xwzx/);
  });

  test('an unknown notice id shows the not-found state in place', async ({ page }) => {
    await page.goto('/noticeDetail?id=999999999');
    await expect(page.getByText('公告不存在或已删除')).toBeVisible();
    await expect(page).toHaveURL(/\/noticeDetail\?id=999999999/);
  });
});
