import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { keptStatements, openSqlite, STATEMENT_CACHE_SIZE, writesThrough } from '../../mock-server/src/db/connection';

describe('keptStatements (the SQLite statements Kysely runs, kept per SQL text)', () => {
  const open: Database.Database[] = [];
  const database = () => {
    const d = new Database(':memory:');
    open.push(d);
    d.exec('create table t (x integer)');
    return d;
  };
  afterEach(() => { for (const d of open.splice(0)) d.close(); });

  it('hands out the same prepared statement for the same text, and it answers with the new parameters', () => {
    const d = database();
    d.exec('insert into t values (1), (2), (3)');
    const prepare = keptStatements(d);
    const first = prepare('select x from t where x > ? order by x');
    expect(first.all(1)).toEqual([{ x: 2 }, { x: 3 }]);
    const again = prepare('select x from t where x > ? order by x');
    expect(again).toBe(first);
    expect(again.all(2)).toEqual([{ x: 3 }]);
  });

  it('prepares a fresh statement while the kept one is still iterating, and both give their own rows', () => {
    const d = database();
    d.exec('insert into t values (1), (2)');
    const prepare = keptStatements(d);
    const streaming = prepare('select x from t order by x');
    const rows = streaming.iterate();
    expect(rows.next().value).toEqual({ x: 1 });
    const other = prepare('select x from t order by x');
    expect(other).not.toBe(streaming);
    expect(other.all()).toEqual([{ x: 1 }, { x: 2 }]);
    expect(rows.next().value).toEqual({ x: 2 });
    rows.return?.();
  });

  it(`keeps at most ${STATEMENT_CACHE_SIZE} texts and drops the least recently used first`, () => {
    const d = database();
    const prepare = keptStatements(d);
    const oldest = prepare('select 0 as n');
    const used = prepare('select 1 as n');
    for (let i = 2; i < STATEMENT_CACHE_SIZE; i++) prepare(`select ${i} as n`);
    expect(prepare('select 1 as n')).toBe(used); // used again: now the most recent
    prepare(`select ${STATEMENT_CACHE_SIZE} as n`); // one text too many: the oldest unused goes
    expect(prepare('select 1 as n')).toBe(used);
    const reprepared = prepare('select 0 as n');
    expect(reprepared).not.toBe(oldest);
    expect(reprepared.get()).toEqual({ n: 0 });
  });

  it('lets openSqlite still count every write Kysely runs, also when its statement is kept', async () => {
    const db = openSqlite(':memory:');
    try {
      await sql`create table w (x integer)`.execute(db);
      const before = writesThrough(db);
      for (let i = 0; i < 3; i++) await sql`insert into w values (${i})`.execute(db);
      await sql`select count(*) as n from w`.execute(db);
      expect(writesThrough(db) - before).toBe(3);
      expect((await sql<{ n: number }>`select count(*) as n from w`.execute(db)).rows[0].n).toBe(3);
    } finally {
      await db.destroy();
    }
  });
});
