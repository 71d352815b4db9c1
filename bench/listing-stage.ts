import { execFileSync } from 'node:child_process';
import { listingGrowthBench } from './listing-growth';
import { freshDatabase } from './scaled';
import type { Stage, TargetLine } from './stage';

/**
 * The PostgreSQL of the listing stage: a fresh database beside DATABASE_URL's, or beside the one scripts/services.mjs
 * runs (not started here); null (SQLite only) when neither is there or BENCH_LISTING_PG=0 (a faster SQLite-only run). Returns its URL and how to drop it.
 */
async function listingDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (process.env.BENCH_LISTING_PG === '0') return null;
  let admin = process.env.DATABASE_URL;
  if (!admin) {
    try {
      admin = execFileSync('node', ['scripts/services.mjs', 'env'], { encoding: 'utf8' }).match(/^DATABASE_URL=(.*)$/m)?.[1];
    } catch {
      admin = undefined;
    }
  }
  if (!admin) return null;
  const url = await freshDatabase(admin);
  const drop = async () => {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: admin.replace(/\/[^/]*$/, '/postgres') });
    await client.connect();
    await client.query(`drop database if exists ${url.slice(url.lastIndexOf('/') + 1)}`);
    await client.end();
  };
  return { url, drop };
}

type ListingGrowth = Awaited<ReturnType<typeof listingGrowthBench>>;

/**
 * Stage `listing` of bench/run.ts (`npm run bench -- --only listing`): the listing as the exchange grows
 * (listing-growth.ts), on exchanges of its own on SQLite and, when there is one, PostgreSQL. Target per engine: every
 * query kind's p99 at the largest size within `targetP99Ms` (50 ms).
 */
export const listingStage: Stage<ListingGrowth> = {
  name: 'listing',
  key: 'listing',
  run: async () => {
    const database = await listingDatabase();
    if (!database) console.log('[bench] listing: no PostgreSQL (DATABASE_URL unset, scripts/services.mjs not running): SQLite only');
    let listing: ListingGrowth;
    try {
      listing = await listingGrowthBench({ databaseUrl: database?.url });
    } finally {
      await database?.drop();
    }
    const judged = (p99: number | null): TargetLine => ({ target: listing.targetP99Ms, actual: p99 ?? NaN, met: p99 === null ? null : p99 <= listing.targetP99Ms });
    return {
      result: listing,
      targets: { listingWorstP99MsAt100kSqlite: judged(listing.worstP99MsAtLargest.sqlite), listingWorstP99MsAt100kPostgres: judged(listing.worstP99MsAtLargest.postgres) },
    };
  },
};
