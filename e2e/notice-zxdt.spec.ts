import { expect, test } from './csp-guard';

const CLIENT = { 'Client-Id': 'nccq-web' };

test.describe('/newsDetailZxdt (§2 notice detail link target)', () => {
  test('shows the notice box notice of newsId with breadcrumbs back to its /notice tab; an unknown id shows 不存在', async ({ page, request }) => {
    const list = await request.get('/api/blade-desk/notice-info/list?noticeType=1&size=3&current=1', { headers: CLIENT });
    const notice = ((await list.json()) as { data: { records: { id: string; noticeTitle: string }[] } }).data.records[1];
    expect(notice).toBeTruthy();

    await page.goto(`/newsDetailZxdt?newsId=${notice.id}`);
    await expect(page.getByRole('heading', { level: 1, name: notice.noticeTitle })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: '面包屑' });
    await expect(crumbs.getByRole('link', { name: '通知公告' })).toHaveAttribute('href', '/notice');
    const tab = crumbs.getByRole('link', { name: '交易公告' });
    await expect(tab).toHaveAttribute('href', /^\/notice\?plateId=\d+$/);

    // 上一篇 stays on this address and in the same notice type.
    await page.getByRole('navigation', { name: '上下篇' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/newsDetailZxdt\?newsId=\d+$/);
    await expect(tab).toBeVisible();

    await tab.click();
    await expect(page).toHaveURL(/\/notice\?plateId=\d+$/);
    await expect(page.getByRole('tab', { name: '交易公告', selected: true })).toBeVisible();

    await page.goto('/newsDetailZxdt?newsId=999999999');
    await expect(page.getByText('公告不存在或已删除')).toBeVisible();
    await expect(page).toHaveURL(/\/newsDetailZxdt\?newsId=999999999$/);
  });
});
