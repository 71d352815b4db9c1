import type { Db } from '../../db/connection';

/**
 * Account facts the profile calls change or read beyond user/repository.ts: phone and avatar, the sessions
 * (refresh-token families) of a user, and the account_security row.
 */

/** Sets the phone. @returns false when another account holds it (unique constraint, also under a race). */
export async function updatePhone(db: Db, userId: string, phone: string, at: number): Promise<boolean> {
  try {
    await db.updateTable('userAccount').set({ phone, updateTime: at }).where('id', '=', userId).execute();
    return true;
  } catch (err) {
    const taken = await db.selectFrom('userAccount').select('id').where('phone', '=', phone).where('id', '!=', userId).executeTakeFirst();
    if (taken) return false;
    throw err;
  }
}

/**
 * Sets the avatar path shown as headImg (§3 userInfo) and returns the path it replaced ('' when there was none). The
 * write is a compare-and-set on the path read just before, retried when another write came between: of two uploads at
 * once, each learns the path it really replaced, on SQLite and on PostgreSQL.
 * @throws when the account does not exist
 */
export async function replaceHeadImg(db: Db, userId: string, headImg: string, at: number): Promise<string> {
  for (;;) {
    const { headImg: previous } = await db.selectFrom('userAccount').select('headImg').where('id', '=', userId).executeTakeFirstOrThrow();
    const written = await db.updateTable('userAccount').set({ headImg, updateTime: at })
      .where('id', '=', userId).where('headImg', '=', previous).executeTakeFirst();
    if (Number(written.numUpdatedRows) === 1) return previous;
  }
}

/**
 * Ends every session of `userId` except `keepFamilyId` (the caller's own), so a password change logs out other
 * devices while the one that made the change stays in. @returns how many sessions were ended
 */
export async function revokeOtherFamilies(db: Db, userId: string, keepFamilyId: string): Promise<number> {
  const families = await db.selectFrom('refreshToken').select('familyId').distinct().where('userId', '=', userId)
    .where('revoked', '=', 0).where('familyId', '!=', keepFamilyId).execute();
  if (families.length === 0) return 0;
  await db.updateTable('refreshToken').set({ revoked: 1 }).where('userId', '=', userId).where('revoked', '=', 0)
    .where('familyId', '!=', keepFamilyId).execute();
  return families.length;
}

/** Login times (a family's first token is issued at login), newest first, at most `limit`. */
export async function loginTimes(db: Db, userId: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('refreshToken').select('createTime').where('userId', '=', userId).where('parentId', 'is', null)
    .orderBy('createTime', 'desc').limit(limit).execute();
  return rows.map((r) => Number(r.createTime));
}

/** Sessions not revoked and with an unexpired token. */
export async function activeSessionCount(db: Db, userId: string, now: number): Promise<number> {
  const row = await db.selectFrom('refreshToken').select((eb) => eb.fn.count<number>('familyId').distinct().as('n'))
    .where('userId', '=', userId).where('revoked', '=', 0).where('used', '=', 0).where('expireTime', '>', now).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The stored §5 strength of the last password set here, or null when unknown. */
export async function storedStrength(db: Db, userId: string): Promise<number | null> {
  const row = await db.selectFrom('accountSecurity').select('passwordStrength').where('userId', '=', userId).executeTakeFirst();
  return row ? row.passwordStrength : null;
}

/** Records the strength of a newly set password (insert or update; portable, no upsert syntax). */
export async function saveStrength(db: Db, userId: string, passwordStrength: number, at: number): Promise<void> {
  const updated = await db.updateTable('accountSecurity').set({ passwordStrength, updateTime: at }).where('userId', '=', userId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('accountSecurity').values({ userId, passwordStrength, updateTime: at }).execute();
}
