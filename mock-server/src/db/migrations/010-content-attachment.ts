import { sql, type Kysely } from 'kysely';

/**
 * 010 — one attachment table for the public content items (news articles, notices): the owner is named by `owner_type`
 * ('news' | 'notice') and `owner_id`. The policy attachments of migration 009 move over unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('content_attachment')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('owner_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('url', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_attachment_owner').on('content_attachment').columns(['owner_type', 'owner_id', 'sort']).execute();
  await sql`insert into content_attachment (id, owner_type, owner_id, name, url, size, sort)
    select id, 'news', news_id, name, url, size, sort from news_attachment`.execute(db);
  await db.schema.dropTable('news_attachment').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('news_attachment')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('news_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('url', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_attachment_news').on('news_attachment').columns(['news_id', 'sort']).execute();
  await sql`insert into news_attachment (id, news_id, name, url, size, sort)
    select id, owner_id, name, url, size, sort from content_attachment where owner_type = 'news'`.execute(db);
  await db.schema.dropTable('content_attachment').execute();
}
