import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';

/**
 * The server-rendered first screen (mock-server/src/http/ssr.ts, src/entry-server.tsx): the three public first-screen
 * pages it renders arrive rendered, hydrate without a mismatch or any other console error, and stay interactive.
 * The hall's rows arrive with `--` countdowns, which count down once hydrated.
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

  test('a visitor whose portal shows another language gets the client-rendered document', async ({ page, context }) => {
    const baseURL = test.info().project.use.baseURL!;
    await context.addCookies([{ name: 'nccq-lang', value: 'en', url: baseURL }]);
    expect(await serverRendered(page, '/project')).toBe(false);
  });
});
