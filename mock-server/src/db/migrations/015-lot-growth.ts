import { sql, type Kysely } from 'kysely';

/**
 * 015 — the exchange as it grows (issue 18): codes unique by construction and a hall whose cost does not grow with
 * the closed lots.
 * - `code_sequence`: one counter row per (scope, day) — scope 'OP' project codes of operator lots, 'CJ' 成交确认书
 *   numbers, 'HT' trade contract numbers, 'BZJ' / 'TK' deposit order and refund numbers; day the Beijing yyyyMMdd.
 *   Taken with one upsert statement in the caller's transaction (services/code-sequence-repository.ts), so two
 *   writers never get the same number (SQLite and PostgreSQL: INSERT … ON CONFLICT DO UPDATE … RETURNING).
 * - `project_hall_end` (project_nature, bid_end_time, bid_start_time, assets_id): the hall's running lots are a range
 *   on the end time (start time and id covered, so a count reads no project row), which every closed lot has left
 *   behind (the older project_nature_bid index starts with bid_start_time, which every closed lot also satisfies).
 * - `bid_lot_paused`: a partial index of the paused lots (few), the hall's other source.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('code_sequence')
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('day', 'varchar(8)', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('code_sequence_pk', ['scope', 'day'])
    .execute();
  await db.schema.createIndex('project_hall_end').on('project').columns(['project_nature', 'bid_end_time', 'bid_start_time', 'assets_id']).execute();
  await db.schema.createIndex('bid_lot_paused').on('bid_lot').column('assets_id').where(sql.ref('paused'), '=', 1).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bid_lot_paused').execute();
  await db.schema.dropIndex('project_hall_end').execute();
  await db.schema.dropTable('code_sequence').execute();
}
