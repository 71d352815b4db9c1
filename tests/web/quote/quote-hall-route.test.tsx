// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SNAPSHOT_BIDS, type LotEvent, type LotSnapshot } from '@contract/bid';
import { quoteRoomTestHooks, renderQuoteHall } from './render-quote-hall';
import { type FakeRoom, batch, bid, placed, rules, snapshot, viewer } from './fake-bid-socket';

/** socket.io-client replaced by fake sockets (the app's glue — token, api fetchers — stays real); each test sets the answers. */
const room = vi.hoisted((): FakeRoom => ({ sockets: [], snapshot: null, bidAnswer: null }));

vi.mock('socket.io-client', async () => (await import('./fake-bid-socket')).fakeSocketIo(room));

const socket = () => room.sockets[room.sockets.length - 1];
const bids = () => socket().sent('bid:place').map((e) => e.payload as { price: number; idempotencyKey: string });

const renderRoom = (snap: LotSnapshot) => renderQuoteHall(room, snap);

quoteRoomTestHooks(room);
beforeEach(() => {
  room.bidAnswer = { error: { code: 409, msg: '出价已被他人超过' } };
});

describe('/quoteHall (auction-rules.md "What the bid room shows")', () => {
  it('shows the live lot: price in 万元, premium rate, leader, own code, deposit, rules and the live state', async () => {
    renderRoom(snapshot(5, 120000, { bids: [bid(5, 120000, 'B002')], bidCount: 1, bidderCount: 1 }));
    expect(await screen.findByRole('heading', { name: '青山村集体林地经营权' })).toBeTruthy();
    // the whole room replaces the opening in a transition, once the bidder's side is known
    expect((await screen.findByTestId('current-price')).textContent).toBe('12万元');
    expect(screen.getByTestId('premium-rate').textContent).toBe('20.00%');
    expect(screen.getByTestId('leader-code').textContent).toBe('B002');
    expect(screen.getByTestId('my-code').textContent).toBe('A001');
    expect(screen.getByTestId('my-deposit').textContent).toBe('已确认');
    expect(await screen.findByText('竞价方式：动态报价')).toBeTruthy(); // the rules card loads right after the first render
    expect(screen.getByText(/延时周期：5 分钟/)).toBeTruthy();
    expect(screen.getByRole('status', { name: '连接状态：实时' })).toBeTruthy();
    expect(within(screen.getByTestId('bid-history')).getByText('领先')).toBeTruthy();
    // the handshake is a callback, read at each (re)connection so it carries the language of that moment
    const handshake = socket().auth as (cb: (data: object) => void) => void;
    let sent: object | undefined;
    handshake((data) => { sent = data; });
    expect(sent).toMatchObject({ token: 'token-1' });
    expect(screen.queryByText('竞价开始后显示价格走势')).toBeNull(); // bidding runs: the chart, not its placeholder
  });

  it('says that the history shows only the latest bids when the lot has more than its snapshot carries', async () => {
    const latest = Array.from({ length: SNAPSHOT_BIDS }, (_, i) => ({ ...bid(10_000 - i, 300000 - i * 1000), status: i ? 'outbid' as const : 'leading' as const }));
    renderRoom(snapshot(10_000, 300000, { bids: latest, bidCount: 10_000, bidderCount: 2 }));
    expect((await screen.findByTestId('history-latest-only')).textContent).toBe(`仅显示最近 ${SNAPSHOT_BIDS} 条`);
    expect(within(screen.getByTestId('bid-history')).getAllByRole('row')).toHaveLength(SNAPSHOT_BIDS + 1);
    expect(screen.getByTestId('history-count').textContent).toBe('共 10000 次出价');
  });

  it('submits the next valid price with Enter (元 on the wire) and shows the server’s reason', async () => {
    renderRoom(snapshot(5, 120000, { me: viewer({ nextValidPrice: 121000 }) }));
    const input = await screen.findByLabelText('出价金额（万元）');
    expect((input as HTMLInputElement).value).toBe('12.1');
    await userEvent.click(screen.getByRole('button', { name: '增加一个加价幅度' }));
    expect((input as HTMLInputElement).value).toBe('12.2');
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(bids()).toHaveLength(1));
    expect(bids()[0]).toMatchObject({ price: 122000, idempotencyKey: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect((await screen.findByTestId('submission-rejected')).textContent).toContain('出价已被他人超过');
  });

  it('asks for confirmation above 10 increments (fat-finger guard) and sends only after it', async () => {
    renderRoom(snapshot(5, 120000, { me: viewer({ nextValidPrice: 121000 }) }));
    const input = await screen.findByLabelText('出价金额（万元）');
    await userEvent.clear(input);
    await userEvent.type(input, '13.5{Enter}'); // 14 increments above 12.1 万元
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('高出 14 个加价幅度');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(bids()).toHaveLength(0);
    await userEvent.type(input, '{Enter}');
    room.bidAnswer = { data: { bid: bid(6, 135000, 'A001'), phase: 'ascending', price: 135000, leaderCode: 'A001', deadline: 2_000_000, outcome: null, replayed: false, me: null } };
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认出价' }));
    await waitFor(() => expect(bids().map((b) => b.price)).toEqual([135000]));
    expect((await screen.findByTestId('submission-accepted')).textContent).toContain('出价成功');
    socket().fire('lot:events', batch({ name: 'lot:extended', payload: { ...placed(6, 135000, 'A001').payload, previousDeadline: 1_999_000 } } as LotEvent));
    expect(screen.getByTestId('submission-accepted')).toBeTruthy(); // an extension is no later bid
    socket().fire('lot:events', batch(placed(7, 136000, 'B002')));
    await waitFor(() => expect(screen.queryByTestId('submission-accepted')).toBeNull());
  });

  it('applies a broadcast at once and says 您当前领先 to the leader', async () => {
    renderRoom(snapshot(5, 120000));
    await screen.findByTestId('current-price');
    socket().fire('lot:events', batch(placed(6, 121000, 'A001')));
    await waitFor(() => expect(screen.getByTestId('you-lead')).toBeTruthy());
    expect(screen.getByTestId('current-price').textContent).toBe('12.1万元');
    expect(screen.getByTestId('bid-blocked').textContent).toContain('您当前领先');
  });

  it('before the start with no bid says when the price chart appears instead of an empty axis', async () => {
    renderRoom(snapshot(1, 100000, { phase: 'scheduled', bids: [], bidCount: 0 }));
    expect(await screen.findByText('竞价开始后显示价格走势')).toBeTruthy();
  });

  it('explains why someone may not bid, without a bid button', async () => {
    renderRoom(snapshot(5, 120000, { me: viewer({ eligible: false, canBid: false, depositStatus: 'unpaid', reason: '保证金未确认' }) }));
    expect((await screen.findByTestId('cannot-bid')).textContent).toContain('保证金未确认');
    expect(screen.queryByRole('button', { name: '出价' })).toBeNull();
    expect(screen.getByTestId('ineligible').textContent).toContain('保证金未确认');
  });

  it('shows prices of priceType 2 in the named unit', async () => {
    renderRoom(snapshot(5, 1200, { priceType: 2, priceUnitName: '元/亩/年', premiumBase: 1000, rules: rules({ startPrice: 1000, increment: 10 }), me: viewer({ nextValidPrice: 1210 }) }));
    await waitFor(() => expect(screen.getByTestId('current-price').textContent).toBe('1,200.00元/亩/年'));
    expect(((await screen.findByLabelText('出价金额（元/亩/年）')) as HTMLInputElement).value).toBe('1210.00');
  });

  it('after the close shows the deal and, for the winner, the deal confirmation', async () => {
    const outcome = { result: 'deal' as const, winnerCode: 'A001', price: 150000, closedAt: 1_900_000, reason: 'highest-bid', reasonText: '最高出价者竞得' };
    renderRoom(snapshot(9, 150000, { phase: 'closed', outcome, leaderCode: 'A001', me: viewer({ depositStatus: 'applied', canBid: false }) }));
    const result = await screen.findByTestId('lot-outcome');
    expect(result.textContent).toContain('成交');
    expect(result.textContent).toContain('A001');
    expect(screen.getByTestId('deal-confirmation').textContent).toContain('已转价款');
    expect(within(screen.getByTestId('deal-confirmation')).getByRole('link', { name: '查看成交确认书/去结算' }).getAttribute('href')).toBe('/projectSettlement');
  });

  it('marks the room 重连中 while the socket is down, keeping the last price', async () => {
    renderRoom(snapshot(5, 120000));
    await screen.findByTestId('current-price');
    socket().serverDrops();
    expect(await screen.findByRole('status', { name: '连接状态：重连中' })).toBeTruthy();
    expect(screen.getByTestId('current-price').textContent).toBe('12万元');
  });
});
