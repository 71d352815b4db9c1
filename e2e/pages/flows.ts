import { expect, type Browser, type Page } from '@playwright/test';
import { LoginPage } from './auth-pages';
import { CashierPage, DetailPage, EnrolPage } from './detail-pages';
import { DEMO_PASSWORD } from './quote-page';

/** Logs `page` in as `loginName` (demo password) through the login form, landing on `target`. */
export async function login(page: Page, loginName: string, target: string): Promise<void> {
  const form = new LoginPage(page);
  const key = await form.open(`/login?redirect=${encodeURIComponent(target)}`);
  await form.loginWithPassword(loginName, DEMO_PASSWORD, key);
  await expect(page).toHaveURL(new RegExp(target.replace(/[.?]/g, '\\$&')));
}

/** Enrols on the lot through the portal (materials, agreement) and pays the deposit online at the sandbox bank. */
export async function enrolAndPay(page: Page, assetsId: string): Promise<void> {
  const detail = new DetailPage(page);
  await detail.open(assetsId);
  await detail.enrol.click();
  const enrol = new EnrolPage(page);
  await enrol.next();
  await enrol.uploadAllMaterials();
  await enrol.next();
  await enrol.agreeAndSubmit();
  await expect(page.getByLabel('订单状态：待支付')).toBeVisible();
  await new CashierPage(page).payOnline();
  await expect(page.getByLabel('订单状态：已确认')).toBeVisible();
}

/** A second browser context (its own session) logged in as `loginName`, landing on `target`. */
export async function otherUser(browser: Browser, loginName: string, target: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, loginName, target);
  return page;
}

/**
 * The `data` of an API answer, asked from the page with the portal's stored session (its `nccq-session` token, sent
 * as the portal sends it: Client-Id and Blade-Auth). `path` is the full path (`/api/…`); a `body` makes it a JSON POST.
 */
export function portalApi<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(async ({ path, body }) => {
    const session = JSON.parse(localStorage.getItem('nccq-session') ?? '{}') as { state?: { token?: string } };
    const headers: Record<string, string> = { 'Client-Id': 'nccq-web', 'Blade-Auth': `bearer ${session.state?.token ?? ''}` };
    const init: RequestInit = body === undefined ? { headers } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
    return ((await (await fetch(path, init)).json()) as { data: unknown }).data;
  }, { path, body }) as Promise<T>;
}
