import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { login } from './pages/flows';
import { DEMO_BIDDERS, liveLots } from './pages/quote-page';

/**
 * The server-rendered first screen (mock-server/src/http/ssr.ts, src/entry-server.tsx): the public first-screen
 * pages it renders arrive rendered, hydrate without a mismatch or any other console error, and stay interactive.
 * The hall's rows arrive with `--` countdowns, which count down once hydrated. The quote hall, behind the login guard,
 * arrives with its lot's public first screen, which the bidder's room replaces.
 * Needs the server bundle: `npm run build` (or `npx vite build && npm run build:server`).
 */

/** Console errors and uncaught exceptions of `page` from now on (React reports a hydration mismatch as one of them). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The document the server sends for `path`: whether #root holds a rendered page. */
async function serverRendered(page: Page, path: string): Promise<boolean> {
  const res = await page.request.get(path);
  return /<div id="root" data-url="[^"]*"><\w/.test(await res.text());
}

/** Holds back every script of the build until the returned function is called: the page stays as the server sent it. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The id of a listed project (the project list's first record). */
async function anyProjectId(page: Page): Promise<string> {
  const res = await page.request.post('/api/dscq-project/search/page', { headers: { 'client-id': 'nccq-web' }, data: { size: 1 } });
  return (await res.json()).data.records[0].assetsId as string;
}

test.describe('server-rendered first screen', () => {
  test('the home, project list, hall and detail pages arrive rendered and hydrate without console errors; links still navigate', async ({ page }) => {
    const id = await anyProjectId(page);
    const pages = ['/index', '/project', '/hall', `/projectDetail/${id}.html`];
    for (const path of pages) expect(await serverRendered(page, path), path).toBe(true);
    // A countdown's time left is the browser's to show: the server sends none.
    const hallHtml = await (await page.request.get('/hall')).text();
    expect(hallHtml).toContain('--');
    expect(hallHtml).not.toMatch(/data-part="seconds"[^>]*>\d/);
    // The menu marks the page's own entry in the server's HTML already.
    expect(hallHtml).toMatch(/aria-current="page"[^>]*>竞价大厅</);

    const errors = errorsOf(page);
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
    }
    // The hall, hydrated: its first countdown shows the time left.
    await page.goto('/hall');
    await expect(page.locator('[data-part="seconds"]').first()).toHaveText(/^\d\d$/);
    expect(errors).toEqual([]);

    // Hydrated, not just painted: a client-side navigation from the last page.
    await page.goto('/index');
    await page.waitForLoadState('networkidle');
    const marker = await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
    await page.getByRole('navigation').getByRole('link', { name: '交易项目' }).first().click();
    await expect(page).toHaveURL(/\/project$/);
    await expect(page.getByRole('heading', { level: 1, name: /供应项目/ })).toBeVisible();
    // The same document: the link was handled by the router, not by a page load.
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(marker);
    expect(errors).toEqual([]);
  });

  test('the login page arrives rendered, also with the page to return to; hydrated, it logs in and returns there', async ({ page }) => {
    const target = '/project';
    expect(await serverRendered(page, '/login')).toBe(true);
    expect(await serverRendered(page, `/login?redirect=${encodeURIComponent(target)}`)).toBe(true);
    const errors = errorsOf(page);
    await page.goto('/login');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    // The captcha image is the browser's to load, after hydration.
    await expect(page.getByRole('img', { name: /验证码/ })).toBeVisible();
    await login(page, DEMO_BIDDERS[0], target);
    expect(errors).toEqual([]);
  });

  test('the registration and recovery pages arrive rendered and hydrate without console errors; the form validates', async ({ page }) => {
    for (const path of [`/register?redirect=${encodeURIComponent('/project')}`, '/findPassword', '/findAccountPerson', '/findAccountOrg']) {
      expect(await serverRendered(page, path), path).toBe(true);
    }
    const errors = errorsOf(page);
    for (const path of ['/findPassword', '/findAccountPerson', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    }
    await page.getByRole('button', { name: '立即注册' }).click();
    await expect(page.getByText('请输入登录名')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('before the code runs, a rendered form cannot be submitted by the browser (no password in the address); typed text is kept', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (r) => { if (r.isNavigationRequest()) documents.push(r.url()); });
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: '登 录' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('用户名').fill(DEMO_BIDDERS[0]);
    await page.getByLabel('密码', { exact: true }).fill('not-sent-anywhere');
    await page.getByLabel('密码', { exact: true }).press('Enter');
    release();
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('用户名')).toHaveValue(DEMO_BIDDERS[0]);
    expect(documents.map((u) => new URL(u).search)).toEqual(['']);
  });

  test('the registration form arrives with its default user type checked, and keeps it once hydrated; typed text is kept', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/register', { waitUntil: 'commit' });
    await expect(page.getByRole('radio', { name: '个人用户' })).toBeChecked();
    await page.getByLabel('登录名').fill('early_bird');
    release();
    await expect(page.getByRole('button', { name: '立即注册' })).toBeEnabled();
    await expect(page.getByRole('radio', { name: '个人用户' })).toBeChecked();
    // The form reads what was typed: its validation reports the next empty field, not the name or the type.
    await page.getByRole('button', { name: '立即注册' }).click();
    await expect(page.getByText('手机号码不能为空')).toBeVisible();
    await expect(page.getByText('请输入登录名')).toHaveCount(0);
    await expect(page.getByText('请选择用户类型')).toHaveCount(0);
  });

  test('a user type picked and the agreement ticked before the code runs are kept, and sent, once hydrated', async ({ page }) => {
    const sent: Array<Record<string, unknown>> = [];
    await page.route('**/dscq-user/user/register', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ json: { code: 400, success: false, msg: '已拦截', data: null } });
    });
    const release = await holdScripts(page);
    await page.goto('/register', { waitUntil: 'commit' });
    await page.locator('label', { hasText: '机构用户' }).click();
    await page.getByRole('checkbox').check();
    release();
    await expect(page.getByRole('button', { name: '立即注册' })).toBeEnabled();
    await expect(page.getByRole('radio', { name: '机构用户' })).toBeChecked();
    await expect(page.getByRole('checkbox')).toBeChecked();
    await page.getByLabel('登录名').fill('early_org');
    await page.getByLabel('手机号码').fill('13900001111');
    await page.getByLabel('短信验证码').fill('123456');
    await page.getByLabel('密码', { exact: true }).fill('Early#Org2026');
    await page.getByLabel('确认密码').fill('Early#Org2026');
    await page.getByRole('button', { name: '立即注册' }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ loginName: 'early_org', userType: 2 });
  });

  test("the quote hall arrives with the lot's public first screen; a bidder's room replaces it, a visitor without a session goes to /login", async ({ page }) => {
    const lot = (await liveLots(page.request))[0];
    test.skip(!lot, 'no lot in the hall');
    const path = `/quoteHall?assetsId=${lot.assetsId}`;
    const html = await (await page.request.get(path)).text();
    // Rendered, for any visitor to hydrate, or (within a second of another request for it) kept, for none to.
    expect(html).toMatch(/<div id="root" data-url="[^"]*" data-hydrate="(any|no)"><\w/);
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toContain(lot.assetsName.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
    // The server does not know the visitor: no 登录 | 注册 offered to a bidder who is logged in.
    expect(root).not.toContain('href="/login');

    const errors = errorsOf(page);
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('heading', { level: 1, name: '用户登录' })).toBeVisible();
    expect(errors).toEqual([]);

    await login(page, DEMO_BIDDERS[0], path);
    // Loaded afresh: the server's first screen, hydrated as it is (the browser keeps the server's nodes, in the
    // browser's own time zone too), then the bidder's own room over it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        Object.assign(window, { __served: { header: root?.querySelector('header'), hydrate: root?.dataset.hydrate } });
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the second a render is kept for
    await page.reload();
    await expect(page.getByTestId('my-code').or(page.getByRole('link', { name: /报名/ })).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lot.assetsName);
    const served = await page.evaluate(() => {
      const { header, hydrate } = (window as unknown as { __served: { header: Element | null; hydrate?: string } }).__served;
      return { hydrate, kept: header !== null && header === document.querySelector('#root header') };
    });
    expect(served).toEqual({ hydrate: 'any', kept: true });
    // The account slot, blank in the server's render, names the bidder once hydrated.
    await expect(page.locator('header a[href="/usercenterIndex"][title]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a visitor whose portal shows another language gets the client-rendered document', async ({ page, context }) => {
    const baseURL = test.info().project.use.baseURL!;
    await context.addCookies([{ name: 'nccq-lang', value: 'en', url: baseURL }]);
    expect(await serverRendered(page, '/project')).toBe(false);
  });
});
