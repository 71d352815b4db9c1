import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAppeal, closeAppeal, describeAppeals } from '../../mock-server/src/modules/appeal/index';
import { createMessageService, type MessageService } from '../../mock-server/src/modules/messages/index';
import type { PushHub } from '../../mock-server/src/realtime/push-hub';
import { silentPushHub } from '../../mock-server/src/realtime/push-hub';
import { APPEAL, appealUser, seedSubjects } from './appeal-fixtures';
import { call, makeTestApp, type TestApp } from './helpers';
import { databaseEnvOf } from './test-db';

const run = promisify(execFile);
let t: TestApp;
let me: Awaited<ReturnType<typeof appealUser>>;
let subjects: Awaited<ReturnType<typeof seedSubjects>>;
let messages: MessageService;
const pushed: Array<{ userId: string; type: string }> = [];

beforeAll(async () => {
  t = await makeTestApp();
  me = await appealUser(t);
  subjects = await seedSubjects(t, me, await appealUser(t));
  const push: PushHub = { ...silentPushHub, sendToUser: (userId, frame) => { pushed.push({ userId, type: (frame as { type: string }).type }); return 1; } };
  messages = createMessageService({ db: t.db, push, now: t.now });
});
afterAll(async () => { await t?.close(); });

const as = { get headers() { return me.headers; } };

async function file(subjectType: string, subjectId: string): Promise<string> {
  const res = await call(t.app, 'POST', APPEAL.submit, { subjectType, subjectId, content: '请复核这一处理结果，我有新的材料说明情况。' }, as);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.id;
}

const messagesOf = (userId: string) => t.db.selectFrom('userMessage').select(['type', 'category', 'title', 'content', 'link'])
  .where('userId', '=', userId).where('type', 'like', 'appeal_%').orderBy('createTime').execute();

/** `npm run appeal -- …` without npm: the same command line the script runs, against the test's DATA_DIR. */
async function appealCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'mock-server/bin/appeal.ts', ...args], {
      env: { ...process.env, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...databaseEnvOf(t.db) }, timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('operator answers and closes appeals', () => {
  it('answers a submitted appeal: state, answer, time and the user\'s message with a link to the record', async () => {
    const id = await file('realname', subjects.realname);
    expect(await answerAppeal(t.db, messages, id, '  经复核，请重新上传清晰的证件照片后再次提交。 ', t.now())).toEqual({ ok: true });
    const detail = (await call(t.app, 'GET', APPEAL.detail, { id }, as)).body.data;
    expect(detail).toMatchObject({ status: 'answered', statusLabel: '已答复', answer: '经复核，请重新上传清晰的证件照片后再次提交。' });
    expect(detail.answerTime).not.toBe('');
    expect(await messagesOf(me.id)).toEqual([expect.objectContaining({
      type: 'appeal_answered', category: 'appeal', content: '经复核，请重新上传清晰的证件照片后再次提交。', link: `/shensuRecord?id=${id}`,
    })]);
    expect(pushed).toContainEqual({ userId: me.id, type: 'notice:message' });
    // Answered: a second answer is refused, and the subject may be appealed again.
    expect(await answerAppeal(t.db, messages, id, '再答一次', t.now())).toEqual({ ok: false, msg: `申诉 ${id} 已答复，不能答复` });
    const subject = (await call(t.app, 'GET', APPEAL.subjects, {}, as)).body.data.find((s: { subjectType: string }) => s.subjectType === 'realname');
    expect(subject.open).toBe(false);

    expect(await closeAppeal(t.db, messages, id, '', t.now())).toEqual({ ok: true });
    const closed = (await call(t.app, 'GET', APPEAL.detail, { id }, as)).body.data;
    expect(closed).toMatchObject({ status: 'closed', statusLabel: '已办结', answer: detail.answer });
    expect(closed.closeTime).not.toBe('');
    expect((await messagesOf(me.id)).map((m) => m.type)).toEqual(['appeal_answered', 'appeal_closed']);
    expect(await closeAppeal(t.db, messages, id, '', t.now())).toMatchObject({ ok: false, msg: `申诉 ${id} 已办结，不能再次办结` });
  });

  it('closes a submitted appeal with a remark that becomes its answer', async () => {
    const id = await file('enrolment', subjects.enrolment);
    expect(await closeAppeal(t.db, messages, id, '报名材料已补齐，报名已恢复。', t.now())).toEqual({ ok: true });
    const detail = (await call(t.app, 'GET', APPEAL.detail, { id }, as)).body.data;
    expect(detail).toMatchObject({ status: 'closed', answer: '报名材料已补齐，报名已恢复。' });
    expect(detail.answerTime).not.toBe('');
    expect(await answerAppeal(t.db, messages, id, '迟到的答复', t.now())).toMatchObject({ ok: false });
  });

  it('refuses an unknown id and an empty answer, storing no message', async () => {
    const before = (await messagesOf(me.id)).length;
    expect(await answerAppeal(t.db, messages, '1234567890123456789', '答复', t.now())).toEqual({ ok: false, msg: '没有编号为 1234567890123456789 的申诉' });
    const id = await file('deposit', subjects.deposit);
    expect(await answerAppeal(t.db, messages, id, '   ', t.now())).toEqual({ ok: false, msg: '答复内容不能为空（--text）' });
    expect((await messagesOf(me.id)).length).toBe(before);
    expect((await describeAppeals(t.db, true, 10)).map((line) => line.split('  ')[0])).toEqual([id]);
  });

  it('runs as npm run appeal: list --open, answer, and a refused answer with exit code 1', async () => {
    const id = await file('lot', subjects.lot);
    const list = await appealCli('list', '--open');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(id);
    const answered = await appealCli('answer', id, '--text', '竞价过程已复核，结果有效。');
    expect(answered.code, answered.stderr).toBe(0);
    expect((await call(t.app, 'GET', APPEAL.detail, { id }, as)).body.data).toMatchObject({ status: 'answered', answer: '竞价过程已复核，结果有效。' });
    const again = await appealCli('answer', id, '--text', '再答一次');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('已答复');
    expect((await appealCli('answer')).code).toBe(2);
  }, 90_000); // four operator commands, each a fresh Node process with tsx: seconds apiece on a busy machine
});
