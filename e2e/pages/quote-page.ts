import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { LotMode, LotPhase, LotRules } from '../../contract/bid';
import { LoginPage } from './auth-pages';
import { expectNoCspViolations, watchCsp } from '../csp-guard';

const CLIENT = { 'Client-Id': 'nccq-web' };
/** The seeded demo bidders, enrolled with confirmed deposits on every live lot (mock-server/src/seed/auction-bidders.ts). */
export const DEMO_BIDDERS = ['zhangsan', 'cqnongye'] as const;
export const DEMO_PASSWORD = 'Nccq@2026';

/** What the spec needs to pick a lot. */
export interface LotInfo {
  assetsId: string;
  assetsName: string;
  mode: LotMode;
  phase: LotPhase;
  deadline: number | null;
  serverNow: number;
  paused: boolean;
  rules: LotRules;
}

/** One lot's bid-room snapshot (GET /api-bid/lot/snapshot). Fails the test when the server does not answer it. */
export async function lotInfo(request: APIRequestContext, assetsId: string): Promise<LotInfo> {
  const snap = await request.get(`/api-bid/lot/snapshot?assetsId=${assetsId}`, { headers: CLIENT });
  expect(snap.ok()).toBe(true);
  return ((await snap.json()) as { data: LotInfo }).data;
}

/** Every lot of the ongoing hall list with its bid-room snapshot (hall page + GET /api-bid/lot/snapshot). */
export async function liveLots(request: APIRequestContext): Promise<LotInfo[]> {
  const res = await request.post('/api/dscq-sync/v1/bid-assets/hall/page', { headers: CLIENT, data: { projectNature: 49, current: 1, size: 100 } });
  const rows = ((await res.json()) as { data: { records: { assetsId: string }[] } }).data.records;
  const lots: LotInfo[] = [];
  for (const { assetsId } of rows) {
    const snap = await request.get(`/api-bid/lot/snapshot?assetsId=${assetsId}`, { headers: CLIENT });
    if (snap.ok()) lots.push(((await snap.json()) as { data: LotInfo }).data);
  }
  return lots;
}

/** Page object of /quoteHall: the price board, the bid controls, the history and the result. */
export class QuotePage {
  readonly price: Locator;
  readonly leader: Locator;
  readonly youLead: Locator;
  readonly myCode: Locator;
  readonly deadline: Locator;
  readonly history: Locator;
  readonly bidInput: Locator;
  readonly bidButton: Locator;
  readonly acceptButton: Locator;
  readonly accepted: Locator;
  readonly outcome: Locator;
  readonly connection: Locator;

  /** Content-Security-Policy violations of this page's context, when it was opened by {@link QuotePage.open}. */
  private cspViolations: string[] = [];

  constructor(readonly page: Page) {
    this.price = page.getByTestId('current-price');
    this.leader = page.getByTestId('leader-code');
    this.youLead = page.getByTestId('you-lead');
    this.myCode = page.getByTestId('my-code');
    this.deadline = page.getByTestId('lot-deadline');
    this.history = page.getByTestId('bid-history');
    this.bidInput = page.getByLabel(/出价金额/);
    this.bidButton = page.getByRole('button', { name: '出价', exact: true });
    this.acceptButton = page.getByTestId('accept-button');
    this.accepted = page.getByTestId('submission-accepted');
    this.outcome = page.getByTestId('lot-outcome');
    this.connection = page.getByRole('status', { name: /连接状态/ });
  }

  /**
   * A fresh browser context logged in as `loginName` through the login form, on the lot's quote hall. Its
   * Content-Security-Policy violations are recorded and {@link close} fails on any.
   */
  static async open(browser: Browser, loginName: string, assetsId: string): Promise<QuotePage> {
    const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1280, height: 900 } });
    const violations = await watchCsp(context);
    const quote = await QuotePage.login(await context.newPage(), loginName, assetsId);
    quote.cspViolations = violations;
    return quote;
  }

  /** Logs `page` in as `loginName` through the login form and lands on the lot's quote hall, connected. */
  static async login(page: Page, loginName: string, assetsId: string): Promise<QuotePage> {
    const login = new LoginPage(page);
    const key = await login.open(`/quoteHall?assetsId=${assetsId}`);
    await login.loginWithPassword(loginName, DEMO_PASSWORD, key);
    await expect(page).toHaveURL(new RegExp(`/quoteHall\\?assetsId=${assetsId}$`));
    const quote = new QuotePage(page);
    await expect(quote.connection).toHaveText('实时');
    return quote;
  }

  /** Bids the prefilled lowest valid price and waits for the server's acceptance. */
  async bidLowest(): Promise<void> {
    await expect(this.bidButton).toBeEnabled();
    await this.bidButton.click();
    await expect(this.accepted).toBeVisible();
  }

  /** Closes the page's context; fails when the page violated the Content-Security-Policy. */
  async close(): Promise<void> {
    await this.page.context().close();
    expectNoCspViolations(this.cspViolations);
  }
}

/**
 * With SCREENSHOTS=1, writes the two bidders' screens side by side to docs/screenshots/quote-<name>.png (a third
 * page lays the two viewport captures out with captions). Without it, does nothing: CI never touches the repo.
 */
export async function screenshotPair(browser: Browser, name: string, left: [string, QuotePage], right: [string, QuotePage]): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  const shots = await Promise.all([left, right].map(async ([label, q]) => ({ label, png: (await q.page.screenshot({ fullPage: true })).toString('base64') })));
  const page = await browser.newPage({ viewport: { width: 2600, height: 980 } });
  await page.setContent(`<body style="margin:0;background:#e3e8e6;font:600 22px sans-serif;display:flex;gap:40px;padding:20px">${shots
    .map((s) => `<figure style="margin:0"><figcaption style="padding:0 0 8px">${s.label}</figcaption><img style="width:1260px;border:1px solid #ccc" src="data:image/png;base64,${s.png}"></figure>`)
    .join('')}</body>`);
  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: `docs/screenshots/quote-${name}.png`, fullPage: true });
  await page.close();
}
