import { expect, type Locator, type Page } from '@playwright/test';
import { citizenIdCheckChar } from '../../contract/rules/citizen-id';
import { CREDIT_CODE_CHARSET, creditCodeCheckChar } from '../../contract/rules/credit-code';
import { LoginPage, captchaKeyOf, requestSmsCode, smsCodeFor } from './auth-pages';

/** A 1×1 PNG: real magic bytes, so the server's content sniffing accepts it. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A fresh account (login name and phone unique per call, also within one run). */
export function freshAccount(tag: string) {
  const stamp = `${Date.now()}`.slice(-6) + digits(3);
  return { loginName: `rn${tag}${stamp}`, phone: `13${digits(9)}`, password: `Nccq#${stamp}x` };
}
export type Account = ReturnType<typeof freshAccount>;

/** A valid citizen ID (福州鼓楼区 350102, an adult born in the 1980s) with its MOD 11-2 check character. */
export function validCitizenId(): string {
  const first17 = `3501021985${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}${digits(3)}`;
  return first17 + citizenIdCheckChar(first17);
}

/** `id` with a different (wrong) check character. */
export const wrongCheck = (id: string) => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');

/** A valid 企业法人 credit code (91 + 福州鼓楼区 + random organisation code) with its GB 32100 check character. */
export function validCreditCode(): string {
  const org = Array.from({ length: 9 }, () => CREDIT_CODE_CHARSET[Math.floor(Math.random() * CREDIT_CODE_CHARSET.length)]).join('');
  const first17 = `91350102${org}`;
  return first17 + creditCodeCheckChar(first17);
}

/** §5 Masking as the record page must show it. */
export const maskedId = (id: string) => `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;
export const maskedPhone = (p: string) => `${p.slice(0, 3)}****${p.slice(-4)}`;

/** Registers `account` through /register (image captcha and SMS code through the dev tools) as 个人用户 or 机构用户, then logs in. */
export async function registerAndLogIn(page: Page, account: Account, kind: '个人用户' | '机构用户'): Promise<void> {
  await page.goto('/register');
  await page.getByText(kind, { exact: true }).click();
  await page.getByLabel('登录名').fill(account.loginName);
  await page.getByLabel('手机号码').fill(account.phone);
  await requestSmsCode(page);
  await page.getByLabel('短信验证码').fill(await smsCodeFor(page.request, account.phone, 2001));
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByLabel('确认密码').fill(account.password);
  await page.getByRole('checkbox').check();
  // Registering lands on /login, which loads its captcha: take that captcha's key (a second
  // navigation could race the first page's captcha answer).
  const key = await captchaKeyOf(page, () => page.getByRole('button', { name: '立即注册' }).click());
  await expect(page).toHaveURL(/\/login\?loginName=/);
  await new LoginPage(page).loginWithPassword(account.loginName, account.password, key);
  await expect(page).toHaveURL(/\/index$/);
}

/** The upload field of `label` (证件人像面, 营业执照, …): puts the PNG into it and waits until it is stored. */
export async function uploadPng(page: Page, label: string, name = 'photo.png'): Promise<void> {
  await page.getByLabel(`选择${label}文件`).setInputFiles({ name, mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('button', { name: `删除${label}` })).toBeVisible();
}

/** The message line under the field labelled `label`. */
export function fieldMessage(page: Page, label: string): Locator {
  return page.locator('div', { has: page.getByLabel(label, { exact: true }) }).last().locator('p[id$="-msg"]');
}
