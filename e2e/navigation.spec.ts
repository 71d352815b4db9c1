import { expect, test } from './csp-guard';

test.describe('routing (§2)', () => {
  test('an unknown path lands on /index', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page).toHaveTitle(/^农村产权交易平台/);
  });

  test('/ goes to /index', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/index$/);
  });

  test('/404 shows the apology with working buttons', async ({ page }) => {
    await page.goto('/hall');
    await page.goto('/404');
    await expect(page.getByText('哎呀亲...您访问的页面出错了！')).toBeVisible();
    await page.getByRole('button', { name: '返回上一页' }).click();
    await expect(page).toHaveURL(/\/hall/);

    await page.goto('/404');
    await page.getByRole('button', { name: '返回首页' }).or(page.getByRole('link', { name: '返回首页' })).first().click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('/404 opened in a fresh tab goes home on 返回上一页', async ({ context, page: opener }) => {
    await opener.goto('/index');
    // a tab opened by window.open has this page as its only history entry
    const [page] = await Promise.all([context.waitForEvent('page'), opener.evaluate(() => window.open('/404', '_blank', 'noopener'))]);
    await page.waitForLoadState();
    expect(await page.evaluate(() => window.history.length)).toBe(1);
    await page.getByRole('button', { name: '返回上一页' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await page.close();
  });

  test('phone width (390 px): the main navigation fades at its right edge while entries lie beyond it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/index');
    const nav = page.getByRole('navigation', { name: '主导航' });
    const fade = nav.getByTestId('nav-more');
    await expect(fade).toBeAttached();
    // scrolled to its end, no entry lies beyond the edge: the fade goes
    await nav.getByRole('list').first().evaluate((strip) => strip.scrollTo({ left: strip.scrollWidth }));
    await expect(fade).not.toBeAttached();
  });

  test('the logged-out 用户中心 click asks to log in first', async ({ page }) => {
    await page.goto('/index');
    await page.getByRole('button', { name: '用户中心' }).or(page.getByRole('link', { name: '用户中心' })).first().click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('温馨提示');
    await expect(dialog).toContainText('请先登录');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
