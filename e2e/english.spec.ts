import { expect, test } from './csp-guard';
import { ACCOUNT_PAGES, detailPages, loggedInPages, PUBLIC_PAGES, recordPages, settled } from './pages/page-sets';
import { chineseInterfaceText, useEnglish } from './pages/visitor-checks';

/**
 * The English portal (§1 language setting): the switch in the header, remembered, `<html lang>` following it, and
 * no Chinese interface text on any page in English — only data (marked translate="no") may be Chinese.
 */
test.describe('English portal', () => {
  test('the header switch turns the portal to English and back, remembered across a reload', async ({ page }) => {
    await page.goto('/index');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('button', { name: /切换语言/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: /Switch language/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('link', { name: '登录', exact: true }).first()).toBeVisible();
  });

  test('server messages come back in the request language; §8 texts stay verbatim in Chinese', async ({ request }) => {
    const ask = (lang: string) => request.get('/api/dscq-sync/v1/project-info/detail/not-a-project', { headers: { 'Accept-Language': lang } });
    const zh = (await (await ask('zh-CN')).json()) as { msg: string };
    const en = (await (await ask('en')).json()) as { msg: string };
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(en.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });

  test('every public page in English shows no Chinese interface text', async ({ page, context }) => {
    test.setTimeout(180_000);
    const details = await detailPages(page);
    await useEnglish(context);
    const problems: string[] = [];
    for (const path of [...PUBLIC_PAGES, ...details]) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      problems.push(...(await chineseInterfaceText(page)).map((p) => `${path} ${p}`));
    }
    expect(problems).toEqual([]);
  });

  test('the user centre, the account pages, a record of each kind, real-name page and quote hall in English show no Chinese interface text', async ({ page, context, request }) => {
    test.setTimeout(240_000);
    const pages = [...await loggedInPages(page, request), ...ACCOUNT_PAGES, ...await recordPages(page)];
    await useEnglish(context);
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await settled(page);
      problems.push(...(await chineseInterfaceText(page)).map((p) => `${path} ${p}`));
    }
    expect(problems).toEqual([]);
  });
});
