import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_LIMITS } from '../../contract/appeals';
import { openAppealCount } from '../../mock-server/src/modules/appeal/index';
import { APPEAL, appealUser, seedSubjects } from './appeal-fixtures';
import { uploadPdf } from './enrolment-fixtures';
import { call, makeTestApp, type TestApp } from './helpers';
import { PNG, upload } from './realname-helpers';

let t: TestApp;
let me: Awaited<ReturnType<typeof appealUser>>;
let other: Awaited<ReturnType<typeof appealUser>>;
let subjects: Awaited<ReturnType<typeof seedSubjects>>;

beforeAll(async () => {
  t = await makeTestApp();
  me = await appealUser(t);
  other = await appealUser(t);
  subjects = await seedSubjects(t, me, other);
});
afterAll(async () => { await t?.close(); });

const REASON = '我已补充了清晰的证件照片，请重新审核我的实名认证申请。';
const as = (u: { headers: Record<string, string> }) => ({ headers: u.headers });

describe('appeal subjects', () => {
  it('lists the caller\'s rejected record, refused enrolment, decided deposit and closed lot, and nothing of another user', async () => {
    const mine = (await call(t.app, 'GET', APPEAL.subjects, {}, as(me))).body.data;
    const byType = Object.fromEntries(mine.map((s: { subjectType: string }) => [s.subjectType, s]));
    expect(byType.realname).toMatchObject({ subjectId: subjects.realname, subjectTypeLabel: '实名认证驳回', open: false });
    expect(byType.realname.title).toContain('证件照片不清晰');
    expect(byType.enrolment).toMatchObject({ subjectId: subjects.enrolment, subjectTypeLabel: '报名审核结果' });
    expect(byType.enrolment.title).toContain('材料不全');
    expect(byType.deposit).toMatchObject({ subjectId: subjects.deposit });
    expect(byType.deposit.title).toContain('已退还');
    expect(byType.lot).toMatchObject({ subjectId: subjects.lot });
    expect(byType.lot.title).toContain('未竞得');
    expect(mine).toHaveLength(4);
    // The rival bid in the same closed lot: that lot is theirs to appeal too, nothing else of mine is.
    const theirs = (await call(t.app, 'GET', APPEAL.subjects, {}, as(other))).body.data;
    expect(theirs.map((s: { subjectType: string; subjectId: string }) => `${s.subjectType}:${s.subjectId}`)).toEqual([`lot:${subjects.lot}`]);
    expect(theirs[0].title).toContain('竞得');
  });

  it('asks for a login', async () => {
    expect((await call(t.app, 'GET', APPEAL.subjects)).status).toBe(401);
  });
});

describe('filing an appeal', () => {
  it('stores the appeal with its attachments, shows it in the list and detail, and refuses a second open one', async () => {
    const pdf = await uploadPdf(t.app, me.headers);
    const filed = await call(t.app, 'POST', APPEAL.submit, {
      subjectType: 'realname', subjectId: subjects.realname, content: `  ${REASON}  `, attachments: [pdf, pdf],
    }, as(me));
    expect(filed.status, filed.body.msg).toBe(200);
    const appeal = filed.body.data;
    expect(appeal).toMatchObject({ subjectType: 'realname', status: 'submitted', statusLabel: '处理中', content: REASON, answer: '', answerTime: '' });
    expect(appeal.id).toMatch(/^\d{19}$/);
    expect(appeal.attachments).toEqual([{ fileId: pdf, name: '申请书.pdf', url: `/api/dscq-user/file/${pdf}`, contentType: 'application/pdf' }]);

    const again = await call(t.app, 'POST', APPEAL.submit, { subjectType: 'realname', subjectId: subjects.realname, content: REASON }, as(me));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该事项已有处理中的申诉，请等待答复');

    const list = (await call(t.app, 'GET', APPEAL.list, {}, as(me))).body.data;
    expect(list.records.map((r: { id: string }) => r.id)).toContain(appeal.id);
    const detail = (await call(t.app, 'GET', APPEAL.detail, { id: appeal.id }, as(me))).body.data;
    expect(detail).toEqual(appeal);
    const subject = (await call(t.app, 'GET', APPEAL.subjects, {}, as(me))).body.data.find((s: { subjectType: string }) => s.subjectType === 'realname');
    expect(subject.open).toBe(true);
    expect(await openAppealCount(t.db, me.id)).toBeGreaterThanOrEqual(1);
  });

  it('lets only one of two simultaneous submits of the same subject in', async () => {
    const body = { subjectType: 'deposit', subjectId: subjects.deposit, content: '保证金退还金额与缴纳金额不一致，请核实。' };
    const answers = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', APPEAL.submit, body, as(me))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.selectFrom('appeal').select('id').where('subjectId', '=', subjects.deposit).execute();
    expect(rows).toHaveLength(1);
  });

  it('lists newest first, by status, with paging', async () => {
    t.setNow(t.now() + 60_000);
    await call(t.app, 'POST', APPEAL.submit, { subjectType: 'lot', subjectId: subjects.lot, content: '竞价结束时间与公告不一致，请核查。' }, as(me));
    const all = (await call(t.app, 'GET', APPEAL.list, { size: 2 }, as(me))).body.data;
    expect(all.total).toBe(3);
    expect(all.pages).toBe(2);
    expect(all.records[0].subjectType).toBe('lot');
    const answered = (await call(t.app, 'GET', APPEAL.list, { status: 'answered' }, as(me))).body.data;
    expect(answered.total).toBe(0);
    expect((await call(t.app, 'GET', APPEAL.list, { status: 'bogus' }, as(me))).body.msg).toContain('申诉状态不正确');
  });
});

describe('another user\'s ids and bad input', () => {
  it('answers 404 for a subject that is not the caller\'s and for another user\'s appeal', async () => {
    const notMine = await call(t.app, 'POST', APPEAL.submit, { subjectType: 'realname', subjectId: subjects.realname, content: REASON }, as(other));
    expect(notMine.status).toBe(404);
    expect(notMine.body.msg).toBe('申诉事项不存在');
    const wrongType = await call(t.app, 'POST', APPEAL.submit, { subjectType: 'deposit', subjectId: subjects.realname, content: REASON }, as(me));
    expect(wrongType.status).toBe(404);

    const mine = (await call(t.app, 'GET', APPEAL.list, {}, as(me))).body.data.records[0];
    const probe = await call(t.app, 'GET', APPEAL.detail, { id: mine.id }, as(other));
    expect(probe.status).toBe(404);
    expect(probe.body.msg).toBe('申诉记录不存在');
    expect((await call(t.app, 'GET', APPEAL.list, {}, as(other))).body.data.total).toBe(0);
  });

  it('answers 400 for a short text, too many files and someone else\'s upload', async () => {
    const base = { subjectType: 'enrolment', subjectId: subjects.enrolment };
    const short = await call(t.app, 'POST', APPEAL.submit, { ...base, content: '太短了' }, as(me));
    expect(short.status).toBe(400);
    expect(short.body.msg).toContain(`申诉理由不能少于${APPEAL_LIMITS.contentMin}个字`);

    const mine = await uploadPdf(t.app, me.headers);
    const tooMany = await call(t.app, 'POST', APPEAL.submit, { ...base, content: REASON, attachments: Array(6).fill(mine) }, as(me));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toContain('申诉材料不能超过5份');

    const theirs = (await upload(t.app, other.token, [{ filename: 'x.png', contentType: 'image/png', bytes: PNG }])).body.data.fileId;
    const foreign = await call(t.app, 'POST', APPEAL.submit, { ...base, content: REASON, attachments: [mine, theirs] }, as(me));
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('申诉材料无效，请重新上传');
    const unknown = await call(t.app, 'POST', APPEAL.submit, { ...base, content: REASON, attachments: ['0'.repeat(32)] }, as(me));
    expect(unknown.status).toBe(400);
    // Nothing of the refused attempts was stored.
    expect((await t.db.selectFrom('appeal').select('id').where('subjectId', '=', subjects.enrolment).execute())).toHaveLength(0);
  });
});

