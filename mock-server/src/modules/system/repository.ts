import { PLATFORM_NAME, TOKEN_TIME_DEFAULT } from '../../../../contract/constants';
import type { WebsiteConfig } from '../../../../contract/content';
import type { Industry, Region } from '../../../../contract/lookups';
import type { Db } from '../../db/connection';

/**
 * Regions whose parent code is `pbh`, by code, each with `hasChildren`. With no `pbh` the top level is answered
 * (the provinces: the smallest level present, so the seed may or may not carry a country row above them).
 */
export async function findRegions(db: Db, pbh: string | undefined): Promise<Region[]> {
  let query = db.selectFrom('region')
    .select((eb) => [
      'region.code', 'region.name', 'region.pbh', 'region.level',
      eb.exists(eb.selectFrom('region as child').select('child.code').whereRef('child.pbh', '=', 'region.code')).as('hasChildren'),
    ]);
  query = pbh
    ? query.where('region.pbh', '=', pbh)
    : query.where('region.level', '=', (eb) => eb.selectFrom('region as top').select((e) => e.fn.min('top.level').as('m')));
  const rows = await query.orderBy('region.code').execute();
  return rows.map((r) => ({ code: r.code, name: r.name, pbh: r.pbh, level: Number(r.level), hasChildren: Boolean(Number(r.hasChildren)) }));
}

/** Every industry (GB/T 4754 section), by code. */
export async function findIndustries(db: Db): Promise<Industry[]> {
  return db.selectFrom('industry').select(['id', 'code', 'name']).orderBy('code').execute();
}

const TEXT_KEYS = ['hotline', 'phone', 'fax', 'address', 'copyright', 'filingNo', 'techSupport', 'techSupportUrl', 'appQrText'] as const;

/**
 * The website configuration of the contract (footer lines of §1, tokenTime of §4) from the key/value table.
 * A missing key reads as '' and a missing or non-numeric tokenTime as the default (§9: 3000).
 */
export async function websiteConfig(db: Db): Promise<WebsiteConfig> {
  const rows = await db.selectFrom('websiteConfig').select(['configKey', 'configValue']).execute();
  const kv = new Map(rows.map((r) => [r.configKey, r.configValue]));
  const tokenTime = Number.parseInt(kv.get('tokenTime') ?? '', 10);
  const text = Object.fromEntries(TEXT_KEYS.map((k) => [k, kv.get(k) ?? ''])) as Record<(typeof TEXT_KEYS)[number], string>;
  return { platformName: kv.get('platformName') || PLATFORM_NAME, ...text, tokenTime: Number.isFinite(tokenTime) ? tokenTime : TOKEN_TIME_DEFAULT };
}
