import type Database from 'better-sqlite3';
import { sqliteOf, type Db } from '../../db/connection';
import type { LotEvent, LotState } from '../types';
import { StaleLotError } from './stale-lot';
import { LOT_COLUMNS, lotProjection, projectProjection } from './projection';

/**
 * The SQL of the bid path's hot loop, prepared once per connection: the idempotency lookup and what a lot's batch
 * writes (its events, the bid_lot and project projections, the idempotency records of its accepted commands).
 * Plain SQL on purpose — positional/named parameters, no dialect features beyond UPDATE … WHERE and COALESCE — so a
 * PostgreSQL port swaps the driver, not the statements. Column values come from projection.ts.
 * Raw prepared statements rather than Kysely queries because this is the durable bid path measured in bench/README.md
 * § Bids: 3,309 accepted bids per server CPU-second (48 lots, one bid in flight per lot), where the commit's statements
 * were 11 % of the server's samples; a Kysely query built, compiled and run asynchronously per row would add to each.
 */

/** A command's outcome under its idempotency key (JSON); only accepted commands are stored. */
export interface IdempotencyRow { userId: string; key: string; priceFen: number; outcome: string }

/** One lot's share of a commit: the events of a batch and the idempotency rows of its accepted commands. */
export interface LotBatchWrite {
  before: LotState;
  after: LotState;
  events: readonly LotEvent[];
  idempotency: readonly IdempotencyRow[];
  /** Server time of the batch (epoch ms): update_time / create_time. */
  now: number;
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const SQL = {
  findKey: 'SELECT price_fen AS priceFen, outcome FROM bid_idempotency WHERE assets_id = ? AND user_id = ? AND idempotency_key = ?',
  insertEvent: 'INSERT INTO lot_event (assets_id, seq, type, payload, at) VALUES (?, ?, ?, ?, ?)',
  updateLot: `UPDATE bid_lot SET ${LOT_COLUMNS.map((c) => `${c} = @${camel(c)}`).join(', ')},
    opened_time = COALESCE(@openedTime, opened_time) WHERE assets_id = @assetsId AND seq = @beforeSeq`,
  // Two statements, because SQLite rewrites the entries of every index that holds a column named in SET, changed or
  // not: status and the bid times are in ten of project's indexes (listing, hall, sweep), the price and the count in
  // none. A bid changes the price; the schedule statement writes only when the row differs from the projection.
  updateProjectPrice: 'UPDATE project SET bidding_price_fen = @biddingPriceFen, bidding_count = @biddingCount WHERE assets_id = @assetsId',
  updateProjectSchedule: `UPDATE project SET bid_start_time = @bidStartTime, bid_end_time = @bidEndTime, status = COALESCE(@status, status)
    WHERE assets_id = @assetsId
      AND (bid_start_time IS NOT @bidStartTime OR bid_end_time IS NOT @bidEndTime OR status IS NOT COALESCE(@status, status))`,
  insertKey: `INSERT INTO bid_idempotency (assets_id, user_id, idempotency_key, price_fen, outcome, create_time)
    VALUES (?, ?, ?, ?, ?, ?)`,
} as const;

/** The statements above on one better-sqlite3 connection, each prepared on first use (after the migrations ran). */
export class BidSql {
  private readonly prepared = new Map<keyof typeof SQL, Database.Statement>();

  private readonly sqlite: Database.Database;

  /** Prepares on the SQLite handle under `db` (the bid path's statements, see above). */
  constructor(db: Db) {
    this.sqlite = sqliteOf(db);
  }

  private stmt(name: keyof typeof SQL): Database.Statement {
    let s = this.prepared.get(name);
    if (!s) this.prepared.set(name, s = this.sqlite.prepare(SQL[name]));
    return s;
  }

  /** The stored outcome of an accepted command of the lot under (user, key), or undefined. */
  findAccepted(assetsId: string, userId: string, key: string): { priceFen: number; outcome: string } | undefined {
    const row = this.stmt('findKey').get(assetsId, userId, key) as { priceFen: number | bigint; outcome: string } | undefined;
    return row && { priceFen: Number(row.priceFen), outcome: row.outcome };
  }

  /**
   * Writes one lot's batch (call inside a transaction): the events (the primary key (assets_id, seq) rejects a
   * duplicate seq), the bid_lot projection once for the whole batch — guarded by the seq before it, so a second
   * writer could never interleave — the project row the hall reads, and the idempotency rows.
   * @throws StaleLotError when the projection is not at `before.seq` (nothing of the batch may then be kept).
   */
  writeBatch({ before, after, events, idempotency, now }: LotBatchWrite): void {
    const assetsId = after.assetsId;
    if (events.length > 0) {
      for (const e of events) this.stmt('insertEvent').run(assetsId, e.seq, e.type, JSON.stringify(e), e.at);
      const opened = events.some((e) => e.type === 'lot:phase-changed' && e.from === 'scheduled');
      const moved = this.stmt('updateLot').run({ ...lotProjection(after, now), openedTime: opened ? after.updatedAt : null, assetsId, beforeSeq: before.seq });
      if (moved.changes !== 1) throw new StaleLotError(assetsId);
      const project = { status: null, ...projectProjection(after), assetsId };
      this.stmt('updateProjectPrice').run({ biddingPriceFen: project.biddingPriceFen, biddingCount: project.biddingCount, assetsId });
      this.stmt('updateProjectSchedule').run({ bidStartTime: project.bidStartTime, bidEndTime: project.bidEndTime, status: project.status, assetsId });
    }
    for (const r of idempotency) this.stmt('insertKey').run(assetsId, r.userId, r.key, r.priceFen, r.outcome, now);
  }
}
