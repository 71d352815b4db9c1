import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectConsistentPage, makeTestApp, type TestApp } from './helpers';
import { authHeaders } from './enrolment-fixtures';

const R = '/api/dscq-project/roadshow';

describe('followed roadshows (§2 /myCollect 关注的路演)', () => {
  let t: TestApp;
  let zhangsan: Record<string, string>;
  let lisi: Record<string, string>;
  let roadshows: { id: string; assetsId: string }[];
  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    zhangsan = await authHeaders(t.app, 'zhangsan');
    lisi = await authHeaders(t.app, 'lisi');
    roadshows = await t.db.selectFrom('roadshow').select(['id', 'assetsId']).orderBy('id').limit(3).execute();
    expect(roadshows.length).toBe(3);
  });
  afterAll(async () => { await t?.close(); });

  it('answers 401 without a token', async () => {
    expect((await call(t.app, 'GET', `${R}/followed`)).status).toBe(401);
  });

  it('lists only the caller\'s follows, newest first, paged, with the project name and the status by the server clock', async () => {
    for (const [i, r] of roadshows.entries()) {
      t.setNow(t.now() + 1000 * (i + 1));
      await call(t.app, 'POST', `${R}/follow`, { roadshowId: r.id }, { headers: zhangsan });
    }
    await call(t.app, 'POST', `${R}/follow`, { roadshowId: roadshows[0].id }, { headers: lisi });

    const page = await call(t.app, 'GET', `${R}/followed`, { current: 1, size: 2 }, { headers: zhangsan });
    expect(page.status).toBe(200);
    expectConsistentPage(page.body.data, 2, 1);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.records.map((r: { roadshowId: string }) => r.roadshowId)).toEqual([roadshows[2].id, roadshows[1].id]);
    const first = page.body.data.records[0];
    expect(first.assetsId).toBe(roadshows[2].assetsId);
    expect(first.assetsName.length).toBeGreaterThan(0);
    expect(first.followTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const lisiPage = await call(t.app, 'GET', `${R}/followed`, {}, { headers: lisi });
    expect(lisiPage.body.data.records.map((r: { roadshowId: string }) => r.roadshowId)).toEqual([roadshows[0].id]);

    // The status follows the server clock: before the start, during, after the end (the roadshow moved around now).
    const statusWith = async (startOffset: number, endOffset: number) => {
      await t.db.updateTable('roadshow').set({ startTime: t.now() + startOffset, endTime: t.now() + endOffset }).where('id', '=', roadshows[0].id).execute();
      const answer = await call(t.app, 'GET', `${R}/followed`, {}, { headers: lisi });
      return answer.body.data.records[0].status;
    };
    expect(await statusWith(60_000, 3_600_000)).toBe('未开始');
    expect(await statusWith(-60_000, 3_600_000)).toBe('直播中');
    expect(await statusWith(-3_600_000, -60_000)).toBe('已结束');
  });

  it('drops a roadshow once unfollowed and refuses a malformed page', async () => {
    await call(t.app, 'POST', `${R}/unfollow`, { roadshowId: roadshows[2].id }, { headers: zhangsan });
    const page = await call(t.app, 'GET', `${R}/followed`, {}, { headers: zhangsan });
    expect(page.body.data.records.map((r: { roadshowId: string }) => r.roadshowId)).not.toContain(roadshows[2].id);
    expect(page.body.data.total).toBe(2);
    const bad = await call(t.app, 'GET', `${R}/followed`, { current: 0 }, { headers: zhangsan });
    expect(bad.status).toBe(400);
  });
});
