import type { BidResult, JoinAck, LotEventsAnswer, LotSnapshot } from '../../../../contract/bid';
import { MAX_REPLAY_EVENTS } from '../../../../contract/bid';
import type { Db } from '../../db/connection';
import { nextTimerAt } from '../timers';
import type { LotCommand, LotEvent } from '../types';
import { bidStoreOf } from './bid-store';
import { singleProcessBus, type ClusterBus } from '../../cluster/bus';
import { createMessageService, type MessageService } from '../../modules/messages/index';
import { silentPushHub } from '../../realtime/push-hub';
import { unknownLot } from './errors';
import { IdempotencyGate, rethrow } from './idempotency';
import { foldEvents, LotEntry } from './lot-entry';
import { findOpenLotIds, findStoredLot, loadEnrolments, loadEvents, loadEventsAfter, loadEventsUpTo } from './lot-repository';
import { LotTimers } from './lot-timers';
import { LotWriter, type CommittedBatch } from './lot-writer';
import { LotMailbox } from './mailbox';
import { RefusalCache } from './refusal-cache';
import { toSnapshot, viewerOf } from './snapshot';
import { stamped } from './wire-events';

export type { CommittedBatch } from './lot-writer';

/** The bus channel of the lots: what one process tells the others about the lots it changed. */
const LOTS_CHANNEL = 'lots';
/** A message on {@link LOTS_CHANNEL}: a committed batch's events, a changed bidder list, or "replay this lot". */
type LotNotice =
  | { kind: 'batch'; assetsId: string; events: LotEvent[] }
  | { kind: 'enrolments'; assetsId: string }
  | { kind: 'reload'; assetsId: string };
/** How often the timer holder looks for open lots it has not loaded (created or reopened by another process), ms. */
const RESCAN_MS = 2000;
/**
 * A closed lot nobody used for this long (no join, snapshot, command or notice; ms) is dropped from memory; the next
 * use replays it from lot_event. Open lots stay: their timers and rooms work on the cached state.
 */
export const IDLE_CLOSED_LOT_MS = 10 * 60_000;
/** Lots whose history replay (a backfill older than the in-memory tail) is kept for the next page. */
const MAX_REPLAYS = 4;

/** A listener of committed batches; `everywhere` ones also hear the batches other processes committed. */
interface CommitListener { listener: (batch: CommittedBatch) => void; everywhere: boolean }

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
  /** History replays of {@link storedEventsAfter}, oldest first. */
  private readonly replays = new Map<string, LotEntry>();
  private readonly loading = new Map<string, Promise<LotEntry>>();
  private readonly mailbox = new LotMailbox();
  private readonly gate = new IdempotencyGate();
  private readonly refusals = new RefusalCache();
  private readonly timers: LotTimers;
  private readonly writer: LotWriter;
  private readonly listeners: CommitListener[] = [];
  private unpublished: Array<CommittedBatch & { remote?: boolean }> = [];
  private readonly bus: ClusterBus;
  /** True while this process holds the lots' timers (always, unless several processes share the database). */
  private leading = true;
  private rescan: NodeJS.Timeout | null = null;
  private sweeper: NodeJS.Timeout | null = null;
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
    /** The other server processes of the deployment (default: none). */
    bus?: ClusterBus;
  }) {
    this.messages = deps.messages ?? createMessageService({ db: deps.db, now: deps.now, push: silentPushHub });
    this.bus = deps.bus ?? singleProcessBus();
    this.timers = new LotTimers(deps.now, (id) => void this.tick(id).catch((err) => deps.onError?.(err, id)));
    this.writer = new LotWriter({
      now: deps.now, mailbox: this.mailbox, refusals: this.refusals, store: bidStoreOf(deps.db), messages: this.messages,
      catchUp: (entry) => this.catchUp(entry),
      settled: (entry, dueAt) => this.arm(entry, dueAt),
      committed: (batch) => {
        this.publish(batch);
        this.bus.publish(LOTS_CHANNEL, { kind: 'batch', assetsId: batch.entry.state.assetsId, events: batch.events } satisfies LotNotice);
      },
    });
    this.bus.subscribe(LOTS_CHANNEL, (msg) => void this.onNotice(msg as LotNotice).catch((err) => deps.onError?.(err, (msg as LotNotice).assetsId)));
  }

  /**
   * Registers a listener of committed batches (called in commit order, after the command's caller got its answer).
   * By default it hears the batches this process committed (notices, messages and payments happen once, where the
   * lot was written); with `everywhere` also those other processes committed, once this process's cached lot has
   * taken them (the bid room's fan-out: every process writes to its own sockets).
   */
  onCommit(listener: (batch: CommittedBatch) => void, opts: { everywhere?: boolean } = {}): void {
    this.listeners.push({ listener, everywhere: opts.everywhere ?? false });
  }

  /** Arms the lot's timer for its next transition (or `dueAt`) when this process holds the timers. */
  private arm(entry: LotEntry, dueAt: number | null = null): void {
    if (this.started && this.leading) this.timers.arm(entry.state.assetsId, dueAt ?? nextTimerAt(entry.state));
  }

  /**
   * Brings a cached lot up to its stored event log (another process committed it): the missing events are folded in
   * and handed to the `everywhere` listeners. Runs inside the lot's mailbox (the writer's retry, a notice).
   */
  private async catchUp(entry: LotEntry): Promise<void> {
    const events = await loadEventsAfter(this.deps.db, entry.state.assetsId, entry.state.seq);
    await this.advance(entry, events);
  }

  /** Folds events another process committed into the cached lot, re-arms its timer and tells the local listeners. */
  private async advance(entry: LotEntry, events: LotEvent[]): Promise<void> {
    if (events.length === 0) return;
    const before = entry.state;
    const folded = foldEvents(before, events);
    entry.commit(folded);
    // The close moved deposits and statuses of the bidders in the same transaction.
    if (folded.state.result && !before.result) entry.setEnrolments(await loadEnrolments(this.deps.db, entry.state.assetsId));
    this.arm(entry);
    this.publish({ entry, before, events, wire: folded.wire, remote: true });
  }

  /** A notice from another process about a lot: fold its batch, re-read its bidders, or replay it. */
  private async onNotice(notice: LotNotice): Promise<void> {
    const { assetsId } = notice;
    const entry = this.lots.get(assetsId);
    if (!entry) {
      // Not loaded here: nothing to bring up to date; the timer holder loads it to time it.
      if (this.started && this.leading) this.arm(await this.entry(assetsId));
      return;
    }
    if (notice.kind === 'reload') return void await this.reload(assetsId, false);
    if (notice.kind === 'enrolments') return this.refreshEnrolments(assetsId, false);
    await this.mailbox.run(assetsId, async () => {
      const fresh = notice.events.filter((e) => e.seq > entry.state.seq);
      if (fresh.length === 0) return;
      // Out of order (two processes' notices crossed) or missed: read the log instead.
      if (fresh[0].seq === entry.state.seq + 1) await this.advance(entry, fresh);
      else await this.catchUp(entry);
    });
  }

  /**
   * Takes over the lots' timers (this process became the timer holder, cluster/timer-holder.ts): every open lot is
   * loaded and ticked at once — a close that fell due while no process held the timers happens now, at its stored
   * deadline — and open lots loaded elsewhere are looked for every RESCAN_MS.
   */
  async lead(): Promise<void> {
    this.leading = true;
    const tickOpen = async () => {
      for (const id of await findOpenLotIds(this.deps.db)) {
        if (!this.leading) return;
        if (!this.lots.has(id) || !this.timers.has(id)) await this.tick(id).catch((err) => this.deps.onError?.(err, id));
      }
    };
    await tickOpen();
    this.rescan ??= setInterval(() => void tickOpen().catch((err) => this.deps.onError?.(err, '')), RESCAN_MS);
    this.rescan.unref();
  }

  /** Gives the lots' timers up (another process holds them). */
  follow(): void {
    this.leading = false;
    this.timers.clearAll();
    if (this.rescan) clearInterval(this.rescan);
    this.rescan = null;
  }

  /**
   * Start-up: replays every lot that is not closed from its event log and ticks it at once, so transitions that fell
   * due while the server was down happen now, each at its own due time (remaining time comes from stored deadlines).
   * @returns how many lots are live.
   */
  async start(opts: { leading?: boolean } = {}): Promise<number> {
    this.started = true;
    this.sweeper ??= setInterval(() => this.forgetIdle(), IDLE_CLOSED_LOT_MS / 4);
    this.sweeper.unref();
    this.leading = opts.leading ?? true;
    const ids = await findOpenLotIds(this.deps.db);
    if (this.leading) for (const id of ids) await this.tick(id);
    return ids.length;
  }

  /** Stops the timers and waits for queued commands (graceful close). */
  async stop(): Promise<void> {
    this.started = false;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    this.follow();
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

  /**
   * Drops closed lots idle for {@link IDLE_CLOSED_LOT_MS} with nothing queued (the sweeper every quarter of it, tests
   * by hand). @returns how many were dropped.
   */
  forgetIdle(now = Date.now()): number {
    let n = 0;
    for (const [assetsId, replay] of this.replays) if (now - replay.usedAt >= IDLE_CLOSED_LOT_MS) this.replays.delete(assetsId);
    for (const [assetsId, entry] of this.lots) {
      if (entry.state.phase !== 'closed' || now - entry.usedAt < IDLE_CLOSED_LOT_MS || this.mailbox.busy(assetsId)) continue;
      this.lots.delete(assetsId);
      this.refusals.dropLot(assetsId);
      n += 1;
    }
    return n;
  }

  /** How many lots this process holds in memory. */
  get cachedLots(): number {
    return this.lots.size;
  }

  /** The cached lot, loaded (replayed) on first use. @throws LotCommandError 404 for an unknown lot. */
  async entry(assetsId: string): Promise<LotEntry> {
    const cached = this.lots.get(assetsId);
    if (cached) {
      cached.usedAt = Date.now();
      return cached;
    }
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
  async reload(assetsId: string, tellOthers = true): Promise<LotEntry> {
    if (tellOthers) this.bus.publish(LOTS_CHANNEL, { kind: 'reload', assetsId } satisfies LotNotice);
    return this.mailbox.run(assetsId, async () => {
      this.lots.delete(assetsId);
      this.replays.delete(assetsId);
      this.refusals.dropLot(assetsId);
      const entry = await this.entry(assetsId);
      this.arm(entry);
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
  async refreshEnrolments(assetsId: string, tellOthers = true): Promise<void> {
    if (tellOthers) this.bus.publish(LOTS_CHANNEL, { kind: 'enrolments', assetsId } satisfies LotNotice);
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

  /**
   * Events after `afterSeq` (at most MAX_REPLAY_EVENTS, `hasMore` when cut), stamped with the current server time:
   * from the lot's in-memory tail, or — older than the tail — replayed from lot_event up to the last one answered.
   */
  async eventsAfter(assetsId: string, afterSeq: number): Promise<LotEventsAnswer> {
    const entry = await this.current(assetsId);
    const lastSeq = entry.state.seq;
    const all = entry.eventsAfter(afterSeq) ?? await this.storedEventsAfter(entry, afterSeq, Math.min(lastSeq, afterSeq + MAX_REPLAY_EVENTS));
    const now = this.deps.now();
    return { events: all.slice(0, MAX_REPLAY_EVENTS).map((e) => stamped(e, now)), lastSeq, hasMore: afterSeq + MAX_REPLAY_EVENTS < lastSeq };
  }

  /**
   * The broadcast events (afterSeq, upTo] of a lot, folded again from its stored log (older than its in-memory tail).
   * The replay is kept (a few lots, until the idle sweep), so a client paging on through the history folds each
   * event once, not the whole prefix again for every page.
   */
  private async storedEventsAfter(entry: LotEntry, afterSeq: number, upTo: number) {
    const assetsId = entry.state.assetsId;
    let replay = this.replays.get(assetsId);
    if (replay && replay.state.seq <= upTo && afterSeq >= replay.keptAfter) {
      const more = (await loadEventsAfter(this.deps.db, assetsId, replay.state.seq)).filter((e) => e.seq <= upTo);
      replay.commit(foldEvents(replay.state, more));
    } else {
      const stored = await findStoredLot(this.deps.db, assetsId);
      if (!stored) throw unknownLot();
      replay = new LotEntry(stored.meta, stored.rules, entry.enrolments(), await loadEventsUpTo(this.deps.db, assetsId, upTo));
    }
    replay.usedAt = Date.now();
    this.replays.delete(assetsId);
    this.replays.set(assetsId, replay);
    for (const id of this.replays.keys()) if (this.replays.size > MAX_REPLAYS) this.replays.delete(id);
    return replay.eventsAfter(afterSeq) ?? [];
  }

  /** `lot:join`: the missed events when the gap is small (afterSeq given, ≤ MAX_REPLAY_EVENTS behind), else a snapshot. */
  async join(assetsId: string, afterSeq: number | undefined, userId: string | null): Promise<Extract<JoinAck, { data: unknown }>['data']> {
    const entry = await this.current(assetsId);
    const gap = afterSeq === undefined ? Infinity : entry.state.seq - afterSeq;
    // The in-memory tail holds more than MAX_REPLAY_EVENTS events, so a small gap never reads the store.
    const events = gap >= 0 && gap <= MAX_REPLAY_EVENTS ? entry.eventsAfter(afterSeq!) : null;
    if (events) {
      const now = this.deps.now();
      return { events: events.map((e) => stamped(e, now)), me: userId ? viewerOf(entry, userId) : null };
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
  private publish(batch: CommittedBatch & { remote?: boolean }): void {
    if (this.unpublished.length === 0) setImmediate(() => this.publishAll());
    this.unpublished.push(batch);
  }

  private publishAll(): void {
    const batches = this.unpublished;
    this.unpublished = [];
    for (const batch of batches) {
      for (const { listener, everywhere } of this.listeners) {
        if (batch.remote && !everywhere) continue;
        try {
          listener(batch);
        } catch (err) {
          this.deps.onError?.(err, batch.entry.state.assetsId);
        }
      }
    }
  }
}
