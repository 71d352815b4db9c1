import type { Request } from '@playwright/test';
import { expect, test } from './csp-guard';
import { topBar } from './pages/auth-pages';
import {
  fieldMessage, freshAccount, maskedId, maskedPhone, registerAndLogIn, uploadPng, validCitizenId, validCreditCode, wrongCheck,
} from './pages/realname-pages';

const isSubmit = (kind: 'person' | 'org') => (r: Request) => r.method() === 'POST' && r.url().includes(`/api/dscq-user/realname/${kind}/submit`);

/**
 * Real-name verification end to end against the real server and its sandbox reviewer (§2, §4 Displayed user name,
 * §5 Citizen ID, §6 person and organisation flows): new accounts registered through the UI verify themselves.
 */
test.describe('实名认证 (real-name verification)', () => {
  test('a new person verifies: wrong check digit refused in the form, then approved, record masked, verified name in the header', async ({ page }) => {
    const account = freshAccount('p');
    await registerAndLogIn(page, account, '个人用户');
    const submits: Request[] = [];
    page.on('request', (r) => isSubmit('person')(r) && submits.push(r));

    await page.goto('/realNamePerson');
    await expect(page).toHaveTitle('农村产权交易平台 - 个人实名认证');
    const id = validCitizenId();
    await page.getByLabel('姓名').fill('李明华');
    await expect(page.getByLabel('证件类型')).toHaveValue('0');
    await page.getByLabel('证件号码').fill(wrongCheck(id));
    await expect(fieldMessage(page, '证件号码')).toHaveText('证件号码校验位错误');
    await page.getByLabel('手机号码').fill(account.phone);
    await uploadPng(page, '证件人像面', 'front.png');
    await uploadPng(page, '证件国徽面', 'back.png');

    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(fieldMessage(page, '证件号码')).toHaveText('证件号码校验位错误');
    await expect(page.getByLabel('证件号码')).toBeFocused();
    expect(submits).toHaveLength(0);

    await page.getByLabel('证件号码').fill(id);
    await expect(fieldMessage(page, '证件号码')).toHaveText(/^\s*$/);
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(page.getByRole('heading', { name: '认证中' })).toBeVisible();
    expect(submits).toHaveLength(1);

    await expect(page).toHaveURL(/\/realNamePersonInfo$/, { timeout: 15_000 });
    await expect(page.locator('main').getByText('实名认证已通过')).toBeVisible(); // the page's notice (the pushed message's toast says it too)
    await expect(page.getByText(maskedId(id))).toBeVisible();
    await expect(page.getByText(maskedPhone(account.phone))).toBeVisible();
    await expect(page.getByText(id)).toHaveCount(0);
    await expect(topBar(page).getByRole('link', { name: '李明华' })).toBeVisible();

    await page.reload(); // the verified name survives a reload (stored session, §4)
    await expect(topBar(page).getByRole('link', { name: '李明华' })).toBeVisible();
  });

  test('a new organisation verifies with a valid credit code and the licence check', async ({ page }) => {
    const account = freshAccount('o');
    await registerAndLogIn(page, account, '机构用户');
    await page.goto('/realNameOrg');
    await expect(page).toHaveTitle('农村产权交易平台 - 机构实名认证');

    const code = validCreditCode();
    const orgName = '福州鼓楼某某农业发展有限公司';
    await page.getByLabel('机构名称').fill(orgName);
    await page.getByLabel('统一社会信用代码').fill(code.slice(0, 17));
    await expect(fieldMessage(page, '统一社会信用代码')).toHaveText('统一社会信用代码长度不为18位');
    await page.getByLabel('统一社会信用代码').fill(code);
    await expect(fieldMessage(page, '统一社会信用代码')).toHaveText(/^\s*$/);
    await page.getByRole('button', { name: '校验营业执照' }).click();
    await expect(page.getByText('营业执照校验通过')).toBeVisible();

    await page.getByText('企业法人', { exact: true }).click();
    await uploadPng(page, '营业执照', 'licence.png');
    await page.getByLabel('法定代表人姓名').fill('陈国强');
    await page.getByLabel('证件号码').fill(validCitizenId());
    await page.getByLabel('联系人姓名').fill('林小红');
    await page.getByLabel('联系人手机号').fill(account.phone);
    await page.getByRole('button', { name: '提交认证' }).click();

    await expect(page).toHaveURL(/\/realNamePersonInfo$/, { timeout: 15_000 });
    await expect(page.locator('main').getByText('实名认证已通过')).toBeVisible(); // the page's notice (the pushed message's toast says it too)
    await expect(page.getByText('机构认证')).toBeVisible();
    await expect(page.getByText(code)).toBeVisible();
    await expect(topBar(page).getByRole('link', { name: orgName })).toBeVisible();
  });
});
