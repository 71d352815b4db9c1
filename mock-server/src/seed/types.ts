import type { Selectable } from 'kysely';
import type { Database, FoundationTables } from '../db/schema';

/** One complete row of table `K` (every column present, defaults spelled out). */
export type Row<K extends keyof Database> = Selectable<Database[K]>;

/** The whole deterministic seed: rows per public table, in insertion order (demo users are seeded by users.ts). */
export type SeedRows = { [K in keyof FoundationTables]: Row<K>[] };

/** One generated SVG file: `name` under `${dataDir}/files/seed/`. */
export interface SeedFile { name: string; content: string }

/** Options of the seed entry points. */
export interface SeedOptions {
  /** Server data folder; images go to `${dataDir}/files/seed/`. */
  dataDir: string;
  /** The reference time (epoch ms); every seeded date is relative to it. */
  now: number;
}
