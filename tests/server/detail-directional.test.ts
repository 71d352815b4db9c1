import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from './auth-helpers';
import { call, data, makeTestApp, type TestApp } from './helpers';
import { authHeaders, directionalCodeOf, findProject } from './enrolment-fixtures';

const D = '/api/dscq-project';
const VERIFY = `${D}/assets-detail/verify-code`;

describe('directional release code (§7 assets-detail/verify-code)', () => {
  let t: TestApp;
  let project: { assetsId: string };
  let code: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    project = await findProject(t.db, { status: 1, directional: true });
    code = await directionalCodeOf(t.db, project.assetsId);
    headers = await authHeaders(t.app, 'zhangsan');
  });
  afterAll(async () => { await t?.close(); });

  it('stores the code hashed, never in clear', async () => {
    const row = await t.db.selectFrom('projectProfile').select('directionalCodeHash').where('assetsId', '=', project.assetsId).executeTakeFirstOrThrow();
    expect(row.directionalCodeHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(row.directionalCodeHash).not.toContain(code);
  });

  it('locks the restricted tabs and attachments for visitors and users without the code', async () => {
    const d = await data(t.app, 'GET', `${D}/project/detail`, { assetsId: project.assetsId });
    expect(d).toMatchObject({ directional: true, directionalVerified: false });
    for (const section of ['evaluation', 'catalogue', 'supplement']) {
      const s = await data(t.app, 'GET', `${D}/assets-detail/${section}`, { assetsId: project.assetsId });
      expect(s).toMatchObject({ locked: true, content: '', items: [] });
    }
    expect((await data(t.app, 'GET', `${D}/assets-detail/subject`, { assetsId: project.assetsId })).locked).toBe(false);
    expect(await data(t.app, 'GET', `${D}/assets-detail/attachments`, { assetsId: project.assetsId })).toEqual({ locked: true, records: [] });
    const attachment = await t.db.selectFrom('projectAttachment').select('id').where('assetsId', '=', project.assetsId).executeTakeFirstOrThrow();
    const log = await call(t.app, 'POST', `${D}/client-attachment-log/submit`, { assetsId: project.assetsId, attachmentId: attachment.id }, { headers });
    expect(log.status).toBe(403);
    expect(log.body.msg).toContain('定向码');
  });

  it('needs a login, refuses a wrong code in Chinese, and names a missing field', async () => {
    expect((await call(t.app, 'POST', VERIFY, { assetsId: project.assetsId, code }, { remoteAddress: freshAddress() })).status).toBe(401);
    const wrong = await call(t.app, 'POST', VERIFY, { assetsId: project.assetsId, code: 'WRONG1' }, { headers, remoteAddress: freshAddress() });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('定向码错误，请核对后重新输入');
    const missing = await call(t.app, 'POST', VERIFY, { assetsId: project.assetsId }, { headers, remoteAddress: freshAddress() });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('code');
    expect(await t.db.selectFrom('directionalAccess').selectAll().execute()).toEqual([]);
  });

  it('accepts the code (case and spaces ignored), remembers it for the user and unlocks the tabs', async () => {
    const typed = ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} `;
    const ok = await call(t.app, 'POST', VERIFY, { assetsId: project.assetsId, code: typed }, { headers, remoteAddress: freshAddress() });
    expect(ok.body.data).toEqual({ directional: true, verified: true });
    const d = await call(t.app, 'GET', `${D}/project/detail`, { assetsId: project.assetsId }, { headers });
    expect(d.body.data.directionalVerified).toBe(true);
    const evaluation = await call(t.app, 'GET', `${D}/assets-detail/evaluation`, { assetsId: project.assetsId }, { headers });
    expect(evaluation.body.data.locked).toBe(false);
    expect(evaluation.body.data.content).toContain('评估');
    const attachments = await call(t.app, 'GET', `${D}/assets-detail/attachments`, { assetsId: project.assetsId }, { headers });
    expect(attachments.body.data.records.length).toBeGreaterThan(0);
    // Another user is still locked out.
    const other = await authHeaders(t.app, 'cqnongye');
    expect((await call(t.app, 'GET', `${D}/assets-detail/evaluation`, { assetsId: project.assetsId }, { headers: other })).body.data.locked).toBe(true);
  });

  it('answers directional false for a project without a code', async () => {
    const open = await findProject(t.db, { status: 1, directional: false });
    const answer = await call(t.app, 'POST', VERIFY, { assetsId: open.assetsId, code: 'ANY' }, { headers, remoteAddress: freshAddress() });
    expect(answer.body.data).toEqual({ directional: false, verified: true });
  });

  it('slows guessing down: the 11th try in a minute from one address is refused with 429', async () => {
    const address = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await call(t.app, 'POST', VERIFY, { assetsId: project.assetsId, code: `GUESS${i}` }, { headers, remoteAddress: address })).status);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
