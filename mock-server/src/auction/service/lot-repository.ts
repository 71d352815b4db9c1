import type { Transaction } from 'kysely';
import type { DepositStatus } from '../../../../contract/bid';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { LotEvent, LotRules, LotState } from '../types';
import type { Enrolment, LotMeta } from './lot-entry';
import { lotProjection, projectProjection } from './projection';

/** A database handle or an open transaction (repositories take either). */
export type Queryable = Db | Transaction<Database>;

/** What a lot is loaded from: the project facts, its rules and whether it is a re-anchored demo lot. */
export interface StoredLot { meta: LotMeta; rules: LotRules; anchor: string | null; phase: string }

/** The stored lot `assetsId`, or null when the project has no bid activity. */
export async function findStoredLot(db: Queryable, assetsId: string): Promise<StoredLot | null> {
  const row = await db.selectFrom('bidLot').innerJoin('project', 'project.assetsId', 'bidLot.assetsId')
    .select(['bidLot.assetsId', 'project.assetsName', 'project.depositFen', 'project.priceType', 'project.priceUnit', 'bidLot.rules', 'bidLot.anchor', 'bidLot.phase'])
    .where('bidLot.assetsId', '=', assetsId).executeTakeFirst();
  if (!row) return null;
  return {
    meta: { assetsId: row.assetsId, assetsName: row.assetsName, depositFen: Number(row.depositFen), priceType: row.priceType, priceUnitName: row.priceUnit },
    rules: JSON.parse(row.rules) as LotRules, anchor: row.anchor, phase: row.phase,
  };
}

/** Ids of lots that are not closed yet (replayed and timed at start-up). */
export async function findOpenLotIds(db: Queryable): Promise<string[]> {
  const rows = await db.selectFrom('bidLot').select('assetsId').where('phase', '<>', 'closed').orderBy('assetsId').execute();
  return rows.map((r) => r.assetsId);
}

/** The lot's event log in seq order (the source of truth of its state). */
export async function loadEvents(db: Queryable, assetsId: string): Promise<LotEvent[]> {
  const rows = await db.selectFrom('lotEvent').select('payload').where('assetsId', '=', assetsId).orderBy('seq').execute();
  return rows.map((r) => JSON.parse(r.payload) as LotEvent);
}

/** The lot's enrolments with the user's real-name status. */
export async function loadEnrolments(db: Queryable, assetsId: string): Promise<Enrolment[]> {
  const rows = await db.selectFrom('enrolment').innerJoin('userAccount', 'userAccount.id', 'enrolment.userId')
    .select(['enrolment.userId', 'enrolment.bidderCode', 'enrolment.depositFen', 'enrolment.depositStatus', 'enrolment.priorityRank',
      'enrolment.status', 'userAccount.authStatus'])
    .where('enrolment.assetsId', '=', assetsId).orderBy('enrolment.bidderCode').execute();
  return rows.map((r) => ({
    userId: r.userId, bidderCode: r.bidderCode, depositFen: Number(r.depositFen), depositStatus: r.depositStatus as DepositStatus,
    priorityRank: r.priorityRank, status: r.status, verified: r.authStatus === 3,
  }));
}

/** Stored outcomes of earlier commands of the lot under any of `keys`, by `${userId}|${key}`. */
export async function findIdempotent(db: Queryable, assetsId: string, keys: ReadonlyArray<{ userId: string; key: string }>) {
  const found = new Map<string, { priceFen: number; outcome: string }>();
  if (keys.length === 0) return found;
  const rows = await db.selectFrom('bidIdempotency').select(['userId', 'idempotencyKey', 'priceFen', 'outcome'])
    .where('assetsId', '=', assetsId).where('idempotencyKey', 'in', [...new Set(keys.map((k) => k.key))]).execute();
  const wanted = new Set(keys.map((k) => `${k.userId}|${k.key}`));
  for (const r of rows) {
    const id = `${r.userId}|${r.idempotencyKey}`;
    if (wanted.has(id)) found.set(id, { priceFen: Number(r.priceFen), outcome: r.outcome });
  }
  return found;
}

/** A command's outcome under its idempotency key (accepted result or rejection, JSON). */
export interface IdempotencyRow { userId: string; key: string; priceFen: number; outcome: string }

/** Everything a batch commits besides its events. */
export interface BatchExtras {
  /** The outcomes of the batch's keyed commands. */
  idempotency?: IdempotencyRow[];
  /** Runs inside the same transaction after the projection (close effects). */
  also?: (trx: Transaction<Database>) => Promise<void>;
}

/**
 * Stores one batch of commands in ONE transaction: its events (the primary key (assets_id, seq) rejects a duplicate
 * seq), the bid_lot projection — guarded by the previous seq, so a second writer could never interleave — the
 * project row the hall reads, the idempotency record and any close effects. Nothing is acknowledged before this
 * resolves (synchronous=FULL: committed means on disk).
 */
export async function commitBatch(db: Db, before: LotState, after: LotState, events: readonly LotEvent[], now: number, extras: BatchExtras = {}) {
  await db.transaction().execute(async (trx) => {
    if (events.length > 0) {
      await trx.insertInto('lotEvent').values(events.map((e) => ({
        assetsId: after.assetsId, seq: e.seq, type: e.type, payload: JSON.stringify(e), at: e.at,
      }))).execute();
      const opened = events.some((e) => e.type === 'lot:phase-changed' && e.from === 'scheduled');
      const moved = await trx.updateTable('bidLot')
        .set({ ...lotProjection(after, now), ...(opened ? { openedTime: after.updatedAt } : {}) })
        .where('assetsId', '=', after.assetsId).where('seq', '=', before.seq).executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new Error(`lot ${after.assetsId}: projection not at seq ${before.seq}`);
      await trx.updateTable('project').set(projectProjection(after)).where('assetsId', '=', after.assetsId).execute();
    }
    if (extras.idempotency && extras.idempotency.length > 0) {
      await trx.insertInto('bidIdempotency').values(extras.idempotency.map(({ userId, key, priceFen, outcome }) => ({
        assetsId: after.assetsId, userId, idempotencyKey: key, priceFen, outcome, createTime: now,
      }))).execute();
    }
    if (extras.also) await extras.also(trx);
  });
}
