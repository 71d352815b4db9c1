import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_BIDDERS, liveLots } from './quote-page';
import { login } from './flows';
import { scrollThrough } from './scroll';

/** The public list and information pages of §2. */
export const PUBLIC_PAGES = [
  '/index', '/project', '/hall?projectActive=1', '/hall?projectActive=2', '/demand',
  '/xwzx', '/zcfg', '/notice', '/gywm', '/helpCenter', '/helpBrowser', '/login', '/register', '/findPassword',
];

/** A list page and the first detail link on it, for each kind of public detail page. */
const DETAIL_SOURCES: [string, RegExp][] = [
  ['/project', /^\/projectDetail\//],
  ['/xwzx', /^\/newsDetailXwzx\?/],
  ['/notice', /^\/noticeDetail\?/],
  ['/helpCenter', /^\/helpCenterDetail\?/],
  ['/demand', /^\/demandDetail\//],
];

/** Same-origin path + search of the first link on `list` matching `kind`, or undefined. */
async function firstLink(page: Page, list: string, kind: RegExp): Promise<string | undefined> {
  await page.goto(list);
  await page.waitForLoadState('networkidle');
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.map((h) => new URL(h)).map((u) => `${u.pathname}${u.search}`).find((p) => kind.test(p));
}

/** The account pages and the user-centre lists beyond those loggedInPages answers. */
export const ACCOUNT_PAGES = [
  '/membership', '/updatePassWord', '/memberEditPhone', '/memberEditHead', '/projectSettlement', '/myCollect', '/shensuRecord',
  '/myContract', '/myFiles',
];

/** A user-centre list and the first link on it to one of the caller's records (the demo bidder's seeded ones). */
const RECORD_SOURCES: [string, RegExp][] = [
  ['/myProject', /^\/enrollDetail\?/],
  ['/myDeposit', /^\/depositDetail\?/],
  ['/myMessage', /^\/myMessageDetail\?/],
];

/** One detail page of each kind, found from the list pages (`sources`: the public lists unless given). */
export async function detailPages(page: Page, sources: [string, RegExp][] = DETAIL_SOURCES): Promise<string[]> {
  const out: string[] = [];
  for (const [list, kind] of sources) {
    const link = await firstLink(page, list, kind);
    expect(link, `a ${kind} link on ${list}`).toBeTruthy();
    out.push(link!);
  }
  return out;
}

/**
 * Waits until the page has settled: scrolled to its foot (what the portal builds only near the viewport, such as the
 * home page's sections below the first screen, is built), network quiet, no loading skeleton left, and back at the top.
 */
export async function settled(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** One record page of each kind of the logged-in demo bidder (an enrolment, a deposit order, a message), from its lists. */
export const recordPages = (page: Page) => detailPages(page, RECORD_SOURCES);

/** Logs the first demo bidder in (login form) and returns the logged-in pages to check, the quote hall of a live lot included. */
export async function loggedInPages(page: Page, request: APIRequestContext): Promise<string[]> {
  await login(page, DEMO_BIDDERS[0], '/usercenterIndex');
  const lot = (await liveLots(request)).find((l) => !l.paused && l.deadline !== null);
  return ['/usercenterIndex', '/realNamePerson', '/myProject', '/myDeposit', '/myMessage', '/accountSafe', ...(lot ? [`/quoteHall?assetsId=${lot.assetsId}`] : [])];
}
