import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { dialectOf, type Db } from './connection';
import { IntegerAsBigint } from './migrations/dialect';
import * as m001 from './migrations/001-foundation';
import * as m002 from './migrations/002-accounts';
import * as m003 from './migrations/003-page-views';
import * as m004 from './migrations/004-auction';
import * as m005 from './migrations/005-realname';
import * as m006 from './migrations/006-project-trading';
import * as m007 from './migrations/007-listing-version';
import * as m008 from './migrations/008-news-search';
import * as m009 from './migrations/009-news-attachment';
import * as m010 from './migrations/010-content-attachment';
import * as m011 from './migrations/011-news-plain-text';
import * as m012 from './migrations/012-user-centre';
import * as m013 from './migrations/013-deal';
import * as m014 from './migrations/014-listing-indexes';
import * as m015 from './migrations/015-lot-growth';
import * as m016 from './migrations/016-listing-province';
import * as m017 from './migrations/017-lot-status-sweep';

/** Numbered migrations, applied in key order. Add new files as 002-*, 003-*… and list them here. */
const migrations: Record<string, Migration> = {
  '001-foundation': m001, '002-accounts': m002, '003-page-views': m003,
  '004-auction': m004, '005-realname': m005, '006-project-trading': m006,
  '007-listing-version': m007, '008-news-search': m008,
  '009-news-attachment': m009, '010-content-attachment': m010, '011-news-plain-text': m011,
  '012-user-centre': m012, '013-deal': m013, '014-listing-indexes': m014, '015-lot-growth': m015,
  '016-listing-province': m016, '017-lot-status-sweep': m017,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The Migrator of `db`; on PostgreSQL its migrations create 64-bit integers as SQLite's are (IntegerAsBigint). */
function migrator(db: Db): Migrator {
  return new Migrator({ db: dialectOf(db) === 'postgres' ? db.withPlugin(new IntegerAsBigint()) : db, provider });
}

/** Brings the schema up to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}: ${String(error)}`);
}

/**
 * Brings the schema up (or down) to migration `name` exactly, e.g. to build a database as an older release left it
 * before migrating it to the latest; throws like {@link migrateToLatest}, or when `name` is not a known migration.
 */
export async function migrateTo(db: Db, name: string): Promise<void> {
  if (!(name in migrations)) throw new Error(`未知的数据库迁移：${name}`);
  const { error, results } = await migrator(db).migrateTo(name);
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}: ${String(error)}`);
}
