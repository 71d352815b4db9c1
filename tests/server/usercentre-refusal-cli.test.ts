import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERCENTRE_PATHS } from '../../contract/usercentre';
import { runEnrolmentCli } from '../../mock-server/bin/enrolment-cli';
import { bearer } from './auth-helpers';
import { findProject, materialsFor, submit, uploadPdf, verifiedUser } from './enrolment-fixtures';
import { accessTokenFor, CLIENT_ID, call, makeTestApp, type TestApp } from './helpers';
import { databaseEnvOf } from './test-db';

const MY = `/api/${USERCENTRE_PATHS.myProjects}`;

describe('enrolment refusal by the operator command, and a package enrolment in the user centre', () => {
  let t: TestApp;
  let buyer: { id: string; loginName: string; headers: Record<string, string> };
  let pkg: { enrolmentId: string; subs: string[] };
  let single: string;

  beforeAll(async () => {
    t = await makeTestApp();
    const user = await verifiedUser(t.db);
    buyer = { id: user.id, loginName: user.loginName, headers: bearer(await accessTokenFor(t.db, user.id, t.now)) };
    const fileId = await uploadPdf(t.app, buyer.headers);
    const project = await findProject(t.db, { projectType: 1, open: t.now(), directional: false, acceptKinds: 'both' });
    const children = await t.db.selectFrom('project').select('assetsId').where('parentAssetsId', '=', project.assetsId).orderBy('projectCode').execute();
    const subs = children.map((c) => c.assetsId).slice(0, 2).reverse();
    const res = await submit(t.app, buyer.headers, { assetsId: project.assetsId, subAssetsIds: subs, materials: await materialsFor(t.app, project.assetsId, 'person', fileId) });
    expect(res.status, res.body.msg).toBe(200);
    pkg = { enrolmentId: res.body.data.id, subs };
    const other = await findProject(t.db, { projectType: 0, open: t.now(), directional: false, acceptKinds: 'both' });
    const second = await submit(t.app, buyer.headers, { assetsId: other.assetsId, materials: await materialsFor(t.app, other.assetsId, 'person', fileId) });
    expect(second.status, second.body.msg).toBe(200);
    single = second.body.data.id;
  });
  afterAll(async () => { await t?.close(); });

  it('shows a package enrolment with the lot of its first chosen 标段 and the package\'s own deposit order', async () => {
    // Give both chosen 标段 a scheduled bid lot opening at different times: the row must count down to the first's.
    const opens = [t.now() + 5 * 3600_000, t.now() + 2 * 3600_000];
    for (const [i, assetsId] of pkg.subs.entries()) {
      const lot = { phase: 'scheduled', deadline: opens[i], paused: 0, updateTime: t.now() };
      const existing = await t.db.selectFrom('bidLot').select('assetsId').where('assetsId', '=', assetsId).executeTakeFirst();
      if (existing) await t.db.updateTable('bidLot').set(lot).where('assetsId', '=', assetsId).execute();
      else await t.db.insertInto('bidLot').values({ assetsId, mode: 'ongoing', rules: '{}', anchor: null, ...lot, currentPriceFen: null, leaderCode: null, frozenRemainingMs: null, endTime: null, resultOutcome: null, resultWinnerCode: null, resultPriceFen: null, openedTime: null, closedTime: null, createTime: t.now() }).execute();
    }
    const row = (await call(t.app, 'GET', MY, {}, { headers: buyer.headers })).body.data.records.find((r: any) => r.enrolmentId === pkg.enrolmentId);
    expect(row).toMatchObject({ projectType: 1, state: 'pending_payment', depositStatus: 'unpaid', tabs: ['all', 'enrolling'], action: { kind: 'payDeposit' } });
    expect(row.lot).toMatchObject({ phase: 'scheduled', deadline: opens[0] });
  });

  it('lists pending enrolments and refuses one with --offline; bad usage and a second refusal are refused', async () => {
    const env = { DATA_DIR: t.dataDir, WEB_CLIENT_ID: CLIENT_ID, ...databaseEnvOf(t.db) };
    const lines: string[] = [];
    expect(await runEnrolmentCli(['refuse', single], env, (l) => lines.push(l))).toBe(2);
    expect(lines[0]).toBe('驳回须填写原因（--reason）');
    expect(await runEnrolmentCli(['approve', single], env, (l) => lines.push(l))).toBe(2);
    expect(await runEnrolmentCli(['list', '--offline'], env, (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toContain(single);
    expect(await runEnrolmentCli(['refuse', single, '--reason', '不符合竞买人资格条件', '--offline'], env, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toContain('已驳回');
    const stored = await t.db.selectFrom('enrolmentApplication').select(['state', 'refuseReason']).where('id', '=', single).executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'refused', refuseReason: '不符合竞买人资格条件' });
    expect(await runEnrolmentCli(['refuse', single, '--reason', '再次驳回', '--offline'], env, (l) => lines.push(l))).toBe(1);
    expect(lines.at(-1)).toMatch(/^失败：/);
    const row = (await call(t.app, 'GET', MY, { tab: 'ended' }, { headers: buyer.headers })).body.data;
    expect(row.records.map((r: any) => r.enrolmentId)).toEqual([single]);
    const summary = (await call(t.app, 'GET', `/api/${USERCENTRE_PATHS.summary}`, {}, { headers: buyer.headers })).body.data;
    expect(summary).toMatchObject({ enrolmentsInProgress: 1, depositsUnpaid: 1 });
  });

  it('refuses through the running server, which tells the user at once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const server = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const env = { DATA_DIR: t.dataDir, WEB_CLIENT_ID: CLIENT_ID, ...databaseEnvOf(t.db) };
    // The list also holds the demo accounts' unpaid enrolments: the buyer's own line is the package one alone.
    const buyersLines = (lines: string[]) => lines.filter((l) => l.split(/\s+/).includes(buyer.loginName));
    const lines: string[] = [];
    expect(await runEnrolmentCli(['list', '--server', server], env, (l) => lines.push(l))).toBe(0);
    expect(buyersLines(lines)).toHaveLength(1);
    expect(buyersLines(lines)[0]).toContain(pkg.enrolmentId);
    expect(await runEnrolmentCli(['refuse', pkg.enrolmentId, '--reason', '未提交村集体经济组织成员证明', '--server', server], env, (l) => lines.push(l))).toBe(0);
    const detail = (await call(t.app, 'GET', `/api/${USERCENTRE_PATHS.enrolmentDetail}`, { id: pkg.enrolmentId }, { headers: buyer.headers })).body.data;
    expect(detail).toMatchObject({ state: 'refused', refuseReason: '未提交村集体经济组织成员证明', orderStatus: 'unpaid' });
    const after: string[] = [];
    expect(await runEnrolmentCli(['list', '--server', server], env, (l) => after.push(l))).toBe(0);
    expect(after.length).toBeGreaterThan(0);
    expect(buyersLines(after)).toEqual([]);
  });
});
