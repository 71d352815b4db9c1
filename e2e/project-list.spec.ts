import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';

const total = async (page: Page) => Number((await page.getByText(/共找到\s*\d+\s*个项目/).innerText()).match(/\d+/)![0]);

test.describe('项目列表 /project (§2 Project list)', () => {
  test('choosing filters changes the URL and the results, and reloading restores them', async ({ page }) => {
    await page.goto('/project');
    await expect(page).toHaveTitle('农村产权交易平台 - 项目列表');
    await expect(page.getByText(/共找到\s*\d+\s*个项目/)).toBeVisible();
    const all = await total(page);
    expect(all).toBeGreaterThan(100);

    await page.getByRole('list', { name: '所在地区' }).getByRole('link', { name: '四川省', exact: true }).click();
    await expect(page).toHaveURL(/province=51/);
    await expect.poll(() => total(page)).toBeLessThan(all);
    const sichuan = await total(page);

    await page.getByRole('list', { name: '项目状态' }).getByRole('link', { name: '正在报名', exact: true }).click();
    await expect(page).toHaveURL(/status=1/);
    await expect.poll(() => total(page)).toBeLessThan(sichuan);
    const filtered = await total(page);
    const firstName = await page.locator('main h3').first().innerText();
    // every card on the page is in Sichuan
    const cards = await page.locator('main h3').count();
    expect(cards).toBeGreaterThan(0);
    await expect(page.locator('main').getByText(/^四川省.+[市州区县]$/)).toHaveCount(cards);

    await page.reload();
    await expect(page).toHaveURL(/province=51/);
    await expect(page).toHaveURL(/status=1/);
    await expect.poll(() => total(page)).toBe(filtered);
    await expect(page.locator('main h3').first()).toHaveText(firstName);
    await expect(page.getByRole('list', { name: '所在地区' }).getByRole('link', { name: '四川省', exact: true })).toHaveAttribute('data-selected', 'true');
  });

  test('the header keyword search pushes /project?q= and filters by it', async ({ page }) => {
    await page.goto('/index');
    await page.getByRole('searchbox', { name: '搜索项目' }).or(page.getByLabel('搜索项目')).first().fill('耕地');
    await page.getByLabel('搜索项目').first().press('Enter');
    await expect(page).toHaveURL(/\/project\?q=%E8%80%95%E5%9C%B0|\/project\?q=耕地/);
    await expect(page.locator('main h3').first()).toContainText('耕地');
    for (const name of await page.locator('main h3').allInnerTexts()) expect(name).toContain('耕地');
  });

  test('paging moves to page 2 and back with the browser', async ({ page }) => {
    await page.goto('/project');
    await expect(page.locator('main h3').first()).toBeVisible();
    const first = await page.locator('main h3').first().innerText();
    // A link: it pages even when clicked before the server-rendered list has hydrated.
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/current=2/);
    await expect(page.locator('main h3').first()).not.toHaveText(first);
    await page.goBack();
    await expect(page.locator('main h3').first()).toHaveText(first);
  });
});
