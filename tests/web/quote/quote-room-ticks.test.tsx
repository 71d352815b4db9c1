// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { quoteRoomTestHooks, renderQuoteHall } from './render-quote-hall';
import { type FakeRoom, batch, bid, placed, snapshot } from './fake-bid-socket';

/**
 * The lot feed emits every second for the countdowns. The parts of the room that show no clock (price board, bid
 * history, bidder's card, rules, bid panel) take the lot's steady view and must not be rebuilt on those seconds; they
 * must still follow every change of the lot. Counted through the formatters only they call.
 */
const room = vi.hoisted((): FakeRoom => ({ sockets: [], snapshot: null, bidAnswer: null }));
const calls = vi.hoisted(() => ({ bidTime: 0, rulePrice: 0 }));

vi.mock('socket.io-client', async () => (await import('./fake-bid-socket')).fakeSocketIo(room));
vi.mock('@/features/quote/quote-format', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/quote/quote-format')>();
  return {
    ...actual,
    // the history's time column, and the rules card's prices in a sentence
    bidTime: (at: number) => ((calls.bidTime += 1), actual.bidTime(at)),
    lotPricePhrase: (...args: Parameters<typeof actual.lotPricePhrase>) => ((calls.rulePrice += 1), actual.lotPricePhrase(...args)),
  };
});

const socket = () => room.sockets[room.sockets.length - 1];

quoteRoomTestHooks(room);
beforeEach(() => {
  calls.bidTime = 0;
  calls.rulePrice = 0;
});

describe('/quoteHall: the seconds move the clock only', () => {
  it('counts down without rebuilding the history or the rules, and a new bid renders its row and the one it outbid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deadline = Date.now() + 600_000;
    const bids = [bid(5, 120000, 'B002'), { ...bid(4, 110000, 'B003'), status: 'outbid' as const }];
    renderQuoteHall(room, snapshot(5, 120000, { serverNow: Date.now(), deadline, bids, bidCount: 2, bidderCount: 2 }));
    const history = await screen.findByTestId('bid-history');
    await screen.findByText('竞价方式：动态报价');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const countdown = () => screen.getByTestId('lot-countdown').textContent;
    const before = { countdown: countdown(), ...calls };

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(countdown()).not.toBe(before.countdown);
    expect(calls.bidTime).toBe(before.bidTime);
    expect(calls.rulePrice).toBe(before.rulePrice);

    act(() => socket().fire('lot:events', batch(placed(6, 130000, 'B003', { deadline }))));
    expect(screen.getByTestId('current-price').textContent).toBe('13万元');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('领先'), expect.stringContaining('出局'), expect.stringContaining('出局')]);
    // the new bid's row and the row it outbid; the older rows stay as they were
    expect(calls.bidTime - before.bidTime).toBe(2);
  });
});
