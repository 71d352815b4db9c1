import { describe, expect, it } from 'vitest';
import { lotEventsBatchSchema, type LotEvent } from '../../contract/bid';
import { peekBatch, peekSeqAndTime } from '../../mock-server/bin/replay/frame-peek';
import { SeqTracker } from '../../mock-server/bin/replay/seq-tracker';

const ASSETS_ID = 'c'.repeat(32);
const state = { phase: 'ascending', price: 1000, nextPrice: 1010, leaderCode: 'A001', bidCount: 1, deadline: 2_000_000 } as const;
const placed = (seq: number, serverNow: number): LotEvent => ({
  name: 'bid:placed',
  payload: { assetsId: ASSETS_ID, seq, serverNow, ...state, bid: { seq, bidderCode: 'A001', price: 1000, at: 1, status: 'leading', kind: 'bid' }, sealedCount: null, reserveMet: null },
});
const extended = (seq: number, serverNow: number): LotEvent => ({ name: 'lot:extended', payload: { assetsId: ASSETS_ID, seq, serverNow, ...state, previousDeadline: 1_999_000 } });
/** The socket.io event body of a `lot:events` broadcast, as the wire client sees it after the namespace. */
const frame = (events: LotEvent[], serverNow = 1795255001182.5) =>
  JSON.stringify(['lot:events', lotEventsBatchSchema.parse({ assetsId: ASSETS_ID, serverNow, events })]);

describe('peeking seq and serverNow of a broadcast', () => {
  it('reads top-level fields and refuses to guess when they come after a nested object', () => {
    const text = '["bid:placed",{"assetsId":"ab","seq":42,"serverNow":1795255001182.5,"bid":{"seq":41}}]';
    expect(peekSeqAndTime(text, text.indexOf('",'))).toEqual({ seq: 42, serverNow: 1795255001182.5 });
    const reordered = '["bid:placed",{"bid":{"seq":41},"seq":42,"serverNow":1}]';
    expect(peekSeqAndTime(reordered, reordered.indexOf('",'))).toBeNull();
    expect(peekSeqAndTime('["x",{"seq":1}]', 4)).toBeNull();
  });

  it('reads every event of a lot:events batch in frame order, each with its own seq', () => {
    const text = frame([placed(7, 5), extended(8, 5), placed(9, 5)], 5);
    expect(peekBatch(text, 0)).toEqual([
      { name: 'bid:placed', seq: 7, serverNow: 5 }, { name: 'lot:extended', seq: 8, serverNow: 5 }, { name: 'bid:placed', seq: 9, serverNow: 5 },
    ]);
    // and each item parses back to the payload it peeked
    const parsed = JSON.parse(text)[1].events as LotEvent[];
    expect(parsed.map((e) => e.payload.seq)).toEqual([7, 8, 9]);
  });

  it('refuses a batch it cannot read safely (no list, empty list, seq after a nested object)', () => {
    expect(peekBatch('["lot:events",{"assetsId":"x","serverNow":1}]', 0)).toBeNull();
    expect(peekBatch('["lot:events",{"assetsId":"x","serverNow":1,"events":[]}]', 0)).toBeNull();
    expect(peekBatch('["lot:events",{"events":[{"name":"bid:placed","payload":{"bid":{"seq":3},"seq":4,"serverNow":1}}]}]', 0)).toBeNull();
  });
});

describe('seq check of batched deliveries', () => {
  it('a batch straddling the join snapshot: events the snapshot covers are stale, the rest in order', () => {
    const t = new SeqTracker(8);
    const verdicts = [frame([placed(7, 1), extended(8, 1), placed(9, 1)]), frame([placed(10, 2), placed(11, 2)])]
      .flatMap((f) => peekBatch(f, 0)!.map((e) => t.see(e.seq)));
    expect(verdicts).toEqual(['stale', 'stale', 'in-order', 'in-order', 'in-order']);
    expect(t.summary(11)).toEqual({ received: 3, stale: 2, duplicates: 0, reordered: 0, lost: 0 });
  });

  it('a batch repeated or out of order shows as duplicates and reordering, a missing batch as lost', () => {
    const t = new SeqTracker(0);
    for (const f of [frame([placed(1, 1), placed(2, 1)]), frame([placed(5, 3)]), frame([placed(3, 2), placed(4, 2)]), frame([placed(5, 3)])]) {
      for (const e of peekBatch(f, 0)!) t.see(e.seq);
    }
    expect(t.summary(7)).toEqual({ received: 5, stale: 0, duplicates: 1, reordered: 2, lost: 2 });
  });
});

describe('number reading of the peek', () => {
  it('reads whole numbers from their digits and anything else through Number', () => {
    const at = (seq: string, now: string) => peekSeqAndTime(`{"seq":${seq},"serverNow":${now},"x":{"a":1}}`, 0);
    expect(at('12', '1700000000123')).toEqual({ seq: 12, serverNow: 1700000000123 });
    expect(at('12', '1700000000123.25')).toEqual({ seq: 12, serverNow: 1700000000123.25 });
    expect(at('-3', '1e3')).toEqual({ seq: -3, serverNow: 1000 });
    expect(at('12', '"soon"')).toBeNull();
  });
});
