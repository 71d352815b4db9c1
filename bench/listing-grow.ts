import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * Grows the exchange's `project` table to a given number of top-level projects by copying its seeded top-level rows
 * (one INSERT … SELECT per step, in one transaction), as an exchange that kept every project it ever listed. A copy
 * keeps every column of its source but the key, the project code (both unique: `ff…` (hex, as every asset id) /
 * `GROW…`, made of the copy's number and the source's rank) and the publication time (one hour older per copy, so the seeded rows stay the
 * newest and deep pages are copies). Writes through the database itself, beside the running server, so every trigger
 * (listing version, search index) fires as for any other writer.
 */
export interface Grower {
  /** Top-level projects now. */
  count: () => Promise<number>;
  /** Adds copies until there are `target` top-level projects (no-op when there are already as many). */
  growTo: (target: number) => Promise<number>;
  close: () => Promise<void>;
}

/** Columns given their own value in a copy (the rest are copied as they are). */
const OWN = new Set(['assets_id', 'project_code', 'publish_date']);
const HOUR_MS = 3_600_000;

/** The INSERT … SELECT adding `need` copies numbered from `from`, for either engine. */
function growSql(columns: string[], postgres: boolean): string {
  const copied = columns.filter((c) => !OWN.has(c));
  const pad = (expr: string, width: number) => (postgres ? `lpad((${expr})::text, ${width}, '0')` : `printf('%0${width}d', ${expr})`);
  const numbers = postgres ? 'select generate_series($1::int, $2::int) as i' : 'with recursive n(i) as (select ? union all select i + 1 from n where i < ?) select i from n';
  return `insert into project (assets_id, project_code, publish_date, ${copied.join(', ')})
    select 'ff' || ${pad('n.i', 16)} || ${pad('s.k', 14)}, 'GROW' || ${pad('n.i', 8)} || ${pad('s.k', 6)}, s.publish_date - (n.i + 1) * ${HOUR_MS},
      ${copied.map((c) => `s.${c}`).join(', ')}
    from (select p.*, row_number() over (order by p.assets_id) as k from project p where p.parent_assets_id = '' and p.project_code not like 'GROW%') s
    cross join (${numbers}) n
    limit ${postgres ? '$3' : '?'}`;
}

/** A grower of the SQLite file of the exchange whose DATA_DIR is `dataDir`. */
export function sqliteGrower(dataDir: string): Grower {
  const db = new Database(path.join(dataDir, 'exchange.sqlite'));
  db.pragma('busy_timeout = 10000');
  const columns = (db.prepare('select name from pragma_table_info(\'project\')').pluck().all() as string[]);
  if (!columns.length) throw new Error(`no project table in ${dataDir}`);
  const insert = db.prepare(growSql(columns, false));
  const count = () => db.prepare('select count(*) from project where parent_assets_id = \'\'').pluck().get() as number;
  const seeds = db.prepare('select count(*) from project where parent_assets_id = \'\' and project_code not like \'GROW%\'').pluck().get() as number;
  let copies = 0;
  return {
    count: async () => count(),
    growTo: async (target) => {
      const need = target - count();
      if (need <= 0) return 0;
      const n = Math.ceil(need / seeds);
      db.transaction(() => insert.run(copies, copies + n - 1, need))();
      copies += n;
      return need;
    },
    close: async () => { db.close(); },
  };
}

/**
 * A grower of the PostgreSQL database at `url`; VACUUM ANALYZEs the table after each step, as autovacuum would soon
 * after (an insert-driven vacuum: the listing's index-only scans need the visibility map it sets).
 */
export async function postgresGrower(url: string): Promise<Grower> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    "select column_name as name from information_schema.columns where table_name = 'project' and table_schema = current_schema() and is_generated = 'NEVER' order by ordinal_position",
  );
  const sql = growSql(rows.map((r) => r.name), true);
  const count = async () => Number((await client.query('select count(*) as n from project where parent_assets_id = \'\'')).rows[0].n);
  const seeds = Number((await client.query('select count(*) as n from project where parent_assets_id = \'\' and project_code not like \'GROW%\'')).rows[0].n);
  let copies = 0;
  return {
    count,
    growTo: async (target) => {
      const need = target - await count();
      if (need <= 0) return 0;
      const n = Math.ceil(need / seeds);
      await client.query(sql, [copies, copies + n - 1, need]);
      await client.query('vacuum analyze project');
      copies += n;
      return need;
    },
    close: () => client.end(),
  };
}
