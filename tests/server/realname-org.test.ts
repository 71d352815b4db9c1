import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshAddress } from './auth-helpers';
import { call, makeTestApp, type TestApp } from './helpers';
import { PDF, accessToken, citizenId, creditCode, detailOf, register, upload } from './realname-helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
afterAll(async () => { await t.close(); });

const SUBMIT = '/api/dscq-user/realname/org/submit';
const DETAIL = '/api/dscq-user/realname/detail';
const LICENCE = '/api/dscq-user/realname/licence-check';
const asUser = (token: string) => ({ headers: bearer(token), remoteAddress: freshAddress() });
/** The sandbox registry's village collective (contract/rules credit-code check character computed). */
const VILLAGE = { creditCode: creditCode('N2350111MF0000010'), orgName: '福州市晋安区宦溪镇峨嵋村股份经济合作社' };

async function orgAccount(loginName: string, phone: string) {
  await register(t.app, loginName, phone, 2);
  const token = await accessToken(t.app, loginName);
  const licence = await upload(t.app, token, [{ filename: '营业执照.pdf', contentType: 'application/pdf', bytes: PDF }]);
  expect(licence.body.data).toMatchObject({ contentType: 'application/pdf', name: '营业执照.pdf', size: PDF.length });
  const form = {
    ...VILLAGE, orgType: '村集体经济组织', legalName: '林建国', legalIdType: 0, legalIdNumber: citizenId('350111', '19680512', '031'),
    licenceImage: licence.body.data.fileId, contactName: '林晓', contactPhone: phone,
  };
  return { token, form };
}

describe('organisation verification', () => {
  it('approves a consistent organisation: authStatus 3 and the organisation name as display name', async () => {
    const { token, form } = await orgAccount('rnvillage', '13900139101');
    const submitted = (await call(t.app, 'POST', SUBMIT, { ...form, creditCode: form.creditCode.toLowerCase() }, asUser(token))).body;
    expect(submitted.msg).toBe('操作成功');
    expect(submitted.data).toMatchObject({
      kind: 'org', status: 1, person: null,
      org: { orgName: VILLAGE.orgName, creditCode: VILLAGE.creditCode, orgType: '村集体经济组织', legalName: '林建国', contactPhone: '139****9101' },
    });
    expect(submitted.data.org.legalIdNumber).toMatch(/^3501\*{10}\d{3}[\dX]$/);
    await t.app.realnameReviews.drain();
    expect(await detailOf(t.app, token)).toMatchObject({ authStatus: 3, name: VILLAGE.orgName, userType: 2 });
  });

  it('rejects a type that does not fit the credit code, then approves the corrected resubmission', async () => {
    const { token, form } = await orgAccount('rncoop', '13900139102');
    const coop = { ...form, creditCode: creditCode('93350182MA2Y8K7P1'), orgName: '长乐区绿源果蔬专业合作社' };
    await call(t.app, 'POST', SUBMIT, { ...coop, orgType: '企业法人' }, asUser(token));
    await t.app.realnameReviews.drain();
    const rejected = (await call(t.app, 'GET', DETAIL, {}, asUser(token))).body.data;
    expect(rejected).toMatchObject({ status: 2, reason: '统一社会信用代码与机构类型“企业法人”不符' });
    await call(t.app, 'POST', SUBMIT, { ...coop, orgType: '农民专业合作社' }, asUser(token));
    await t.app.realnameReviews.drain();
    expect(await detailOf(t.app, token)).toMatchObject({ authStatus: 3, name: '长乐区绿源果蔬专业合作社' });
  });

  it('refuses a credit code already verified by another account', async () => {
    const { token, form } = await orgAccount('rnvillage2', '13900139103');
    await call(t.app, 'POST', SUBMIT, form, asUser(token));
    await t.app.realnameReviews.drain();
    expect((await call(t.app, 'GET', DETAIL, {}, asUser(token))).body.data).toMatchObject({ status: 2, reason: '该统一社会信用代码已被其他账号认证' });
  });

  it('is decided by the timer within about a second without any help', async () => {
    const { token } = await orgAccount('rntimer', '13900139104');
    const form = {
      orgName: '福州闽禾农业科技有限公司', creditCode: creditCode('91350104MA8RT0001'), orgType: '企业法人', legalName: '阿卜杜·热合曼',
      legalIdType: 0, legalIdNumber: citizenId('650102', '19800101', '015'), contactName: '陈静', contactPhone: '13900139104',
      licenceImage: (await upload(t.app, token, [{ filename: 'l.pdf', contentType: 'application/pdf', bytes: PDF }])).body.data.fileId,
    };
    expect((await call(t.app, 'POST', SUBMIT, form, asUser(token))).body.data.status).toBe(1);
    const started = Date.now();
    while ((await detailOf(t.app, token)).authStatus === 1 && Date.now() - started < 3000) await new Promise((r) => setTimeout(r, 100));
    expect(await detailOf(t.app, token)).toMatchObject({ authStatus: 3, name: '福州闽禾农业科技有限公司' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('keeps person accounts out of the organisation flow', async () => {
    const token = await accessToken(t.app, 'lisi');
    expect((await call(t.app, 'POST', SUBMIT, {}, asUser(token))).body.code).toBe(400);
  });
});

describe('business-licence check', () => {
  const check = async (token: string, creditCodeValue: string, orgName: string) =>
    (await call(t.app, 'POST', LICENCE, { creditCode: creditCodeValue, orgName }, asUser(token))).body;

  it('answers { valid, msg } for registered, mismatched, revoked and malformed licences', async () => {
    const token = await accessToken(t.app, 'cqnongye');
    expect((await check(token, VILLAGE.creditCode, VILLAGE.orgName)).data).toEqual({ valid: true, msg: '' });
    expect((await check(token, VILLAGE.creditCode, '福州市某村')).data).toEqual({ valid: false, msg: '机构名称与营业执照登记的名称不一致' });
    expect((await check(token, creditCode('91350104MA3200002'), '福州某某已吊销农业科技有限公司')).data)
      .toEqual({ valid: false, msg: '该营业执照状态为“吊销”，不能用于认证' });
    const wrongCheck = VILLAGE.creditCode.slice(0, 17) + (VILLAGE.creditCode[17] === 'A' ? 'B' : 'A');
    expect((await check(token, wrongCheck, VILLAGE.orgName)).data).toEqual({ valid: false, msg: '统一社会信用代码校验位错误' });
    expect((await check(token, '9135', VILLAGE.orgName)).data).toEqual({ valid: false, msg: '统一社会信用代码长度不为18位' });
    expect((await call(t.app, 'POST', LICENCE, { orgName: 'x' }, asUser(token))).body.code).toBe(400);
  });
});
