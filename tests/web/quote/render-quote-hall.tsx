import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import type { LotSnapshot } from '@contract/bid';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';
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
