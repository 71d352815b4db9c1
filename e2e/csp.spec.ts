import { expect, test } from './csp-guard';
import { DEMO_BIDDERS, QuotePage, liveLots } from './pages/quote-page';

/**
 * The built app runs under the server's Content-Security-Policy without a single violation (the csp-guard fixture
 * fails the test on any): the public pages, the login and the quote hall, each fully loaded.
 */
test.describe('Content-Security-Policy', () => {
  for (const path of ['/index', '/project', '/hall', '/login']) {
    test(`${path} loads under the policy without a violation`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root')).not.toBeEmpty();
    });
  }

  test('the quote hall of a live lot, logged in and connected, runs without a violation', async ({ page, request }) => {
    const lot = (await liveLots(request)).find((l) => !l.paused && l.deadline !== null);
    test.skip(!lot, 'no live lot is open');
    const quote = await QuotePage.login(page, DEMO_BIDDERS[0], lot!.assetsId);
    await expect(quote.price).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  test('a page of another origin cannot frame the portal', async ({ page, baseURL, cspViolations }) => {
    // A page of its own (about:blank, no policy of ours) that frames the login.
    await page.setContent(`<iframe id="f" src="${baseURL}/login"></iframe>`);
    await expect(page.frameLocator('#f').locator('#root')).toHaveCount(0);
    // The browser refused the frame, and said so: that refusal is the one expected report, not a violation of ours.
    await expect.poll(() => cspViolations.join('\n')).toContain('frame-ancestors');
    cspViolations.length = 0;
  });
});
