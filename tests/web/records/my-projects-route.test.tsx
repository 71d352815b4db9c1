// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clock } from '@streams/clock';
import { useSessionStore } from '@/stores/session';
import { ASSETS_ID, OTHER_ASSETS_ID, fakeApi, lot, myProject, page, renderAt, type Call } from './records-fixtures';

const push = await vi.hoisted(async () => {
  const { Subject } = await import('rxjs');
  return new Subject<{ type: string; serverNow?: number; assetsId?: string }>();
});
vi.mock('@streams/push', async (importOriginal) => ({ ...(await importOriginal<typeof import('@streams/push')>()), push$: push.asObservable() }));

const PATH = 'dscq-project/enrolment/my-projects';
const listCalls = (calls: Call[]) => calls.filter((c) => c.path === PATH);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  useSessionStore.getState().loggedIn({ baseUserId: '1', token: 't', grantType: 'password' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().loggedOut();
  clock.observeServerNow(Date.now()); // a jump of the estimate: back to the device's time
});

describe('/myProject (issue 14)', () => {
  it("shows the caller's enrolments: bidder code, deposit in 元 with its state, phase, price in its unit, result and action", async () => {
    fakeApi({
      [PATH]: () =>
        page([
          myProject({ lot: lot({ leading: true }) }),
          myProject({
            enrolmentId: '78', assetsId: OTHER_ASSETS_ID, assetsName: '彭山区林地经营权流转', bidderCode: 'B007', deposit: 8_000, depositStatus: 'refunded', depositStatusLabel: '已退还',
            lot: lot({ phase: 'closed', phaseLabel: '已结束', priceUnit: '元/亩/年', currentPrice: 820, finalPrice: 860, outcome: 'deal', mine: 'lost' }),
            action: { kind: 'seeResult', label: '查看结果', href: `/projectDetail/${OTHER_ASSETS_ID}.html` },
          }),
          myProject({
            enrolmentId: '79', state: 'refused', stateLabel: '报名未通过', bidderCode: null, depositStatus: 'refunding', depositStatusLabel: '退还中',
            lot: lot({ phase: 'scheduled', phaseLabel: '未开始' }), action: { kind: 'none', label: '', href: '' },
          }),
        ]),
    });
    renderAt('/myProject');
    const table = await screen.findByRole('table', { name: '我的项目' }, { timeout: 5000 });
    const [, open, closed, refused] = within(table).getAllByRole('row');
    expect(within(open).getByRole('link', { name: '东坡区土地承包经营权出租' }).getAttribute('href')).toBe(`/projectDetail/${ASSETS_ID}.html`);
    expect(within(open).getByText('A023')).toBeTruthy();
    expect(within(open).getByText('5,000.00').nextSibling?.textContent).toBe('元');
    expect(within(open).getByText('已确认')).toBeTruthy();
    expect(within(open).getByText('自由报价期')).toBeTruthy();
    expect(within(open).getByText('领先')).toBeTruthy();
    expect(within(open).getByText('125').nextSibling?.textContent).toBe('万元');
    expect(within(open).getByRole('link', { name: '进入报价厅' }).getAttribute('href')).toBe(`/quoteHall?assetsId=${ASSETS_ID}`);
    expect(within(open).getByRole('link', { name: /报名详情/ }).getAttribute('href')).toBe('/enrollDetail?id=77');

    expect(within(closed).getByText('860.00').nextSibling?.textContent).toBe('元/亩/年'); // the final price, in the lot's unit
    expect(within(closed).getByText('8,000.00').nextSibling?.textContent).toBe('元');
    expect(within(closed).getByText('已退还')).toBeTruthy();
    expect(within(closed).getByText('未竞得')).toBeTruthy();
    expect(within(closed).getByRole('link', { name: '查看结果' })).toBeTruthy();
    expect(within(refused).getByText('报名未通过')).toBeTruthy();
    expect(within(refused).getByText('退还中')).toBeTruthy();
    expect(within(refused).queryByRole('link', { name: /进入报价厅|查看结果/ })).toBeNull();
    expect(within(open).queryByText('已缴纳保证金')).toBeNull(); // a complete enrolment needs no state note
    expect(screen.getByRole('list', { name: '我的项目卡片' }).children).toHaveLength(3); // the phone layout holds the same rows
  });

  it('a tab asks the server for that tab and writes it to the URL; an empty tab says so and leads to the hall', async () => {
    const calls = fakeApi({ [PATH]: (c) => (c.query.tab === 'ended' ? page([]) : page([myProject()])) });
    const { router } = renderAt('/myProject');
    await screen.findByRole('table', { name: '我的项目' }, { timeout: 5000 });
    expect(listCalls(calls).at(-1)?.query).toMatchObject({ tab: 'all', current: '1', size: '10' });

    await userEvent.click(screen.getByRole('tab', { name: '已结束' }));
    expect(await screen.findByText('暂无已结束的项目', {}, { timeout: 5000 })).toBeTruthy();
    expect(listCalls(calls).at(-1)?.query.tab).toBe('ended');
    expect(router.state.location.search).toMatchObject({ tab: 'ended' });
    expect(screen.getByRole('link', { name: '去竞价大厅看看' }).getAttribute('href')).toBe('/hall');
    expect(screen.getByRole('tab', { name: '已结束', selected: true })).toBeTruthy();

    router.history.back();
    await waitFor(() => expect(screen.getByRole('tab', { name: '全部', selected: true })).toBeTruthy());
  });

  it('counts down on the shared, server-corrected clock, and asks again once when the countdown is over', async () => {
    clock.observeServerNow(Date.now() + 3_600_000); // the server is an hour ahead of this device
    const serverNow = clock.now();
    let asked = 0;
    const calls = fakeApi({
      [PATH]: () => {
        asked++;
        if (asked > 1) return page([myProject({ lot: lot({ phase: 'closed', phaseLabel: '已结束', outcome: 'deal', mine: 'won', finalPrice: 1_300_000 }) })]);
        return page([
          myProject({ lot: lot({ deadline: serverNow + 2 * 3_600_000 + 10_000 }) }),
          myProject({ enrolmentId: '78', assetsId: OTHER_ASSETS_ID, lot: lot({ deadline: serverNow + 1_500 }) }),
        ]);
      },
    });
    renderAt('/myProject');
    const table = await screen.findByRole('table', { name: '我的项目' }, { timeout: 5000 });
    const [, first] = within(table).getAllByRole('row');
    // 2 h 10 s of server time (minus the §4 5 s offset); Date.now() would have said 3 h 0 min 5 s
    expect(within(first).getByTestId('lot-countdown').textContent).toMatch(/距结束00天02时00分0[345]秒/);
    expect(asked).toBe(1);

    await waitFor(() => expect(screen.getByText('竞得', { selector: 'table *' })).toBeTruthy(), { timeout: 6000 });
    await act(() => new Promise((r) => setTimeout(r, 1500)));
    expect(listCalls(calls)).toHaveLength(2); // once, not on every tick
    expect(screen.getAllByText('130').length).toBeGreaterThan(0); // the final price
  }, 15_000);

  it('asks again when the push channel reports a lot change while a lot is still open, and shows 已暂停', async () => {
    let asked = 0;
    const calls = fakeApi({ [PATH]: () => (++asked === 1 ? page([myProject()]) : page([myProject({ lot: lot({ paused: true, deadline: clock.now() + 60_000 }) })])) });
    renderAt('/myProject');
    await screen.findByRole('table', { name: '我的项目' }, { timeout: 5000 });
    act(() => push.next({ type: 'lot:updated', assetsId: 'ffffffffffffffffffffffffffffffff', serverNow: Date.now() })); // not one of the caller's lots
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(listCalls(calls)).toHaveLength(1);

    act(() => push.next({ type: 'hall:changed', serverNow: Date.now() }));
    expect(await screen.findAllByText('已暂停', {}, { timeout: 5000 })).not.toHaveLength(0);
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('a failed load offers 重新加载, which shows the rows', async () => {
    let fail = true;
    fakeApi({ [PATH]: () => (fail ? { $status: 400, $msg: '参数错误' } : page([myProject()])) });
    renderAt('/myProject?tab=bidding');
    const retry = await screen.findByRole('button', { name: '重新加载' }, { timeout: 5000 });
    expect(screen.getByText('我的项目加载失败，请稍后重试')).toBeTruthy();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('table', { name: '我的项目' }, { timeout: 5000 })).toBeTruthy();
    for (const link of screen.getAllByRole('link', { name: /报名详情/ })) expect(link.getAttribute('href')).toBe('/enrollDetail?id=77&tab=bidding');
  });
});
