import type { LotEvent as WireEvent } from '../../../../contract/bid';
import type { Db } from '../../db/connection';
import { decide } from '../decide';
import { nextTimerAt } from '../timers';
import type { LotCommand, LotEvent, LotState } from '../types';
import { bidResultOf } from './bid-result';
import { LotCommandError } from './errors';
import { replayStored, type KeyedOutcome, type StoredOutcome } from './idempotency';
import { foldEvents, type LotEntry } from './lot-entry';
import { commitBatch, findIdempotent, type IdempotencyRow } from './lot-repository';
import type { LotMailbox } from './mailbox';
import { applyCloseEffects, type CloseEffects } from './settle';

/** A bid or acceptance carries its idempotency key: its outcome, rejection included, is stored under it. */
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

/** Most commands stored in one transaction. */
const MAX_BATCH = 500;

interface Job { command: LotCommand; keyed?: Keyed; resolve: (r: JobResult) => void; reject: (err: unknown) => void }

/**
 * The single writer of each lot, with group commit. Commands of a lot queue up while its previous transaction is
 * being written; the next turn of the lot's mailbox takes all of them, decides them one after another on the
 * evolving state (the engine sees them in arrival order, each at the server clock), and stores the whole batch —
 * events, projection, idempotency records, close effects — in ONE transaction. Only then is each command answered.
 * Under a burst this turns one fsync per bid into one per batch without weakening "persisted before acknowledged".
 */
export class LotWriter {
  private readonly pending = new Map<string, Job[]>();

  constructor(private readonly deps: {
    db: Db; now: () => number; mailbox: LotMailbox;
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
    // Bounded batches keep each statement under SQLite's parameter limit; the rest go in the next turn.
    const jobs = queue.splice(0, MAX_BATCH);
    if (queue.length === 0) this.pending.delete(assetsId);
    else void this.deps.mailbox.run(assetsId, () => this.drain(entry)).catch(() => undefined);
    const now = this.deps.now();
    const before = entry.state;
    let state = before;
    let dueAt: number | null = null;
    const events: LotEvent[] = [];
    const wire: WireEvent[] = [];
    const rows: IdempotencyRow[] = [];
    const results: Array<JobResult | LotCommandError> = [];
    const keep = (keyed: Keyed | undefined, outcome: StoredOutcome | undefined) => {
      if (keyed && outcome) rows.push({ ...keyed, outcome: JSON.stringify(outcome) });
    };
    let stored: Awaited<ReturnType<typeof findIdempotent>>;
    try {
      stored = await findIdempotent(this.deps.db, assetsId, jobs.flatMap((j) => (j.keyed ? [j.keyed] : [])));
    } catch (err) {
      for (const job of jobs) job.reject(err);
      return;
    }
    for (const job of jobs) {
      const earlier = job.keyed && stored.get(`${job.keyed.userId}|${job.keyed.key}`);
      if (earlier) {
        const replay = replayStored(earlier, job.keyed!.priceFen);
        results.push(replay instanceof LotCommandError ? replay : { events: [], keyed: replay });
        continue;
      }
      // Never earlier than the last event: the engine refuses commands older than the lot's state.
      const at = Math.max(now, state.updatedAt ?? now);
      const decision = decide(state, { ...job.command, at });
      if ('rejection' in decision) {
        // A refused command drops the catch-up it computed; the lot's timer plays it right away instead.
        if ((nextTimerAt(state) ?? Infinity) <= at) dueAt = at;
        const error = LotCommandError.fromRejection(decision.rejection);
        const outcome: StoredOutcome = { ok: false, error: error.toWire() };
        keep(job.keyed, outcome);
        results.push(job.keyed ? { events: [], keyed: { outcome, replayed: false } } : error);
        continue;
      }
      const folded = foldEvents(state, decision.events);
      state = folded.state;
      events.push(...decision.events);
      wire.push(...folded.wire);
      const outcome: StoredOutcome | undefined = job.keyed ? { ok: true, result: bidResultOf(decision.events, state) } : undefined;
      keep(job.keyed, outcome);
      results.push({ events: decision.events, ...(outcome ? { keyed: { outcome, replayed: false } } : {}) });
    }
    let close: CloseEffects | undefined;
    try {
      if (events.length > 0 || rows.length > 0) {
        const result = state.result;
        await commitBatch(this.deps.db, before, state, events, now, {
          idempotency: rows,
          also: result && !before.result ? async (trx) => {
            close = await applyCloseEffects(trx, entry.meta, result, entry.enrolments(), entry.userOf(result.winnerCode) ?? null, now);
          } : undefined,
        });
        entry.commit({ state, wire });
        if (close) entry.setEnrolments(close.enrolments);
      }
    } catch (err) {
      for (const job of jobs) job.reject(err);
      return;
    }
    this.deps.settled(entry, dueAt);
    if (events.length > 0) this.deps.committed({ entry, before, events, wire, close });
    jobs.forEach((job, i) => {
      const r = results[i];
      if (r instanceof LotCommandError) job.reject(r);
      else job.resolve(r);
    });
  }
}
