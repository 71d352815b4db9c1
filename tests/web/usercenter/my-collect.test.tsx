// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CollectedProject, FollowedRoadshow } from '@contract/favourites';
import { useSessionStore } from '@/stores/session';
import { renderAt } from '../render-app';
import { fakeApi } from '../detail/detail-fixtures';
import { fakePushServer } from '../messages/fake-push';

const T = { timeout: 5000 };
let push: ReturnType<typeof fakePushServer>;
beforeAll(() => {
  push = fakePushServer();
});
afterAll(() => push.stop());
beforeEach(() => {
  push.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  useSessionStore.getState().loggedIn({ baseUserId: '1', token: 't', grantType: 'password' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().loggedOut();
});

const favourite = (n: number): CollectedProject => ({
  id: `${n}`.padStart(32, 'a'), assetsId: `${n}`.padStart(32, 'a'), assetsName: `收藏项目${n}`, projectCode: `NCCQ-${n}`, projectType: 0,
  projectNature: 0, priceType: 2, startPrice: 800, priceUnit: '元/亩/年', province: '四川省', city: '眉山市', county: '东坡区', area: 10,
  areaUnit: '亩', typeName: '耕地', transferType: '1', status: 1, state: '正在报名', imgSrc: '', announcementEndTime: '2026-12-30 17:00:00',
  publishDate: '2026-11-01 09:00:00', collectTime: '2026-11-20 10:00:00',
});
const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const names = (list: string) => within(screen.getByRole('list', { name: list })).getAllByRole('listitem').map((li) => li.querySelector('a')?.textContent);

describe('/myCollect (issue 14)', () => {
  it('lists favourites with state and price, removes in place, and puts the row back when the cancel fails', async () => {
    const store = [favourite(1), favourite(2), favourite(3)];
    let failCancel = true;
    let releaseCancel: () => void = () => undefined;
    const cancelled: string[] = [];
    fakeApi({
      'dscq-user/collect-assets/assets-list': () => page(store),
      'dscq-user/collect-assets/cancel': (body) => {
        cancelled.push(String(body?.assetsId));
        if (failCancel) return { $status: 500, $code: 500, $msg: '服务器繁忙' };
        store.splice(store.findIndex((p) => p.assetsId === body?.assetsId), 1);
        return { assetsId: body?.assetsId, collected: false, favouriteCount: 0 };
      },
    });
    renderAt('/myCollect');
    await waitFor(() => expect(names('收藏的项目')).toEqual(['收藏项目1', '收藏项目2', '收藏项目3']), T);
    const first = within(screen.getByRole('list', { name: '收藏的项目' })).getAllByRole('listitem')[0];
    expect(within(first).getByText('正在报名')).toBeTruthy();
    expect(within(first).getByText('800.00')).toBeTruthy();
    expect(within(first).getByText('元/亩/年')).toBeTruthy();

    // The server fails: the row leaves at once, then comes back in its place.
    const slow = new Promise<void>((resolve) => {
      releaseCancel = resolve;
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('collect-assets/cancel')) await slow;
      return realFetch(input, init);
    });
    fireEvent.click(screen.getByRole('button', { name: '取消收藏：收藏项目2' }));
    await waitFor(() => expect(names('收藏的项目')).toEqual(['收藏项目1', '收藏项目3']), T);
    releaseCancel();
    await waitFor(() => expect(names('收藏的项目')).toEqual(['收藏项目1', '收藏项目2', '收藏项目3']), { timeout: 8000 });
    expect(cancelled).toContain(favourite(2).assetsId);

    // The server agrees: the row stays gone after the refetch.
    failCancel = false;
    fireEvent.click(screen.getByRole('button', { name: '取消收藏：收藏项目2' }));
    await waitFor(() => expect(names('收藏的项目')).toEqual(['收藏项目1', '收藏项目3']), T);
    await new Promise((r) => setTimeout(r, 100));
    expect(names('收藏的项目')).toEqual(['收藏项目1', '收藏项目3']);
    expect(store.map((p) => p.assetsName)).toEqual(['收藏项目1', '收藏项目3']);
  }, 20_000);

  it('shows the followed roadshows in their tab (the URL keeps it) and unfollows in place', async () => {
    const roadshow = (n: number, status: FollowedRoadshow['status']): FollowedRoadshow => ({
      roadshowId: String(n), assetsId: `${n}`.padStart(32, 'b'), assetsName: `路演项目${n}`, title: `路演${n}`, host: '王主持',
      startTime: '2026-11-26 10:00:00', endTime: '2026-11-26 11:00:00', liveUrl: 'https://live.example.com/1', coverImg: '', status,
      followTime: '2026-11-20 10:00:00',
    });
    const store = [roadshow(1, '直播中'), roadshow(2, '未开始')];
    const unfollowed: unknown[] = [];
    fakeApi({
      'dscq-user/collect-assets/assets-list': () => page([]),
      'dscq-project/roadshow/followed': () => page(store),
      'dscq-project/roadshow/unfollow': (body) => {
        unfollowed.push(body);
        store.splice(store.findIndex((r) => r.roadshowId === body?.roadshowId), 1);
        return { roadshowId: body?.roadshowId, followed: false, followerCount: 0 };
      },
    });
    const router = renderAt('/myCollect');
    expect(await screen.findByText('暂无收藏的项目', {}, T)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: '关注的路演' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'roadshows' }), T);
    const list = await screen.findByRole('list', { name: '关注的路演' }, T);
    expect(within(list).getByText('直播中')).toBeTruthy();
    expect(within(list).getByRole('link', { name: '观看直播' }).getAttribute('href')).toBe('https://live.example.com/1');
    expect(within(list).getAllByRole('link', { name: '观看直播' })).toHaveLength(1); // only the live one

    fireEvent.click(screen.getByRole('button', { name: '取消关注：路演1' }));
    await waitFor(() => expect(screen.queryByText('路演1')).toBeNull(), T);
    expect(unfollowed).toEqual([{ roadshowId: '1' }]);
    expect(screen.getByText('路演2')).toBeTruthy();
  });

  it('shows a favourite lot\'s live phase, countdown and current price from its push topic, newest seq wins', async () => {
    const store = [favourite(1), favourite(2)];
    fakeApi({ 'dscq-user/collect-assets/assets-list': () => page(store) });
    renderAt('/myCollect');
    await waitFor(() => expect(names('收藏的项目')).toEqual(['收藏项目1', '收藏项目2']), T);
    const topic = `lot:${favourite(2).assetsId}`;
    await waitFor(() => expect(push.frames()).toContainEqual(expect.objectContaining({ type: 'subscribe', topics: [`lot:${favourite(1).assetsId}`, topic] })), T);
    const update = (seq: number, price: number) =>
      ({ type: 'lot:updated', assetsId: favourite(2).assetsId, seq, phase: 'free', price, bidCount: seq, deadline: Date.now() + 3_600_000, paused: false });
    act(() => push.notify(update(5, 950), topic));
    const row = () => within(screen.getByRole('list', { name: '收藏的项目' })).getAllByRole('listitem')[1];
    await waitFor(() => expect(within(row()).getByText('950.00')).toBeTruthy(), T);
    expect(within(row()).getByText('当前价')).toBeTruthy();
    expect(within(row()).getByText('自由报价期')).toBeTruthy();
    expect(row().textContent).toMatch(/\d{2}时\d{2}分\d{2}秒/);
    act(() => push.notify(update(4, 900), topic)); // an older update arriving late changes nothing
    await new Promise((r) => setTimeout(r, 50));
    expect(within(row()).getByText('950.00')).toBeTruthy();
    // The other favourite still shows its listing price.
    const first = within(screen.getByRole('list', { name: '收藏的项目' })).getAllByRole('listitem')[0];
    expect(within(first).getByText('挂牌价')).toBeTruthy();
  });
});
