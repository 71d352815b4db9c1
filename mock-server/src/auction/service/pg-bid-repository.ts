import { CompiledQuery, type Transaction } from 'kysely';
import { UNCOUNTED, type Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { LotBatchWrite } from './bid-repository';
import type { BidStore } from './bid-store';
import { staleOrSelf, StaleLotError } from './stale-lot';
import { LOT_COLUMNS, lotProjection, projectProjection } from './projection';

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** `($1, $2, …), (…)` for `rows` rows of `width` values. */
const valueRows = (rows: number, width: number) =>
  Array.from({ length: rows }, (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ');

/**
 * The statements of the bid path on PostgreSQL, as bid-repository.ts has them for SQLite: positional parameters, the
 * events and idempotency rows of a batch in one multi-row INSERT each. Marked UNCOUNTED: they touch only bid tables
 * and the projections, which no listing version follows.
 */
const SQL = {
  findKey: `${UNCOUNTED} SELECT price_fen AS "priceFen", outcome FROM bid_idempotency WHERE assets_id = $1 AND user_id = $2 AND idempotency_key = $3`,
  // The guard: the row lock it takes orders two processes' writers of one lot; the loser matches no row (seq moved).
  updateLot: `${UNCOUNTED} UPDATE bid_lot SET ${LOT_COLUMNS.map((c, i) => `${c} = $${i + 1}`).join(', ')},
    opened_time = COALESCE($${LOT_COLUMNS.length + 1}::bigint, opened_time) WHERE assets_id = $${LOT_COLUMNS.length + 2} AND seq = $${LOT_COLUMNS.length + 3}`,
  updateProject: `${UNCOUNTED} UPDATE project SET bidding_price_fen = $1, bidding_count = $2, bid_start_time = $3, bid_end_time = $4,
    status = COALESCE($5::bigint, status) WHERE assets_id = $6`,
  insertEvents: (n: number) => `${UNCOUNTED} INSERT INTO lot_event (assets_id, seq, type, payload, at) VALUES ${valueRows(n, 5)}`,
  insertKeys: (n: number) => `${UNCOUNTED} INSERT INTO bid_idempotency (assets_id, user_id, idempotency_key, price_fen, outcome, create_time) VALUES ${valueRows(n, 6)}`,
} as const;

/**
 * The bid store on PostgreSQL. Each lot's batch is its own transaction, and the batches of different lots run
 * concurrently on the pool: unlike SQLite's one connection, PostgreSQL commits several transactions at once (and
 * groups their WAL flushes itself), while one joint transaction would put every lot's round trips in a row (measured
 * in bench/README.md § Several processes). The projection update goes first: its row lock makes a second process's
 * writer of the same lot wait, then find the seq moved (StaleLotError: it catches up and decides again). A batch
 * touches one lot's rows in a fixed order (bid_lot, lot_event, project), so two writers never deadlock.
 */
export class PgBidStore implements BidStore {
  constructor(private readonly db: Db) {}

  async findAccepted(assetsId: string, userId: string, key: string) {
    const { rows } = await this.db.executeQuery<{ priceFen: number; outcome: string }>(CompiledQuery.raw(SQL.findKey, [assetsId, userId, key]));
    return rows[0] && { priceFen: Number(rows[0].priceFen), outcome: rows[0].outcome };
  }

  async commit(write: LotBatchWrite): Promise<void> {
    await this.commitWithClose(write, async () => undefined);
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

/** One lot's batch inside `trx` (see bid-repository.ts writeBatch). @throws StaleLotError when the projection moved. */
async function writeBatch(trx: Transaction<Database>, { before, after, events, idempotency, now }: LotBatchWrite): Promise<void> {
  const assetsId = after.assetsId;
  const run = (text: string, params: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, params));
  if (events.length > 0) {
    const lot = lotProjection(after, now) as Record<string, unknown>;
    const opened = events.some((e) => e.type === 'lot:phase-changed' && e.from === 'scheduled');
    const moved = await run(SQL.updateLot, [...LOT_COLUMNS.map((c) => lot[camel(c)]), opened ? after.updatedAt : null, assetsId, before.seq]);
    if (Number(moved.numAffectedRows ?? 0) !== 1) throw new StaleLotError(assetsId);
    await run(SQL.insertEvents(events.length), events.flatMap((e) => [assetsId, e.seq, e.type, JSON.stringify(e), e.at]));
    const p = projectProjection(after);
    await run(SQL.updateProject, [p.biddingPriceFen, p.biddingCount, p.bidStartTime, p.bidEndTime, p.status ?? null, assetsId]);
  }
  if (idempotency.length > 0) {
    await run(SQL.insertKeys(idempotency.length), idempotency.flatMap((r) => [assetsId, r.userId, r.key, r.priceFen, r.outcome, now]));
  }
}
