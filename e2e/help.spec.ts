import { expect, test } from './csp-guard';

test.describe('help centre (§2 /helpCenter, /helpCenterDetail, /helpBrowser)', () => {
  test('the search finds an article and opens it', async ({ page }) => {
    await page.goto('/helpCenter');
    await expect(page.getByRole('navigation', { name: '帮助分类' }).getByRole('link', { name: /竞价规则/ })).toBeVisible();
    await page.getByRole('searchbox', { name: '搜索帮助文章' }).fill('降价拍');
    await page.getByRole('searchbox', { name: '搜索帮助文章' }).press('Enter');
    await expect(page).toHaveURL(/\/helpCenter\?keyword=/);
    const hit = page.getByRole('list', { name: '搜索结果' }).getByRole('link', { name: '降价拍（荷兰式）规则' });
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/helpCenterDetail\?newsId=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: '降价拍（荷兰式）规则' })).toBeVisible();
    await expect(page.getByText('第一个确认接受当前价格的竞买人')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '竞价规则' })).toBeVisible();
  });

  test('an unknown article shows the not-found state, not a redirect', async ({ page }) => {
    await page.goto('/helpCenterDetail?newsId=987654321987');
    await expect(page.getByRole('heading', { name: '帮助文章不存在或已下架' })).toBeVisible();
    await expect(page).toHaveURL(/\/helpCenterDetail/);
  });

  test('/helpBrowser shows the detected browser with a mark per requirement', async ({ page }) => {
    await page.goto('/helpBrowser');
    await expect(page.getByTestId('detected-browser')).toContainText(/您正在使用：Chrome \d+/);
    const results = page.getByRole('list', { name: '检测结果' }).getByRole('listitem');
    await expect(results).toHaveCount(5);
    await expect(results.filter({ hasText: 'Cookie' })).toContainText('通过');
  });

  test('the top bar and the home middle banner lead to the help centre', async ({ page }) => {
    await page.goto('/index');
    await page.getByRole('link', { name: '帮助中心' }).first().click();
    await expect(page).toHaveURL(/\/helpCenter$/);
    await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();

    await page.goto('/index');
    const banner = page.getByRole('region', { name: '中部广告' }).locator('a[href="/helpCenter"]').first();
    await expect(banner).toHaveAttribute('target', '_blank');
    await page.goto('/helpCenter');
    await expect(page).toHaveURL(/\/helpCenter$/);
    await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
  });

  test('screenshots of /helpCenter at 1440 and 390 px', async ({ page }) => {
    for (const [width, file] of [[1440, 'help-center.png'], [390, 'help-center-phone.png']] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/helpCenter');
      await expect(page.getByRole('list', { name: /文章$/ })).toBeVisible();
      await page.screenshot({ path: `docs/screenshots/${file}`, fullPage: true });
    }
  });
});
