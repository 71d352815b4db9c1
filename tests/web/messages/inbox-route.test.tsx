// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@/stores/session';
import { renderAt } from '../render-app';
import { fakeApi } from '../detail/detail-fixtures';
import { fakeInbox, message } from './inbox-fixtures';
import { fakePushServer } from './fake-push';

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

const bell = () => screen.findByRole('link', { name: /^未读消息 \d+ 条$/ }, T);
const bellCount = async () => Number((await bell()).getAttribute('aria-label')!.match(/\d+/)![0]);
const rowTitles = () => within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('link').map((a) => a.textContent?.replace('未读：', ''));

describe('/myMessage (issue 14 inbox)', () => {
  it('filters by category tab and 仅看未读 through the search params, with unread badges and paging', async () => {
    const store = [
      message(1, 'deposit'), message(2, 'trade', true), message(3, 'trade'),
      ...Array.from({ length: 11 }, (_, i) => message(10 + i, 'system', true)),
    ];
    const inbox = fakeInbox(store);
    fakeApi(inbox.routes);
    const router = renderAt('/myMessage');
    await waitFor(() => expect(rowTitles()).toHaveLength(10), T);
    expect(await bellCount()).toBe(2);
    const trade = screen.getByRole('tab', { name: /交易消息/ });
    expect(within(trade).getByText('1')).toBeTruthy(); // one unread trade message

    fireEvent.mouseDown(trade); // Radix tabs activate on mousedown
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'trade' }), T);
    await waitFor(() => expect(rowTitles()).toEqual(['消息2', '消息3']), T);
    fireEvent.click(screen.getByRole('checkbox', { name: '仅看未读' }));
    await waitFor(() => expect(rowTitles()).toEqual(['消息3']), T);
    expect(router.state.location.search).toMatchObject({ category: 'trade', unread: '1' });
    expect(inbox.requests.at(-1)).toEqual({ path: 'list', params: expect.objectContaining({ category: 'trade', unread: '1', current: '1' }) });

    // Back restores the previous filter.
    router.history.back();
    await waitFor(() => expect(rowTitles()).toEqual(['消息2', '消息3']), T);

    // 全部, page 2 (14 messages, 10 a page).
    void router.navigate({ to: '/myMessage', search: { current: 2 } });
    await waitFor(() => expect(rowTitles()).toHaveLength(4), T);
    expect(screen.getByText('消息20')).toBeTruthy();
  });

  it('marks selected messages read and deletes after a confirm; the list and the header count follow at once', async () => {
    const store = [message(1, 'deposit'), message(2, 'trade'), message(3, 'trade'), message(4, 'appeal')];
    const inbox = fakeInbox(store);
    fakeApi(inbox.routes);
    renderAt('/myMessage');
    await waitFor(() => expect(rowTitles()).toHaveLength(4), T);
    expect(await bellCount()).toBe(4);
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(4);

    fireEvent.click(screen.getByRole('checkbox', { name: '选择：消息1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择：消息2' }));
    fireEvent.click(screen.getByRole('button', { name: '标为已读' }));
    await waitFor(async () => expect(await bellCount()).toBe(2), T);
    expect(inbox.requests.find((r) => r.path === 'read')?.params).toEqual({ ids: ['1', '2'] });
    await waitFor(() => expect(screen.getAllByTestId('unread-dot')).toHaveLength(2), T);
    expect((screen.getByRole('checkbox', { name: '选择：消息1' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: '选择：消息3' }));
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', {}, T);
    expect(within(dialog).getByText(/确定删除选中的 1 条消息吗/)).toBeTruthy();
    expect(inbox.requests.some((r) => r.path === 'delete')).toBe(false); // nothing deleted before the confirm
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(rowTitles()).toEqual(['消息1', '消息2', '消息4']), T);
    expect(await bellCount()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(async () => expect(await bellCount()).toBe(0), T);
    expect(inbox.requests.find((r) => r.path === 'read-all')?.params).toEqual({});
    await waitFor(() => expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0), T);
  });

  it('shows 暂无消息 for an empty inbox and an error with a retry', async () => {
    let fail = true;
    const inbox = fakeInbox([]);
    fakeApi({ ...inbox.routes, 'dscq-user/message/list': (b, q) => (fail ? { $status: 500, $msg: '服务器开小差了' } : inbox.routes['dscq-user/message/list'](b, q)) });
    renderAt('/myMessage');
    expect(await screen.findByText(/消息加载失败/, {}, { timeout: 8000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无消息', {}, T)).toBeTruthy();
  });

  it('the header count follows a pushed notice:message, after subscribing the user topic with the token', async () => {
    const store = [message(1, 'deposit'), message(2, 'trade', true)];
    const inbox = fakeInbox(store);
    fakeApi(inbox.routes);
    renderAt('/myMessage');
    expect(await bellCount()).toBe(1);
    await waitFor(() => expect(push.frames()).toContainEqual({ type: 'subscribe', topics: ['user'], token: 'token-1' }), T);

    // The server stores a new message and pushes the new unread total.
    store.unshift(message(3, 'trade'));
    act(() => {
      push.notify({ type: 'notice:message', id: '3', title: '消息3', messageType: 'outbid', category: 'trade', unread: 2 });
    });
    await waitFor(async () => expect(await bellCount()).toBe(2), T);
    // The list was marked stale and shows the new message.
    await waitFor(() => expect(rowTitles()).toEqual(['消息3', '消息1', '消息2']), T);

    // Read in another tab: the server's store changed, the notice has id null and the new total.
    for (const m of store) m.read = true;
    act(() => {
      push.notify({ type: 'notice:message', id: null, title: '', messageType: '', category: null, unread: 0 });
    });
    await waitFor(async () => expect(await bellCount()).toBe(0), T);
  });
});

describe('/myMessageDetail (issue 14 inbox)', () => {
  it('shows the message, marks it read (the count drops), offers its link and goes back to the filtered list', async () => {
    const store = [message(1, 'deposit'), message(2, 'deposit')];
    const inbox = fakeInbox(store);
    fakeApi(inbox.routes);
    const router = renderAt('/myMessage?category=deposit&unread=1');
    await waitFor(() => expect(rowTitles()).toEqual(['消息1', '消息2']), T);
    expect(await bellCount()).toBe(2);
    fireEvent.click(screen.getByRole('link', { name: '未读：消息1' }));
    expect(await screen.findByText('正文1：保证金已退还。', {}, T)).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ id: '1', category: 'deposit', unread: '1' });
    await waitFor(async () => expect(await bellCount()).toBe(1), T);
    expect(screen.getByRole('link', { name: '查看保证金' }).getAttribute('href')).toBe('/myDeposit');

    fireEvent.click(screen.getByRole('link', { name: '返回列表' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myMessage'), T);
    expect(router.state.location.search).toMatchObject({ category: 'deposit', unread: '1' });
    await waitFor(() => expect(rowTitles()).toEqual(['消息2']), T);
  });

  it('answers 消息不存在 for an unknown or another user\'s id and for a malformed one, staying on the page', async () => {
    fakeApi(fakeInbox([message(1, 'system')]).routes);
    const router = renderAt('/myMessageDetail?id=999');
    expect(await screen.findByText('消息不存在', {}, T)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myMessageDetail');
    cleanup();
    renderAt('/myMessageDetail?id=abc');
    expect(await screen.findByText('消息不存在', {}, T)).toBeTruthy();
  });
});
