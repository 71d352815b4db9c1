import { describe, expect, it } from 'vitest';
import { SNAPSHOT_BIDS, type LotEvent } from '@contract/bid';
import { applyLotEvent } from '@streams/feeds/lot-state';
import { bid, placed, snapshot } from '../web/quote/fake-bid-socket';

/** A snapshot of a lot with 10,000 bids by 7 bidders: only its latest SNAPSHOT_BIDS bids, by B001 and B002. */
const grown = () => snapshot(10_000, 200000, {
  bids: Array.from({ length: SNAPSHOT_BIDS }, (_, i) => ({ ...bid(10_000 - i, 200000 - i * 1000, i % 2 ? 'B001' : 'B002'), status: i ? 'outbid' as const : 'leading' as const })),
  bidCount: 10_000, bidderCount: 7,
});

describe('a snapshot that carries only the latest bids', () => {
  it('takes the bidder count from the event: a bidder older than the snapshot\'s bids is not counted twice', () => {
    const next = applyLotEvent(grown(), placed(10_001, 201000, 'C777', { bidCount: 10_001, bidderCount: 7 })).snap;
    expect(next).toMatchObject({ bidCount: 10_001, bidderCount: 7, price: 201000 });
    expect(next.bids[0]).toMatchObject({ seq: 10_001, bidderCode: 'C777', status: 'leading' });
    expect(next.bids[1].status).toBe('outbid');
  });

  it('still counts from the bids when an event has no bidder count (an older server)', () => {
    expect(applyLotEvent(grown(), placed(10_001, 201000, 'C777')).snap.bidderCount).toBe(8);
    expect(applyLotEvent(grown(), placed(10_001, 201000, 'B001')).snap.bidderCount).toBe(7);
  });

  it('keeps the bidder count of the close, not the number of bidders among the latest bids', () => {
    const closed: LotEvent = {
      name: 'lot:closed',
      payload: {
        assetsId: grown().assetsId, seq: 10_001, serverNow: 1, phase: 'closed', price: 200000, nextPrice: null, leaderCode: 'B002', bidCount: 10_000,
        deadline: null, bidderCount: 7, revealed: null,
        outcome: { result: 'deal', winnerCode: 'B002', price: 200000, closedAt: 1, reason: 'highest-bid', reasonText: '价高者得' },
      },
    };
    const next = applyLotEvent(grown(), closed).snap;
    expect(next.bidderCount).toBe(7);
    expect(next.bids[0]).toMatchObject({ bidderCode: 'B002', status: 'leading' });
  });
});

describe('a viewer who watches a long bidding war', () => {
  it('holds the latest SNAPSHOT_BIDS bids, newest first, as a viewer who joined later would', () => {
    let snap = snapshot(0, null, { bids: [], bidCount: 0, bidderCount: 0 });
    for (let seq = 1; seq <= 500; seq++) snap = applyLotEvent(snap, placed(seq, 100000 + seq * 100, seq % 2 ? 'B001' : 'B002', { bidCount: seq, bidderCount: 2 })).snap;
    expect(snap.bidCount).toBe(500);
    expect(snap.bids).toHaveLength(SNAPSHOT_BIDS);
    expect(snap.bids.map((b) => b.seq)).toEqual(Array.from({ length: SNAPSHOT_BIDS }, (_, i) => 500 - i));
    expect(snap.bids.filter((b) => b.status === 'leading').map((b) => b.seq)).toEqual([500]);
  });

  it('keeps the records of the bids it still holds, so their memoised rows do not render again', () => {
    const before = grown();
    const after = applyLotEvent(before, placed(10_001, 201000, 'C777', { bidCount: 10_001, bidderCount: 8 })).snap;
    expect(after.bids).toHaveLength(SNAPSHOT_BIDS);
    expect(after.bids.at(-1)!.seq).toBe(10_000 - SNAPSHOT_BIDS + 2);
    // the outbid leader is a new record; every other row held before is the same object
    expect(after.bids[1]).not.toBe(before.bids[0]);
    after.bids.slice(2).forEach((b, i) => expect(b).toBe(before.bids[i + 1]));
  });

  it('adds a replayed bid once', () => {
    const once = applyLotEvent(grown(), placed(10_001, 201000, 'C777', { bidCount: 10_001 })).snap;
    const replayed = applyLotEvent({ ...once, seq: 10_001 }, placed(10_001, 201000, 'C777', { bidCount: 10_001 })).snap;
    expect(replayed.bids).toBe(once.bids);
  });
});

