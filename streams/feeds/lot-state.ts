import type { BidRecord, LotEvent, LotMeEvent, LotOutcome, LotRules, LotSnapshot, LotViewer, RevealedBid } from '@contract/bid';
import { SNAPSHOT_BIDS } from '@contract/bid-basics';
import type { BidConnection } from '../bid-room';

/**
 * The pure part of the lot feed: everything that reaches a lot (join answer, HTTP snapshot, broadcasts, `lot:me`,
 * connection changes) becomes a {@link LotInput}, folded by {@link reduceLot} into a {@link LotAcc}. Events are applied
 * strictly in `seq` order; an event past a hole waits in `pending` and asks for a resync (`gapId` moves).
 */

/** What a lot feed folds. `at` is server-corrected now (epoch ms) when the input was made. */
export type LotInput =
  | { kind: 'connection'; connection: BidConnection }
  | { kind: 'join-start' }
  /** `document`: the anonymous public state the server inlined into the page (its `me` says nothing about the viewer) */
  | { kind: 'snapshot'; snapshot: LotSnapshot; via: 'socket' | 'http' | 'document'; at: number }
  | { kind: 'backfill'; events: LotEvent[]; me: LotViewer | null; at: number }
  | { kind: 'event'; event: LotEvent }
  /** a `lot:events` broadcast: its events in seq order, folded one by one as `event` */
  | { kind: 'events'; events: LotEvent[] }
  | { kind: 'me'; update: LotMeEvent }
  | { kind: 'failed'; message: string; notFound: boolean };

/** The feed's memory. `snap` is the public view patched up to `snap.seq`; `me` is the viewer as of `meSeq`. */
export interface LotAcc {
  snap: LotSnapshot | null;
  me: LotViewer | null;
  meSeq: number;
  /** the viewer's side is known: a snapshot other than the document's, a backfill or a `lot:me` has arrived */
  meKnown: boolean;
  /** dutch / V-shaped: when the clock steps next (epoch ms) */
  nextTickAt: number | null;
  /** the latest extension: deadline before it, and when it happened (server ms) */
  extension: { from: number | null; at: number } | null;
  connection: BidConnection;
  joining: boolean;
  /** events received past a hole, ascending seq */
  pending: LotEvent[];
  /** moves whenever a resync is needed (gap); the feed joins again on each change */
  gapId: number;
  /** the next join must ask for a snapshot (a backfill came back with a hole) */
  needSnapshot: boolean;
  /** a drop or gap happened since the last sync: the next sync is shown as 已重新同步 */
  disrupted: boolean;
  resyncedAt: number | null;
  error: string | null;
  notFound: boolean;
}

export const initialLotAcc: LotAcc = {
  snap: null, me: null, meSeq: -1, meKnown: false, nextTickAt: null, extension: null, connection: 'connecting', joining: false,
  pending: [], gapId: 0, needSnapshot: false, disrupted: false, resyncedAt: null, error: null, notFound: false,
};

/** 加价幅度 at `price` (元): the last tier whose fromPrice ≤ price, else the base increment. */
export function incrementAt(rules: Pick<LotRules, 'increment' | 'incrementTiers'>, price: number | null): number {
  if (price === null) return rules.increment;
  return [...rules.incrementTiers].sort((a, b) => a.fromPrice - b.fromPrice).filter((t) => t.fromPrice <= price).pop()?.increment ?? rules.increment;
}

/**
 * The history with one more public bid, newest first, kept to the latest {@link SNAPSHOT_BIDS}: what a snapshot
 * carries, so a viewer who watched a long bidding war from its start holds (and renders) no more rows than one who
 * joined a minute ago, and the history's 仅显示最近 note reads the same for both. A bid already held is not added
 * twice; a new leading bid marks the previous leader 出局. Unchanged records keep their identity (the rows are memoised).
 */
function withBid(bids: BidRecord[], bid: BidRecord): BidRecord[] {
  if (bids.some((b) => b.seq === bid.seq)) return bids;
  const kept = bids.length >= SNAPSHOT_BIDS ? bids.slice(0, SNAPSHOT_BIDS - 1) : bids;
  return [bid, ...(bid.status === 'leading' ? kept.map((b) => (b.status === 'leading' ? { ...b, status: 'outbid' as const } : b)) : kept)];
}

/**
 * The history with the sealed bids revealed at the close: each bidder's counted sealed bid (a revision replaced the
 * earlier one), in place of any own sealed row kept from before.
 */
function withRevealed(bids: BidRecord[], revealed: RevealedBid[]): BidRecord[] {
  const rows: BidRecord[] = revealed.map((r) => ({ seq: r.seq, bidderCode: r.bidderCode, price: r.price, at: r.at, status: 'outbid', kind: 'sealed' }));
  return [...bids.filter((b) => b.kind !== 'sealed'), ...rows].sort((a, b) => b.seq - a.seq);
}

/** Statuses after the close: the winner's latest bid 领先, every other bid 出局 (none leads after 流拍). */
function closedHistory(bids: BidRecord[], outcome: LotOutcome): BidRecord[] {
  const winner = outcome.result === 'deal' ? outcome.winnerCode : null;
  const leadingSeq = Math.max(-1, ...bids.filter((b) => b.bidderCode === winner).map((b) => b.seq));
  return bids.map((b) => {
    const status = b.seq === leadingSeq ? 'leading' as const : 'outbid' as const;
    return b.status === status ? b : { ...b, status };
  });
}

/** One broadcast applied to the public view (the caller has checked `seq === snap.seq + 1`). */
export function applyLotEvent(snap: LotSnapshot, { name, payload: p }: LotEvent): { snap: LotSnapshot; nextTickAt?: number | null; extension?: { from: number | null; at: number } } {
  const base: LotSnapshot = {
    ...snap, seq: p.seq, serverNow: p.serverNow, phase: p.phase, price: p.price, nextPrice: p.nextPrice, leaderCode: p.leaderCode,
    bidCount: p.bidCount, deadline: p.deadline, increment: incrementAt(snap.rules, p.price),
  };
  switch (name) {
    case 'bid:placed': {
      const publicBid = p.bid && p.bid.kind !== 'sealed' ? p.bid : null;
      // The server counts the bidders (a snapshot's bids are only the latest ones); an older server left it to us.
      const newBidder = publicBid !== null && !snap.bids.some((b) => b.bidderCode === publicBid.bidderCode);
      return {
        snap: {
          ...base, bids: publicBid ? withBid(snap.bids, publicBid) : snap.bids, bidderCount: p.bidderCount ?? snap.bidderCount + (newBidder ? 1 : 0),
          sealedCount: p.sealedCount ?? snap.sealedCount, reserveMet: p.reserveMet,
        },
      };
    }
    case 'lot:phase-changed':
      return { snap: { ...base, revealed: p.revealed ?? snap.revealed }, nextTickAt: p.phase === 'descending' ? p.deadline : null };
    case 'lot:price-ticked':
      return { snap: base, nextTickAt: p.nextTickAt };
    case 'lot:extended':
      return { snap: base, extension: { from: p.previousDeadline, at: p.serverNow } };
    case 'lot:paused':
      return { snap: { ...base, paused: true, pauseReason: p.reason, frozenRemainingMs: p.frozenRemainingMs } };
    case 'lot:resumed':
      return { snap: { ...base, paused: false, pauseReason: null, frozenRemainingMs: null } };
    case 'lot:closed': {
      const bids = closedHistory(p.revealed ? withRevealed(snap.bids, p.revealed) : snap.bids, p.outcome);
      return {
        snap: { ...base, outcome: p.outcome, revealed: p.revealed ?? snap.revealed, paused: false, bids, bidderCount: p.bidderCount ?? new Set(bids.map((b) => b.bidderCode)).size },
        nextTickAt: null,
      };
    }
  }
}

/** Applies every pending event that now fits; a hole that remains asks for another resync. */
function drain(acc: LotAcc): LotAcc {
  if (!acc.snap) return acc;
  let next = acc;
  const queue = [...acc.pending].sort((a, b) => a.payload.seq - b.payload.seq).filter((e) => e.payload.seq > acc.snap!.seq);
  while (queue.length > 0 && queue[0].payload.seq === next.snap!.seq + 1) next = applyOne(next, queue.shift()!);
  const hole = queue.length > 0;
  return { ...next, pending: queue, ...(hole ? { gapId: next.gapId + 1, disrupted: true } : {}) };
}

function applyOne(acc: LotAcc, event: LotEvent): LotAcc {
  const r = applyLotEvent(acc.snap!, event);
  return {
    ...acc, snap: r.snap,
    nextTickAt: r.nextTickAt !== undefined ? r.nextTickAt : acc.nextTickAt,
    extension: r.extension ?? acc.extension,
  };
}

const synced = (acc: LotAcc, at: number): LotAcc => ({
  ...acc, joining: false, error: null, notFound: false, disrupted: false, resyncedAt: acc.disrupted ? at : acc.resyncedAt,
});

/** Folds one input. Pure: the feed turns `gapId` changes into joins. */
export function reduceLot(acc: LotAcc, input: LotInput): LotAcc {
  switch (input.kind) {
    case 'connection':
      // Only a live feed that drops is disrupted: the first connect after a snapshot from the document or HTTP is not
      // a recovery (no 已重新同步 when the room opens).
      return {
        ...acc, connection: input.connection,
        disrupted: acc.disrupted || (acc.snap !== null && acc.connection === 'live' && input.connection !== 'live'),
      };
    case 'join-start':
      return { ...acc, joining: true };
    case 'snapshot': {
      const s = input.snapshot;
      // An HTTP answer that left before a broadcast we already applied must not roll the price back.
      if (acc.snap && s.seq < acc.snap.seq) return { ...acc, joining: false };
      const meFresh = s.me !== null || input.via === 'socket';
      const meKnown = acc.meKnown || input.via !== 'document';
      return drain(
        synced(
          {
            ...acc, snap: s, needSnapshot: false, nextTickAt: s.phase === 'descending' ? s.deadline : null,
            me: meFresh ? s.me : acc.me, meSeq: meFresh ? s.seq : acc.meSeq, meKnown,
          },
          input.at,
        ),
      );
    }
    case 'backfill': {
      if (!acc.snap) return { ...acc, joining: false, needSnapshot: true, gapId: acc.gapId + 1 };
      let next: LotAcc = acc;
      for (const event of [...input.events].sort((a, b) => a.payload.seq - b.payload.seq)) {
        if (event.payload.seq <= next.snap!.seq) continue;
        if (event.payload.seq !== next.snap!.seq + 1) return { ...next, joining: false, needSnapshot: true, gapId: next.gapId + 1, disrupted: true };
        next = applyOne(next, event);
      }
      const me = input.me ? { me: input.me, meSeq: next.snap!.seq } : {};
      return drain(synced({ ...next, ...me, meKnown: true }, input.at));
    }
    case 'event': {
      const seq = input.event.payload.seq;
      if (!acc.snap || acc.joining) return { ...acc, pending: [...acc.pending, input.event] };
      if (seq <= acc.snap.seq) return acc;
      if (seq === acc.snap.seq + 1) return drain(applyOne(acc, input.event));
      return { ...acc, pending: [...acc.pending, input.event], gapId: acc.gapId + 1, disrupted: true };
    }
    case 'events':
      return input.events.reduce((next, event) => reduceLot(next, { kind: 'event', event }), acc);
    case 'me':
      return input.update.seq >= acc.meSeq ? { ...acc, me: input.update.me, meSeq: input.update.seq, meKnown: true } : acc;
    case 'failed':
      return { ...acc, joining: false, error: input.message, notFound: input.notFound };
  }
}
