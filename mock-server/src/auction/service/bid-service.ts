import type { BidResult, JoinAck, LotEventsAnswer, LotSnapshot } from '../../../../contract/bid';
import { MAX_REPLAY_EVENTS } from '../../../../contract/bid';
import type { Db } from '../../db/connection';
import { nextTimerAt } from '../timers';
import type { LotCommand, LotEvent } from '../types';
import { BidSql } from './bid-repository';
import { CommitCoordinator } from '../../db/commit-coordinator';
import { createMessageService, type MessageService } from '../../modules/messages/index';
import { silentPushHub } from '../../realtime/push-hub';
import { unknownLot } from './errors';
import { IdempotencyGate, rethrow } from './idempotency';
import { LotEntry } from './lot-entry';
import { findOpenLotIds, findStoredLot, loadEnrolments, loadEvents } from './lot-repository';
import { LotTimers } from './lot-timers';
import { LotWriter, type CommittedBatch } from './lot-writer';
import { LotMailbox } from './mailbox';
import { RefusalCache } from './refusal-cache';
import { toSnapshot, viewerOf } from './snapshot';
import { stamped } from './wire-events';

export type { CommittedBatch } from './lot-writer';

/** A bid or acceptance as the service takes it: money already in fen (converted at the edge). */
export interface BidInput { assetsId: string; priceFen: number; idempotencyKey: string }

/**
 * The bid service: the only writer of lot state. Every command of a lot goes through that lot's writer (mailbox +
 * group commit, lot-writer.ts): the state is cached (rebuilt by replaying lot_event), the engine decides, the events +
 * projections + idempotency records of accepted commands are stored in ONE transaction (joined with the other lots'
 * batches of the same turn, commit-coordinator.ts; refusals are remembered in memory only, refusal-cache.ts), then the
 * cache is updated, the lot's timer re-armed,
 * the callers answered and — on the next turn of the event loop, so the acknowledgements go out first — the batch is
 * handed to the listeners that broadcast it. Timers run only after {@link start}; before that, commands still work
 * (tests drive ticks by hand).
 */
export class BidService {
  private readonly lots = new Map<string, LotEntry>();
  private readonly loading = new Map<string, Promise<LotEntry>>();
  private readonly mailbox = new LotMailbox();
  private readonly gate = new IdempotencyGate();
  private readonly refusals = new RefusalCache();
  private readonly timers: LotTimers;
  private readonly writer: LotWriter;
  private readonly listeners: Array<(batch: CommittedBatch) => void> = [];
  private unpublished: CommittedBatch[] = [];
  private readonly enrolmentListeners: Array<(entry: LotEntry) => void> = [];
  private started = false;

  /** The inbox of the close messages; also what the push notices announce them and the outbid messages through. */
  readonly messages: MessageService;

  /**
   * @param deps.messages the inbox (app.ts passes the shared one); default: one over `db` that stores messages without
   *   pushing (tools and tests that run the service alone still leave the close messages in the inbox)
   */
  constructor(private readonly deps: {
    db: Db; now: () => number; onError?: (err: unknown, assetsId: string) => void; messages?: MessageService;
  }) {
    this.messages = deps.messages ?? createMessageService({ db: deps.db, now: deps.now, push: silentPushHub });
    this.timers = new LotTimers(deps.now, (id) => void this.tick(id).catch((err) => deps.onError?.(err, id)));
    this.writer = new LotWriter({
      db: deps.db, now: deps.now, mailbox: this.mailbox, refusals: this.refusals,
      sql: new BidSql(deps.db), commits: new CommitCoordinator(deps.db), messages: this.messages,
      settled: (entry, dueAt) => {
        if (this.started) this.timers.arm(entry.state.assetsId, dueAt ?? nextTimerAt(entry.state));
      },
      committed: (batch) => this.publish(batch),
    });
  }

  /** Registers a listener of committed batches (called in commit order, after the command's caller got its answer). */
  onCommit(listener: (batch: CommittedBatch) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Start-up: replays every lot that is not closed from its event log and ticks it at once, so transitions that fell
   * due while the server was down happen now, each at its own due time (remaining time comes from stored deadlines).
   * @returns how many lots are live.
   */
  async start(): Promise<number> {
    this.started = true;
    const ids = await findOpenLotIds(this.deps.db);
    for (const id of ids) await this.tick(id);
    return ids.length;
  }

  /** Stops the timers and waits for queued commands (graceful close). */
  async stop(): Promise<void> {
    this.started = false;
    this.timers.clearAll();
    await this.mailbox.drain();
  }

  /**
   * The lot as of now: loaded (replayed) on first use, and ticked first when a transition is already due, so a read
   * never shows a phase the clock has left (a lot just created, or a timer a few ms late).
   * @throws LotCommandError 404 for an unknown lot.
   */
  async current(assetsId: string): Promise<LotEntry> {
    const entry = await this.entry(assetsId);
    if ((nextTimerAt(entry.state) ?? Infinity) <= this.deps.now()) await this.tick(assetsId);
    return entry;
  }

  /** The cached lot, loaded (replayed) on first use. @throws LotCommandError 404 for an unknown lot. */
  async entry(assetsId: string): Promise<LotEntry> {
    const cached = this.lots.get(assetsId);
    if (cached) return cached;
    let pending = this.loading.get(assetsId);
    if (!pending) {
      pending = this.load(assetsId).finally(() => this.loading.delete(assetsId));
      this.loading.set(assetsId, pending);
    }
    return pending;
  }

  private async load(assetsId: string): Promise<LotEntry> {
    const stored = await findStoredLot(this.deps.db, assetsId);
    if (!stored) throw unknownLot();
    const [events, enrolments] = await Promise.all([loadEvents(this.deps.db, assetsId), loadEnrolments(this.deps.db, assetsId)]);
    const entry = new LotEntry(stored.meta, stored.rules, enrolments, events);
    this.lots.set(assetsId, entry);
    return entry;
  }

  /** Forgets a cached lot so the next use replays it from the database (after a re-anchor or an operator change). */
  async reload(assetsId: string): Promise<LotEntry> {
    return this.mailbox.run(assetsId, async () => {
      this.lots.delete(assetsId);
      this.refusals.dropLot(assetsId);
      const entry = await this.entry(assetsId);
      if (this.started) this.timers.arm(assetsId, nextTimerAt(entry.state));
      return entry;
    });
  }

  /** Registers a listener of changed bidder lists (called after {@link refreshEnrolments} took the new list). */
  onEnrolments(listener: (entry: LotEntry) => void): void {
    this.enrolmentListeners.push(listener);
  }

  /**
   * Re-reads the enrolments of a lot (after enrol / deposit confirmation); bidders are engine input, not events, so
   * nothing is broadcast — the listeners of {@link onEnrolments} tell the bidders whose own view changed.
   */
  async refreshEnrolments(assetsId: string): Promise<void> {
    const entry = await this.entry(assetsId);
    await this.mailbox.run(assetsId, async () => entry.setEnrolments(await loadEnrolments(this.deps.db, assetsId)));
    for (const listener of this.enrolmentListeners) {
      try {
        listener(entry);
      } catch (err) {
        this.deps.onError?.(err, assetsId);
      }
    }
  }

  /** The snapshot of a lot as `userId` (null: watcher) sees it. @throws LotCommandError 404. */
  async snapshot(assetsId: string, userId: string | null): Promise<LotSnapshot> {
    return toSnapshot(await this.current(assetsId), userId, this.deps.now());
  }

  /** Events after `afterSeq` (at most MAX_REPLAY_EVENTS), stamped with the current server time. */
  async eventsAfter(assetsId: string, afterSeq: number): Promise<LotEventsAnswer> {
    const entry = await this.current(assetsId);
    const all = entry.eventsAfter(afterSeq);
    const now = this.deps.now();
    return { events: all.slice(0, MAX_REPLAY_EVENTS).map((e) => stamped(e, now)), lastSeq: entry.state.seq, hasMore: all.length > MAX_REPLAY_EVENTS };
  }

  /** `lot:join`: the missed events when the gap is small (afterSeq given, ≤ MAX_REPLAY_EVENTS behind), else a snapshot. */
  async join(assetsId: string, afterSeq: number | undefined, userId: string | null): Promise<Extract<JoinAck, { data: unknown }>['data']> {
    const entry = await this.current(assetsId);
    const gap = afterSeq === undefined ? Infinity : entry.state.seq - afterSeq;
    if (gap >= 0 && gap <= MAX_REPLAY_EVENTS) {
      const now = this.deps.now();
      return { events: entry.eventsAfter(afterSeq!).map((e) => stamped(e, now)), me: userId ? viewerOf(entry, userId) : null };
    }
    return { snapshot: toSnapshot(entry, userId, this.deps.now()) };
  }

  /**
   * `bid:place` / `lot:accept` for `userId` (money in fen). Idempotent per (lot, user, key): an accepted key durably,
   * a refused key within the process (see RefusalCache).
   * @throws LotCommandError — 404 unknown lot, 409 key reused with another price, or the engine's rejection (400/403/409).
   */
  async place(userId: string, input: BidInput, type: 'bid' | 'accept'): Promise<BidResult> {
    const entry = await this.entry(input.assetsId);
    const keyed = { userId, key: input.idempotencyKey, priceFen: input.priceFen };
    // An unknown user has no code; the engine then answers 未报名 after its own phase checks.
    const command = (): LotCommand => ({ type, bidderCode: entry.enrolmentOf(userId)?.bidderCode ?? '', price: input.priceFen, at: 0 });
    const { outcome, replayed } = await this.gate.run(
      `${input.assetsId}|${userId}|${input.idempotencyKey}`, input.priceFen,
      async () => (await this.writer.submit(entry, command(), keyed)).keyed!,
    );
    if (!outcome.ok) rethrow(outcome.error);
    return { ...outcome.result, replayed, me: viewerOf(entry, userId) };
  }

  /** An operator pause (technical fault): countdowns freeze. @throws LotCommandError 409 when closed or already paused. */
  async pause(assetsId: string, reason: string): Promise<LotSnapshot> {
    const entry = await this.entry(assetsId);
    await this.writer.submit(entry, { type: 'pause', at: 0, reason });
    return toSnapshot(entry, null, this.deps.now());
  }

  /** Resumes a paused lot with the countdown it had left. @throws LotCommandError 409 when not paused. */
  async resume(assetsId: string): Promise<LotSnapshot> {
    const entry = await this.entry(assetsId);
    await this.writer.submit(entry, { type: 'resume', at: 0 });
    return toSnapshot(entry, null, this.deps.now());
  }

  /** Plays every transition of the lot due by now (timers call this; tests too). @returns the events stored. */
  async tick(assetsId: string): Promise<LotEvent[]> {
    const entry = await this.entry(assetsId);
    return (await this.writer.submit(entry, { type: 'tick', at: 0 })).events;
  }

  /**
   * Hands a batch to the listeners on the next turn of the event loop: after the caller's ack, in commit order. The
   * batches of one joint commit (all lots of a turn) are handed over in one callback, so what the listeners write
   * for them can leave together (lot-fanout.ts writes each socket once per turn).
   */
  private publish(batch: CommittedBatch): void {
    if (this.unpublished.length === 0) setImmediate(() => this.publishAll());
    this.unpublished.push(batch);
  }

  private publishAll(): void {
    const batches = this.unpublished;
    this.unpublished = [];
    for (const batch of batches) {
      for (const listener of this.listeners) {
        try {
          listener(batch);
        } catch (err) {
          this.deps.onError?.(err, batch.entry.state.assetsId);
        }
      }
    }
  }
}
