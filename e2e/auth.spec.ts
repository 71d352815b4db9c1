import { expect, test } from './csp-guard';
import { LoginPage, captchaAnswer, captchaKeyOf, openSmsCaptcha, requestSmsCode, smsCodeFor, topBar, uniqueAccount } from './pages/auth-pages';

/** The server allows one SMS per phone per this many ms (contract SMS_RESEND_INTERVAL_S). */
const SMS_INTERVAL_MS = 61_000;
/**
 * The seeded bidder who logs in by SMS (mock-server/src/seed/auction-bidders.ts, no other spec sends to this phone):
 * the account registered above got its SMS a moment ago and could have another only a minute later.
 */
const SMS_USER = { name: '吴九', phone: '13800138008' };

/**
 * Accounts end to end against the real server (§2 Login and logout, §4 Session / Screen lock, §7):
 * one new account per run, registered with the sandbox SMS code, then every way in and out.
 */
test.describe.serial('账号 (accounts)', () => {
  const account = uniqueAccount();

  test('register with the image captcha and the SMS code from the outbox, land on /login with the name filled', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveTitle('农村产权交易平台 - 用户注册');
    await page.getByLabel('登录名').fill(account.loginName);
    await page.getByLabel('手机号码').fill(account.phone);
    // No code leaves without a solved image captcha; the sandbox gateway is marked 沙箱.
    const { dialog, key } = await openSmsCaptcha(page);
    await expect(dialog).toContainText('沙箱（沙箱环境：不发送真实短信）');
    await dialog.getByLabel('图形验证码', { exact: true }).fill('zzzz');
    const next = await captchaKeyOf(page, () => dialog.getByRole('button', { name: '发送验证码' }).click());
    await expect(dialog.getByRole('alert')).toHaveText('验证码不正确');
    expect(next).not.toBe(key);
    await dialog.getByLabel('图形验证码', { exact: true }).fill(await captchaAnswer(page.request, next));
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await page.getByLabel('短信验证码').fill(await smsCodeFor(page.request, account.phone, 2001));
    await page.getByLabel('密码', { exact: true }).fill(account.password);
    await expect(page.getByText('密码强度：很强')).toBeVisible();
    await page.getByLabel('确认密码').fill(account.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '立即注册' }).click();

    await expect(page).toHaveURL(new RegExp(`/login\\?loginName=${account.loginName}$`));
    await expect(page.getByLabel('用户名')).toHaveValue(account.loginName);
  });

  test('log in with password and captcha, see the name in the header, log out', async ({ page }) => {
    const login = new LoginPage(page);
    const key = await login.open();
    await login.loginWithPassword(account.loginName, account.password, key);
    await expect(page).toHaveURL(/\/index$/);
    const bar = topBar(page);
    await expect(bar.getByRole('link', { name: account.loginName })).toBeVisible();
    await expect(page.locator('section[aria-label="用户信息"]')).toContainText(account.loginName.slice(0, 8));

    await bar.getByRole('button', { name: '退出' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(bar.getByRole('link', { name: '登录' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('nccq-session') ?? '{}').state?.token)).toBeUndefined();
  });

  test('a wrong captcha shows the server error popup and loads a new captcha', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await page.getByLabel('用户名').fill(account.loginName);
    await page.getByLabel('密码', { exact: true }).fill(account.password);
    await page.getByLabel('图形验证码', { exact: true }).fill('zzzz');
    const next = await captchaKeyOf(page, () => page.getByRole('button', { name: '登 录' }).click());
    const popup = page.getByRole('alertdialog');
    await expect(popup).toContainText('验证码');
    await popup.getByRole('button', { name: '我知道了' }).click();
    await login.solveCaptcha(next);
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('opening /usercenterIndex logged out goes through /login and lands there', async ({ page }) => {
    const login = new LoginPage(page);
    const key = await login.open('/usercenterIndex');
    await expect(page).toHaveURL(/\/login\?redirect=%2FusercenterIndex$/);
    await login.loginWithPassword(account.loginName, account.password, key);
    await expect(page).toHaveURL(/\/usercenterIndex$/);
    await expect(page.getByRole('heading', { name: account.loginName })).toBeVisible();
    await expect(page.getByText(`${account.phone.slice(0, 3)}****${account.phone.slice(-4)}`)).toBeVisible();
    await expect(page.getByText('未认证')).toBeVisible();
    await expect(page).toHaveTitle('农村产权交易平台 - 用户中心');
  });

  test('log in by SMS code, then lock and unlock the screen', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    // a retry comes within the minute of the first try's SMS to the same phone
    if (testInfo.retry > 0) await page.waitForTimeout(SMS_INTERVAL_MS);

    const login = new LoginPage(page);
    await login.open('/login?redirect=%2Fhall');
    const key = await login.smsTab();
    await page.getByLabel('手机号码').fill(SMS_USER.phone);
    await requestSmsCode(page);
    await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
    await page.getByLabel('短信验证码').fill(await smsCodeFor(page.request, SMS_USER.phone, 4004));
    await login.solveCaptcha(key);
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page).toHaveURL(/\/hall(\?|$)/);
    // the hall has loaded (its title is set once the route resolves): a dialog opened while it loads can lose focus to it
    await expect(page).toHaveTitle('农村产权交易平台 - 竞价大厅');

    const bar = topBar(page);
    await bar.getByRole('button', { name: '锁屏' }).click();
    await page.getByLabel('锁屏密码', { exact: true }).fill('2468');
    await page.getByLabel('确认锁屏密码').fill('2468');
    await page.getByRole('button', { name: '锁定' }).click();
    await expect(page).toHaveURL(/\/lock\?redirect=/);
    await expect(page.getByRole('heading', { name: '屏幕已锁定' })).toBeVisible();
    await expect(page.getByText(SMS_USER.name)).toBeVisible();

    await page.goto('/project'); // while locked every page comes back to /lock
    await expect(page).toHaveURL(/\/lock\?redirect=%2Fproject/);
    await page.getByLabel('锁屏密码').fill('1111');
    await page.getByRole('button', { name: '解 锁' }).click();
    await expect(page.getByText('锁屏密码错误，请重新输入')).toBeVisible();
    await page.getByLabel('锁屏密码').fill('2468');
    await page.getByRole('button', { name: '解 锁' }).click();
    await expect(page).toHaveURL(/\/project$/);
    await expect(bar.getByRole('link', { name: SMS_USER.name })).toBeVisible();
  });
});
