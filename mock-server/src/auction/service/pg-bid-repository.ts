import { CompiledQuery, type Transaction } from 'kysely';
import { UNCOUNTED, type Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { LotBatchWrite } from './bid-repository';
import type { BidStore } from './bid-store';
import { staleOrSelf, StaleLotError } from './stale-lot';
import { LOT_COLUMNS, lotProjection, projectProjection } from './projection';

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** PostgreSQL types of the bid_lot projection columns (parameters inside VALUES and SET need them spelled out). */
const LOT_TYPES: Record<(typeof LOT_COLUMNS)[number], string> = {
  phase: 'text', seq: 'bigint', current_price_fen: 'bigint', leader_code: 'text', bidding_count: 'bigint', deadline: 'bigint',
  paused: 'bigint', frozen_remaining_ms: 'bigint', end_time: 'bigint', result_outcome: 'text', result_winner_code: 'text',
  result_price_fen: 'bigint', closed_time: 'bigint', update_time: 'bigint',
};

/** The idempotency lookup. Marked UNCOUNTED (as every statement here): bid tables and projections move no listing version. */
const FIND_KEY = `${UNCOUNTED} SELECT price_fen AS "priceFen", outcome FROM bid_idempotency WHERE assets_id = $1 AND user_id = $2 AND idempotency_key = $3`;

/**
 * One lot's batch as ONE statement (one round trip, atomic without a transaction of its own): the guarded projection
 * update, and — only when it moved a row — the events, the project row the hall reads and the idempotency rows, as
 * data-modifying CTEs that read the guard's RETURNING. The guard's row lock orders two processes' writers of one lot;
 * the loser matches no row (seq moved) and writes nothing. Answers `moved` (0 or 1).
 */
function batchStatement({ before, after, events, idempotency, now }: LotBatchWrite): CompiledQuery {
  const params: unknown[] = [];
  const p = (value: unknown, type: string) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const id = p(after.assetsId, 'text');
  const lot = lotProjection(after, now) as Record<string, unknown>;
  const opened = events.some((e) => e.type === 'lot:phase-changed' && e.from === 'scheduled') ? after.updatedAt : null;
  const project = projectProjection(after);
  const moved = 'EXISTS (SELECT 1 FROM moved)';
  const eventRows = events.map((e) => `(${id}, ${p(e.seq, 'bigint')}, ${p(e.type, 'text')}, ${p(JSON.stringify(e), 'text')}, ${p(e.at, 'bigint')})`);
  const keyRows = idempotency.map((r) => `(${id}, ${p(r.userId, 'text')}, ${p(r.key, 'text')}, ${p(r.priceFen, 'bigint')}, ${p(r.outcome, 'text')}, ${p(now, 'bigint')})`);
  const text = `${UNCOUNTED} WITH moved AS (
      UPDATE bid_lot SET ${LOT_COLUMNS.map((c) => `${c} = ${p(lot[camel(c)], LOT_TYPES[c])}`).join(', ')},
        opened_time = COALESCE(${p(opened, 'bigint')}, opened_time)
      WHERE assets_id = ${id} AND seq = ${p(before.seq, 'bigint')} RETURNING assets_id),
    events AS (INSERT INTO lot_event (assets_id, seq, type, payload, at) SELECT * FROM (VALUES ${eventRows.join(', ')}) AS v WHERE ${moved}),
    project_row AS (UPDATE project SET bidding_price_fen = ${p(project.biddingPriceFen, 'bigint')}, bidding_count = ${p(project.biddingCount, 'bigint')},
      bid_start_time = ${p(project.bidStartTime, 'bigint')}, bid_end_time = ${p(project.bidEndTime, 'bigint')},
      status = COALESCE(${p(project.status ?? null, 'bigint')}, status) WHERE assets_id = ${id} AND ${moved})
    ${keyRows.length > 0 ? `, keys AS (INSERT INTO bid_idempotency (assets_id, user_id, idempotency_key, price_fen, outcome, create_time)
      SELECT * FROM (VALUES ${keyRows.join(', ')}) AS k WHERE ${moved})` : ''}
    SELECT count(*)::int AS moved FROM moved`;
  return CompiledQuery.raw(text, params);
}

/** Idempotency rows of a batch without events (never made by the engine today; kept whole for safety). */
function keysStatement({ after, idempotency, now }: LotBatchWrite): CompiledQuery {
  const width = 6;
  const rows = idempotency.map((_, r) => `(${Array.from({ length: width }, (__, c) => `$${r * width + c + 1}`).join(', ')})`);
  return CompiledQuery.raw(`${UNCOUNTED} INSERT INTO bid_idempotency (assets_id, user_id, idempotency_key, price_fen, outcome, create_time) VALUES ${rows.join(', ')}`,
    idempotency.flatMap((r) => [after.assetsId, r.userId, r.key, r.priceFen, r.outcome, now]));
}

/**
 * The bid store on PostgreSQL. Each lot's batch is one statement (batchStatement: one round trip, atomic), and the
 * batches of different lots run concurrently on the pool: unlike SQLite's one connection, PostgreSQL commits several
 * at once and groups their WAL flushes itself, while a joint transaction would put every lot's round trips in a row
 * (measured in bench/README.md § Several processes). A second process's writer of the same lot waits on the guard's
 * row lock, then finds the seq moved (StaleLotError: it catches up and decides again). A batch touches one lot's rows
 * in a fixed order (bid_lot, then lot_event and project), so two writers never deadlock. A closing batch runs in a
 * transaction with the close's effects.
 */
export class PgBidStore implements BidStore {
  constructor(private readonly db: Db) {}

  async findAccepted(assetsId: string, userId: string, key: string) {
    const { rows } = await this.db.executeQuery<{ priceFen: number; outcome: string }>(CompiledQuery.raw(FIND_KEY, [assetsId, userId, key]));
    return rows[0] && { priceFen: Number(rows[0].priceFen), outcome: rows[0].outcome };
  }

  async commit(write: LotBatchWrite): Promise<void> {
    try {
      await writeBatch(this.db, write);
    } catch (err) {
      throw staleOrSelf(write.after.assetsId, err);
    }
  }

  async commitWithClose<T>(write: LotBatchWrite, effects: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        await writeBatch(trx, write);
        return effects(trx);
      });
    } catch (err) {
      throw staleOrSelf(write.after.assetsId, err);
    }
  }
}

/** One lot's batch on `db` (a handle: one atomic statement; or a transaction). @throws StaleLotError when the projection moved. */
async function writeBatch(db: Db | Transaction<Database>, write: LotBatchWrite): Promise<void> {
  if (write.events.length === 0) {
    if (write.idempotency.length > 0) await db.executeQuery(keysStatement(write));
    return;
  }
  const { rows } = await db.executeQuery<{ moved: number }>(batchStatement(write));
  if (Number(rows[0]?.moved ?? 0) !== 1) throw new StaleLotError(write.after.assetsId);
}
