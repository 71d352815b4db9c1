import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/** Rows re-read per batch while filling the new column of an existing database. */
const BATCH = 500;

/** (Re)creates news_fts over `columns` of `news` with its three triggers, and indexes the rows already there. */
async function createIndex(db: Kysely<unknown>, columns: string[]): Promise<void> {
  if (isPostgres(db)) return;
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
  await sql.raw(`create virtual table news_fts using fts5(${list}, content='news', content_rowid='rowid', tokenize='trigram')`).execute(db);
  const added = `insert into news_fts(rowid, ${list}) values (new.rowid, ${values('new')});`;
  const removed = `insert into news_fts(news_fts, rowid, ${list}) values ('delete', old.rowid, ${values('old')});`;
  await sql.raw(`create trigger news_fts_insert after insert on news begin ${added} end`).execute(db);
  await sql.raw(`create trigger news_fts_delete after delete on news begin ${removed} end`).execute(db);
  await sql.raw(`create trigger news_fts_update after update of ${list} on news begin ${removed} ${added} end`).execute(db);
  await sql.raw(`insert into news_fts(news_fts) values ('rebuild')`).execute(db);
}

async function dropIndex(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const t of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists news_fts_${t}`).execute(db);
  await sql.raw('drop table if exists news_fts').execute(db);
}

/**
 * 011 — keyword search over the words a reader sees, not the markup: `news.plain_text` holds the text of the sanitised
 * body (written with every row, see seed/write.ts), and news_fts indexes title, summary and plain_text instead of the
 * HTML `content` (a search for `span` or `style` no longer matches tags). Rows of an existing database get the plain
 * text of their body here (sanitised again first: rows written before the one sanitiser may hold raw HTML), then the
 * index is rebuilt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await dropIndex(db);
  await sql`alter table news add column plain_text text not null default ''`.execute(db);
  // Loaded only here: the sanitiser brings jsdom, which every process that migrates (operator commands too) would pay for.
  let text: ((html: string) => string) | undefined;
  // SQLite walks the rowid; PostgreSQL (no rowid) the primary key.
  const key = sql.raw(isPostgres(db) ? 'id' : 'rowid');
  for (let last: number | string = isPostgres(db) ? '' : -1; ;) {
    const { rows } = await sql<{ rowid: number | string; content: string }>`select ${key} as rowid, content from news where ${key} > ${last} order by ${key} limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    if (!text) {
      const { plainTextOf, sanitizeRichText } = await import('../../services/rich-text');
      text = (html) => plainTextOf(sanitizeRichText(html));
    }
    for (const r of rows) await sql`update news set plain_text = ${text(r.content)} where ${key} = ${r.rowid}`.execute(db);
    last = rows[rows.length - 1].rowid;
  }
  await createIndex(db, ['title', 'summarys', 'plain_text']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndex(db);
  await sql`alter table news drop column plain_text`.execute(db);
  await createIndex(db, ['title', 'summarys', 'content']);
}
