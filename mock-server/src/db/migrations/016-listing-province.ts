import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * 016 — the asset type + province listing at 100,000 projects on PostgreSQL (issue 18). Each operationId arm of the
 * listing (services/listing-plan-repository.ts) walks `project_root_family_id` / `project_root_asset_type_id` in the
 * listing order testing the province on every entry: a province with few projects of that type walked all the
 * type's entries. These indexes put the province (the 2-digit code prefix the filter asks for, `left(province_code,
 * 2)`) after the type, so such a page reads only its own entries, in order; province_code and status are included for
 * index-only scans (PostgreSQL needs the column itself to test the expression on an index-only scan).
 * SQLite is left as it was: its arms meet the target testing the province on the index entry (bench/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const column of ['family_id', 'asset_type_id']) {
    await sql.raw(`create index project_root_${column}_province on project
      (parent_assets_id, ${column}, left(province_code, 2), publish_date, assets_id) include (province_code, status)`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const column of ['family_id', 'asset_type_id']) await sql.raw(`drop index if exists project_root_${column}_province`).execute(db);
}
