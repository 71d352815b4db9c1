import type { Kysely } from 'kysely';

/**
 * 005 — real-name verification and uploads: one row per submission (a user's history; the latest decides),
 * stored uploads with their owner, and per-account security facts the user table does not hold. Same portable
 * conventions as 001/002: text ids, times in epoch ms (bigint), no engine-specific types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  /** Upload metadata; the bytes live under DATA_DIR at `path` (relative, server-generated, never the client's name). */
  await db.schema.createTable('file')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'varchar(32)', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('path', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('file_owner').on('file').columns(['owner_user_id', 'create_time']).execute();

  /**
   * kind 'person' fills name…back_file_id, kind 'org' fills org_name…contact_phone (the other kind's columns stay
   * ''). status is the §3 authStatus the submission led to: 1 pending, 2 rejected, 3 approved. reviewer 'sandbox' or
   * 'operator' once decided.
   */
  await db.schema.createTable('realname_verification')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('id_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('id_number', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('front_file_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('back_file_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('org_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull().defaultTo(''))
    .addColumn('org_type', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('legal_name', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('legal_id_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('legal_id_number', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('licence_file_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewer', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_time', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_time', 'bigint')
    .execute();
  await db.schema.createIndex('realname_user').on('realname_verification').columns(['user_id', 'submitted_time']).execute();
  await db.schema.createIndex('realname_status').on('realname_verification').columns(['status', 'submitted_time']).execute();

  /** password_strength: the §5 score of the last password set through the profile calls (only the hash is kept). */
  await db.schema.createTable('account_security')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('user_account.id').onDelete('cascade'))
    .addColumn('password_strength', 'integer', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_security').ifExists().execute();
  await db.schema.dropTable('realname_verification').ifExists().execute();
  await db.schema.dropTable('file').ifExists().execute();
}
