import type { Selectable } from 'kysely';
import type { Database } from '../db/schema';

/** One complete row of table `K` (every column present, defaults spelled out). */
export type Row<K extends keyof Database> = Selectable<Database[K]>;

/** The whole seed: rows per table, in insertion order. */
export type SeedRows = { [K in keyof Database]: Row<K>[] };

/** One generated SVG file: `name` under `${dataDir}/files/seed/`. */
export interface SeedFile { name: string; content: string }

/** Options of the seed entry points. */
export interface SeedOptions {
  /** Server data folder; images go to `${dataDir}/files/seed/`. */
  dataDir: string;
  /** The reference time (epoch ms); every seeded date is relative to it. */
  now: number;
}
