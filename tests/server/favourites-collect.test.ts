import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, data, expectConsistentPage, makeTestApp, type TestApp } from './helpers';
import { authHeaders, findProject } from './enrolment-fixtures';

const C = '/api/dscq-user/collect-assets';
const R = '/api/dscq-project/roadshow';

describe('favourites and roadshow following (§2 /myCollect, §8 用户未登录)', () => {
  let t: TestApp;
  let zhangsan: Record<string, string>;
  let lisi: Record<string, string>;
  let ids: string[];
  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    zhangsan = await authHeaders(t.app, 'zhangsan');
    lisi = await authHeaders(t.app, 'lisi');
    ids = [(await findProject(t.db, { status: 1 })).assetsId, (await findProject(t.db, { status: 7 })).assetsId, (await findProject(t.db, { status: 2 })).assetsId];
  });
  afterAll(async () => { await t?.close(); });

  it('answers 401 to visitors (the portal shows 用户未登录)', async () => {
    for (const path of ['add', 'cancel', 'assets-list']) expect((await call(t.app, 'POST', `${C}/${path}`, { assetsId: ids[0] })).status).toBe(401);
    expect((await call(t.app, 'POST', `${R}/follow`, { assetsId: ids[0] })).status).toBe(401);
  });

  it('adds idempotently, counts per project and shows isCollected on the detail', async () => {
    const first = await call(t.app, 'POST', `${C}/add`, { assetsId: ids[0] }, { headers: zhangsan });
    expect(first.body.data).toEqual({ assetsId: ids[0], collected: true, favouriteCount: 1 });
    const again = await call(t.app, 'POST', `${C}/add`, { assetsId: ids[0] }, { headers: zhangsan });
    expect(again.body.data.favouriteCount).toBe(1);
    await call(t.app, 'POST', `${C}/add`, { assetsId: ids[0] }, { headers: lisi });
    const detail = await call(t.app, 'GET', '/api/dscq-project/project/detail', { assetsId: ids[0] }, { headers: zhangsan });
    expect(detail.body.data).toMatchObject({ isCollected: true, favouriteCount: 2 });
    expect((await data(t.app, 'GET', '/api/dscq-project/project/detail', { assetsId: ids[0] })).isCollected).toBe(false);
    const unknown = await call(t.app, 'POST', `${C}/add`, { assetsId: 'a'.repeat(32) }, { headers: zhangsan });
    expect([unknown.status, unknown.body.msg]).toEqual([404, '项目不存在']);
    const bad = await call(t.app, 'POST', `${C}/add`, {}, { headers: zhangsan });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('assetsId');
  });

  it('lists the caller\'s favourites newest first with the collect time, paged', async () => {
    for (const [i, id] of ids.slice(1).entries()) {
      t.setNow(t.now() + (i + 1) * 1000);
      await call(t.app, 'POST', `${C}/add`, { assetsId: id }, { headers: zhangsan });
    }
    const page = await call(t.app, 'POST', `${C}/assets-list`, { current: 1, size: 2 }, { headers: zhangsan });
    expectConsistentPage(page.body.data, 2, 1);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.records.map((r: { assetsId: string }) => r.assetsId)).toEqual([ids[2], ids[1]]);
    expect(page.body.data.records[0].collectTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.body.data.records[0].typeName.length).toBeGreaterThan(0);
    const lisiList = await call(t.app, 'POST', `${C}/assets-list`, {}, { headers: lisi });
    expect(lisiList.body.data.total).toBe(1);
  });

  it('cancels idempotently', async () => {
    const res = await call(t.app, 'POST', `${C}/cancel`, { assetsId: ids[1] }, { headers: zhangsan });
    expect(res.body.data).toEqual({ assetsId: ids[1], collected: false, favouriteCount: 0 });
    expect((await call(t.app, 'POST', `${C}/cancel`, { assetsId: ids[1] }, { headers: zhangsan })).status).toBe(200);
    expect((await call(t.app, 'POST', `${C}/assets-list`, {}, { headers: zhangsan })).body.data.total).toBe(2);
  });

  it('follows and unfollows a project\'s roadshow by project or roadshow id', async () => {
    const roadshow = await t.db.selectFrom('roadshow').select(['id', 'assetsId']).orderBy('id').executeTakeFirstOrThrow();
    const followed = await call(t.app, 'POST', `${R}/follow`, { assetsId: roadshow.assetsId }, { headers: zhangsan });
    expect(followed.body.data).toEqual({ roadshowId: roadshow.id, followed: true, followerCount: 1 });
    expect((await call(t.app, 'POST', `${R}/follow`, { roadshowId: roadshow.id }, { headers: zhangsan })).body.data.followerCount).toBe(1);
    const detail = await call(t.app, 'GET', '/api/dscq-project/project/detail', { assetsId: roadshow.assetsId }, { headers: zhangsan });
    expect(detail.body.data.roadshow).toMatchObject({ id: roadshow.id, followed: true, followerCount: 1 });
    const off = await call(t.app, 'POST', `${R}/unfollow`, { roadshowId: roadshow.id }, { headers: zhangsan });
    expect(off.body.data).toEqual({ roadshowId: roadshow.id, followed: false, followerCount: 0 });
    const without = await t.db.selectFrom('project').select('assetsId').where('assetsId', 'not in', t.db.selectFrom('roadshow').select('assetsId'))
      .executeTakeFirstOrThrow();
    const none = await call(t.app, 'POST', `${R}/follow`, { assetsId: without.assetsId }, { headers: zhangsan });
    expect([none.status, none.body.msg]).toEqual([404, '该项目暂无路演']);
    expect((await call(t.app, 'POST', `${R}/follow`, {}, { headers: zhangsan })).status).toBe(400);
  });
});
