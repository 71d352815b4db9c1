import type { Kysely } from 'kysely';

/** 009 — downloadable attachments of news articles (policy texts): file name, URL under /files/, size in bytes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('news_attachment')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('news_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('url', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_attachment_news').on('news_attachment').columns(['news_id', 'sort']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_attachment').ifExists().execute();
}
