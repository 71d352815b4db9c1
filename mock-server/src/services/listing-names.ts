import type { Db } from '../db/connection';
import { regionNames, typeNames } from './catalog';
import { listingVersionReader } from './listing-version';

/** Region and asset-type names already read, per database, valid while the listing version (which they move) holds. */
interface NameMemo { version: () => number; at: number; names: Map<string, string | null> }
const nameMemos = new WeakMap<Db, NameMemo>();

/**
 * Names by code of the given codes in a lookup table (region or asset type): from memory when already read under the
 * current listing version, else one query (on `conn`) for the codes not seen yet. Unknown codes are absent.
 */
export async function namesOf(db: Db, conn: Db, table: 'region' | 'assetType', codes: string[]): Promise<Map<string, string>> {
  let memo = nameMemos.get(db);
  if (!memo) nameMemos.set(db, memo = { version: listingVersionReader(db), at: NaN, names: new Map() });
  const version = memo.version();
  if (version !== memo.at) {
    memo.names.clear();
    memo.at = version; // NaN (never equal) while a transaction is open: nothing is kept past this call
  }
  const wanted = [...new Set(codes.filter(Boolean))];
  const missing = wanted.filter((c) => !memo.names.has(`${table}:${c}`));
  if (missing.length) {
    const read = await (table === 'region' ? regionNames(conn, missing) : typeNames(conn, missing));
    for (const c of missing) memo.names.set(`${table}:${c}`, read.get(c) ?? null);
  }
  const found = new Map<string, string>();
  for (const c of wanted) {
    const n = memo.names.get(`${table}:${c}`);
    if (n !== null && n !== undefined) found.set(c, n);
  }
  return found;
}
