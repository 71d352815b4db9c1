import type { Kysely } from 'kysely';

/**
 * 004 — the auction: per-lot bid activity (rules + a projection of the engine state), the lot's event log (the
 * source of truth: replaying it reproduces the state), enrolments with bidder codes and deposits, idempotency
 * records of bid commands, user messages and settlements. Same portable conventions as 001/002: money in fen
 * (bigint), times in epoch ms (bigint), flags 0/1 integers, JSON as text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  /**
   * One row per auctioned project. rules: the engine's LotRules (fen, ms). anchor: demo lots only — the rules with
   * times relative to server start-up plus seed bids, re-applied at every start (seed/auction-*.ts).
   * The remaining columns project the engine state after event `seq` (what lists read without the engine):
   * deadline is the running countdown, end_time when the bidding is expected to end as far as known now (extended
   * end, dutch floor close; the close time once closed), frozen_remaining_ms the countdown left while paused.
   */
  await db.schema.createTable('bid_lot')
    .addColumn('assets_id', 'varchar(32)', (c) => c.primaryKey().references('project.assets_id').onDelete('cascade'))
    .addColumn('mode', 'varchar(32)', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('anchor', 'text')
    .addColumn('phase', 'varchar(16)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_price_fen', 'bigint')
    .addColumn('leader_code', 'varchar(16)')
    .addColumn('bidding_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deadline', 'bigint')
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('frozen_remaining_ms', 'bigint')
    .addColumn('end_time', 'bigint')
    .addColumn('result_outcome', 'varchar(8)')
    .addColumn('result_winner_code', 'varchar(16)')
    .addColumn('result_price_fen', 'bigint')
    .addColumn('opened_time', 'bigint')
    .addColumn('closed_time', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bid_lot_phase').on('bid_lot').columns(['phase']).execute();

  /** The lot's event log: seq 1, 2, 3… per lot without gaps (the primary key makes a duplicate seq fail the transaction). */
  await db.schema.createTable('lot_event')
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().references('bid_lot.assets_id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lot_event_pk', ['assets_id', 'seq'])
    .execute();

  /**
   * 报名: one per user and lot. deposit_status: unpaid, confirmed, refunding, refunded, applied (to the payment).
   * priority_rank: 优先购买权 rank (1 highest) or null. status: enrolled (the enrolment issue adds more).
   */
  await db.schema.createTable('enrolment')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().references('project.assets_id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('bidder_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('deposit_fen', 'bigint', (c) => c.notNull())
    .addColumn('deposit_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('priority_rank', 'integer')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('enrolment_lot_code', ['assets_id', 'bidder_code'])
    .addUniqueConstraint('enrolment_lot_user', ['assets_id', 'user_id'])
    .execute();
  await db.schema.createIndex('enrolment_user').on('enrolment').columns(['user_id']).execute();

  /** The stored outcome of each bid command, so a repeated idempotency key answers the same (auction-rules.md). */
  await db.schema.createTable('bid_idempotency')
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bid_idempotency_pk', ['assets_id', 'user_id', 'idempotency_key'])
    .execute();

  /** The user's inbox (站内消息): deal notices and the like. type e.g. 'deal'. */
  await db.schema.createTable('user_message')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_message_user').on('user_message').columns(['user_id', 'create_time']).execute();

  /** 结算: one per deal; the winner's deposit counts towards the price. status: pending, then paid / settled. */
  await db.schema.createTable('settlement')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().unique().references('project.assets_id').onDelete('cascade'))
    .addColumn('winner_user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('bidder_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('deposit_applied_fen', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['settlement', 'user_message', 'bid_idempotency', 'enrolment', 'lot_event', 'bid_lot']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
