import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uploadPng } from './realname-pages';

/** The contract-signing SMS purpose of the sandbox outbox (auth SMS_PURPOSES.contractSign). */
const CONTRACT_SIGN_SMS = 3001;

/**
 * The latest contract-signing code the sandbox SMS gateway sent to `phone` (GET /api/dev/sms-outbox, dev tools on),
 * waiting until one newer than `after` (its id) arrives. @returns { id, code }.
 */
export async function latestSignCode(request: APIRequestContext, phone: string, after = ''): Promise<{ id: string; code: string }> {
  let found: { id: string; code: string } | undefined;
  await expect(async () => {
    const res = await request.get(`/api/dev/sms-outbox?phone=${phone}`, { headers: { 'Client-Id': 'nccq-web' } });
    const list = ((await res.json()) as { data: Array<{ id: string; code: string; messageCode: number }> }).data;
    found = list.find((m) => m.messageCode === CONTRACT_SIGN_SMS);
    expect(found && found.id !== after, `发往 ${phone} 的签署验证码`).toBe(true);
  }).toPass({ timeout: 15_000 });
  return found!;
}

/** The id of the contract drawn for the lot named `assetsName`, once it appears in the caller's /myContract. */
export async function openContract(page: Page, assetsName: string): Promise<string> {
  const link = page.getByRole('table', { name: '我的合同' }).getByRole('row').filter({ hasText: assetsName }).getByRole('link', { name: /^查看合同/ });
  await expect(async () => {
    await page.goto('/myContract');
    await expect(link).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await link.click();
  await expect(page).toHaveURL(/\/usercenter\/contract\/edit\?id=\d+/);
  return new URL(page.url()).searchParams.get('id')!;
}

/** Confirms the latest version of contract `id` on /usercenter/contract/confirm (reads, ticks 我已阅读并同意…, 确认). */
export async function confirmContract(page: Page, id: string): Promise<void> {
  await page.goto(`/usercenter/contract/confirm?id=${id}`);
  const form = page.getByRole('form', { name: '确认合同' });
  await form.getByRole('checkbox', { name: '我已阅读并同意以上合同条款' }).check();
  await form.getByRole('button', { name: '确认', exact: true }).click();
  await expect(page.getByText(/等待对方确认|合同已定稿，可以签署/)).toBeVisible();
}

/** Names a signatory for the caller's organisation on /usercenter/contract/addSignatory; an agent gets a letter upload. */
export async function addSignatory(page: Page, id: string, s: { kind: '法定代表人' | '委托代理人'; name: string; phone: string }): Promise<void> {
  await page.goto(`/usercenter/contract/addSignatory?id=${id}`);
  const form = page.getByRole('form', { name: '添加签署人' });
  // The radios are visually hidden inside their labels (RadioGroup): choose by clicking the label, as a user does.
  await form.locator('label').filter({ hasText: s.kind }).click();
  await expect(form.getByRole('radio', { name: s.kind })).toBeChecked();
  await form.getByLabel('姓名').fill(s.name);
  await form.getByLabel('手机号码').fill(s.phone);
  if (s.kind === '委托代理人') await uploadPng(page, '授权委托书', 'authorisation.png');
  await form.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page).toHaveURL(/\/usercenter\/contract\/signatoryList\?id=/);
  await expect(page.getByText(s.name).first()).toBeVisible();
}

/** Signs contract `id` as the signatory named `name` with the SMS code sent to `phone`. */
export async function signAs(page: Page, request: APIRequestContext, id: string, name: string, phone: string): Promise<void> {
  await page.goto(`/usercenter/contract/sign?id=${id}`);
  const form = page.getByRole('form', { name: '签署合同' });
  const before = await latestSignCode(request, phone).then((m) => m.id, () => '');
  await form.locator('label').filter({ hasText: `${name}（` }).click();
  await expect(form.getByRole('radio', { name: new RegExp(`^${name}（`) })).toBeChecked();
  await form.getByRole('button', { name: /获取验证码/ }).click();
  const { code } = await latestSignCode(request, phone, before);
  await form.getByLabel('短信验证码').fill(code);
  await form.getByRole('button', { name: '签署', exact: true }).click();
  await expect(page.getByText(new RegExp(`${name}已签署|签署完成，合同已生效|我方签署人均已签署`)).first()).toBeVisible();
}

/**
 * Applies for the organisation's e-seal on /contract/seal/apply and binds it through /contract/seal/qrcode: the QR's
 * address is opened in a phone-sized context of its own (the applicant's phone), 模拟识别通过 is pressed there, and
 * the desktop page must turn to 绑定成功 by itself (the notice:face push). `shot` saves the QR page before the scan.
 */
export async function applyAndBindSeal(page: Page, browser: Browser, applicant: { name: string; phone: string }, shot?: string): Promise<void> {
  await page.goto('/contract/seal/apply');
  const form = page.getByRole('form', { name: '申请电子印章' });
  await form.getByLabel('申请人姓名').fill(applicant.name);
  await form.getByLabel('申请人手机号').fill(applicant.phone);
  await uploadPng(page, '营业执照', 'licence.png');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('待人脸核验').first()).toBeVisible();

  await page.goto('/contract/seal/qrcode');
  await expect(page.getByRole('img', { name: '人脸核验二维码' })).toBeVisible();
  const faceUrl = await page.locator('a[href*="/sandbox-face/"]').first().getAttribute('href');
  if (shot) await page.screenshot({ path: shot, fullPage: true });
  const phone = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  await mobile.goto(faceUrl!);
  await expect(page.getByRole('status', { name: '核验状态' })).toContainText(/扫码/);
  await mobile.getByRole('button', { name: '模拟识别通过' }).click();
  await expect(mobile.getByText(/通过|成功/).first()).toBeVisible();
  await phone.close();
  await expect(page.getByRole('status').filter({ hasText: '绑定成功' }).first()).toBeVisible();
}
