import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import type { LotSnapshot } from '@contract/bid';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { useSessionStore } from '@/stores/session';
import { fakeServer } from '../routes/fake-server';
import { ASSETS_ID, type FakeRoom } from './fake-bid-socket';

/**
 * Renders the real app at /quoteHall of {@link ASSETS_ID}, its bid room (see `fakeSocketIo`) answering `snap`, and
 * the HTTP snapshot the room opens with the same.
 */
export function renderQuoteHall(room: FakeRoom, snap: LotSnapshot): void {
  room.snapshot = snap;
  fakeServer({ '/api-bid/lot/snapshot': () => room.snapshot });
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [`/quoteHall?assetsId=${ASSETS_ID}`] }));
  render(<AppProviders queryClient={queryClient} router={router} />);
}

/**
 * The hooks every bid room test file shares: zhangsan logged in and no sockets before each test; after it the page
 * unmounted, the room's shared streams let go (a macrotask after their last reader), mocks and timers restored, and
 * the session ended.
 */
export function quoteRoomTestHooks(room: FakeRoom): void {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    useSessionStore.getState().loggedIn({ baseUserId: '1900000000000000001', token: 'token-1', grantType: 'password', name: '张三' });
    room.sockets = [];
  });
  afterEach(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 10));
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSessionStore.getState().loggedOut();
  });
}
