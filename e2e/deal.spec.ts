import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { addSignatory, applyAndBindSeal, confirmContract, openContract, signAs } from './pages/deal-pages';
import { uploadPng } from './pages/realname-pages';
import { enrolAndPay, login, otherUser } from './pages/flows';
import { closingLotFile, createLot, runOperatorCommand } from './pages/operator';
import { QuotePage } from './pages/quote-page';
import { settled } from './pages/page-sets';
import { chineseInterfaceText, sidewaysScroll, useEnglish } from './pages/visitor-checks';

/** The lot of this walk: enrolment open for 60 s, bidding from +80 s for 30 s (ongoing). */
const TIMES = { registrationEndInS: 60, startInS: 80, durationS: 20 };
const LOT_WAIT_MS = 150_000;
/** Screenshots and the downloaded PDF of the walk (copied into docs/screenshots by hand when they change). */
const OUT = 'test-results/deal';
/** zhangsan's account phone (seed/users.ts) and the collective's two signatories. */
const WINNER_PHONE = '13800138001';
const LEGAL_REP = { kind: '法定代表人' as const, name: '王建国', phone: '13900139011' };
const AGENT = { kind: '委托代理人' as const, name: '李红梅', phone: '13900139012' };

/**
 * The deal's pages at phone width (390 px), each opened and screenshotted into OUT/phone-<who>-<lang>-<path>.png, in
 * Chinese and then in English (the page stays in English afterwards): one line for each that scrolls sideways, and in
 * English one for each piece of Chinese interface text. The page goes back to its own size.
 */
async function phoneProblems(page: Page, who: string, paths: string[]): Promise<string[]> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const problems: string[] = [];
  for (const lang of ['zh', 'en']) {
    if (lang === 'en') await useEnglish(page.context());
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      await page.screenshot({ path: `${OUT}/phone-${who}-${lang}-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.png`, fullPage: true });
      const wide = await sidewaysScroll(page);
      if (wide) problems.push(`${who} ${lang} ${path} ${wide}`);
      if (lang === 'en') problems.push(...(await chineseInterfaceText(page)).map((p) => `${who} ${path} ${p}`));
    }
  }
  if (size) await page.setViewportSize(size);
  return problems;
}

/**
 * Issue 15 end to end on the real server and its sandboxes (bank, SMS, face recognition, e-signature): the village
 * collective zhanqi lists a lot, zhangsan wins it in the quote hall; both confirm the drawn contract, the collective
 * names two signatories and binds its e-seal through the QR page opened on a "phone", everyone signs with SMS codes,
 * both download the signed PDF; zhangsan uploads the balance proof, the operator confirms it, and /project shows the
 * project as 已成交.
 */
test.describe.serial('成交之后：成交确认、合同签署、电子签章、结算 (issue 15)', () => {
  test('the winner and the collective that listed the lot sign the contract, the balance is paid, and the project is 已成交', async ({ browser, page, request }) => {
    test.setTimeout(9 * 60_000);
    mkdirSync(OUT, { recursive: true });
    const lotFile = closingLotFile(TIMES, { project: { transferorLogin: 'zhanqi', area: 30, areaUnit: '亩', termYears: 5 } });
    const assetsName = String(lotFile.assetsName);
    const { assetsId } = await createLot(request, lotFile);

    // the hammer: zhangsan enrols, pays and wins alone at the start price
    await login(page, 'zhangsan', `/projectDetail/${assetsId}.html`);
    await enrolAndPay(page, assetsId);
    await page.goto(`/quoteHall?assetsId=${assetsId}`);
    const quote = new QuotePage(page);
    await expect(quote.bidButton).toBeEnabled({ timeout: LOT_WAIT_MS });
    await quote.bidLowest();
    await expect(quote.outcome).toContainText('成交', { timeout: LOT_WAIT_MS });

    // both parties confirm the contract drawn from the deal
    const contractId = await openContract(page, assetsName);
    await confirmContract(page, contractId);
    const seller = await otherUser(browser, 'zhanqi', '/myContract');
    expect(await openContract(seller, assetsName)).toBe(contractId);
    await confirmContract(seller, contractId);
    await expect(seller.getByText('合同已定稿，可以签署')).toBeVisible();

    // the collective: its e-seal bound by face recognition on a phone, two signatories, both sign
    await applyAndBindSeal(seller, browser, { name: LEGAL_REP.name, phone: LEGAL_REP.phone }, `${OUT}/seal-qrcode.png`);
    await addSignatory(seller, contractId, LEGAL_REP);
    await addSignatory(seller, contractId, AGENT);
    await signAs(seller, request, contractId, LEGAL_REP.name, LEGAL_REP.phone);
    await signAs(seller, request, contractId, AGENT.name, AGENT.phone);

    // the winner signs last: the contract is signed and its PDF downloads for both parties
    await signAs(page, request, contractId, '张三', WINNER_PHONE);
    await expect(page.getByText('双方均已签署，合同已生效')).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '下载合同' }).or(page.getByRole('button', { name: '下载合同' })).first().click()]);
    const pdfPath = `${OUT}/contract.pdf`;
    await download.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await seller.goto(`/usercenter/contract/edit?id=${contractId}`);
    await expect(seller.getByText('已签署').first()).toBeVisible();
    await seller.screenshot({ path: `${OUT}/contract-signed.png`, fullPage: true });
    const [sellerCopy] = await Promise.all([seller.waitForEvent('download'), seller.getByRole('button', { name: /下载合同/ }).or(seller.getByRole('link', { name: /下载合同/ })).first().click()]);
    await sellerCopy.saveAs(`${OUT}/contract-seller.pdf`);
    // Both parties hold the same signed document.
    expect(readFileSync(`${OUT}/contract-seller.pdf`).equals(readFileSync(pdfPath))).toBe(true);
    const onPhones = await phoneProblems(seller, 'seller', ['/myContract', `/usercenter/contract/edit?id=${contractId}`,
      `/usercenter/contract/signatoryList?id=${contractId}`, `/usercenter/contract/addSignatory?id=${contractId}`,
      `/usercenter/contract/sign?id=${contractId}`, '/contract/seal/apply']);
    await seller.context().close();

    // settlement: the balance proof, the operator's confirmation, and the project 已成交
    await page.goto('/projectSettlement');
    await page.getByRole('link', { name: `去缴款：${assetsName}` }).first().click();
    await expect(page).toHaveURL(/\/settleDetailPayInfo\?id=\d+/);
    const settlementId = new URL(page.url()).searchParams.get('id')!;
    await uploadPng(page, '付款凭证', 'balance-proof.png');
    await page.getByRole('form', { name: '上传付款凭证' }).getByRole('button', { name: '提交付款凭证' }).click();
    await page.goto(`/projectSettleDetail?id=${settlementId}`);
    await expect(page.getByLabel('结算状态：待确认')).toBeVisible();
    await runOperatorCommand('settlement', ['confirm', settlementId]);
    await page.reload();
    await expect(page.getByLabel('结算状态：已结算')).toBeVisible();
    await page.screenshot({ path: `${OUT}/settlement-detail.png`, fullPage: true });

    await page.goto(`/project?q=${encodeURIComponent(assetsName)}`);
    await expect(page.locator('article').filter({ hasText: assetsName }).first()).toContainText('已成交');
    await page.goto(`/projectDetail/${assetsId}.html`);
    await expect(page.getByText('已成交').first()).toBeVisible();

    // every page of the deal fits a phone's width, in both languages, for both parties
    onPhones.push(...await phoneProblems(page, 'winner', [`/usercenter/contract/edit?id=${contractId}`,
      `/usercenter/contract/confirm?id=${contractId}`, `/usercenter/contract/onlineEdit?id=${contractId}`,
      `/usercenter/contract/sign?id=${contractId}`, '/projectSettlement', `/settleDetailPayInfo?id=${settlementId}`,
      `/projectSettleDetail?id=${settlementId}`, '/usercenter/files/list']));
    expect(onPhones).toEqual([]);
  });
});
