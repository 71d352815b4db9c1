// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { UsercentreSummary } from '@contract/usercentre';
import { useSessionStore } from '@/stores/session';
import { renderAt } from '../render-app';
import { fakeApi } from '../detail/detail-fixtures';
import { fakeInbox, message } from '../messages/inbox-fixtures';
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
  useSessionStore.getState().loggedIn({ baseUserId: '1', token: 'token-1', grantType: 'password' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().loggedOut();
});

const profile = { baseUserId: '1', loginName: 'zhangsan', name: '张三', phone: '13800000000', userType: 1, authStatus: 3, headImg: '' };
const tile = (name: RegExp) => screen.findByRole('link', { name }, T);

describe('/usercenterIndex tiles (issue 14)', () => {
  it('show the summary counts, lead to their pages, and follow a pushed inbox notice', async () => {
    const summary: UsercentreSummary = {
      enrolmentsInProgress: 3, bidding: 1, depositsRefunding: 2, depositsUnpaid: 4, unreadMessages: 1, favourites: 5, appealsOpen: 6,
      settlementsDue: 7, contractsOpen: 8,
    };
    let summaryCalls = 0;
    const store = [message(1, 'trade')];
    const inbox = fakeInbox(store);
    fakeApi({
      ...inbox.routes,
      'dscq-user/user/detail': () => profile,
      'dscq-user/usercenter/summary': () => {
        summaryCalls++;
        return { ...summary, unreadMessages: inbox.counts().total };
      },
    });
    renderAt('/usercenterIndex');
    expect((await tile(/^我的项目/)).textContent).toBe('我的项目进行中 3竞价中 1');
    expect((await tile(/^我的保证金/)).textContent).toBe('我的保证金退还中 2待支付 4');
    expect((await tile(/^我的消息/)).textContent).toBe('我的消息未读 1');
    expect((await tile(/^我的收藏/)).textContent).toBe('我的收藏收藏 5');
    expect((await tile(/^申诉记录/)).textContent).toBe('申诉记录处理中 6');
    expect((await tile(/^我的收藏/)).getAttribute('href')).toBe('/myCollect');
    expect((await tile(/^申诉记录/)).getAttribute('href')).toBe('/shensuRecord');
    expect((await tile(/^项目结算/)).getAttribute('href')).toBe('/projectSettlement');
    expect((await tile(/^项目结算/)).textContent).toBe('项目结算待缴款 7');
    expect((await tile(/^我的合同/)).textContent).toBe('我的合同进行中 8');
    expect((await tile(/^我的文件/)).getAttribute('href')).toBe('/myFiles');
    expect((await tile(/^我的合同/)).getAttribute('href')).toBe('/myContract');

    // A new message: the tile and the header say 2 at once, and the summary is fetched again.
    await waitFor(() => expect(push.frames()).toContainEqual({ type: 'subscribe', topics: ['user'], token: 'token-1' }), T);
    const before = summaryCalls;
    store.unshift(message(2, 'deposit'));
    act(() => push.notify({ type: 'notice:message', id: '2', title: '保证金已退还', messageType: 'deposit_refunded', category: 'deposit', unread: 2 }));
    await waitFor(async () => expect((await tile(/^我的消息/)).textContent).toBe('我的消息未读 2'), T);
    expect(screen.getByRole('link', { name: '未读消息 2 条' })).toBeTruthy();
    await waitFor(() => expect(summaryCalls).toBeGreaterThan(before), T);
  });

  it('still lists every tile without counts when the summary fails', async () => {
    fakeApi({ 'dscq-user/user/detail': () => profile, 'dscq-user/usercenter/summary': () => ({ $status: 404, $msg: '接口不存在' }) });
    renderAt('/usercenterIndex');
    expect((await tile(/^我的项目/)).textContent).toBe('我的项目');
    expect((await tile(/^我的保证金/)).getAttribute('href')).toBe('/myDeposit');
  });
});
