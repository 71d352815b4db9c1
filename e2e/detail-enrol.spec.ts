import { expect, test } from './csp-guard';
import { captchaKeyOf, LoginPage } from './pages/auth-pages';
import { CashierPage, DetailPage, EnrolPage, enrollableProject } from './pages/detail-pages';
import { portalApi } from './pages/flows';
import { QuotePage } from './pages/quote-page';

test.describe('项目详情、报名与收银台 (§2 projectDetail, enrolment and payment routes)', () => {
  test('a project opened from /project shows its tabs with sanitised sections; a logged-out favourite asks to log in', async ({ page }) => {
    await page.goto('/project');
    const first = page.locator('main h3 a').first();
    const name = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/\/(projectDetail|projectPkg)\/[0-9a-f]{32}\.html$/);
    const detail = new DetailPage(page);
    await expect(detail.title).toHaveText(name);
    await expect(page).toHaveTitle('农村产权交易平台 - 项目详情');

    const risk = await detail.tab('风险提示');
    await expect(risk.getByRole('article', { name: '风险提示' })).toBeVisible();
    await expect(page).toHaveURL(/tab=risk-warning/);
    expect(await risk.locator('script, iframe, [onerror], [onclick]').count()).toBe(0);
    await detail.tab('交易须知');
    await expect(page.getByRole('article', { name: '交易须知' })).toBeVisible();

    await detail.favourite.click();
    const prompt = page.getByRole('alertdialog');
    await expect(prompt.getByText('用户未登录')).toBeVisible();
    await expect(prompt.getByRole('button', { name: '去登录' })).toBeVisible();
  });

  test('zhangsan favourites a registering lot, enrols, pays the deposit online, gets a bidder code and enters its quote hall', async ({ page }) => {
    const { assetsId, assetsName } = await enrollableProject(page.request);
    const detail = new DetailPage(page);
    await detail.open(assetsId);
    await expect(detail.title).toHaveText(assetsName);
    await expect(page.getByRole('link', { name: '请先登录' })).toBeVisible();

    const login = new LoginPage(page);
    const key = await captchaKeyOf(page, () => page.getByRole('link', { name: '请先登录' }).click());
    await login.loginWithPassword('zhangsan', 'Nccq@2026', key);
    await expect(page).toHaveURL(new RegExp(`/projectDetail/${assetsId}\\.html`));

    // logged in, the favourite toggles on the server
    await expect(detail.favourite).toContainText('收藏');
    if (!(await detail.favourite.innerText()).includes('已收藏')) await detail.favourite.click();
    await expect(detail.favourite).toContainText('已收藏');
    const favourites = (await portalApi<{ records: { id: string }[] }>(page, '/api/dscq-user/collect-assets/assets-list', {})).records
      .map((r) => r.id).includes(assetsId);
    expect(favourites).toBe(true);
    if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: 'docs/screenshots/detail-page.png', fullPage: true });

    await detail.enrol.click();
    await expect(page).toHaveURL(new RegExp(`/bidEnrollNormal\\?assetsId=${assetsId}`));
    const enrol = new EnrolPage(page);
    await expect(page.getByRole('list', { name: '报名进度' })).toBeVisible();
    await enrol.next();
    await enrol.uploadAllMaterials();
    await enrol.next();
    await enrol.agreeAndSubmit();
    await expect(page).toHaveURL(/\/cashierDesk\?enrolmentId=\d+/);
    await expect(page.getByLabel('订单状态：待支付')).toBeVisible();

    const cashier = new CashierPage(page);
    await cashier.payOnline();
    await expect(page.getByRole('heading', { name: '保证金缴纳成功' })).toBeVisible();
    await expect(page.getByLabel('订单状态：已确认')).toBeVisible();
    await expect(cashier.bidderCode).toHaveText(/^[A-Z]\d{3}$/);
    const code = await cashier.bidderCode.innerText();
    const toQuoteHall = page.getByRole('link', { name: '进入报价厅' });
    await expect(toQuoteHall).toHaveAttribute('href', `/quoteHall?assetsId=${assetsId}`);
    if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: 'docs/screenshots/cashier-paid.png', fullPage: true });

    // the quote hall of that lot knows the new bidder: its title, the code just assigned, eligible to bid
    await toQuoteHall.click();
    await expect(page).toHaveURL(new RegExp(`/quoteHall\\?assetsId=${assetsId}$`));
    const quote = new QuotePage(page);
    await expect(quote.connection).toHaveText('实时');
    await expect(page.locator('main h1')).toHaveText(assetsName);
    await expect(quote.myCode).toHaveText(code);
    await expect(page.getByTestId('my-deposit')).toHaveText('已确认');
    await expect(page.getByText('已具备竞价资格')).toBeVisible();
    await expect(page.getByTestId('ineligible')).toHaveCount(0);
    if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: 'docs/screenshots/quote-enrolled.png', fullPage: true });

    // back on the project the button now leads to the quote hall
    await detail.open(assetsId);
    await expect(page.getByRole('link', { name: '进入报价厅' })).toHaveAttribute('href', `/quoteHall?assetsId=${assetsId}`);
  });

  test('/demand filters by purpose and a demand opens with its masked phone', async ({ page }) => {
    await page.goto('/demand');
    await expect(page).toHaveTitle('农村产权交易平台 - 需求项目');
    const total = async () => Number((await page.getByText(/共找到\s*\d+\s*条需求/).innerText()).match(/\d+/)![0]);
    await expect(page.locator('main h3').first()).toBeVisible();
    const all = await total();

    await page.getByRole('list', { name: '土地用途' }).getByRole('link', { name: '林地', exact: true }).click();
    await expect(page).toHaveURL(/demandPurpose=\d+/);
    await expect.poll(total).toBeLessThan(all);
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    for (const badge of await cards.locator('span').filter({ hasText: /^林地$/ }).all()) await expect(badge).toBeVisible();
    expect(await cards.filter({ hasText: '林地' }).count()).toBe(await cards.count());

    const title = await page.locator('main h3 a').first().innerText();
    await page.locator('main h3 a').first().click();
    await expect(page).toHaveURL(/\/demandDetail\/\d+\.html$/);
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page.getByText(/^1\d{2}\*{4}\d{4}$/)).toBeVisible();
  });
});
