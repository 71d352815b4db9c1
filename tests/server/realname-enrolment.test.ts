import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './auth-helpers';
import { call, makeTestApp, type TestApp } from './helpers';
import { accessToken } from './realname-helpers';

let t: TestApp;
let assetsId: string;
beforeAll(async () => {
  t = await makeTestApp({ devTools: true });
  assetsId = (await t.db.selectFrom('project').select('assetsId').limit(1).executeTakeFirstOrThrow()).assetsId;
});
afterAll(async () => { await t.close(); });

const CHECK = '/api/dscq-project/enrol/check';
const check = async (loginName: string, id = assetsId) =>
  (await call(t.app, 'POST', CHECK, { assetsId: id }, { headers: bearer(await accessToken(t.app, loginName)) })).body;

describe('enrolment check', () => {
  it('refuses an unverified user with a reason to show', async () => {
    expect((await check('lisi')).data).toEqual({ allowed: false, reasons: [{ code: 'notVerified', msg: '请先完成实名认证后再报名' }] });
  });

  it('refuses while the verification is pending', async () => {
    expect((await check('wangwu')).data.reasons.map((r: { code: string }) => r.code)).toEqual(['verifying']);
  });

  it('allows verified persons and organisations', async () => {
    expect((await check('zhangsan')).data).toEqual({ allowed: true, reasons: [] });
    expect((await check('cqnongye')).data).toEqual({ allowed: true, reasons: [] });
  });

  it('lists an unknown project, and needs a login and a well-formed id', async () => {
    expect((await check('zhangsan', 'f'.repeat(32))).data).toEqual({ allowed: false, reasons: [{ code: 'projectNotFound', msg: '项目不存在或已下架' }] });
    expect((await call(t.app, 'POST', CHECK, { assetsId })).body).toMatchObject({ code: 401 });
    expect((await check('zhangsan', 'abc')).code).toBe(400);
  });
});
