import { sql, type Kysely } from 'kysely';

/**
 * 012 — the user centre (§2 /myProject /myDeposit /myMessage /shensuRecord): the inbox gets categories, links,
 * read times, soft deletion and a dedupe key (at most one unread message per key, e.g. one 出价被超越 per lot);
 * enrolment applications can be refused with a reason and keep a history; deposits are refunded once each through
 * the payment provider (deposit_refund, unique per order) and the sandbox bank keeps its own refund ledger keyed by
 * the exchange's refund number (a repeated request is answered, never paid twice); appeals (申诉) with their answer.
 * Same portable conventions as 001/002: text ids, money in fen (bigint), times in epoch ms (bigint), flags 0/1, JSON as text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  /** category: system | trade | deposit | verification | appeal. link: the portal page the message points at ('' none). */
  await db.schema.alterTable('user_message').addColumn('category', 'varchar(16)', (c) => c.notNull().defaultTo('trade')).execute();
  await db.schema.alterTable('user_message').addColumn('link', 'varchar(255)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('user_message').addColumn('dedupe_key', 'varchar(64)').execute();
  await db.schema.alterTable('user_message').addColumn('read_time', 'bigint').execute();
  await db.schema.alterTable('user_message').addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`create unique index user_message_unread_key on user_message (user_id, dedupe_key)
    where is_read = 0 and deleted = 0 and dedupe_key is not null`.execute(db);
  await db.schema.createIndex('user_message_user_unread').on('user_message').columns(['user_id', 'deleted', 'is_read']).execute();

  /** refuse_reason: why the exchange refused the application (state 'refused'); '' otherwise. */
  await db.schema.alterTable('enrolment_application').addColumn('refuse_reason', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  /** Every change of an application (submitted, paid, refused, …), actor user:<id> | operator | system. */
  await db.schema.createTable('enrolment_event')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('enrolment_id', 'varchar(32)', (c) => c.notNull().references('enrolment_application.id').onDelete('cascade'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor', 'varchar(48)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enrolment_event_enrolment').on('enrolment_event').columns(['enrolment_id', 'create_time']).execute();

  /**
   * One refund per deposit order, ever (unique order_no). refund_no 'TK' + 18 digits is the idempotency key the bank
   * sees. cause: lost | unsold | refused | withdrawn. status: pending (to request) → requested (the bank has it) →
   * refunded (its signed callback arrived) | failed (the bank refused; an operator retries → pending).
   */
  await db.schema.createTable('deposit_refund')
    .addColumn('refund_no', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(24)', (c) => c.notNull().unique().references('payment_order.order_no').onDelete('cascade'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('cause', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_reference', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addColumn('refunded_time', 'bigint')
    .execute();
  await db.schema.createIndex('deposit_refund_status').on('deposit_refund').columns(['status', 'update_time']).execute();

  /** The sandbox bank's own ledger of refunds it accepted, keyed by the exchange's refund number. */
  await db.schema.createTable('sandbox_bank_refund')
    .addColumn('refund_no', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(24)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('bank_reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  /**
   * 申诉: subject_type realname | enrolment | deposit | lot, subject_id the record's id (record id, application id,
   * order number, assetsId), subject_title as shown when filed. attachments: JSON array of file ids.
   * status: submitted → answered → closed (or submitted → closed).
   */
  await db.schema.createTable('appeal')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('subject_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answer_time', 'bigint')
    .addColumn('close_time', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('appeal_user').on('appeal').columns(['user_id', 'create_time']).execute();
  await db.schema.createIndex('appeal_status').on('appeal').columns(['status', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['appeal', 'sandbox_bank_refund', 'deposit_refund', 'enrolment_event']) await db.schema.dropTable(t).ifExists().execute();
  await sql`drop index if exists user_message_unread_key`.execute(db);
  await sql`drop index if exists user_message_user_unread`.execute(db);
  for (const c of ['category', 'link', 'dedupe_key', 'read_time', 'deleted']) await db.schema.alterTable('user_message').dropColumn(c).execute();
  await db.schema.alterTable('enrolment_application').dropColumn('refuse_reason').execute();
}
