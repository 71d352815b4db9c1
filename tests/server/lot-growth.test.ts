import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REPLAY_EVENTS, SNAPSHOT_BIDS, type LotEvent as WireEvent } from '../../contract/bid';
import { decide } from '../../mock-server/src/auction/decide';
import { initialState } from '../../mock-server/src/auction/evolve';
import { bidStoreOf } from '../../mock-server/src/auction/service/bid-store';
import { BidService, IDLE_CLOSED_LOT_MS } from '../../mock-server/src/auction/service/bid-service';
import { foldEvents, LOG_TAIL, LotEntry } from '../../mock-server/src/auction/service/lot-entry';
import { findOpenLotIds, findStoredLot, loadEvents } from '../../mock-server/src/auction/service/lot-repository';
import { createLot } from '../../mock-server/src/auction/service/operator';
import type { LotCommand } from '../../mock-server/src/auction/types';
import type { Db } from '../../mock-server/src/db/connection';
import { closeTestDatabase, openTestDatabase } from './test-db';

const NOW = Date.UTC(2026, 10, 26, 2, 0, 0);
const BIDS = 1_000;
const CODES = ['A001', 'B002', 'C003'];
const withoutClock = (events: WireEvent[]) => events.map((e) => ({ ...e, payload: { ...e.payload, serverNow: 0 } }));

/** An `ongoing` lot with `count` bids of three bidders, written through the engine and the bid store (100 a batch). */
async function lotWithBids(db: Db, count: number, endAt = '+1h'): Promise<string> {
  const { assetsId } = await createLot(db, {
    assetsName: '测试村 30 亩耕地经营权出租', mode: 'ongoing', startPrice: 1000, increment: 10, deposit: 100, startAt: '+1s', endAt, extensionWindowSec: 60,
  }, NOW);
  const stored = (await findStoredLot(db, assetsId))!;
  const entry = new LotEntry(stored.meta, stored.rules, CODES.map((bidderCode, i) => ({
    userId: `u${i}`, bidderCode, depositFen: 10_000, depositStatus: 'confirmed' as const, priorityRank: null, status: 'enrolled', verified: true,
  })), []);
  const store = bidStoreOf(db);
  let state = entry.state;
  let at = NOW + 2000;
  const write = async (commands: LotCommand[]) => {
    const before = state;
    const events = commands.flatMap((c) => {
      const d = decide(state, c);
      if ('rejection' in d) throw new Error(JSON.stringify(d.rejection));
      state = foldEvents(state, d.events).state;
      return d.events;
    });
    await store.commit({ before, after: state, events, idempotency: [], now: at });
  };
  await write([{ type: 'tick', at }]);
  for (let done = 0; done < count; done += 100) {
    await write(Array.from({ length: Math.min(100, count - done) }, (_, i) => ({
      type: 'bid' as const, bidderCode: CODES[(done + i) % 3], price: 100_000 + (done + i + 1) * 1000, at: ++at,
    })));
  }
  return assetsId;
}

describe('a lot that grew: snapshot of its latest bids, a bounded log in memory, the store for older events', () => {
  let dir: string;
  let db: Db;
  let clock = NOW + 10_000;
  let service: BidService;
  let lot: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lot-growth-'));
    db = await openTestDatabase(dir, 'migrated');
    lot = await lotWithBids(db, BIDS);
    service = new BidService({ db, now: () => clock });
  });
  afterAll(async () => {
    await service?.stop();
    await closeTestDatabase(db);
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a join with the latest SNAPSHOT_BIDS bids, newest first, while the counts stay whole', async () => {
    const joined = await service.join(lot, undefined, null);
    if (!('snapshot' in joined)) throw new Error('expected a snapshot');
    const s = joined.snapshot;
    expect(s.seq).toBe(BIDS + 1);
    expect(s.bids).toHaveLength(SNAPSHOT_BIDS);
    expect(s.bids.map((b) => b.seq)).toEqual(Array.from({ length: SNAPSHOT_BIDS }, (_, i) => BIDS + 1 - i));
    expect(s.bids[0]).toMatchObject({ status: 'leading', price: 1000 + BIDS * 10 });
    expect(s.bids.slice(1).every((b) => b.status === 'outbid')).toBe(true);
    expect({ bidCount: s.bidCount, bidderCount: s.bidderCount }).toEqual({ bidCount: BIDS, bidderCount: 3 });
    expect(Buffer.byteLength(JSON.stringify(s))).toBeLessThan(12_000);
  });

  it('keeps only a tail of broadcast events in memory and answers a small gap from it', async () => {
    const entry = await service.entry(lot);
    expect(entry.keptAfter).toBeGreaterThan(0);
    expect(entry.state.seq - entry.keptAfter).toBeLessThanOrEqual(2 * LOG_TAIL);
    const joined = await service.join(lot, BIDS + 1 - MAX_REPLAY_EVENTS, null);
    if (!('events' in joined)) throw new Error('expected events');
    expect(joined.events.map((e) => e.payload.seq)).toEqual(Array.from({ length: MAX_REPLAY_EVENTS }, (_, i) => BIDS + 2 - MAX_REPLAY_EVENTS + i));
  });

  it('reads a backfill older than the tail from lot_event, the same events a full replay broadcasts', async () => {
    const stored = (await findStoredLot(db, lot))!;
    const full = foldEvents(initialState(lot, stored.rules, []), await loadEvents(db, lot)).wire;
    const old = await service.eventsAfter(lot, 10);
    expect(old).toMatchObject({ lastSeq: BIDS + 1, hasMore: true });
    expect(withoutClock(old.events)).toEqual(withoutClock(full.slice(10, 10 + MAX_REPLAY_EVENTS)));
    expect(old.events.every((e) => e.payload.serverNow === clock)).toBe(true);
    // Paging on through the store reaches the tail without a gap or a repeat.
    let after = 10;
    const seen: number[] = [];
    for (let page = await service.eventsAfter(lot, after); ; page = await service.eventsAfter(lot, after)) {
      seen.push(...page.events.map((e) => e.payload.seq));
      after = seen.at(-1)!;
      if (!page.hasMore) break;
    }
    expect(seen).toEqual(Array.from({ length: BIDS + 1 - 10 }, (_, i) => 11 + i));
  });

  it('tells the bidder count with every broadcast, and a new bid joins the tail', async () => {
    const r = await service.pause(lot, '测试');
    expect(r.paused).toBe(true);
    const tail = await service.eventsAfter(lot, BIDS + 1);
    expect(tail.events).toHaveLength(1);
    expect(tail.events[0]).toMatchObject({ name: 'lot:paused', payload: { seq: BIDS + 2, bidCount: BIDS, bidderCount: 3 } });
  });

  it('forgets a closed lot nobody used for a while, and replays it on the next use', async () => {
    const closing = await lotWithBids(db, 5, '+5s');
    clock = NOW + 10 * 60_000;
    await service.tick(closing);
    expect((await service.snapshot(closing, null)).phase).toBe('closed');
    // The timer holder's rescan: every lot not closed, in id order, and not the closed one.
    const open = await findOpenLotIds(db);
    expect(open).toContain(lot);
    expect(open).not.toContain(closing);
    expect(open).toEqual([...open].sort());
    const cached = service.cachedLots;
    expect(service.forgetIdle(Date.now() + IDLE_CLOSED_LOT_MS - 1000)).toBe(0);
    expect(service.forgetIdle(Date.now() + IDLE_CLOSED_LOT_MS + 1000)).toBe(1);
    expect(service.cachedLots).toBe(cached - 1);
    const again = await service.snapshot(closing, null);
    expect(again).toMatchObject({ phase: 'closed', bidCount: 5, bidderCount: 3 });
    expect(service.cachedLots).toBe(cached);
  });
});
