import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { showHomeBelowFold } from './pages/home-page';

/** Routes flagged requireAuth in §2: a visitor's link to one of them lands on /login with the target as redirect. */
const AUTH_PATHS = new Set([
  '/realNamePerson', '/realNamePersonInfo', '/membershipReason', '/realNameOrg', '/bidEnrollNormal', '/bidEnrollPkg',
  '/cashierDesk', '/quoteHall', '/usercenterIndex', '/myProject', '/myDeposit', '/projectSettlement',
  '/settleDetailPayInfo', '/projectSettleDetail', '/myCollect', '/myMessage', '/myMessageDetail', '/accountSafe',
  '/enrollDetail', '/depositDetail', '/depositAddPayInfo', '/updatePassWord', '/membership', '/memberEditPhone',
  '/memberEditHead', '/shensuRecord', '/myContract', '/usercenter/contract/sign', '/edit', '/confirm', '/signatoryList',
  '/addSignatory', '/onlineEdit', '/contract/seal/apply', '/myFiles', '/usercenter/files/children', '/usercenter/files/list',
]);

/** The list pages the crawl starts from (§2 public routes). */
const LIST_PAGES = [
  '/index', '/project', '/hall?projectActive=1', '/hall?projectActive=2', '/demand',
  '/xwzx', '/zcfg', '/notice', '/gywm', '/helpCenter', '/helpBrowser',
];

/** Detail pages of each kind: the first link of each found on the list pages is crawled too. */
const DETAIL_KINDS = [
  /^\/projectDetail\//, /^\/projectPkg\//, /^\/demandDetail\//, /^\/newsDetailXwzx\?/, /^\/newsDetailZcfg\?/,
  /^\/newsDetailGywm\?/, /^\/noticeDetail\?/, /^\/newsDetailZxdt\?/, /^\/helpCenterDetail\?/,
];

const NOT_FOUND_PAGE = '哎呀亲...您访问的页面出错了！';

/** Same-origin hrefs (path + search, no hash) of every link on the page as rendered now. */
async function linksOf(page: Page): Promise<string[]> {
  const raw = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return raw.flatMap((h) => {
    const u = new URL(h);
    return u.origin === origin ? [`${u.pathname}${u.search}`] : [];
  });
}

/** Links of a page including those inside every tab panel (only the open panel is rendered): each tab is opened in turn. */
async function linksWithTabs(page: Page): Promise<string[]> {
  const out = await linksOf(page);
  const tabs = page.locator('main [role="tablist"] [role="tab"]');
  const count = page.url().includes('/index') ? await tabs.count() : 0;
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await expect(page.locator('main [role="tabpanel"] a').first()).toBeVisible().catch(() => undefined);
    out.push(...(await linksOf(page)));
  }
  return out;
}

/**
 * Waits (in the page, one round trip) until the main landmark has rendered non-empty content with nothing left
 * loading, then tells where the page ended and whether it shows the 404 page or a not-found / load-error state.
 */
async function settle(page: Page, what: string): Promise<{ path: string; notFoundPage: boolean; notFoundState: boolean }> {
  await page
    .waitForFunction(() => {
      const main = document.querySelector('main#main') as HTMLElement | null;
      return !!main && main.innerText.trim().length > 20 && !main.querySelector('[role="status"][aria-label="加载中"]');
    }, undefined, { timeout: 15_000, polling: 50 })
    .catch(() => { throw new Error(`${what}: the main content did not render`); });
  return page.evaluate((notFoundText) => {
    const main = (document.querySelector('main#main') as HTMLElement).innerText;
    return { path: location.pathname, notFoundPage: main.includes(notFoundText), notFoundState: /不存在|内容加载失败/.test(main) };
  }, NOT_FOUND_PAGE);
}

/**
 * Opens `href` in the running portal as a click on one of its links does: the router takes the new address (its
 * history listens to pushState) and loads the route in the same document. Resolves once the route has resolved (the
 * router titles the page then; the title is cleared first), so the checks never read the page that was shown before.
 * Much lighter than loading the document again for each of the ~250 links.
 */
async function followInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    document.title = '';
    history.pushState(null, '', to);
  }, href);
  await page.waitForFunction(() => document.title !== '', undefined, { timeout: 15_000, polling: 50 });
}

/** A seeded package project (projectType 1) when the list pages link none, or undefined. */
async function packageProject(request: APIRequestContext): Promise<string | undefined> {
  const res = await request.post('/api/dscq-project/search/page', { headers: { 'Client-Id': 'nccq-web' }, data: { current: 1, size: 100 } });
  const records = ((await res.json()) as { data?: { records?: { id: string; projectType: number }[] } }).data?.records ?? [];
  return records.find((r) => r.projectType === 1)?.id;
}

/** Pages whose links the crawl follows: /login's redirect differs per page, so /login counts once. */
const keyOf = (href: string) => (href.startsWith('/login') ? '/login' : href);
const isFile = (href: string) => /^\/(files|api)\//.test(href);

test.describe('no in-site link of the public pages leads to /index, the 404 page or a missing item (§2)', () => {
  test('every same-origin link of the public pages opens the page it names', async ({ page, request }) => {
    test.setTimeout(360_000);
    const found = new Map<string, string>();
    const collect = (from: string, hrefs: string[]) => hrefs.forEach((h) => found.has(keyOf(h)) || found.set(keyOf(h), from));

    for (const start of LIST_PAGES) {
      await page.goto(start, { waitUntil: 'domcontentloaded' });
      await settle(page, start);
      // The home page's blocks (footer groups, partners, panels) load on their own, those below the first screen when
      // the visitor scrolls to them; give them a moment to settle.
      if (start === '/index') {
        await showHomeBelowFold(page);
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      }
      collect(start, await linksWithTabs(page));
    }
    const details = DETAIL_KINDS.flatMap((kind) => [...found.keys()].filter((h) => kind.test(h)).slice(0, 1));
    if (!details.some((d) => d.startsWith('/projectPkg/'))) {
      const pkg = await packageProject(request);
      if (pkg) details.push(`/projectPkg/${pkg}.html`);
    }
    for (const detail of details) {
      await page.goto(detail, { waitUntil: 'domcontentloaded' });
      await settle(page, detail);
      collect(detail, await linksOf(page));
    }
    for (const kind of [/^\/projectDetail\//, /^\/demandDetail\//, /^\/newsDetailXwzx\?/, /^\/newsDetailZcfg\?/, /^\/newsDetailGywm\?/, /^\/noticeDetail\?/, /^\/helpCenterDetail\?/]) {
      expect(details.some((d) => kind.test(d)), `a ${kind} link on the public pages`).toBe(true);
    }

    const problems: string[] = [];
    let visited = 0;
    const t0 = Date.now();
    const queue = [...found];
    const check = async (page: Page, href: string, from: string) => {
      const at = `${href} (linked from ${from})`;
      if (isFile(href)) {
        const res = await request.get(href);
        if (res.status() !== 200) problems.push(`${at}: file answers ${res.status()}`);
        return;
      }
      const path = new URL(href, 'http://x').pathname;
      await followInApp(page, href);
      visited++;
      if (AUTH_PATHS.has(path)) {
        const toLogin = (u: URL) => u.pathname === '/login' && (u.searchParams.get('redirect') ?? '').startsWith(path);
        await expect(page).toHaveURL(toLogin).catch(() => problems.push(`${at}: a member page that ended on ${new URL(page.url()).pathname}, not /login`));
        return;
      }
      const seen = await settle(page, at).catch((e: Error) => ({ error: e.message }));
      if ('error' in seen) problems.push(seen.error);
      else if (seen.path !== path) problems.push(`${at}: ended on ${seen.path}`);
      else if (seen.notFoundPage) problems.push(`${at}: 404 page`);
      else if (seen.notFoundState) problems.push(`${at}: not-found state`);
    };
    /** One tab of the crawl: takes the next link until none is left. */
    const crawl = async (page: Page) => {
      for (let next = queue.shift(); next; next = queue.shift()) await check(page, ...next);
    };
    // three tabs of one visitor, each a running portal: the pages wait mostly on the network and timers, not on each other
    const tabs = [page, await page.context().newPage(), await page.context().newPage()];
    await Promise.all(tabs.slice(1).map(async (tab) => {
      await tab.goto('/xwzx');
      await settle(tab, '/xwzx');
    }));
    await Promise.all(tabs.map(crawl));
    console.log(`public-links: ${found.size} links, ${visited} pages visited in ${Math.round((Date.now() - t0) / 1000)} s`);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
