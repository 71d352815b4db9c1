import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_PATHS } from '../../contract/messages';
import { createMessageService, type MessageService } from '../../mock-server/src/modules/messages/index';
import { describePending, operatorDecide } from '../../mock-server/src/modules/realname/index';
import { silentPushHub } from '../../mock-server/src/realtime/push-hub';
import { bearer, freshAddress } from './auth-helpers';
import { call, makeTestApp, type TestApp } from './helpers';
import { PDF, accessToken, citizenId, creditCode, detailOf, register, upload, uploadImage } from './realname-helpers';

const PERSON = '/api/dscq-user/realname/person/submit';
const ORG = '/api/dscq-user/realname/org/submit';
const DETAIL = '/api/dscq-user/realname/detail';
const asUser = (token: string) => ({ headers: bearer(token), remoteAddress: freshAddress() });

let t: TestApp;
/** The inbox as the operator command builds it: its own service over the database, pushing nowhere. */
let operatorInbox: MessageService;
beforeAll(async () => {
  t = await makeTestApp({ devTools: true });
  operatorInbox = createMessageService({ db: t.db, push: silentPushHub, now: t.now });
});
afterAll(async () => { await t.close(); });

/** The caller's verification messages, newest first. */
const inbox = async (token: string) =>
  (await call(t.app, 'GET', `/api/${MESSAGE_PATHS.list}`, { category: 'verification' }, asUser(token))).body.data.records as any[];
const contentOf = async (token: string, id: string) =>
  (await call(t.app, 'GET', `/api/${MESSAGE_PATHS.detail}`, { id }, asUser(token))).body.data.content as string;

/** A fresh person account with a submitted record (`over` replaces fields of a valid resident-ID submission). */
async function submitPerson(loginName: string, phone: string, over: Record<string, unknown> = {}): Promise<string> {
  await register(t.app, loginName, phone, 1);
  const token = await accessToken(t.app, loginName);
  const image = await uploadImage(t.app, token);
  const form = { name: '孙小梅', idType: 0, idNumber: citizenId('350102', '19860415', phone.slice(-3)), phone, frontImage: image, backImage: image, ...over };
  const answer = (await call(t.app, 'POST', PERSON, form, asUser(token))).body;
  expect(answer.data?.status, answer.msg).toBe(1);
  return token;
}

describe('real-name decisions in the inbox', () => {
  it('tells the user the sandbox approved, with a link to the verified record', async () => {
    const token = await submitPerson('rnmsgok', '13900139301');
    expect(await inbox(token)).toEqual([]);
    await t.app.realnameReviews.drain();
    const [message] = await inbox(token);
    expect(message).toMatchObject({ type: 'realname_approved', title: '实名认证已通过', link: '/realNamePersonInfo', read: false, categoryLabel: '认证消息' });
    expect(await contentOf(token, message.id)).toContain('孙小梅');
  });

  it('tells the user the sandbox rejected, with the reason and a link to it', async () => {
    const token = await submitPerson('rnmsgno', '13900139302', { phone: '13900139999' });
    await t.app.realnameReviews.drain();
    const [message] = await inbox(token);
    expect(message).toMatchObject({ type: 'realname_rejected', title: '实名认证未通过', link: '/membershipReason' });
    expect(await contentOf(token, message.id)).toContain('原因：提交的手机号与账号绑定的手机号不一致');
  });
});

describe('documents other than the resident ID card wait for an operator', () => {
  const passport = { idType: 5, idNumber: 'E12345678', backImage: undefined };

  it('keeps a passport 认证中 for manual review, lists it for the operator, and the approval reaches the inbox', async () => {
    const token = await submitPerson('rnpassok', '13900139303', { ...passport, name: '陈国华' });
    await t.app.realnameReviews.drain();
    expect(t.app.realnameReviews.pending).toBe(0);
    const record = (await call(t.app, 'GET', DETAIL, {}, asUser(token))).body.data;
    expect(record).toMatchObject({ status: 1, statusLabel: '认证中', reason: '', manualReview: true, person: { idType: 5, idTypeLabel: '因私普通护照' } });
    expect((await detailOf(t.app, token)).authStatus).toBe(1);
    expect(await inbox(token)).toEqual([]);
    expect((await describePending(t.db)).find((l) => l.includes('rnpassok'))).toMatch(/个人 {2}陈国华 .*【需人工审核】$/);

    expect(await operatorDecide(t.db, operatorInbox, 'rnpassok', 'approve', '', t.now())).toMatchObject({ ok: true, recordId: record.id });
    expect(await detailOf(t.app, token)).toMatchObject({ authStatus: 3, name: '陈国华' });
    expect((await call(t.app, 'GET', DETAIL, {}, asUser(token))).body.data).toMatchObject({ status: 3, reviewer: 'operator', manualReview: false });
    const [message] = await inbox(token);
    expect(message).toMatchObject({ type: 'realname_approved', link: '/realNamePersonInfo', read: false });
    expect((await describePending(t.db)).some((l) => l.includes('rnpassok'))).toBe(false);
    expect(await operatorDecide(t.db, operatorInbox, 'rnpassok', 'approve', '', t.now())).toEqual({ ok: false, msg: 'rnpassok 没有待审核的实名认证' });
    expect(await inbox(token)).toHaveLength(1);
  });

  it('lets the operator reject a travel permit only with a reason, which the message carries', async () => {
    const token = await submitPerson('rnpassno', '13900139304', { idType: 8, idNumber: 'H12345678', name: '何家明' });
    await t.app.realnameReviews.drain();
    expect((await call(t.app, 'GET', DETAIL, {}, asUser(token))).body.data).toMatchObject({ status: 1, manualReview: true });
    expect(await operatorDecide(t.db, operatorInbox, 'rnpassno', 'reject', '  ', t.now())).toEqual({ ok: false, msg: '驳回须填写原因（--reason）' });
    expect(await inbox(token)).toEqual([]);

    expect((await operatorDecide(t.db, operatorInbox, 'rnpassno', 'reject', '通行证照片不清晰', t.now())).ok).toBe(true);
    expect((await detailOf(t.app, token)).authStatus).toBe(2);
    expect((await call(t.app, 'GET', DETAIL, {}, asUser(token))).body.data).toMatchObject({ status: 2, reason: '通行证照片不清晰', manualReview: false });
    const [message] = await inbox(token);
    expect(message).toMatchObject({ type: 'realname_rejected', link: '/membershipReason' });
    expect(await contentOf(token, message.id)).toContain('原因：通行证照片不清晰');
  });

  it('still rejects at once what the sandbox can see wrong with a passport submission', async () => {
    const token = await submitPerson('rnpassbad', '13900139305', { ...passport, phone: '13900139998' });
    await t.app.realnameReviews.drain();
    expect((await call(t.app, 'GET', DETAIL, {}, asUser(token))).body.data).toMatchObject({
      status: 2, reason: '提交的手机号与账号绑定的手机号不一致', manualReview: false,
    });
  });

  it('keeps an organisation whose legal representative holds a passport 认证中 for the operator', async () => {
    const phone = '13900139306';
    await register(t.app, 'rnorgpass', phone, 2);
    const token = await accessToken(t.app, 'rnorgpass');
    const licence = (await upload(t.app, token, [{ filename: '营业执照.pdf', contentType: 'application/pdf', bytes: PDF }])).body.data.fileId;
    const form = {
      orgName: '福州市晋安区宦溪镇峨嵋村股份经济合作社', creditCode: creditCode('N2350111MF0000010'), orgType: '村集体经济组织',
      legalName: '林建国', legalIdType: 5, legalIdNumber: 'E87654321', licenceImage: licence, contactName: '林晓', contactPhone: phone,
    };
    expect((await call(t.app, 'POST', ORG, form, asUser(token))).body.data?.status).toBe(1);
    await t.app.realnameReviews.drain();
    expect((await call(t.app, 'GET', DETAIL, {}, asUser(token))).body.data).toMatchObject({ status: 1, kind: 'org', manualReview: true });
    expect((await describePending(t.db)).find((l) => l.includes('rnorgpass'))).toMatch(/机构 .*【需人工审核】$/);
    expect((await operatorDecide(t.db, operatorInbox, 'rnorgpass', 'approve', '', t.now())).ok).toBe(true);
    expect(await detailOf(t.app, token)).toMatchObject({ authStatus: 3, name: form.orgName });
    expect((await inbox(token))[0]).toMatchObject({ type: 'realname_approved' });
  });
});
