import { MAX_REPLAY_EVENTS, type DepositStatus, type LotEvent as WireEvent } from '../../../../contract/bid';
import { evolve, initialState } from '../evolve';
import type { LotBidder, LotEvent, LotRules, LotState } from '../types';
import { toWireEvent } from './wire-events';

/** An enrolment as the service needs it: who, which bidder code, the deposit and whether the user is verified. */
export interface Enrolment {
  userId: string;
  bidderCode: string;
  depositFen: number;
  depositStatus: DepositStatus;
  priorityRank: number | null;
  status: string;
  /** Real-name verified (user_account.auth_status 3). */
  verified: boolean;
}

/** Project facts the bid room shows next to the engine state. */
export interface LotMeta {
  assetsId: string;
  assetsName: string;
  depositFen: number;
  /** §3: 2 = prices are per `priceUnitName` (e.g. 元/亩/年), otherwise shown in 万元. */
  priceType: number;
  priceUnitName: string;
}

/** Eligible to bid (auction-rules.md § Eligibility): enrolled, real-name verified, deposit confirmed. */
export const isEligible = (e: Enrolment) => e.status === 'enrolled' && e.depositStatus === 'confirmed' && e.verified;

/**
 * Folds `events` over `state`, returning the final state and the broadcast form of the last `wireOf` events (default:
 * every one; pure). A replay passes only what the in-memory tail keeps, so the older events cost their fold only.
 */
export function foldEvents(state: LotState, events: readonly LotEvent[], wireOf = events.length): { state: LotState; wire: WireEvent[] } {
  const wire: WireEvent[] = [];
  const firstWire = events.length - wireOf;
  let current = state;
  for (let i = 0; i < events.length; i++) {
    const before = current;
    current = evolve(current, events[i]);
    if (i >= firstWire) wire.push(toWireEvent(events[i], before, current));
  }
  return { state: current, wire };
}

/**
 * How many of its latest broadcast events a lot keeps in memory (at least): every `lot:join` with afterSeq is
 * answered from them (it replays at most MAX_REPLAY_EVENTS, else it answers with a snapshot); an older backfill
 * (GET events with an old afterSeq) reads the lot_event table. The tail is cut back to this size once it has grown
 * to twice it, so appending stays cheap.
 */
export const LOG_TAIL = 2 * MAX_REPLAY_EVENTS;

/**
 * One lot in memory: the engine state (folded from the event log by replay), the broadcast form of its latest events
 * (at least {@link LOG_TAIL}, for `lot:join` with afterSeq; older ones stay in the lot_event table), and the
 * enrolments by user and by bidder code. Only the lot's mailbox job changes it, and only after the change is committed.
 */
export class LotEntry {
  state: LotState;
  /** The kept broadcast events, in seq order: `tail[i]` has seq `tailStart + i + 1`. */
  private tail: WireEvent[] = [];
  private tailStart = 0;
  /** When the lot was last used (epoch ms of the process clock): the bid service forgets idle closed lots. */
  usedAt = Date.now();
  private byUser = new Map<string, Enrolment>();
  private byCode = new Map<string, Enrolment>();

  constructor(readonly meta: LotMeta, rules: LotRules, enrolments: Enrolment[], events: readonly LotEvent[]) {
    this.state = initialState(meta.assetsId, rules, []);
    this.setEnrolments(enrolments);
    this.commit(foldEvents(this.state, events, Math.min(events.length, LOG_TAIL)));
  }

  /** Takes the result of {@link foldEvents} once its events are stored. */
  commit(folded: { state: LotState; wire: WireEvent[] }): void {
    this.state = folded.state;
    for (const e of folded.wire) this.tail.push(e);
    this.tailStart = this.state.seq - this.tail.length;
    if (this.tail.length >= 2 * LOG_TAIL) {
      this.tail = this.tail.slice(-LOG_TAIL);
      this.tailStart = this.state.seq - LOG_TAIL;
    }
  }

  /**
   * Replaces the enrolment list and the engine's bidders. Bidders are an input of the engine rather than events
   * (an enrolment or a deposit confirmation is not a lot event), so this never touches the log.
   */
  setEnrolments(list: Enrolment[]): void {
    this.byUser = new Map(list.map((e) => [e.userId, e]));
    this.byCode = new Map(list.map((e) => [e.bidderCode, e]));
    const bidders: Record<string, LotBidder> = Object.fromEntries(list.map((e) => [e.bidderCode, {
      bidderCode: e.bidderCode, userId: e.userId, eligible: isEligible(e), priorityRank: e.priorityRank,
    }]));
    this.state = { ...this.state, bidders };
  }

  /** The enrolment of `userId`, if any. */
  enrolmentOf(userId: string): Enrolment | undefined {
    return this.byUser.get(userId);
  }

  /** The user behind a bidder code, if any. */
  userOf(code: string | null | undefined): string | undefined {
    return code ? this.byCode.get(code)?.userId : undefined;
  }

  /** Every enrolment of the lot. */
  enrolments(): Enrolment[] {
    return [...this.byUser.values()];
  }

  /** Whether anyone enrolled holds a pre-emptive right. */
  hasPriorityHolders(): boolean {
    return this.enrolments().some((e) => e.priorityRank !== null);
  }

  /**
   * The broadcast events with seq > afterSeq when memory still holds all of them (afterSeq ≥ the tail's start),
   * else null: the caller reads them from the store.
   */
  eventsAfter(afterSeq: number): WireEvent[] | null {
    const from = Math.max(0, afterSeq);
    if (from < this.tailStart) return null;
    return this.tail.slice(from - this.tailStart);
  }

  /** The seq of the oldest broadcast event still in memory, minus one (0 when memory holds the whole log). */
  get keptAfter(): number {
    return this.tailStart;
  }
}
