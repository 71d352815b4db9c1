import type { Insertable, Selectable } from 'kysely';
import type { Statement } from 'better-sqlite3';
import { dialectOf, sqliteOf, type Db } from '../../db/connection';
import type { RefreshTokenTable } from '../../db/schema';

/** Refresh-token rows (migration 002); `db` may be a transaction. */
export type RefreshTokenRow = Selectable<RefreshTokenTable>;

export async function insertRefreshToken(db: Db, row: Insertable<RefreshTokenTable>): Promise<void> {
  await db.insertInto('refreshToken').values(row).execute();
}

/** The row of a token by its SHA-256, or null. */
export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | null> {
  return (await db.selectFrom('refreshToken').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst()) ?? null;
}

/** Marks a live token used; false when it was already used or revoked (a concurrent rotation won). */
export async function markRefreshTokenUsed(db: Db, id: string, at: number): Promise<boolean> {
  const r = await db.updateTable('refreshToken').set({ used: 1, usedTime: at })
    .where('id', '=', id).where('used', '=', 0).where('revoked', '=', 0).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Revokes every token of a family (all descendants of one login). */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.updateTable('refreshToken').set({ revoked: 1 }).where('familyId', '=', familyId).where('revoked', '=', 0).execute();
}

/** Revokes every session of a user (password reset). */
export async function revokeUserFamilies(db: Db, userId: string): Promise<void> {
  await db.updateTable('refreshToken').set({ revoked: 1 }).where('userId', '=', userId).where('revoked', '=', 0).execute();
}

const revokedQueries = new WeakMap<Db, Statement>();

/**
 * True when the family has been revoked (the flag is set on all its rows at once). Asked at every authenticated
 * request and every bid command, so it is one prepared statement (index refresh_token_family) rather than a query
 * built per call; a single read, safe on the shared connection (sqliteOf). On PostgreSQL an indexed Kysely read.
 */
export async function isFamilyRevoked(db: Db, familyId: string): Promise<boolean> {
  if (dialectOf(db) === 'postgres') {
    return (await db.selectFrom('refreshToken').select('familyId').where('familyId', '=', familyId).where('revoked', '=', 1).limit(1).executeTakeFirst()) !== undefined;
  }
  let query = revokedQueries.get(db);
  if (!query) revokedQueries.set(db, query = sqliteOf(db).prepare('SELECT 1 FROM refresh_token WHERE family_id = ? AND revoked = 1 LIMIT 1'));
  return query.get(familyId) !== undefined;
}

/** Deletes tokens that expired before `before` (epoch ms); their access tokens expired long ago too. */
export async function pruneRefreshTokens(db: Db, before: number): Promise<void> {
  await db.deleteFrom('refreshToken').where('expireTime', '<', before).execute();
}
