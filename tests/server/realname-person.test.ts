import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISI, bearer, freshAddress } from './auth-helpers';
import { call, makeTestApp, type TestApp } from './helpers';
import { accessToken, citizenId, detailOf, register, uploadImage } from './realname-helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
afterAll(async () => { await t.close(); });

const SUBMIT = '/api/dscq-user/realname/person/submit';
const DETAIL = '/api/dscq-user/realname/detail';
// A fresh address per call: the submit route's per-address rate limit is not what these tests are about.
const asUser = (token: string) => ({ headers: bearer(token), remoteAddress: freshAddress() });

describe('person verification with the sandbox reviewer', () => {
  it('goes 0 → 1 on submit and 3 after the review; the display name becomes the verified name', async () => {
    const token = await accessToken(t.app, 'lisi');
    expect(await detailOf(t.app, token)).toMatchObject({ authStatus: 0, name: '李四' });
    const [front, back] = [await uploadImage(t.app, token), await uploadImage(t.app, token)];
    const id = citizenId('350102', '19900307');
    const submitted = await call(t.app, 'POST', SUBMIT, {
      name: '李四海', idType: 0, idNumber: id, phone: LISI.phone, frontImage: front, backImage: back,
    }, asUser(token));
    expect(submitted.body.msg).toBe('操作成功');
    expect(submitted.body.data).toMatchObject({
      kind: 'person', status: 1, statusLabel: '认证中', reason: '', reviewedAt: '', reviewer: '',
      person: { name: '李四海', idType: 0, idTypeLabel: '居民身份证', idNumber: `3501${'*'.repeat(10)}${id.slice(-4)}`, phone: '138****8002' },
    });
    expect((await detailOf(t.app, token)).authStatus).toBe(1);
    // A second submission while one is pending is refused.
    const again = await call(t.app, 'POST', SUBMIT, { name: '李四海', idType: 0, idNumber: id, phone: LISI.phone, frontImage: front, backImage: back }, asUser(token));
    expect(again.body).toMatchObject({ code: 400, msg: '实名认证正在审核中，请耐心等待' });

    await t.app.realnameReviews.drain();
    expect(await detailOf(t.app, token)).toMatchObject({ authStatus: 3, name: '李四海' });
    const record = (await call(t.app, 'GET', DETAIL, {}, asUser(token))).body.data;
    expect(record).toMatchObject({ status: 3, statusLabel: '已认证', reviewer: 'sandbox', reason: '' });
    expect(record.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await call(t.app, 'POST', SUBMIT, { name: '李四海', idType: 0, idNumber: id, phone: LISI.phone, frontImage: front, backImage: back }, asUser(token))).body.msg)
      .toBe('您已完成实名认证，无需重复提交');
  });

  it('rejects inconsistent data with a reason, then approves a corrected resubmission', async () => {
    const login = await register(t.app, 'rnzhaoliu', '13900139006', 1);
    const token = await accessToken(t.app, login);
    const front = await uploadImage(t.app, token);
    const back = await uploadImage(t.app, token);
    const base = { name: '赵六', idType: 0, idNumber: citizenId('110105', '19851120', '456'), frontImage: front, backImage: back };
    // Passes every rule, but the phone is not the account's.
    expect((await call(t.app, 'POST', SUBMIT, { ...base, phone: '13900139999' }, asUser(token))).body.data.status).toBe(1);
    await t.app.realnameReviews.drain();
    const rejected = (await call(t.app, 'GET', DETAIL, {}, asUser(token))).body.data;
    expect(rejected).toMatchObject({ status: 2, statusLabel: '认证未通过', reason: '提交的手机号与账号绑定的手机号不一致', reviewer: 'sandbox' });
    expect((await detailOf(t.app, token)).authStatus).toBe(2);

    const resubmitted = await call(t.app, 'POST', SUBMIT, { ...base, phone: '13900139006' }, asUser(token));
    expect(resubmitted.body.data).toMatchObject({ status: 1, reason: '' });
    expect((await detailOf(t.app, token)).authStatus).toBe(1);
    await t.app.realnameReviews.drain();
    expect(await detailOf(t.app, token)).toMatchObject({ authStatus: 3, name: '赵六' });
  });

  it('refuses rule failures with the §5 messages before storing anything', async () => {
    const token = await accessToken(t.app, 'wangwu');
    const front = await uploadImage(t.app, token);
    const good = { name: '王五', idType: 0, idNumber: citizenId('350102', '19700101'), phone: '13800138003', frontImage: front, backImage: front };
    const msg = async (patch: Record<string, unknown>) => (await call(t.app, 'POST', SUBMIT, { ...good, ...patch }, asUser(token))).body.msg;
    // The server names the field before the rule's message (house style of describeZodError).
    const field = (name: string, text: string) => `参数 ${name} 无效：${text}`;
    expect(await msg({ idNumber: '35010219700101123' })).toBe(field('idNumber', '证件号码长度不为18位'));
    expect(await msg({ idNumber: '990102197001011234' })).toBe(field('idNumber', '地址编码错误'));
    expect(await msg({ idNumber: good.idNumber.slice(0, 17) + (good.idNumber[17] === '0' ? '1' : '0') })).toBe(field('idNumber', '证件号码校验位错误'));
    expect(await msg({ name: 'Wang Wu' })).toBe(field('name', '姓名只能包含汉字（少数民族姓名可用“·”分隔）'));
    expect(await msg({ phone: '1380013800' })).toBe(field('phone', '手机号码长度不为11位'));
    expect(await msg({ backImage: undefined })).toBe(field('backImage', '请上传证件国徽面'));
    expect(await msg({ frontImage: 'f'.repeat(32) })).toBe('上传的文件不存在或已失效，请重新上传');
    expect(await t.db.selectFrom('realnameVerification').select('id').where('userId', '=', '1900000000000000003').execute()).toEqual([]);
  });

  it('keeps organisation accounts out of the person flow and requires a login', async () => {
    const token = await accessToken(t.app, 'cqnongye');
    expect((await call(t.app, 'POST', SUBMIT, {}, asUser(token))).body.code).toBe(400);
    expect((await call(t.app, 'POST', SUBMIT, {})).body).toMatchObject({ code: 401, msg: '缺失令牌,鉴权失败' });
    expect((await call(t.app, 'GET', DETAIL, {}, asUser(token))).body.data).toBeNull();
  });
});
