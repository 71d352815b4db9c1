import type { DepositStatus, LotEvent as WireEvent } from '../../../../contract/bid';
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

/** Folds `events` over `state`, returning the final state and each event's broadcast form (pure). */
export function foldEvents(state: LotState, events: readonly LotEvent[]): { state: LotState; wire: WireEvent[] } {
  const wire: WireEvent[] = [];
  let current = state;
  for (const event of events) {
    const before = current;
    current = evolve(current, event);
    wire.push(toWireEvent(event, before, current));
  }
  return { state: current, wire };
}

/**
 * One lot in memory: the engine state (rebuilt from the event log by replay), the broadcast form of every event so
 * far (for `lot:join` with afterSeq), and the enrolments by user and by bidder code. Only the lot's mailbox job
 * changes it, and only after the change is committed.
 */
export class LotEntry {
  state: LotState;
  readonly log: WireEvent[] = [];
  private byUser = new Map<string, Enrolment>();
  private byCode = new Map<string, Enrolment>();

  constructor(readonly meta: LotMeta, rules: LotRules, enrolments: Enrolment[], events: readonly LotEvent[]) {
    this.state = initialState(meta.assetsId, rules, []);
    this.setEnrolments(enrolments);
    this.commit(foldEvents(this.state, events));
  }

  /** Takes the result of {@link foldEvents} once its events are stored. */
  commit(folded: { state: LotState; wire: WireEvent[] }): void {
    this.state = folded.state;
    this.log.push(...folded.wire);
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

  /** Stored broadcast events with seq > afterSeq (the log is indexed by seq − 1). */
  eventsAfter(afterSeq: number): WireEvent[] {
    return this.log.slice(Math.max(0, afterSeq));
  }
}
