import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperatorToken, OPERATOR_HEADER } from '../../mock-server/src/http/operator-token';
import { uploadPdf } from './enrolment-fixtures';
import { call, FIXED_NOW, makeTestApp, type TestApp } from './helpers';
import { bid, depositLot, enrolledBidder, eventTypes, MIN, messagesOf, orderState, ownerView, P, paidBidder, type PaidBidder } from './deposit-fixtures';

describe('deposits when a lot closes: the winner\'s applied, everyone else refunded through the bank (issue 14)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp({ devTools: true }); });
  afterAll(async () => { await t?.close(); });

  /** Closes `assetsId` at `at` through the bid service's timer tick, then waits for the settlement and the refunds. */
  async function close(assetsId: string, at: number) {
    t.setNow(at);
    const events = await t.app.bids.tick(assetsId);
    expect(events.map((e) => e.type)).toContain('lot:closed');
    await t.app.deposits.drain();
  }

  it('a deal: the winner\'s deposit becomes part of the price, the losers get theirs back once, with messages', async () => {
    t.setNow(FIXED_NOW);
    const lot = await depositLot(t.db, t.now());
    const [winner, loser, idle] = [await paidBidder(t, lot), await paidBidder(t, lot), await paidBidder(t, lot)];
    for (const b of [winner, loser, idle]) expect(await messagesOf(t.db, b.id, 'deposit_confirmed')).toHaveLength(1);
    t.setNow(FIXED_NOW + 41 * MIN);
    await bid(t, loser, lot, 1000);
    await bid(t, winner, lot, 1100);
    await close(lot, FIXED_NOW + 60 * MIN);

    expect((await orderState(t.db, winner.orderNo)).status).toBe('applied');
    expect((await orderState(t.db, winner.orderNo)).refund).toBeUndefined();
    for (const b of [loser, idle]) {
      const { status, refund } = await orderState(t.db, b.orderNo);
      expect(status).toBe('refunded');
      expect(refund).toMatchObject({ status: 'refunded', cause: 'lost', amountFen: b.amountFen, attempts: 1 });
      expect(refund!.refundNo).toMatch(/^TK\d{18}$/);
      const ledger = await t.db.selectFrom('sandboxBankRefund').selectAll().where('orderNo', '=', b.orderNo).execute();
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ refundNo: refund!.refundNo, amountFen: b.amountFen, bankReference: refund!.bankReference });
      expect(await messagesOf(t.db, b.id, 'deposit_refunded')).toHaveLength(1);
      expect(await eventTypes(t.db, b.orderNo)).toEqual(['created', 'paid', 'refunding', 'refund_requested', 'refunded']);
    }
    const applied = await messagesOf(t.db, winner.id, 'deposit_applied');
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ category: 'deposit', link: `/depositDetail?orderNo=${winner.orderNo}` });
    expect(applied[0].content).toContain('2,000.00 元');
    expect(await messagesOf(t.db, winner.id, 'deposit_refunded')).toHaveLength(0);
    const bidders = await t.db.selectFrom('enrolment').select(['userId', 'depositStatus']).where('assetsId', '=', lot).execute();
    expect(Object.fromEntries(bidders.map((r) => [r.userId, r.depositStatus]))).toEqual({ [winner.id]: 'applied', [loser.id]: 'refunded', [idle.id]: 'refunded' });

    // The owner's view: the refund, the history in Chinese; the system's moves are logged with their cause.
    const view = await ownerView(t, loser);
    expect(view).toMatchObject({ status: 'refunded', statusLabel: '已退还', refund: { status: 'refunded', cause: 'lost', causeLabel: '未竞得，退还保证金', amount: 2000 } });
    expect(view.refund.refundedTime).not.toBe('');
    expect(view.history.map((h: { label: string }) => h.label)).toEqual(expect.arrayContaining(['已发起退款', '保证金已退还']));
    const won = await ownerView(t, winner);
    expect(won).toMatchObject({ status: 'applied', statusLabel: '已转价款', refund: null });
    expect(won.history.at(-1).label).toBe('保证金已转为成交价款');
    const moves = await t.db.selectFrom('paymentEvent').select(['actor', 'detail']).where('orderNo', '=', idle.orderNo).where('type', '=', 'refunding').execute();
    expect(moves).toHaveLength(1);
    expect(moves[0].actor).toBe('system');
    expect(JSON.parse(moves[0].detail)).toMatchObject({ cause: 'lost', lots: [lot] });

    // Settling again (the start-up sweep, a second close notice) changes nothing.
    const before = await t.db.selectFrom('paymentEvent').select('id').execute();
    await t.app.deposits.sweep();
    t.app.deposits.lotClosed(lot);
    await t.app.deposits.drain();
    expect(await t.db.selectFrom('paymentEvent').select('id').execute()).toHaveLength(before.length);
  });

  it('流拍 (no bid reached the reserve): every paid deposit is refunded with cause unsold; an unpaid order is left alone', async () => {
    t.setNow(FIXED_NOW);
    const lot = await depositLot(t.db, t.now(), 5000);
    const bidders: PaidBidder[] = [await paidBidder(t, lot), await paidBidder(t, lot)];
    const unpaid = await enrolledBidder(t, lot);
    t.setNow(FIXED_NOW + 41 * MIN);
    await bid(t, bidders[0], lot, 1000);
    await close(lot, FIXED_NOW + 60 * MIN);
    for (const b of bidders) {
      const { status, refund } = await orderState(t.db, b.orderNo);
      expect([status, refund?.status, refund?.cause]).toEqual(['refunded', 'refunded', 'unsold']);
      const view = await ownerView(t, b);
      expect(view.refund.causeLabel).toBe('项目流拍，退还保证金');
      expect(await messagesOf(t.db, b.id, 'deposit_applied')).toHaveLength(0);
    }
    expect(await orderState(t.db, unpaid.orderNo)).toEqual({ status: 'unpaid', refund: undefined });
  });

  it('a transfer proof confirmed after the lot closed: the deposit is refunded at once, not at the next start', async () => {
    t.setNow(FIXED_NOW);
    const lot = await depositLot(t.db, t.now());
    const winner = await paidBidder(t, lot);
    const late = await enrolledBidder(t, lot);
    const fileId = await uploadPdf(t.app, late.headers);
    expect((await call(t.app, 'POST', `${P}/offline/proof`, { orderNo: late.orderNo, fileId }, { headers: late.headers })).status).toBe(200);
    t.setNow(FIXED_NOW + 41 * MIN);
    await bid(t, winner, lot, 1000);
    await close(lot, FIXED_NOW + 60 * MIN);
    expect((await orderState(t.db, late.orderNo)).status).toBe('awaiting_confirmation');
    const confirmed = await call(t.app, 'POST', '/api/payment/operator/confirm', { orderNo: late.orderNo }, { headers: { [OPERATOR_HEADER]: loadOperatorToken(t.dataDir) } });
    expect(confirmed.status).toBe(200);
    await t.app.deposits.drain();
    const { status, refund } = await orderState(t.db, late.orderNo);
    expect([status, refund?.status, refund?.cause]).toEqual(['refunded', 'refunded', 'lost']);
  });
});
