import type { Db } from '../db/connection';
import { plateRows } from './content-plates';
import { IdSource, Rng } from './random';
import { findPlateCodes, insertPlates } from './seed-repository';

/** Seed of the ids of plates added to an existing database (apart from the main seed's, so they never repeat its ids). */
const UPGRADE_SEED = 20261125;

/**
 * Adds the site plates a database seeded by an older release lacks (e.g. 流拍公告, plate code 4, which the /notice
 * tabs look up by code), leaving every existing plate as it is. Notice plates need no rows of their own: they list
 * the notices of their type. @returns the codes of the plates added.
 */
export async function addMissingPlates(db: Db): Promise<string[]> {
  const have = await findPlateCodes(db);
  const missing = plateRows(new IdSource(new Rng(UPGRADE_SEED))).plates.filter((p) => !have.has(p.plateCode));
  await insertPlates(db, missing);
  return missing.map((p) => p.plateCode);
}
