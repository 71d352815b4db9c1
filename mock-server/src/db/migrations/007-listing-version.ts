import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Project columns a public listing shows, filters or sorts on (services/listing.ts, services/listing-filters.ts).
 * A change to any of them moves the listing version; the auction's running figures (bidding price and count, bid
 * window, anchors) do not, so bids never flush the listing caches.
 */
export const LISTED_PROJECT_COLUMNS = [
  'assets_id', 'project_code', 'assets_name', 'project_type', 'project_nature', 'parent_assets_id', 'price_type',
  'start_price_fen', 'price_unit', 'invest_amount_fen', 'asset_type_id', 'family_id', 'transfer_type', 'demand_purpose',
  'province_code', 'city_code', 'county_code', 'area', 'area_unit', 'transferor', 'img_src', 'status', 'hot_score',
  'publish_date', 'announcement_end_time',
] as const;

/** Lookup tables whose names or keys a listing reads (region and type names, dictionary children of a filter). */
const LOOKUP_TABLES = ['region', 'asset_type', 'dict_item'] as const;

/**
 * 007 — the index of the lists' newest-first order, and the listing version: one counter that every write a public listing could see moves, kept by triggers so that
 * no writer (the auction engine's closes, the status sweeper, operator commands, the seed, another process on the
 * same file) can forget it. The server's answer caches of the listing endpoints compare it before serving a stored
 * answer (http/answer-cache.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('listing_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into listing_version (id, version) values (1, 0)`.execute(db);
  // The lists' newest-first order with its tie-break: a page is read in index order and stops at its last row.
  await db.schema.createIndex('project_listing_newest').on('project').columns(['publish_date', 'assets_id']).execute();
  if (isPostgres(db)) return createPostgresTriggers(db);
  const bump = sql.raw('update listing_version set version = version + 1 where id = 1;');
  const changed = sql.raw(LISTED_PROJECT_COLUMNS.map((c) => `old.${c} is not new.${c}`).join(' or '));
  await sql`create trigger listing_version_project_insert after insert on project begin ${bump} end`.execute(db);
  await sql`create trigger listing_version_project_delete after delete on project begin ${bump} end`.execute(db);
  await sql`create trigger listing_version_project_update after update on project when ${changed} begin ${bump} end`.execute(db);
  for (const table of LOOKUP_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`listing_version_${table}_${event}`)} after ${sql.raw(event)} on ${sql.raw(table)} begin ${bump} end`.execute(db);
    }
  }
}

/**
 * The same triggers on PostgreSQL: one plpgsql function moves the version; project rows fire it per row when a
 * listed column changed (IS DISTINCT FROM, NULL-safe like SQLite's IS NOT), the lookup tables once per statement.
 */
async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`create or replace function listing_version_bump() returns trigger language plpgsql as $$
    begin update listing_version set version = version + 1 where id = 1; return null; end $$`).execute(db);
  const changed = LISTED_PROJECT_COLUMNS.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
  await sql.raw('create trigger listing_version_project_insert after insert or delete on project for each statement execute function listing_version_bump()').execute(db);
  await sql.raw(`create trigger listing_version_project_update after update on project for each row when (${changed}) execute function listing_version_bump()`).execute(db);
  for (const table of LOOKUP_TABLES) {
    await sql.raw(`create trigger listing_version_${table}_change after insert or update or delete on ${table} for each statement execute function listing_version_bump()`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of ['project', ...LOOKUP_TABLES]) {
      for (const name of ['insert', 'update', 'change']) await sql.raw(`drop trigger if exists listing_version_${table}_${name} on ${table}`).execute(db);
    }
    await sql.raw('drop function if exists listing_version_bump()').execute(db);
  }
  for (const table of ['project', ...LOOKUP_TABLES]) {
    if (isPostgres(db)) break;
    for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.raw(`listing_version_${table}_${event}`)}`.execute(db);
  }
  await db.schema.dropIndex('project_listing_newest').ifExists().execute();
  await db.schema.dropTable('listing_version').ifExists().execute();
}
