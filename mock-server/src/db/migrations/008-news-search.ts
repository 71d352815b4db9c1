import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/** The indexed columns of `news`, in the order of the full-text table's columns. */
const COLUMNS = 'title, summarys, content';

/**
 * 008 — keyword search over the news: an FTS5 table with the trigram tokenizer (finds any substring of three or more
 * characters, so Chinese text needs no word segmentation) over title, summary and body of `news`, stored as an
 * external-content index of that table. Triggers keep it in step with every insert, update and delete, whoever writes;
 * the rebuild indexes the rows of a database seeded before this migration. SQLite only: on PostgreSQL the news search
 * is a substring match (LIKE) over the same columns (modules/content/news-repository.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql.raw(`create virtual table news_fts using fts5(${COLUMNS}, content='news', content_rowid='rowid', tokenize='trigram')`).execute(db);
  const added = `insert into news_fts(rowid, ${COLUMNS}) values (new.rowid, new.title, new.summarys, new.content);`;
  const removed = `insert into news_fts(news_fts, rowid, ${COLUMNS}) values ('delete', old.rowid, old.title, old.summarys, old.content);`;
  await sql.raw(`create trigger news_fts_insert after insert on news begin ${added} end`).execute(db);
  await sql.raw(`create trigger news_fts_delete after delete on news begin ${removed} end`).execute(db);
  await sql.raw(`create trigger news_fts_update after update of ${COLUMNS} on news begin ${removed} ${added} end`).execute(db);
  await sql.raw(`insert into news_fts(news_fts) values ('rebuild')`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const t of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists news_fts_${t}`).execute(db);
  await sql.raw('drop table if exists news_fts').execute(db);
}
