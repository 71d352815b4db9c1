import { expect, test } from './csp-guard';
import { HomePage } from './pages/home-page';

test.describe('首页 (§2 Home page)', () => {
  test('shows every section filled from the server', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const home = new HomePage(page);
    await home.goto();

    await expect(page).toHaveTitle(/^农村产权交易平台/);
    await expect(home.nav.getByRole('link', { name: '竞价大厅' })).toBeVisible();
    // banner carousel: every advert of nc_home_banner is an image slide
    await expect(home.banner.locator('img').first()).toBeVisible();
    expect(await home.banner.locator('img').count()).toBeGreaterThanOrEqual(3);
    // classify strip: the eight supply families and the seven demand purposes
    await expect(home.classify.getByRole('list', { name: '供应项目分类' }).getByRole('listitem')).toHaveCount(8);
    await expect(home.classify.getByRole('list', { name: '需求项目分类' }).getByRole('listitem')).toHaveCount(7);
    // logged out: login and register in the user box
    await expect(home.userBox.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(home.userBox.getByRole('link', { name: '注册' })).toBeVisible();
    // tabbed notice box: notices of the first tab
    await expect(home.noticeBox.getByRole('tab')).toHaveCount(3);
    // The notices arrive after the box's tabs (which the server renders): wait for them.
    await expect(home.noticeBox.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
    await expect(home.middleBanner.locator('img').first()).toBeVisible();
    await home.showBelowFold();
    await expect(home.recommend.getByRole('link')).toHaveCount(4);
    // bidding hall panel: ongoing rows with the exact columns
    const hallHeaders = home.hall.getByRole('columnheader');
    await expect(hallHeaders).toHaveText(['资产名称', '挂牌价', '当前价', '溢价率', '剩余时间']);
    await expect(home.hall.locator('tbody tr')).toHaveCount(8);
    // latest listings: 6 rows with region and status
    await expect(home.latest.getByRole('columnheader')).toHaveText(['项目名称', '所在地区', '挂牌价', '报名截止时间', '项目状态']);
    await expect(home.latest.locator('tbody tr')).toHaveCount(6);
    // news panel: HOME_NOTICE tabs with the front-page layout on the first
    expect(await home.news.getByRole('tab').count()).toBeGreaterThanOrEqual(5);
    await expect(home.news.locator('section[aria-label="头条新闻"]')).toBeVisible();
    await expect(home.hot.locator('h3')).toHaveCount(6);
    // partners: every logo (the marquee's second copy is hidden from assistive tech); only valid urls are links
    expect(await home.partners.getByRole('img').count()).toBeGreaterThanOrEqual(12);
    const partnerLinks = home.partners.getByRole('link');
    expect(await partnerLinks.count()).toBeGreaterThanOrEqual(10);
    for (const href of await partnerLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^(https?|ftp):\/\//);
    }
    await expect(partnerLinks.first()).toHaveAttribute('target', '_blank');
    // footer: three groups of four article links, and the contact lines
    for (const group of ['关于我们', '帮助中心', '政策法规']) {
      const list = home.footer.getByRole('heading', { name: group }).locator('xpath=following-sibling::ul[1]');
      await expect(list.getByRole('link')).toHaveCount(4);
    }
    await expect(home.footer).toContainText('电话');
    await expect(home.footer).toContainText('备案号');
    await expect(page.locator('body')).not.toContainText(/undefined|NaN/);
    expect(errors).toEqual([]);
  });

  test('§2 classify strip: six whole items at a time at 1440 px, no label on two lines', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const home = new HomePage(page);
    await home.goto();
    for (const name of ['供应项目分类', '需求项目分类']) {
      const list = home.classify.getByRole('list', { name });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      const { whole, wrapped } = await list.evaluate((ul) => {
        let viewport: HTMLElement | null = ul.parentElement;
        while (viewport && getComputedStyle(viewport).overflowX !== 'hidden') viewport = viewport.parentElement;
        const box = viewport!.getBoundingClientRect();
        const items = [...ul.querySelectorAll('li')];
        return {
          whole: items.filter((li) => { const b = li.getBoundingClientRect(); return b.left >= box.left - 0.5 && b.right <= box.right + 0.5; }).length,
          wrapped: items.filter((li) => [...li.querySelectorAll('span')].some((s) => s.getClientRects().length > 1)).length,
        };
      });
      expect(whole, name).toBe(6);
      expect(wrapped, name).toBe(0);
    }
  });

  test('the upcoming tab of the hall panel shows its own columns', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.hall.getByRole('tab', { name: '即将竞价' }).click();
    await expect(home.hall.getByRole('tabpanel').getByRole('columnheader')).toHaveText(['资产名称', '挂牌价', '剩余时间']);
    expect(await home.hall.getByRole('tabpanel').locator('tbody tr').count()).toBeGreaterThan(0);
  });

  test('a news tab switch loads that tab from the server', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.showBelowFold();
    await home.news.getByRole('tab', { name: '成交公告' }).click();
    const panel = home.news.getByRole('tabpanel');
    await expect(panel.getByRole('link').first()).toBeVisible();
    await expect(panel).toContainText('成交');
  });
});
