import type { Kysely } from 'kysely';

/** 003 — page views reported by the portal on each route change (§2 App shell). Anonymous: no user or address kept. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('page_view')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('referrer', 'varchar(500)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_view_time').on('page_view').columns(['create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_view').ifExists().execute();
}
