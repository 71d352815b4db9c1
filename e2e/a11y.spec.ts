import { expect, test } from './csp-guard';
import { ACCOUNT_PAGES, detailPages, loggedInPages, PUBLIC_PAGES, recordPages, settled } from './pages/page-sets';
import { seriousA11yViolations, sidewaysScroll } from './pages/visitor-checks';

/**
 * WCAG 2.2 AA on the main flows (axe-core in the browser): no serious or critical violation on any public page, on
 * login and register, or on the logged-in pages — user centre, real-name verification, and the quote hall.
 * The enrolment and cashier pages are checked in keyboard.spec.ts, on the way through them.
 */
test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  // The home page's carousels start paused (as for a visitor who asked for less motion): a slide moving in lies
  // beside the carousel, clipped from view, and axe, which does not apply the clip, would count it as a target over
  // the notice box next to it, depending on the instant it reads the page.
  test.use({ reducedMotion: 'reduce' });
  test('public pages have no serious or critical violation', async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const path of [...PUBLIC_PAGES, ...(await detailPages(page))]) {
      await page.goto(path);
      await settled(page);
      problems.push(...(await seriousA11yViolations(page)).map((v) => `${path} ${v}`));
    }
    expect(problems).toEqual([]);
  });

  test('logged-in pages have no serious or critical violation', async ({ page, request }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of await loggedInPages(page, request)) {
      await page.goto(path);
      await settled(page);
      problems.push(...(await seriousA11yViolations(page)).map((v) => `${path} ${v}`));
    }
    expect(problems).toEqual([]);
  });

  test('phone width (390 px): the same public pages have no serious or critical violation and no sideways scroll', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    for (const path of ['/index', '/project', '/hall?projectActive=1', '/xwzx', '/login']) {
      await page.goto(path);
      await settled(page);
      const wide = await sidewaysScroll(page);
      if (wide) problems.push(`${path} ${wide}`);
      problems.push(...(await seriousA11yViolations(page)).map((v) => `${path} ${v}`));
    }
    expect(problems).toEqual([]);
  });

  test('phone width (390 px): the user centre and account pages scroll only downwards, their menu strip showing the current page and the main navigation marking no other page', async ({ page, request }) => {
    test.setTimeout(180_000);
    const pages = [...await loggedInPages(page, request), ...ACCOUNT_PAGES, ...await recordPages(page)];
    await page.setViewportSize({ width: 390, height: 844 });
    // the home page's flag is remembered for the session; these pages lie under no navigation item all the same
    await page.goto('/index');
    await settled(page);
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await settled(page);
      const wide = await sidewaysScroll(page);
      if (wide) problems.push(`${path} ${wide}`);
      // the menu entry of this page, if the menu has one, lies inside its strip's visible part
      const hidden = await page.evaluate(() => {
        const entry = document.querySelector('main nav [aria-current="page"]');
        const strip = entry?.closest('ul');
        if (!entry || !strip) return null;
        const [e, s] = [entry.getBoundingClientRect(), strip.getBoundingClientRect()];
        return e.left < s.left - 1 || e.right > s.right + 1 ? entry.textContent : null;
      });
      if (hidden) problems.push(`${path} menu entry ${hidden} out of view`);
      // the quote hall, under 竞价大厅, is the one among them that names its navigation item
      const marked = (await page.locator('nav[aria-label="主导航"] [aria-current="page"]').allTextContents()).join(', ');
      const expected = path.startsWith('/quoteHall') ? '竞价大厅' : '';
      if (marked !== expected) problems.push(`${path} main navigation marks "${marked}"`);
    }
    expect(problems).toEqual([]);
  });
});
