import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/** Longest text (characters) the SQLite search index splits into grams; the columns are varchar(32–200). */
const GRAM_POSITIONS = 4000;

/**
 * The SQLite gram text of one column: its characters (`width` 1) or overlapping pairs (`width` 2), ASCII letters
 * lowered as LIKE folds them, each as a token 'g' + the UTF-8 bytes in hex, in text order.
 */
const grams = (column: string, width: 1 | 2) => `coalesce((select group_concat('g' || hex(substr(lower(${column}), i, ${width})), ' ' order by i)
  from listing_gram_position where i <= length(${column}) - ${width - 1}), '')`;

/** The FTS row of a project (`row` new or old): unigrams of the three columns, and their bigrams with a break between columns. */
const searchRow = (row: string) => ['assets_name', 'project_code', 'transferor'].map((c) => `${row}.${c}`);
const uni = (row: string) => searchRow(row).map((c) => grams(c, 1)).join(" || ' ' || ");
const bi = (row: string) => searchRow(row).map((c) => grams(c, 2)).join(" || ' x ' || ");

/**
 * 014 — the supply-project listings at 100,000 projects (services/listing-repository.ts).
 * Order indexes led by parent_assets_id (every listing asks for top-level projects), in each listing order and per
 * asset family / asset type (the operationId filter), with the filtered columns after the sort keys, so a page's ids
 * are read in index order with its filters tested on the index entry, and only the page's rows read from the table.
 * The top-level count kept by triggers (listing_count).
 * Substring search over assetsName, projectCode and transferor through each engine's full-text index. Han text has
 * no word breaks, so the text is indexed as its overlapping character pairs (and single characters, for one-character
 * queries): on SQLite an FTS5 contentless table `project_search` (column `uni`: single characters, `bi`: pairs, with a
 * break token between the three columns so a phrase never spans two), kept in step by triggers written in plain SQL
 * (any connection may write projects); on PostgreSQL a GIN index over the tsvector of the same grams
 * (listing_grams(text), an immutable SQL function), matched with AND of the query's pairs and checked with LIKE.
 * The FTS rows are keyed by project's rowid, which a VACUUM may renumber (project has no INTEGER PRIMARY KEY): nothing
 * in the exchange runs one; after a manual VACUUM, refill it (`delete from project_search`, then the insert at the end
 * of up()).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('project_root_newest').on('project')
    .columns(['parent_assets_id', 'publish_date', 'assets_id', 'family_id', 'asset_type_id', 'province_code', 'status']).execute();
  await db.schema.createIndex('project_root_hottest').on('project')
    .columns(['parent_assets_id', 'hot_score', 'publish_date', 'assets_id', 'status']).execute();
  for (const column of ['family_id', 'asset_type_id']) {
    await db.schema.createIndex(`project_root_${column}`).on('project')
      .columns(['parent_assets_id', column, 'publish_date', 'assets_id', 'province_code', 'status']).execute();
  }
  await createRootCount(db);
  if (isPostgres(db)) return postgresSearch(db);
  await sql.raw('create table listing_gram_position (i integer primary key)').execute(db);
  await sql.raw(`insert into listing_gram_position (i) with recursive n(i) as (select 1 union all select i + 1 from n where i < ${GRAM_POSITIONS}) select i from n`).execute(db);
  await sql.raw("create virtual table project_search using fts5(uni, bi, content='', contentless_delete=1)").execute(db);
  const added = `insert into project_search (rowid, uni, bi) values (new.rowid, ${uni('new')}, ${bi('new')});`;
  const removed = 'delete from project_search where rowid = old.rowid;';
  await sql.raw(`create trigger project_search_insert after insert on project begin ${added} end`).execute(db);
  await sql.raw(`create trigger project_search_delete after delete on project begin ${removed} end`).execute(db);
  await sql.raw(`create trigger project_search_update after update of assets_name, project_code, transferor on project begin ${removed} ${added} end`).execute(db);
  await sql.raw(`insert into project_search (rowid, uni, bi) select p.rowid, ${uni('p')}, ${bi('p')} from project p`).execute(db);
}

/**
 * `listing_count`: the number of top-level projects (the unfiltered listing's total), kept by triggers on project
 * inserts, deletes and changes of parent_assets_id, so that total is read, not counted.
 */
async function createRootCount(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('listing_count').addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('top_level', 'integer', (c) => c.notNull()).execute();
  await sql.raw("insert into listing_count (id, top_level) select 1, count(*) from project where parent_assets_id = ''").execute(db);
  const add = (row: string, sign: string) => `update listing_count set top_level = top_level ${sign} (case when ${row}.parent_assets_id = '' then 1 else 0 end) where id = 1;`;
  if (isPostgres(db)) {
    await sql.raw(`create or replace function listing_count_keep() returns trigger language plpgsql as $$ begin
      if tg_op in ('DELETE', 'UPDATE') then ${add('old', '-')} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${add('new', '+')} end if;
      return null; end $$`).execute(db);
    await sql.raw('create trigger listing_count_insert_delete after insert or delete on project for each row execute function listing_count_keep()').execute(db);
    await sql.raw('create trigger listing_count_update after update of parent_assets_id on project for each row execute function listing_count_keep()').execute(db);
    return;
  }
  await sql.raw(`create trigger listing_count_insert after insert on project begin ${add('new', '+')} end`).execute(db);
  await sql.raw(`create trigger listing_count_delete after delete on project begin ${add('old', '-')} end`).execute(db);
  await sql.raw(`create trigger listing_count_update after update of parent_assets_id on project begin ${add('old', '-')} ${add('new', '+')} end`).execute(db);
}

/** PostgreSQL: the gram function (tokens 'g' + UTF-8 hex, case kept as PostgreSQL's LIKE keeps it) and its GIN index. */
async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`create or replace function listing_grams(t text) returns text[] language sql immutable parallel safe as $$
    select coalesce(array_agg('g' || encode(convert_to(substr(t, i, w), 'UTF8'), 'hex')), '{}')
    from generate_series(1, 2) w, generate_series(1, length(t) - w + 1) i $$`).execute(db);
  await sql.raw(`create index project_search on project using gin
    (array_to_tsvector(listing_grams(assets_name) || listing_grams(project_code) || listing_grams(transferor)))`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop index if exists project_search').execute(db);
    await sql.raw('drop function if exists listing_grams(text)').execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists project_search_${t}`).execute(db);
    await sql.raw('drop table if exists project_search').execute(db);
    await sql.raw('drop table if exists listing_gram_position').execute(db);
  }
  if (isPostgres(db)) {
    for (const t of ['insert_delete', 'update']) await sql.raw(`drop trigger if exists listing_count_${t} on project`).execute(db);
    await sql.raw('drop function if exists listing_count_keep()').execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists listing_count_${t}`).execute(db);
  }
  await db.schema.dropTable('listing_count').ifExists().execute();
  for (const column of ['family_id', 'asset_type_id']) await db.schema.dropIndex(`project_root_${column}`).ifExists().execute();
  await db.schema.dropIndex('project_root_hottest').ifExists().execute();
  await db.schema.dropIndex('project_root_newest').ifExists().execute();
}
