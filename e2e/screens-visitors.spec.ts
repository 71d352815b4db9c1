import { expect, test } from './csp-guard';
import { login } from './pages/flows';
import { settled } from './pages/page-sets';
import { DEMO_BIDDERS, liveLots } from './pages/quote-page';
import { useEnglish } from './pages/visitor-checks';

/**
 * With SCREENSHOTS=1, writes the screens of the English portal at 1440 px and of the Chinese portal on a 390 × 844
 * phone to docs/screenshots/ (the main pages; the quote hall of a live lot, logged in). Without it, does nothing.
 */
test.describe('screens for every visitor', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'screenshots only on request');

  test('English at 1440 px: /index, /project, /quoteHall', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const lot = (await liveLots(request)).find((l) => l.mode === 'ongoing' && !l.paused && l.deadline !== null);
    // logged in through the Chinese form, then every page from here on in English
    await login(page, DEMO_BIDDERS[0], '/index');
    await useEnglish(context);
    for (const [path, name] of [['/index', 'index-en'], ['/project', 'project-en'], [`/quoteHall?assetsId=${lot!.assetsId}`, 'quoteHall-en']] as const) {
      await page.goto(path);
      await settled(page);
      await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
    }
  });

  test('Chinese on a 390 px phone: /index, /quoteHall', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/index');
    await settled(page);
    await page.screenshot({ path: 'docs/screenshots/index-zh-phone.png', fullPage: true });
    const lot = (await liveLots(request)).find((l) => l.mode === 'ongoing' && !l.paused && l.deadline !== null);
    await login(page, DEMO_BIDDERS[0], `/quoteHall?assetsId=${lot!.assetsId}`);
    await expect(page.getByRole('status', { name: /连接状态/ })).toHaveText('实时');
    await settled(page);
    await page.screenshot({ path: 'docs/screenshots/quoteHall-zh-phone.png' });
    await page.screenshot({ path: 'docs/screenshots/quoteHall-zh-phone-full.png', fullPage: true });
  });
});
