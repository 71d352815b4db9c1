/** True when `err` is a unique-constraint violation (SQLite and PostgreSQL wording). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === '23505'
    || /UNIQUE constraint failed/.test(e?.message ?? '');
}
