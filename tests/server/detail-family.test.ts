import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_SECTION_KEYS } from '../../contract/project-detail';
import { call, data, makeTestApp, type TestApp } from './helpers';
import { authHeaders, findProject } from './enrolment-fixtures';

const D = '/api/dscq-project';

describe('project detail and the asset-detail family (§2 /projectDetail, /projectPkg; §7 Projects)', () => {
  let t: TestApp;
  let plain: { assetsId: string; assetsName: string; depositFen: number };
  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    plain = await findProject(t.db, { status: 1, directional: false, projectType: 0, nature: 'listing' });
  });
  afterAll(async () => { await t?.close(); });

  it('answers the full detail: listing fields, deposit in 元, window, gallery and anonymous flags', async () => {
    const d = await data(t.app, 'GET', `${D}/project/detail`, { assetsId: plain.assetsId });
    expect(d.assetsId).toBe(plain.assetsId);
    expect(d.assetsName).toBe(plain.assetsName);
    expect(d.deposit).toBe(plain.depositFen / 100);
    expect(d.gallery.length).toBeGreaterThanOrEqual(2);
    expect(d.gallery[0]).toBe(d.imgSrc);
    expect(d.regionText.startsWith(d.province)).toBe(true);
    expect(d.enrolment.open).toBe(true);
    expect(d.enrolment.endTime).toBe(d.announcementEndTime);
    expect(d).toMatchObject({ isPackage: false, directional: false, directionalVerified: true, isCollected: false, bidActivity: null });
    expect(d.transferTypeName.length).toBeGreaterThan(0);
  });

  it('shows the bid activity (mode and 竞价须知) of a project with a lot', async () => {
    const lot = await t.db.selectFrom('bidLot').select(['assetsId', 'mode']).orderBy('assetsId').executeTakeFirstOrThrow();
    const d = await data(t.app, 'GET', `${D}/project/detail`, { assetsId: lot.assetsId });
    expect(d.bidActivity.mode).toBe(lot.mode);
    expect(d.bidActivity.rules.notes.length).toBeGreaterThan(3);
    expect(d.bidActivity.rules.deposit).toBe(d.deposit);
  });

  it('refuses a malformed id with 400 naming the field and an unknown one with 404', async () => {
    const bad = await call(t.app, 'GET', `${D}/project/detail`, { assetsId: 'xyz' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('assetsId');
    const missing = await call(t.app, 'GET', `${D}/project/detail`);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('assetsId');
    const unknown = await call(t.app, 'GET', `${D}/project/detail`, { assetsId: 'f'.repeat(32) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('项目不存在');
    expect((await call(t.app, 'GET', `${D}/assets-detail/subject`, { assetsId: 'f'.repeat(32) })).status).toBe(404);
  });

  it('serves base-info, top-info and every rich-text tab with seeded HTML', async () => {
    const base = await data(t.app, 'GET', `${D}/assets-detail/base-info`, { assetsId: plain.assetsId });
    expect(base.items.map((i: { label: string }) => i.label)).toEqual(expect.arrayContaining(['项目编号', '挂牌价格', '交易保证金', '公告期']));
    const top = await data(t.app, 'GET', `${D}/assets-detail/top-info`, { assetsId: plain.assetsId });
    expect(top.announcementEndAt).toBeGreaterThan(t.now());
    for (const section of DETAIL_SECTION_KEYS) {
      const s = await data(t.app, 'GET', `${D}/assets-detail/${section}`, { assetsId: plain.assetsId });
      expect(s.locked, section).toBe(false);
      expect(s.content, section).toMatch(/<(p|table|ol|h4)/);
    }
    const subject = await data(t.app, 'GET', `${D}/assets-detail/subject`, { assetsId: plain.assetsId });
    expect(subject.content).toContain('<table');
    expect(subject.content).toContain('四至范围');
    const transferor = await data(t.app, 'GET', `${D}/assets-detail/transferor`, { assetsId: plain.assetsId });
    const phone = transferor.items.find((i: { label: string }) => i.label === '联系电话').value;
    expect(phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const evaluation = await data(t.app, 'GET', `${D}/assets-detail/evaluation`, { assetsId: plain.assetsId });
    expect(evaluation.items.map((i: { label: string }) => i.label)).toContain('评估价值');
  });

  it('lists materials, attachments whose files are served, and records downloads', async () => {
    const m = await data(t.app, 'GET', `${D}/assets-detail/enrol-materials`, { assetsId: plain.assetsId });
    expect(m.materials.some((x: { code: string; required: boolean }) => x.code === 'application' && x.required)).toBe(true);
    const a = await data(t.app, 'GET', `${D}/assets-detail/attachments`, { assetsId: plain.assetsId });
    expect(a.locked).toBe(false);
    expect(a.records.length).toBeGreaterThanOrEqual(2);
    const pdf = a.records.find((r: { contentType: string }) => r.contentType === 'application/pdf');
    const file = await t.app.inject({ method: 'GET', url: pdf.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(pdf.size);

    const anonymous = await data(t.app, 'POST', `${D}/client-attachment-log/submit`, { assetsId: plain.assetsId, attachmentId: pdf.id });
    expect(anonymous).toEqual({ downloadCount: 1, url: pdf.url });
    const headers = await authHeaders(t.app, 'zhangsan');
    const logged = await call(t.app, 'POST', `${D}/client-attachment-log/submit`, { assetsId: plain.assetsId, attachmentId: pdf.id }, { headers });
    expect(logged.body.data.downloadCount).toBe(2);
    const rows = await t.db.selectFrom('attachmentDownload').select('userId').where('assetsId', '=', plain.assetsId).orderBy('id').execute();
    expect(rows.map((r) => r.userId).sort()).toEqual(['', '1900000000000000001']);
    const other = await findProject(t.db, { status: 7 });
    expect((await call(t.app, 'POST', `${D}/client-attachment-log/submit`, { assetsId: other.assetsId, attachmentId: pdf.id })).status).toBe(404);
    expect((await call(t.app, 'POST', `${D}/client-attachment-log/submit`, { assetsId: plain.assetsId, attachmentId: 'abc' })).status).toBe(400);
  });

  it('lists feature tags and keeps assets-recommend', async () => {
    const tags = await data(t.app, 'GET', `${D}/assets-feature/list`, { assetsId: plain.assetsId });
    expect(tags.length).toBeGreaterThanOrEqual(3);
    expect(typeof tags[0].name).toBe('string');
    const rec = await data(t.app, 'POST', `${D}/search/assets-recommend`, { assetsId: plain.assetsId });
    expect(rec.every((r: { assetsId: string }) => r.assetsId !== plain.assetsId)).toBe(true);
  });

  it('lists a package\'s sub-assets and refuses pkg for a single project', async () => {
    const pkg = await findProject(t.db, { projectType: 1 });
    const answer = await data(t.app, 'GET', `${D}/bid/nccq/pkg`, { assetsId: pkg.assetsId });
    const stored = await t.db.selectFrom('project').select(['assetsId', 'depositFen']).where('parentAssetsId', '=', pkg.assetsId).execute();
    expect(answer.records.map((r: { assetsId: string }) => r.assetsId).sort()).toEqual(stored.map((s) => s.assetsId).sort());
    expect(answer.records.length).toBeGreaterThanOrEqual(2);
    expect(answer.records[0].deposit).toBeGreaterThan(0);
    const detail = await data(t.app, 'GET', `${D}/project/detail`, { assetsId: pkg.assetsId });
    expect(detail.isPackage).toBe(true);
    expect(detail.subAssetCount).toBe(stored.length);
    const single = await call(t.app, 'GET', `${D}/bid/nccq/pkg`, { assetsId: plain.assetsId });
    expect(single.status).toBe(400);
    expect(single.body.msg).toContain('不是打包项目');
  });
});
