import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { plainTextOf, sanitizeRichText } from '../services/rich-text';
import { insertBatches } from './seed-repository';
import type { SeedFile, SeedRows } from './types';

/** Tables whose `content` column is rich text (HTML shown as is by the portal). */
const RICH_TEXT_TABLES = new Set<keyof SeedRows>(['news', 'notice', 'periodical', 'recruit', 'evolution']);

/** Bound parameters per INSERT statement: well under SQLite's 32766 and PostgreSQL's 65535. */
const MAX_PARAMS = 16_000;

/** `row` with its rich-text body sanitised; news rows also get the body's plain text, which the keyword search indexes. */
function cleaned(table: keyof SeedRows, row: { content: string }): object {
  const content = sanitizeRichText(row.content);
  return table === 'news' ? { ...row, content, plainText: plainTextOf(content) } : { ...row, content };
}

/**
 * Inserts every table of `rows` in its key order, in multi-row batches; rich-text bodies pass the one sanitiser, and
 * news rows carry the plain text of their sanitised body (any plainText given is replaced).
 */
export async function insertRows(trx: Transaction<Database>, rows: SeedRows): Promise<void> {
  for (const table of Object.keys(rows) as Array<keyof SeedRows>) {
    const raw = rows[table] as object[];
    if (raw.length === 0) continue;
    const list = RICH_TEXT_TABLES.has(table) ? (raw as Array<{ content: string }>).map((r) => cleaned(table, r)) : raw;
    const per = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(list[0]).length));
    await insertBatches(trx, table, list, per);
  }
}

/** Writes the generated images to `${dataDir}/files/seed/` (created when missing). */
export function writeSeedFiles(dataDir: string, files: SeedFile[]): void {
  const dir = join(dataDir, 'files', 'seed');
  mkdirSync(dir, { recursive: true });
  for (const f of files) writeFileSync(join(dir, f.name), f.content);
}
