import type { Transaction, Updateable } from 'kysely';
import type { DepositStatus } from '../../../../contract/bid';
import { dialectOf, sqliteOf, type Db } from '../../db/connection';
import type { BidLotTable, Database, ProjectTable } from '../../db/schema';
import type { LotEvent, LotRules } from '../types';
import type { Enrolment, LotMeta } from './lot-entry';
import type { Queryable } from '../../db/queryable';

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

/**
 * Ids of lots that are not closed yet (replayed and timed at start-up, looked for again every 2 s by the timer holder),
 * in id order. Written as two ranges of bid_lot_phase (below and above 'closed'), not `phase <> 'closed'`, which no
 * index serves (ids sorted in JS): the cost follows the open lots, not every lot the exchange has closed (50,000 closed: 6–13 ms a call
 * as a scan, bench/README.md "As the exchange grows").
 */
export async function findOpenLotIds(db: Queryable): Promise<string[]> {
  const rows = await db.selectFrom('bidLot').select('assetsId')
    .where((eb) => eb.or([eb('phase', '<', 'closed'), eb('phase', '>', 'closed')])).execute();
  // Sorted here: an ORDER BY would make SQLite walk the primary key instead of the two ranges.
  return rows.map((r) => r.assetsId).sort();
}

/** The lot's event log in seq order (the source of truth of its state). */
export async function loadEvents(db: Queryable, assetsId: string): Promise<LotEvent[]> {
  const rows = await db.selectFrom('lotEvent').select('payload').where('assetsId', '=', assetsId).orderBy('seq').execute();
  return rows.map((r) => JSON.parse(r.payload) as LotEvent);
}

/** The lot's events with seq ≤ `upTo`, in seq order (a backfill older than the lot's in-memory tail). */
export async function loadEventsUpTo(db: Queryable, assetsId: string, upTo: number): Promise<LotEvent[]> {
  const rows = await db.selectFrom('lotEvent').select('payload').where('assetsId', '=', assetsId).where('seq', '<=', upTo).orderBy('seq').execute();
  return rows.map((r) => JSON.parse(r.payload) as LotEvent);
}

/** The lot's events after seq `afterSeq`, in seq order (a process catching up with what another one committed). */
export async function loadEventsAfter(db: Queryable, assetsId: string, afterSeq: number): Promise<LotEvent[]> {
  const rows = await db.selectFrom('lotEvent').select('payload').where('assetsId', '=', assetsId).where('seq', '>', afterSeq).orderBy('seq').execute();
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

/**
 * A "does this lot exist" (a bid_lot row) asked for every lot topic a push client subscribes to. On SQLite a synchronous
 * read over one prepared statement on the primary key (no Kysely query built per call), prepared at the first question,
 * not when the app is built, so an app over a database it cannot read still starts. On PostgreSQL a query, whose
 * positive answers are remembered (a lot is never deleted).
 */
export function lotExistsLookup(db: Db): (assetsId: string) => boolean | Promise<boolean> {
  if (dialectOf(db) === 'postgres') {
    const known = new Set<string>();
    return async (assetsId) => {
      if (known.has(assetsId)) return true;
      const found = (await db.selectFrom('bidLot').select('assetsId').where('assetsId', '=', assetsId).executeTakeFirst()) !== undefined;
      if (found && known.size < 100_000) known.add(assetsId);
      return found;
    };
  }
  let query: ReturnType<ReturnType<typeof sqliteOf>['prepare']> | undefined;
  return (assetsId) => {
    // Compiled by Kysely once (the parameter is the placeholder's only value, bound per call).
    query ??= sqliteOf(db).prepare(db.selectFrom('bidLot').select('assetsId').where('assetsId', '=', '').compile().sql).pluck();
    return query.get(assetsId) !== undefined;
  };
}

/** The demo lots (bid_lot.anchor set) with their anchor spec (JSON), by assetsId. */
export async function findAnchoredLots(db: Queryable): Promise<Array<{ assetsId: string; anchor: string }>> {
  const rows = await db.selectFrom('bidLot').select(['assetsId', 'anchor']).where('anchor', 'is not', null).orderBy('assetsId').execute();
  return rows.map((r) => ({ assetsId: r.assetsId, anchor: r.anchor! }));
}

/**
 * Rewrites a lot from scratch inside the caller's transaction: its log, idempotency records and settlement are
 * deleted, deposits that the last close moved are confirmed again, `events` stored as its new log, and the bid_lot
 * and project rows set to the given projections.
 */
export async function rewriteLot(
  trx: Transaction<Database>, assetsId: string,
  w: { events: readonly LotEvent[]; lot: Updateable<BidLotTable>; project: Updateable<ProjectTable> }, now: number,
): Promise<void> {
  for (const table of ['lotEvent', 'bidIdempotency', 'settlement'] as const) await trx.deleteFrom(table).where('assetsId', '=', assetsId).execute();
  await trx.updateTable('enrolment').set({ depositStatus: 'confirmed', updateTime: now })
    .where('assetsId', '=', assetsId).where('depositStatus', 'in', ['applied', 'refunding', 'refunded']).execute();
  if (w.events.length > 0) {
    await trx.insertInto('lotEvent').values(w.events.map((e) => ({ assetsId, seq: e.seq, type: e.type, payload: JSON.stringify(e), at: e.at }))).execute();
  }
  await trx.updateTable('bidLot').set(w.lot).where('assetsId', '=', assetsId).execute();
  await trx.updateTable('project').set(w.project).where('assetsId', '=', assetsId).execute();
}
