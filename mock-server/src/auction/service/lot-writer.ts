import type { LotEvent as WireEvent } from '../../../../contract/bid';
import { decide } from '../decide';
import { nextTimerAt } from '../timers';
import type { LotCommand, LotEvent, LotState } from '../types';
import { bidResultOf } from './bid-result';
import type { IdempotencyRow } from './bid-repository';
import type { BidStore } from './bid-store';
import type { MessageService } from '../../modules/messages/index';
import { LotCommandError } from './errors';
import { replayRefusal, replayStored, type KeyedOutcome, type StoredOutcome } from './idempotency';
import { foldEvents, type LotEntry } from './lot-entry';
import type { LotMailbox } from './mailbox';
import type { RefusalCache } from './refusal-cache';
import { applyCloseEffects, type CloseEffects } from './settle';
import { StaleLotError } from './stale-lot';

/** A bid or acceptance carries its idempotency key: an accepted outcome is stored under it, a refusal remembered in memory. */
export interface Keyed { userId: string; key: string; priceFen: number }
/** What one command got: its own events and, when keyed, its outcome (`replayed` when decided earlier). */
export interface JobResult { events: LotEvent[]; keyed?: KeyedOutcome }

/** One committed change of a lot, handed to the listeners (socket room, push notices) after the commit. */
export interface CommittedBatch {
  entry: LotEntry;
  before: LotState;
  events: LotEvent[];
  /** Broadcast form of `events`, in seq order. */
  wire: WireEvent[];
  /** Set when the batch closed the lot. */
  close?: CloseEffects;
}

/** Most commands of one lot decided in one batch (the rest go in the next), so one lot never makes a joint commit long. */
const MAX_BATCH = 500;
/** Tries of one batch when other processes keep committing the lot first (each try catches up and decides again). */
const MAX_ATTEMPTS = 8;

/** One decided and committed batch, before its callers are answered. */
interface Turn {
  before: LotState;
  events: LotEvent[];
  wire: WireEvent[];
  refused: Array<{ keyed: Keyed; outcome: StoredOutcome & { ok: false } }>;
  results: Array<JobResult | LotCommandError>;
  dueAt: number | null;
  close?: CloseEffects;
}

interface Job { command: LotCommand; keyed?: Keyed; resolve: (r: JobResult) => void; reject: (err: unknown) => void }

/**
 * The single writer of each lot, with group commit. Commands of a lot queue up while its previous batch is being
 * written; the next turn of the lot's mailbox takes all of them, decides them one after another on the evolving
 * state (the engine sees them in arrival order, each at the server clock), and hands what changed — events,
 * projection, the idempotency records of the ACCEPTED commands — to the commit coordinator, which joins the batches
 * of all lots of that turn of the event loop into one transaction (commit-coordinator.ts; a batch that closes the lot
 * goes through its own Kysely transaction with the close effects). Only then is each command answered.
 *
 * Refusals change no state, so nothing of them is written. They are still answered in order with the lot's
 * commands: after the batch they were decided against has committed (a refusal decided after an accepted bid of the
 * same batch names a next valid price that exists only once that bid is stored), and they are remembered in the
 * refusal cache only then. If the commit fails, every command of the batch gets the error and nothing is remembered:
 * a retry is decided afresh. A crash between decision and commit likewise leaves no trace and no answer. Two
 * bidders in the same millisecond are decided in arrival order at the same server time: if the first takes the price
 * step, the second is refused (400, with the new next valid price) once the first is stored. With several server
 * processes on one database, another process may have committed the lot since this one cached it: the store then
 * refuses the batch (StaleLotError, nothing written), and the writer catches the lot up from its event log and decides
 * the same commands again, up to MAX_ATTEMPTS times.
 */
export class LotWriter {
  private readonly pending = new Map<string, Job[]>();

  constructor(private readonly deps: {
    now: () => number; mailbox: LotMailbox; store: BidStore; refusals: RefusalCache;
    /** Brings the lot's cached state up to what is stored (after another process committed it). */
    catchUp: (entry: LotEntry) => Promise<void>;
    /** The inbox the close stores its messages through (in the close's transaction). */
    messages: MessageService;
    /** After every turn: re-arm the lot's timer; `dueAt` set when a rejected command saw a transition already due. */
    settled: (entry: LotEntry, dueAt: number | null) => void;
    committed: (batch: CommittedBatch) => void;
  }) {}

  /** Queues `command` for the lot of `entry`. Resolves after the commit; an unkeyed rejection rejects with LotCommandError. */
  submit(entry: LotEntry, command: LotCommand, keyed?: Keyed): Promise<JobResult> {
    const assetsId = entry.state.assetsId;
    return new Promise<JobResult>((resolve, reject) => {
      const job = { command, keyed, resolve, reject };
      const queue = this.pending.get(assetsId);
      if (queue) return void queue.push(job);
      this.pending.set(assetsId, [job]);
      void this.deps.mailbox.run(assetsId, () => this.drain(entry)).catch(() => undefined);
    });
  }

  private async drain(entry: LotEntry): Promise<void> {
    const assetsId = entry.state.assetsId;
    // One turn of the event loop first: the commands of a burst (socket messages read in the same turn) join this batch.
    await new Promise((resolve) => setImmediate(resolve));
    const queue = this.pending.get(assetsId) ?? [];
    const jobs = queue.splice(0, MAX_BATCH);
    if (queue.length === 0) this.pending.delete(assetsId);
    else void this.deps.mailbox.run(assetsId, () => this.drain(entry)).catch(() => undefined);
    for (let attempt = 1; ; attempt++) {
      try {
        this.answer(entry, jobs, await this.decideAndCommit(entry, jobs));
        return;
      } catch (err) {
        let failure = err;
        if (err instanceof StaleLotError && attempt < MAX_ATTEMPTS) {
          // Another process committed this lot first: catch up from its event log and decide the batch again.
          try {
            await this.deps.catchUp(entry);
            continue;
          } catch (caught) {
            failure = caught;
          }
        }
        for (const job of jobs) job.reject(failure);
        return;
      }
    }
  }

  /** Decides `jobs` on the lot's current state and commits what changed. @throws StaleLotError, or the commit's error. */
  private async decideAndCommit(entry: LotEntry, jobs: Job[]): Promise<Turn> {
    const assetsId = entry.state.assetsId;
    const now = this.deps.now();
    const before = entry.state;
    let state = before;
    let dueAt: number | null = null;
    const events: LotEvent[] = [];
    const wire: WireEvent[] = [];
    const rows: IdempotencyRow[] = [];
    const refused: Turn['refused'] = [];
    const results: Turn['results'] = [];
    for (const job of jobs) {
      const earlier = job.keyed && await this.earlier(assetsId, job.keyed);
      if (earlier) {
        results.push(earlier instanceof LotCommandError ? earlier : { events: [], keyed: earlier });
        continue;
      }
      // Never earlier than the last event: the engine refuses commands older than the lot's state.
      const at = Math.max(now, state.updatedAt ?? now);
      const decision = decide(state, { ...job.command, at });
      if ('rejection' in decision) {
        // A refused command drops the catch-up it computed; the lot's timer plays it right away instead.
        if ((nextTimerAt(state) ?? Infinity) <= at) dueAt = at;
        const error = LotCommandError.fromRejection(decision.rejection);
        const outcome = { ok: false as const, error: error.toWire() };
        if (job.keyed) refused.push({ keyed: job.keyed, outcome });
        results.push(job.keyed ? { events: [], keyed: { outcome, replayed: false } } : error);
        continue;
      }
      const folded = foldEvents(state, decision.events);
      state = folded.state;
      events.push(...decision.events);
      wire.push(...folded.wire);
      const outcome: StoredOutcome | undefined = job.keyed ? { ok: true, result: bidResultOf(decision.events, state) } : undefined;
      if (job.keyed && outcome) rows.push({ ...job.keyed, outcome: JSON.stringify(outcome) });
      results.push({ events: decision.events, ...(outcome ? { keyed: { outcome, replayed: false } } : {}) });
    }
    let close: CloseEffects | undefined;
    if (events.length > 0 || rows.length > 0) {
      const write = { before, after: state, events, idempotency: rows, now };
      const result = state.result;
      if (result && !before.result) {
        // The close needs its effects in the same transaction.
        close = await this.deps.store.commitWithClose(write, (trx) =>
          applyCloseEffects(trx, entry.meta, result, entry.enrolments(), entry.userOf(result.winnerCode) ?? null, now, this.deps.messages));
      } else {
        await this.deps.store.commit(write);
      }
      entry.commit({ state, wire });
      if (close) entry.setEnrolments(close.enrolments);
    }
    return { before, events, wire, refused, results, dueAt, close };
  }

  /** After the commit: remembers the refusals, re-arms the timer, hands the batch on and answers every job in order. */
  private answer(entry: LotEntry, jobs: Job[], turn: Turn): void {
    const assetsId = entry.state.assetsId;
    for (const r of turn.refused) this.deps.refusals.set(assetsId, r.keyed.userId, r.keyed.key, { priceFen: r.keyed.priceFen, error: r.outcome.error });
    this.deps.settled(entry, turn.dueAt);
    if (turn.events.length > 0) this.deps.committed({ entry, before: turn.before, events: turn.events, wire: turn.wire, close: turn.close });
    jobs.forEach((job, i) => {
      const r = turn.results[i];
      if (r instanceof LotCommandError) job.reject(r);
      else job.resolve(r);
    });
  }

  /** How a key decided earlier is answered: its remembered refusal, its stored acceptance, or undefined (a new key). */
  private async earlier(assetsId: string, keyed: Keyed): Promise<KeyedOutcome | LotCommandError | undefined> {
    const refusal = this.deps.refusals.get(assetsId, keyed.userId, keyed.key);
    if (refusal) return replayRefusal(refusal, keyed.priceFen);
    const stored = await this.deps.store.findAccepted(assetsId, keyed.userId, keyed.key);
    return stored && replayStored(stored, keyed.priceFen);
  }
}
