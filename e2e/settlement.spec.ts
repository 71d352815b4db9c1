import { expect, test } from './csp-guard';
import { login } from './pages/flows';
import { operatorHeaders } from './pages/operator';
import { uploadPng } from './pages/realname-pages';

test.describe('项目结算: the seeded deal zhangsan won, paid, confirmed, and seen by the village collective that sold it', () => {
  test('zhangsan uploads the balance proof, the operator confirms it, the lot is 已成交; zhanqi sees it as 转让方', async ({ page, browser }) => {
    await login(page, 'zhangsan', '/projectSettlement?status=awaiting_payment');
    const table = page.getByRole('table', { name: '结算列表' });
    await expect(table.getByText('受让方').first()).toBeVisible();
    await table.getByRole('link', { name: /^去缴款：/ }).first().click();
    await expect(page).toHaveURL(/\/settleDetailPayInfo\?id=\d+/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await expect(page.getByRole('region', { name: '结算金额' })).toContainText('应付余款');
    await expect(page.getByRole('region', { name: '收款账户' })).toContainText('结算专户');
    await page.screenshot({ path: 'test-results/settlement-pay-1440.png', fullPage: true });
    await uploadPng(page, '付款凭证', '回单.png');
    await page.getByRole('button', { name: '提交付款凭证' }).click();
    await expect(page).toHaveURL(new RegExp(`/projectSettleDetail\\?id=${id}`));
    await expect(page.getByLabel('结算状态：待确认')).toBeVisible();

    const confirmed = await page.request.post('/api/settlement/operator/confirm', { headers: operatorHeaders(), data: { id } });
    expect((await confirmed.json()).data).toMatchObject({ status: 'confirmed', replayed: false });
    await page.reload();
    await expect(page.getByLabel('结算状态：已结算')).toBeVisible();
    await expect(page.getByRole('region', { name: '结算记录' })).toContainText('结算已确认');
    await page.screenshot({ path: 'test-results/settlement-detail-1440.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/settlement-detail-390.png', fullPage: true });

    const seller = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await login(seller, 'zhanqi', '/projectSettlement');
    const cards = seller.getByRole('list', { name: '结算卡片' });
    await expect(cards.getByText('转让方').first()).toBeVisible();
    await expect(cards.getByText('已结算').first()).toBeVisible();
    await seller.screenshot({ path: 'test-results/settlement-list-390.png', fullPage: true });
    await seller.close();
  });
});
