import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { LotEvent as WireEvent } from '../../contract/bid';
import { lotSnapshotSchema, lotEventSchemas } from '../../contract/bid';
import { simulate } from '../../mock-server/src/auction/service/anchor';
import { createLot } from '../../mock-server/src/auction/service/operator';
import { defineRules } from '../../mock-server/src/auction/rules';
import type { BidService } from '../../mock-server/src/auction/service/bid-service';
import { createTestLot, data, FIXED_NOW, makeTestApp, type TestApp } from './helpers';

const ZHANGSAN = '1900000000000000001';
const CQNONGYE = '1900000000000000004';
const SEC = 1000;
const MIN = 60 * SEC;

/** The auction rules as the bid service applies them: schedule shifts, sealed revisions, pauses, unsold closes, lot creation. */
describe('bid service: the auction rules over the wire (auction-rules.md)', () => {
  let t: TestApp;
  let bids: BidService;
  const at = (ms: number) => {
    t.setNow(FIXED_NOW + ms);
    onTestFinished(() => t.setNow(FIXED_NOW));
  };
  const bid = (assetsId: string, userId: string, yuan: number, key: string, type: 'bid' | 'accept' = 'bid') =>
    bids.place(userId, { assetsId, priceFen: yuan * 100, idempotencyKey: key }, type);
  const wire = async (assetsId: string, name: WireEvent['name']) => (await bids.eventsAfter(assetsId, 0)).events.filter((e) => e.name === name);

  beforeAll(async () => {
    t = await makeTestApp();
    bids = t.app.bids;
  });
  afterAll(async () => { await t?.close(); });

  it('a pause before the opening moves the whole schedule: the 10 s window still runs 10 s, the rules show the moved times', async () => {
    const { assetsId } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 8 亩鱼塘经营权出租', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '+60s', endAt: '+70s', extensionWindowSec: 5,
    }, ['zhangsan', 'cqnongye']);
    await bids.pause(assetsId, '系统维护');
    at(16 * SEC);
    const resumed = await bids.resume(assetsId);
    expect(resumed).toMatchObject({ phase: 'scheduled', deadline: FIXED_NOW + 76 * SEC });
    expect(resumed.rules).toMatchObject({ startAt: FIXED_NOW + 76 * SEC, endAt: FIXED_NOW + 86 * SEC });
    const detail = await data(t.app, 'GET', '/api/dscq-project/project/detail', { assetsId });
    expect(detail.bidActivity.rules).toEqual(resumed.rules);
    at(77 * SEC);
    const placed = await bid(assetsId, ZHANGSAN, 1000, 'shift-key-0001');
    expect(placed).toMatchObject({ phase: 'ascending', price: 1000 });
    const opened = (await wire(assetsId, 'lot:phase-changed'))[0].payload;
    expect(opened).toMatchObject({ from: 'scheduled', phase: 'ascending', deadline: FIXED_NOW + 86 * SEC });
    const project = await t.db.selectFrom('project').select(['bidStartTime', 'bidEndTime']).where('assetsId', '=', assetsId).executeTakeFirstOrThrow();
    expect(project).toEqual({ bidStartTime: FIXED_NOW + 76 * SEC, bidEndTime: FIXED_NOW + 86 * SEC });
    // Replaying the stored log (a restart) gives the same lot.
    const before = await bids.snapshot(assetsId, ZHANGSAN);
    await bids.reload(assetsId);
    expect(await bids.snapshot(assetsId, ZHANGSAN)).toEqual(before);
  });

  it('a sealed revision may only raise; the replaced bid is gone from the snapshot, the history and the reveal', async () => {
    const { assetsId, codes } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村集体果园经营权转让', mode: 'onceOff', startPrice: 10000, increment: 100, startAt: '-1m', endAt: '+10m', revisionsAllowed: 1,
    }, ['zhangsan', 'cqnongye']);
    const first = await bid(assetsId, ZHANGSAN, 10800, 'seal-key-0001');
    expect(first.bid).toMatchObject({ price: 10800, status: 'sealed', kind: 'sealed' });
    await expect(bid(assetsId, ZHANGSAN, 10300, 'seal-key-0002')).rejects.toMatchObject({
      code: 400, reason: 'too-low', message: '修改报价只能提高：须高于您的原报价 10,800.00 元，不低于 10,900.00 元且符合加价幅度', nextValidPrice: 10900,
    });
    expect((await bids.snapshot(assetsId, ZHANGSAN)).me).toMatchObject({ nextValidPrice: 10900, sealedBid: { price: 10800, revisionsLeft: 1 } });
    at(MIN);
    await bid(assetsId, CQNONGYE, 10600, 'seal-key-0003');
    at(2 * MIN);
    await bid(assetsId, ZHANGSAN, 11000, 'seal-key-0004');
    const mine = await bids.snapshot(assetsId, ZHANGSAN);
    expect(mine.bids.map((b) => [b.price, b.status])).toEqual([[11000, 'sealed']]);
    expect(mine.me?.sealedBid).toMatchObject({ price: 11000, at: FIXED_NOW + 2 * MIN, revisionsLeft: 0 });
    at(11 * MIN);
    const closed = await bids.snapshot(assetsId, null);
    expect(closed.outcome).toMatchObject({ result: 'deal', winnerCode: codes.zhangsan, price: 11000 });
    expect(closed.bids.map((b) => [b.bidderCode, b.price, b.status])).toEqual([[codes.zhangsan, 11000, 'leading'], [codes.cqnongye, 10600, 'outbid']]);
    expect(closed.revealed?.map((b) => [b.bidderCode, b.price, b.at])).toEqual([[codes.zhangsan, 11000, FIXED_NOW + 2 * MIN], [codes.cqnongye, 10600, FIXED_NOW + MIN]]);
    expect(closed.bidCount).toBe(2);
    expect(JSON.stringify(await bids.eventsAfter(assetsId, 0))).not.toContain('10800');
  });

  it('a paused dutch clock reports the same remaining time in lot:paused, the snapshot and the operator’s answer', async () => {
    const { assetsId } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试镇 3 台旋耕机转让（降价拍）', mode: 'dutchAuction', startPrice: 10000, increment: 100, startAt: '-24s',
      step: 500, stepIntervalSec: 30, floorPrice: 8000,
    }, ['zhangsan']);
    at(43);
    const answer = await bids.pause(assetsId, '网络故障');
    const event = (await wire(assetsId, 'lot:paused'))[0].payload as { frozenRemainingMs: number | null };
    expect(event.frozenRemainingMs).toBe(5957);
    expect(answer.frozenRemainingMs).toBe(5957);
    expect((await bids.snapshot(assetsId, ZHANGSAN)).frozenRemainingMs).toBe(5957);
  });

  it('an unsold close carries no price: not in lot:closed, its outcome, the snapshot, the project row', async () => {
    const { assetsId } = await createTestLot(t.db, FIXED_NOW, {
      assetsName: '测试村 2 间集体门面出租（先到先得）', mode: 'firstComeFirstServed', startPrice: 10000, increment: 100, startAt: '-1m', endAt: '+1m',
    }, ['zhangsan']);
    await bids.tick(assetsId);
    at(2 * MIN);
    await bids.tick(assetsId);
    const closed = (await wire(assetsId, 'lot:closed'))[0].payload as { price: number | null; leaderCode: string | null; outcome: { result: string; price: number | null } };
    lotEventSchemas['lot:closed'].parse(closed);
    expect(closed).toMatchObject({ price: null, leaderCode: null, outcome: { result: 'unsold', price: null, reason: 'not-taken' } });
    const snapshot = lotSnapshotSchema.parse(await bids.snapshot(assetsId, ZHANGSAN));
    expect(snapshot).toMatchObject({ phase: 'closed', price: null, leaderCode: null, outcome: { result: 'unsold', price: null } });
    const project = await t.db.selectFrom('project').select(['status', 'biddingPriceFen']).where('assetsId', '=', assetsId).executeTakeFirstOrThrow();
    expect(project).toEqual({ status: 4, biddingPriceFen: null });
    const lot = await t.db.selectFrom('bidLot').select(['currentPriceFen', 'resultPriceFen']).where('assetsId', '=', assetsId).executeTakeFirstOrThrow();
    expect(lot).toEqual({ currentPriceFen: null, resultPriceFen: null });
  });

  it.each(['dutchAuction', 'vShaped'])('refuses to create a %s lot with a reserve above its floor (400, Chinese)', async (mode) => {
    const file = {
      assetsName: '测试镇 1 台收割机转让', mode, startPrice: 10000, increment: 100, deposit: 1000, startAt: '+1h', step: 500, stepIntervalSec: 30,
      floorPrice: 8000, reservePrice: 9000,
    };
    await expect(createLot(t.db, file, FIXED_NOW)).rejects.toMatchObject({
      code: 400, message: '竞价规则无效：降价拍与V型竞价的底价即委托方可接受的最低价，不得另设高于底价的保留价',
    });
    await expect(createLot(t.db, { ...file, reservePrice: 8000 }, FIXED_NOW)).resolves.toMatchObject({ assetsId: expect.any(String) });
  });

  it('re-creates a demo lot whose old seed lowers a sealed bid: the lowering revision is left out, other refusals still stop', () => {
    const rules = defineRules({ mode: 'onceOff', startPrice: 1_000_000, increment: 10_000, reservePrice: null, startAt: FIXED_NOW - MIN, endAt: FIXED_NOW + MIN, revisionsAllowed: 1 });
    const bidders = { A: { bidderCode: 'A', userId: 'u-a', eligible: true, priorityRank: null } };
    const seed = [{ atS: -50, code: 'A', priceFen: 1_080_000, type: 'bid' as const }, { atS: -40, code: 'A', priceFen: 1_030_000, type: 'bid' as const }];
    const { state } = simulate('c'.repeat(32), rules, bidders, seed, FIXED_NOW);
    expect(state.bids.map((b) => b.price)).toEqual([1_080_000]);
    expect(() => simulate('c'.repeat(32), rules, bidders, [{ atS: -50, code: 'A', priceFen: 1_000_500, type: 'bid' }], FIXED_NOW)).toThrow(/种子出价被拒绝/);
  });
});
