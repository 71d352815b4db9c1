import type { DealListener } from '../modules/deal/index';
import type { Selectable } from 'kysely';
import type { Database, FoundationTables } from '../db/schema';

/** Columns the write path derives from others (news.plainText from the sanitised content, see write.ts). */
type Derived = 'plainText';

/** One complete row of table `K` (every column present, defaults spelled out, derived columns left to the write path). */
export type Row<K extends keyof Database> = Omit<Selectable<Database[K]>, Derived>;

/** The whole deterministic seed: rows per public table, in insertion order (demo users are seeded by users.ts). */
export type SeedRows = { [K in keyof FoundationTables]: Row<K>[] };

/** One generated file (SVG image or PDF): `name` under `${dataDir}/files/seed/`. */
export interface SeedFile { name: string; content: string }

/** Options of the seed entry points. */
export interface SeedOptions {
  /** Server data folder; images go to `${dataDir}/files/seed/`. */
  dataDir: string;
  /** The reference time (epoch ms); every seeded date is relative to it. */
  now: number;
  /**
   * Told of each seeded deal as of a live one (modules/deal DealListener: the contract's draft), so the demo history's
   * deals get what a live deal gets. Default none.
   */
  dealListeners?: readonly DealListener[];
}
