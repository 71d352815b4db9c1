import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CQNONGYE, ZHANGSAN } from './auth-helpers';
import { accessTokenFor, makeTestApp, type TestApp } from './helpers';
import { download, getAs } from './files-fixtures';
import { JPEG, PNG, uploadImage } from './realname-helpers';

let t: TestApp;
let zhangsan: string;
let cqnongye: string;
beforeAll(async () => {
  t = await makeTestApp();
  zhangsan = await accessTokenFor(t.db, ZHANGSAN.id, t.now);
  cqnongye = await accessTokenFor(t.db, CQNONGYE.id, t.now);
});
afterAll(async () => { await t.close(); });

const folderOf = (overview: any, code: string) => overview.folders.find((f: any) => f.code === code);

describe('the cabinet files what other modules keep for the user', () => {
  it('puts a seeded bidder\'s enrolment materials under 报名材料, one group per project with the project\'s name', async () => {
    const apps = await t.db.selectFrom('enrolmentApplication').innerJoin('project', 'project.assetsId', 'enrolmentApplication.assetsId')
      .select(['enrolmentApplication.assetsId', 'project.assetsName', 'enrolmentApplication.materials']).where('userId', '=', ZHANGSAN.id).execute();
    expect(apps.length).toBeGreaterThan(0);
    const { body } = await getAs(t.app, zhangsan, 'children', { folder: 'enrolment' });
    expect(body.code).toBe(200);
    const groups = body.data.groups as Array<{ id: string; name: string; count: number }>;
    expect(groups.map((g) => g.id).sort()).toEqual(apps.map((a) => a.assetsId).sort());
    for (const a of apps) {
      const g = groups.find((x) => x.id === a.assetsId)!;
      expect(g.name).toBe(a.assetsName);
      expect(g.count).toBe((JSON.parse(a.materials) as unknown[]).length);
    }
    const list = await getAs(t.app, zhangsan, 'list', { folder: 'enrolment', group: apps[0].assetsId, size: 50 });
    const files = list.body.data.records;
    expect(files.length).toBeGreaterThan(0);
    expect(files[0]).toMatchObject({ folder: 'enrolment', source: 'auto', sourceLabel: '报名', deletable: false, contentType: 'application/pdf', group: apps[0].assetsId });
    expect(files[0].name).toMatch(/\.pdf$/);
    const res = await download(t.app, files[0].url, zhangsan);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('puts an offline payer\'s transfer proofs under 缴款凭证, grouped by project; an online payer has none', async () => {
    const proofs = await t.db.selectFrom('paymentOrder').select(['assetsId', 'proofFileId']).where('userId', '=', CQNONGYE.id).where('proofFileId', '<>', '').execute();
    expect(proofs.length).toBeGreaterThan(0);
    const children = (await getAs(t.app, cqnongye, 'children', { folder: 'payment' })).body.data;
    expect(children.folder.count).toBe(proofs.length);
    expect(children.groups.map((g: any) => g.id).sort()).toEqual([...new Set(proofs.map((p) => p.assetsId))].sort());
    const first = (await getAs(t.app, cqnongye, 'list', { folder: 'payment' })).body.data.records[0];
    expect(first).toMatchObject({ name: '保证金转账凭证.pdf', sourceLabel: '保证金', source: 'auto' });
    expect(proofs.map((p) => p.proofFileId)).toContain(first.id);
    // zhangsan paid every deposit online: his 缴款凭证 hold only the balance proof of his seeded settled deal (结算).
    const own = (await getAs(t.app, zhangsan, 'list', { folder: 'payment', size: 50 })).body.data.records;
    expect(own.map((r: { sourceLabel: string }) => r.sourceLabel)).not.toContain('保证金');
  });

  it('puts the ID scans of a real-name submission under 实名认证材料 without a project, readable by their owner only', async () => {
    const front = await uploadImage(t.app, zhangsan, PNG, 'front.png');
    const back = await uploadImage(t.app, zhangsan, JPEG, 'back.jpg');
    await t.db.insertInto('realnameVerification').values({
      id: '990001', userId: ZHANGSAN.id, kind: 'person', status: 3, name: '张三', frontFileId: front, backFileId: back, submittedTime: t.now(),
    }).execute();
    const children = (await getAs(t.app, zhangsan, 'children', { folder: 'realname' })).body.data;
    expect(children.groups).toEqual([]);
    // Newest upload first: the two scans' order follows their upload times, so compare them as a set.
    expect(children.files.map((f: any) => [f.name, f.contentType, f.sourceLabel]).sort()).toEqual([
      ['证件反面.jpg', 'image/jpeg', '实名认证'], ['证件正面.png', 'image/png', '实名认证'],
    ]);
    const overview = (await getAs(t.app, zhangsan, 'overview')).body.data;
    expect(folderOf(overview, 'realname')).toMatchObject({ name: '实名认证材料', count: 2, size: PNG.length + JPEG.length });
    expect(overview.quota).toEqual({ usedBytes: 0, limitBytes: 200 * 1024 * 1024 });
    expect(overview.latest.slice(0, 2).map((f: any) => f.id).sort()).toEqual([front, back].sort());
    const url = children.files[0].url;
    expect((await download(t.app, url, zhangsan)).statusCode).toBe(200);
    const stranger = await download(t.app, url, cqnongye);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual((await download(t.app, `/api/dscq-user/files/download/${'0'.repeat(32)}`, cqnongye)).json());
  });
});
