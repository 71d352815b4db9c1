import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, makeTestApp, type TestApp } from './helpers';
import { bid, depositLot, MIN, messagesOf, orderState, paidBidder } from './deposit-fixtures';

describe('a package (打包): one order covers several 标段 and is settled once all of them closed', () => {
  let t: TestApp;
  let parent: string;
  let lots: string[];
  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    // Two 标段 with their own bid activities under a package that has none (tests build it on the operator's lots).
    parent = await depositLot(t.db, t.now());
    lots = [await depositLot(t.db, t.now()), await depositLot(t.db, t.now(), undefined, '+70m')];
    await t.db.deleteFrom('bidLot').where('assetsId', '=', parent).execute();
    await t.db.updateTable('project').set({ projectType: 1 }).where('assetsId', '=', parent).execute();
    await t.db.updateTable('project').set({ parentAssetsId: parent }).where('assetsId', 'in', lots).execute();
  });
  afterAll(async () => { await t?.close(); });

  it('applied when the user won any 标段, refunded only after the last one closed when they won none', async () => {
    const both = await paidBidder(t, parent, lots);
    const none = await paidBidder(t, parent, lots);
    const first = await paidBidder(t, parent, [lots[0]]);
    const second = await paidBidder(t, parent, [lots[1]]);
    expect(both.amountFen).toBe(400000);
    t.setNow(FIXED_NOW + 41 * MIN);
    await bid(t, none, lots[0], 1000);
    await bid(t, first, lots[0], 1100);
    await bid(t, none, lots[1], 1000);
    await bid(t, both, lots[1], 1100);

    t.setNow(FIXED_NOW + 60 * MIN);
    await t.app.bids.tick(lots[0]);
    await t.app.deposits.drain();
    expect((await orderState(t.db, first.orderNo)).status).toBe('applied');
    for (const waiting of [both, none, second]) expect(await orderState(t.db, waiting.orderNo)).toEqual({ status: 'paid', refund: undefined });

    t.setNow(FIXED_NOW + 80 * MIN);
    await t.app.bids.tick(lots[1]);
    await t.app.deposits.drain();
    expect((await orderState(t.db, both.orderNo)).status).toBe('applied');
    const lost = await orderState(t.db, none.orderNo);
    expect([lost.status, lost.refund?.status, lost.refund?.cause, lost.refund?.amountFen]).toEqual(['refunded', 'refunded', 'lost', 400000]);
    const outbid = await orderState(t.db, second.orderNo);
    expect([outbid.status, outbid.refund?.cause]).toEqual(['refunded', 'lost']);
    const rows = await t.db.selectFrom('enrolment').select(['assetsId', 'depositStatus']).where('userId', '=', none.id).orderBy('assetsId').execute();
    expect(rows.map((r) => r.depositStatus)).toEqual(['refunded', 'refunded']);
    expect(await messagesOf(t.db, none.id, 'deposit_refunded')).toHaveLength(1);
    expect(await messagesOf(t.db, both.id, 'deposit_applied')).toHaveLength(1);
    expect((await t.app.bids.snapshot(lots[0], none.id)).me?.depositStatus).toBe('refunded');
  });
});
