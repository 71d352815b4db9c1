import { expect, test } from './csp-guard';

/** Body rows and cells of the /hall grid (ARIA table roles). */
const ROWS = '[role=row]:has([role=cell])';
const NAME_CELLS = `${ROWS} [role=cell]:first-child`;
const COUNTDOWN = /^(\d{2})天(\d{2})时(\d{2})分(\d{2})秒$/;

/** Seconds left shown by a countdown cell, or null for 已超时. */
function secondsOf(text: string): number | null {
  const m = COUNTDOWN.exec(text.trim());
  if (!m) return null;
  const [d, h, mi, s] = m.slice(1).map(Number);
  return ((d * 24 + h) * 60 + mi) * 60 + s;
}

test.describe('竞价大厅 /hall (§2 Bidding hall page)', () => {
  test('countdowns move between two reads a second apart', async ({ page }) => {
    await page.goto('/hall?projectActive=1');
    await expect(page).toHaveTitle('农村产权交易平台 - 竞价大厅');
    await expect(page.locator(ROWS).first().getByRole('cell').last()).toHaveText(COUNTDOWN);
    // A lot with more than 10 s left, found by its name: the soonest one may close (已超时) between the two reads, and
    // a poll may then move the rows.
    const names = await page.locator(NAME_CELLS).allInnerTexts();
    const lefts = await page.locator(`${ROWS} [role=cell]:last-child`).allInnerTexts();
    const row = lefts.findIndex((text) => (secondsOf(text) ?? 0) > 10);
    expect(row).toBeGreaterThanOrEqual(0);
    const countdown = page.locator(ROWS).filter({ has: page.locator('[role=cell]:first-child', { hasText: names[row].split('\n')[0] }) }).first().getByRole('cell').last();
    const before = secondsOf(await countdown.innerText());
    await page.waitForTimeout(2100);
    const after = secondsOf(await countdown.innerText());
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    expect(before! - after!).toBeGreaterThanOrEqual(1);
    expect(before! - after!).toBeLessThanOrEqual(4);
  });

  test('tabs switch between ongoing and upcoming lists and live in the URL', async ({ page }) => {
    await page.goto('/hall');
    await page.getByRole('tab', { name: '即将竞价' }).click();
    await expect(page).toHaveURL(/projectActive=2/);
    await expect(page.getByRole('columnheader', { name: '距开始' })).toBeVisible();
    expect(await page.locator(ROWS).count()).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('tab', { name: '即将竞价' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: '正在竞价' }).click();
    await expect(page).toHaveURL(/projectActive=1/);
    await expect(page.getByRole('columnheader', { name: '当前价' })).toBeVisible();
  });

  test('searching by asset name narrows the list', async ({ page }) => {
    await page.goto('/hall?projectActive=1');
    await expect(page.locator(ROWS).nth(1)).toBeVisible();
    const names = await page.locator(NAME_CELLS).allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    const target = names[0].trim();
    const word = target.slice(0, 6);
    await page.getByPlaceholder('请输入资产名称').fill(word);
    await page.getByPlaceholder('请输入资产名称').press('Enter');
    await expect(page).toHaveURL(new RegExp(`assetsName=${encodeURIComponent(word)}`));
    await expect(page.locator(ROWS).first()).toContainText(word);
    for (const name of await page.locator(NAME_CELLS).allInnerTexts()) expect(name).toContain(word);
  });

  test('later polls run in the hall worker and show a lot that changed', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/dscq-sync/v1/bid-assets/hall/page', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data?: { records?: Record<string, unknown>[] } };
      // from the second answer on (the first poll of the worker) the first lot has taken bids
      if (++calls > 1 && body.data?.records?.length) body.data.records[0] = { ...body.data.records[0], biddingCount: 987 };
      await route.fulfill({ response: res, json: body });
    });
    await page.goto('/hall?projectActive=1');
    const first = page.locator(ROWS).first();
    await expect(first.getByRole('cell').last()).toHaveText(COUNTDOWN);
    await expect(first.getByRole('cell').nth(3)).toHaveText('987', { timeout: 12_000 });
    expect(page.workers().some((w) => w.url().includes('hall-poll'))).toBe(true);
    await expect(first.getByRole('cell').last()).toHaveText(COUNTDOWN);
  });
});
