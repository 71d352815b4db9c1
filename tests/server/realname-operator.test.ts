import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshAddress } from './auth-helpers';
import { call, makeTestApp, type TestApp } from './helpers';
import { accessToken, citizenId, detailOf, register, uploadImage } from './realname-helpers';
import { databaseEnvOf } from './test-db';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
afterAll(async () => { await t.close(); });

/** `npm run realname -- …` without npm: the same command line the script runs, against the test's DATA_DIR. */
async function realname(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'mock-server/bin/realname.ts', ...args], {
      env: { ...process.env, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...databaseEnvOf(t.db) }, timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function submitPending(loginName: string, phone: string, name: string): Promise<string> {
  await register(t.app, loginName, phone, 1);
  const token = await accessToken(t.app, loginName);
  const image = await uploadImage(t.app, token);
  const form = { name, idType: 0, idNumber: citizenId('350102', '19880808', phone.slice(-3)), phone, frontImage: image, backImage: image };
  expect((await call(t.app, 'POST', '/api/dscq-user/realname/person/submit', form, { headers: bearer(token), remoteAddress: freshAddress() })).body.data.status).toBe(1);
  // Cancel the sandbox's timer: this record is for the operator.
  t.app.realnameReviews.close();
  return token;
}

describe('operator command (npm run realname)', () => {
  it('lists pending records, approves one and rejects another with a reason', async () => {
    const approveMe = await submitPending('rnopa', '13900139501', '欧阳娜娜');
    const rejectMe = await submitPending('rnopb', '13900139502', '钱多多');

    const list = await realname('list', '--pending');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/rnopa {2}个人 {2}欧阳娜娜 {2}3501\*{10}\d{3}[\dX]/);
    expect(list.stdout).toContain('rnopb');

    expect((await realname('approve', '--user', 'rnopa')).stdout).toContain('已通过 rnopa 的实名认证');
    expect(await detailOf(t.app, approveMe)).toMatchObject({ authStatus: 3, name: '欧阳娜娜' });
    // The command runs in its own process: the message is stored for the user's next read.
    expect((await call(t.app, 'GET', '/api/dscq-user/message/list', {}, { headers: bearer(approveMe) })).body.data.records)
      .toMatchObject([{ type: 'realname_approved', link: '/realNamePersonInfo' }]);

    expect((await realname('reject', '--user', 'rnopb')).code).toBe(1);
    expect((await realname('reject', '--user', 'rnopb', '--reason', '证件照片不清晰')).code).toBe(0);
    expect(await detailOf(t.app, rejectMe)).toMatchObject({ authStatus: 2 });
    const record = (await call(t.app, 'GET', '/api/dscq-user/realname/detail', {}, { headers: bearer(rejectMe) })).body.data;
    expect(record).toMatchObject({ status: 2, reason: '证件照片不清晰', reviewer: 'operator' });
    const [rejection] = (await call(t.app, 'GET', '/api/dscq-user/message/list', {}, { headers: bearer(rejectMe) })).body.data.records;
    expect(rejection).toMatchObject({ type: 'realname_rejected', summary: expect.stringContaining('原因：证件照片不清晰') });

    expect((await realname('approve', '--user', 'rnopa')).stderr).toContain('rnopa 没有待审核的实名认证');
    expect((await realname('list', '--pending')).stdout.trim()).toBe('没有待审核的实名认证');
    expect((await realname('frobnicate')).code).toBe(2);
  }, 90_000); // three operator commands, each a fresh Node process with tsx: seconds apiece on a busy machine
});
