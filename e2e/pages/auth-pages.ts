import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';

/** The web client's id; the dev tools answer only calls that carry it, like every /api/ call. */
const CLIENT = { 'Client-Id': 'nccq-web' };

/** A unique account per run (phone and login name must be new on every run against the same server). */
export function uniqueAccount() {
  const stamp = `${Date.now()}`.slice(-8);
  return { loginName: `e2e${stamp}`, phone: `139${stamp}`, password: `Nccq#${stamp}x` };
}

/**
 * The newest SMS code the sandbox gateway sent to `phone` for `messageCode` (GET /api/dev/sms-outbox,
 * only with EXCHANGE_DEV_TOOLS=1). Polls briefly: the send and the outbox write are not atomic with the UI.
 */
export async function smsCodeFor(request: APIRequestContext, phone: string, messageCode: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms-outbox?phone=${phone}`, { headers: CLIENT });
      const body = (await res.json()) as { data: { messageCode: number; code: string }[] };
      code = body.data.find((m) => m.messageCode === messageCode)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The answer of a live captcha (GET /api/dev/captcha/:key). */
export async function captchaAnswer(request: APIRequestContext, key: string): Promise<string> {
  const res = await request.get(`/api/dev/captcha/${key}`, { headers: CLIENT });
  return ((await res.json()) as { data: { answer: string } }).data.answer;
}

/**
 * Runs `action` and returns the key of the captcha image it made the page load: the first captcha asked for after
 * `action` starts whose answer can still be read. A request the page made before (a document being left) is not
 * counted, nor one whose body went with its document (navigated away from).
 */
export async function captchaKeyOf(page: Page, action: () => Promise<unknown>): Promise<string> {
  const asked: Request[] = [];
  const collect = (r: Request) => {
    if (r.method() === 'GET' && r.url().includes('/api/blade-auth/oauth/captcha')) asked.push(r);
  };
  page.on('request', collect);
  try {
    await action();
    for (let i = 0; ; i++) {
      await expect.poll(() => asked.length, { message: 'the page asks for a captcha' }).toBeGreaterThan(i);
      const res = await asked[i].response();
      const key = res && (await res.json().then((b) => (b as { data?: { key?: string } }).data?.key, () => undefined));
      if (key) return key;
    }
  } finally {
    page.off('request', collect);
  }
}

/**
 * Clicks 获取验证码 (the phone field filled) and returns the image-captcha dialog that a logged-out send asks for,
 * with the key of its captcha.
 */
export async function openSmsCaptcha(page: Page): Promise<{ dialog: Locator; key: string }> {
  const key = await captchaKeyOf(page, () => page.getByRole('button', { name: '获取验证码' }).click());
  return { dialog: page.getByRole('dialog', { name: '获取短信验证码' }), key };
}

/** Asks for an SMS code without a login: 获取验证码, then the dialog's captcha answered (dev tools) and 发送验证码. */
export async function requestSmsCode(page: Page): Promise<void> {
  const { dialog, key } = await openSmsCaptcha(page);
  await dialog.getByLabel('图形验证码', { exact: true }).fill(await captchaAnswer(page.request, key));
  await dialog.getByRole('button', { name: '发送验证码' }).click();
  await expect(dialog).toBeHidden();
}

/** Page object of /login: both tabs, the captcha and the submit button. */
export class LoginPage {
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.form = page.locator('form[aria-label="账号登录"], form[aria-label="短信登录"]');
  }

  /** Opens `url` (a /login address, or a guarded page that redirects there) and returns the captcha key. */
  async open(url = '/login'): Promise<string> {
    return captchaKeyOf(this.page, () => this.page.goto(url));
  }

  /** Fills the captcha with the server's answer for `key`. */
  async solveCaptcha(key: string): Promise<void> {
    await this.page.getByLabel('图形验证码', { exact: true }).fill(await captchaAnswer(this.page.request, key));
  }

  async loginWithPassword(username: string, password: string, captchaKey: string): Promise<void> {
    await this.page.getByLabel('用户名').fill(username);
    await this.page.getByLabel('密码', { exact: true }).fill(password);
    await this.solveCaptcha(captchaKey);
    await this.page.getByRole('button', { name: '登 录' }).click();
  }

  /** Switches to 短信登录 and returns the key of the captcha that tab loads. */
  async smsTab(): Promise<string> {
    return captchaKeyOf(this.page, () => this.page.getByRole('tab', { name: '短信登录' }).click());
  }
}

/** The logged-in part of the top bar. */
export function topBar(page: Page): Locator {
  return page.locator('header').first();
}
