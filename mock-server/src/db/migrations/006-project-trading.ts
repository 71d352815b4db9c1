import type { Kysely } from 'kysely';

/**
 * 006 — what happens around a project before the bidding: the detail page's content (profile, rich-text tabs,
 * attachments, feature tags, roadshows), favourites and directional-code unlocks, enrolment applications with their
 * materials, and deposits (payment orders, payments, the event log of every order change). Same portable
 * conventions as 001/002: text ids, money in fen (bigint), times in epoch ms (bigint), flags 0/1, JSON as text.
 * The bid service's `enrolment` table (004) stays the list of bidders: a confirmed deposit writes its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  /**
   * 1:1 with project, kept apart so the seeded project rows (001) keep their shape. accept_kinds: both | person | org.
   * directional_code_hash: scrypt of the release code ('' = not directional). materials / gallery: JSON arrays.
   */
  await db.schema.createTable('project_profile')
    .addColumn('assets_id', 'varchar(32)', (c) => c.primaryKey().references('project.assets_id').onDelete('cascade'))
    .addColumn('accept_kinds', 'varchar(8)', (c) => c.notNull().defaultTo('both'))
    .addColumn('directional_code_hash', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .addColumn('materials', 'text', (c) => c.notNull())
    .addColumn('gallery', 'text', (c) => c.notNull())
    .execute();

  /** One rich-text tab of a project (section key of contract DETAIL_SECTIONS); items: JSON [{label, value}]. */
  await db.schema.createTable('project_section')
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().references('project.assets_id').onDelete('cascade'))
    .addColumn('section', 'varchar(24)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_section_pk', ['assets_id', 'section'])
    .execute();

  /** Downloadable files of a project; url is site-relative (seeded ones live under DATA_DIR/files/seed/detail/). */
  await db.schema.createTable('project_attachment')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().references('project.assets_id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('url', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('project_attachment_asset').on('project_attachment').columns(['assets_id', 'sort']).execute();

  /** Who downloaded what (user_id '' for visitors). */
  await db.schema.createTable('attachment_download')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('attachment_id', 'varchar(32)', (c) => c.notNull().references('project_attachment.id').onDelete('cascade'))
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attachment_download_asset').on('attachment_download').columns(['assets_id']).execute();

  await db.schema.createTable('asset_feature')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().references('project.assets_id').onDelete('cascade'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('asset_feature_asset').on('asset_feature').columns(['assets_id', 'sort']).execute();

  /** A user who entered a directional project's code correctly (remembered so it is asked once). */
  await db.schema.createTable('directional_access')
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().references('project.assets_id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('directional_access_pk', ['assets_id', 'user_id'])
    .execute();

  await db.schema.createTable('collect_asset')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().references('project.assets_id').onDelete('cascade'))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('collect_asset_pk', ['user_id', 'assets_id'])
    .execute();
  await db.schema.createIndex('collect_asset_asset').on('collect_asset').columns(['assets_id']).execute();

  await db.schema.createTable('roadshow')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().unique().references('project.assets_id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('host', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('live_url', 'varchar(255)', (c) => c.notNull())
    .addColumn('cover_img', 'varchar(255)', (c) => c.notNull())
    .execute();
  await db.schema.createTable('roadshow_follow')
    .addColumn('roadshow_id', 'varchar(32)', (c) => c.notNull().references('roadshow.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('roadshow_follow_pk', ['roadshow_id', 'user_id'])
    .execute();

  await createEnrolmentAndPayment(db);
}

/**
 * enrolment_application: one per user and project (报名申请). state pending_payment | paid; kind person | org;
 * sub_assets / materials JSON; bidder_code set when the deposit is confirmed. payment_order: one per application
 * (order_no 'BZJ' + 18 digits). payment: at most one per order (the unique order_no is what makes a replayed bank
 * notification or a double confirmation unable to pay twice). payment_event: every change and every refusal.
 */
async function createEnrolmentAndPayment(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('enrolment_application')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().references('project.assets_id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sub_assets', 'text', (c) => c.notNull())
    .addColumn('materials', 'text', (c) => c.notNull())
    .addColumn('deposit_fen', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('bidder_code', 'varchar(16)')
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('paid_time', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('enrolment_application_user_asset', ['user_id', 'assets_id'])
    .addUniqueConstraint('enrolment_application_user_key', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema.createTable('payment_order')
    .addColumn('order_no', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('enrolment_id', 'varchar(32)', (c) => c.notNull().unique().references('enrolment_application.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('proof_file_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('reject_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('paid_time', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_order_status').on('payment_order').columns(['status', 'update_time']).execute();

  await db.schema.createTable('payment')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(24)', (c) => c.notNull().unique().references('payment_order.order_no').onDelete('cascade'))
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('payment_event')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(24)', (c) => c.notNull().references('payment_order.order_no').onDelete('cascade'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor', 'varchar(48)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_event_order').on('payment_event').columns(['order_no', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['payment_event', 'payment', 'payment_order', 'enrolment_application', 'roadshow_follow', 'roadshow',
    'collect_asset', 'directional_access', 'asset_feature', 'attachment_download', 'project_attachment', 'project_section', 'project_profile']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
