// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LotEvent, LotSnapshot, LotViewer } from '@contract/bid';
import { quoteRoomTestHooks, renderQuoteHall } from './render-quote-hall';
import { ASSETS_ID, type FakeRoom, batch, rules, snapshot, viewer } from './fake-bid-socket';

/** socket.io-client replaced by fake sockets that answer lot:join with the test's snapshot. */
const room = vi.hoisted((): FakeRoom => ({ sockets: [], snapshot: null, bidAnswer: null }));

vi.mock('socket.io-client', async () => (await import('./fake-bid-socket')).fakeSocketIo(room));

const socket = () => room.sockets[room.sockets.length - 1];
const AT = 1_000_500;

const renderRoom = (snap: LotSnapshot) => renderQuoteHall(room, snap);

/** A sealed round (一次性报价 or two-stage stage 1) as the bidder A001 sees it, with their own sealed bid. */
const sealedRoom = (me: Partial<LotViewer>, over: Partial<LotSnapshot> = {}) =>
  snapshot(3, null, {
    mode: 'onceOff', phase: 'sealed', nextPrice: 100000, leaderCode: null, sealedCount: 2, reserveMet: null,
    rules: rules({ mode: 'onceOff', modeLabel: '一次性报价', revisionsAllowed: 0, extensionWindowSec: null }), me: viewer(me), ...over,
  });

const ownSealed = (price: number, revisionsLeft: number, seq = 3) => ({ seq, price, at: AT + seq, revisionsLeft });

quoteRoomTestHooks(room);

describe('/quoteHall in sealed rounds (auction-rules.md "Bids are final", onceOff, twoStage)', () => {
  it('labels the bidder’s own sealed bid 已提交, counts sealed bids, and the button says 已报价 when no revision is allowed', async () => {
    renderRoom(sealedRoom({ canBid: false, nextValidPrice: null, reason: '您已提交报价，不能再修改', sealedBid: ownSealed(105000, 0) }));
    const history = await screen.findByTestId('bid-history');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain('A001');
    expect(rows[0].textContent).toContain('10.5万元');
    expect(within(history).getByText('已提交')).toBeTruthy();
    expect(within(history).queryByText('出局')).toBeNull();
    expect(screen.getByTestId('history-count').textContent).toBe('已提交 2 份密封报价');
    expect(screen.queryByText(/共 0 次出价/)).toBeNull();
    const button = (await screen.findByRole('button', { name: '已报价' })) as HTMLButtonElement; // the sealed panel is a chunk of its own
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '修改报价' })).toBeNull();
  });

  it('a revision may only raise: a lower price is flagged; the revised bid replaces the earlier row at once', async () => {
    renderRoom(sealedRoom({ nextValidPrice: 106000, sealedBid: ownSealed(105000, 1) }, { rules: rules({ mode: 'onceOff', revisionsAllowed: 1, extensionWindowSec: null }) }));
    const input = await screen.findByLabelText('报价金额（万元）');
    expect(screen.getByRole('button', { name: '修改报价' })).toBeTruthy();
    await userEvent.type(input, '10.3');
    expect(screen.getByText('修改只能提高报价，须高于您的原报价')).toBeTruthy();
    expect((screen.getByRole('button', { name: '修改报价' }) as HTMLButtonElement).disabled).toBe(true);
    socket().fire('lot:me', {
      assetsId: ASSETS_ID, seq: 5, serverNow: AT + 5, revealed: null,
      me: viewer({ canBid: false, nextValidPrice: null, reason: '您已提交报价，不能再修改', sealedBid: ownSealed(107000, 0, 5) }),
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '已报价' })).toBeTruthy());
    const rows = within(screen.getByTestId('bid-history')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('10.7万元')]);
  });

  it('a two-stage lot with a single stage-1 bid closes with the sole qualifier; counts and history agree', async () => {
    renderRoom(sealedRoom(
      { canBid: false, nextValidPrice: null, reason: '您已提交报价，不能再修改', sealedBid: ownSealed(105000, 0) },
      { mode: 'twoStage', sealedCount: 1, rules: rules({ mode: 'twoStage', modeLabel: '两阶段报价', qualifyTopK: 3, extensionWindowSec: null }) },
    ));
    await screen.findByTestId('bid-history');
    const reasonText = '仅一人入围，不进行第二阶段，按其第一阶段报价成交';
    const closed = {
      name: 'lot:closed',
      payload: {
        assetsId: ASSETS_ID, seq: 4, serverNow: AT + 4, phase: 'closed', price: 105000, nextPrice: null, leaderCode: 'A001', bidCount: 1, deadline: null,
        outcome: { result: 'deal', winnerCode: 'A001', price: 105000, closedAt: AT + 4, reason: 'sole-qualifier', reasonText },
        revealed: [{ seq: 3, bidderCode: 'A001', price: 105000, at: AT + 3, place: 1 }],
      },
    } as LotEvent;
    socket().fire('lot:events', batch(closed));
    expect((await screen.findByTestId('lot-outcome')).textContent).toContain(reasonText);
    expect(screen.getByTestId('bid-counts').textContent).toBe('1 / 1');
    const history = screen.getByTestId('bid-history');
    expect(within(history).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([expect.stringContaining('A001')]);
    expect(within(history).getByText('领先')).toBeTruthy();
    expect(screen.queryByText('暂无出价记录')).toBeNull();
    expect(screen.getByTestId('history-count').textContent).toBe('共 1 次出价');
  });

  it('an unsold lot shows 流拍 and no price', async () => {
    const outcome = { result: 'unsold' as const, winnerCode: null, price: null, closedAt: 1_900_000, reason: 'not-taken', reasonText: '挂牌期内无人应价，流拍' };
    renderRoom(snapshot(4, 100000, { mode: 'firstComeFirstServed', phase: 'closed', outcome, leaderCode: null, me: viewer({ canBid: false, depositStatus: 'refunding' }) }));
    expect((await screen.findByTestId('current-price')).textContent).toBe('流拍');
    expect(screen.queryByText('成交价')).toBeNull();
    expect(screen.queryByText(/10万元/)).toBeNull();
    expect(screen.getByTestId('premium-rate').textContent).toBe('---');
  });
});
