// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { BID_PATHS } from '@contract/bid-basics';
import { firstAnswerKey } from '@/lib/api/first-answers';
import { ASSETS_ID, type FakeRoom, snapshot } from './fake-bid-socket';

/**
 * The quote hall's first screen is drawn before the live room's chunk (the stream layer, the socket, the bid
 * controls) has loaded: here that chunk never arrives, so what shows is the opening screen alone.
 */
const room = vi.hoisted((): FakeRoom => ({ sockets: [], snapshot: null, bidAnswer: null }));
vi.mock('socket.io-client', async () => (await import('./fake-bid-socket')).fakeSocketIo(room));
vi.mock('@/features/quote/quote-room', () => new Promise(() => undefined));

/** The document's inlined answers (mock-server/src/http/first-answers.ts) carrying the lot's public snapshot. */
function inlineSnapshot(): void {
  const key = `anon ${firstAnswerKey('GET', BID_PATHS.snapshot, { assetsId: ASSETS_ID })}`;
  const answers = { [key]: { code: 200, msg: 'ok', data: snapshot(3, 120000, { me: null, bidCount: 3 }) } };
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'first-answers';
  el.textContent = JSON.stringify({ lang: 'zh-CN', answers });
  document.body.append(el);
}

/**
 * Renders the app at the lot's /quoteHall, logged in, from fresh modules: the document's answers are read once per
 * page load (src/lib/api/first-answers.ts), so each test is a page load of its own.
 */
async function openRoom(): Promise<void> {
  vi.resetModules();
  const { useSessionStore } = await import('@/stores/session');
  const { renderQuoteHall } = await import('./render-quote-hall');
  useSessionStore.getState().loggedIn({ baseUserId: '1900000000000000001', token: 'token-1', grantType: 'password', name: '张三' });
  renderQuoteHall(room, snapshot(3, 120000));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  room.sockets = [];
});
afterEach(() => {
  cleanup();
  document.getElementById('first-answers')?.remove();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('/quoteHall before its live room has loaded', () => {
  it('shows the lot’s title, mode and clock from the document’s snapshot, a skeleton for the bidder’s side, and opens no socket', async () => {
    inlineSnapshot();
    await openRoom();
    expect(await screen.findByRole('heading', { level: 1, name: '青山村集体林地经营权' })).toBeTruthy();
    expect(screen.getByText('动态报价')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回竞价大厅' })).toBeTruthy();
    // the bid controls and the bidder's card need the live room
    expect(screen.queryByRole('button', { name: /出价/ })).toBeNull();
    expect(screen.queryByText('我的竞价信息')).toBeNull();
    expect(room.sockets).toHaveLength(0);
  });

  it('counts the opening screen’s countdown down once a second while the live room loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      inlineSnapshot();
      await openRoom();
      await screen.findByRole('heading', { level: 1 });
      const countdown = () => screen.getByTestId('lot-countdown').textContent;
      const serverTime = () => screen.getByTestId('server-time').getAttribute('datetime');
      const [before, clockBefore] = [countdown(), serverTime()];
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(countdown()).not.toBe(before);
      expect(Date.parse(serverTime()!) - Date.parse(clockBefore!)).toBeGreaterThanOrEqual(2000);
      expect(screen.queryByRole('button', { name: /出价/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without an inlined snapshot shows only the room’s skeleton', async () => {
    await openRoom();
    await vi.waitFor(() => expect(document.querySelector('main .animate-pulse')).toBeTruthy());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('link', { name: '返回竞价大厅' })).toBeNull();
  });
});
