import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { UserAccountTable } from '../../db/schema';

/** A user row (table user_account); passwordHash never leaves the server. */
export type UserRow = Selectable<UserAccountTable>;

/** The user with id `id`, or null. */
export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  return (await db.selectFrom('userAccount').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The user with this login name, compared case-insensitively, or null. */
export async function findUserByLoginName(db: Db, loginName: string): Promise<UserRow | null> {
  return (await db.selectFrom('userAccount').selectAll().where('loginNameKey', '=', loginName.trim().toLowerCase())
    .executeTakeFirst()) ?? null;
}

/** The user registered with `phone` (11 digits), or null. */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  return (await db.selectFrom('userAccount').selectAll().where('phone', '=', phone).executeTakeFirst()) ?? null;
}

/** Inserts a user; the caller fills loginNameKey = lower-cased loginName. Throws on a duplicate name or phone. */
export async function insertUser(db: Db, row: Insertable<UserAccountTable>): Promise<void> {
  await db.insertInto('userAccount').values(row).execute();
}

/** Replaces a user's password hash. */
export async function updatePasswordHash(db: Db, id: string, passwordHash: string, at: number): Promise<void> {
  await db.updateTable('userAccount').set({ passwordHash, passwordChangedTime: at, updateTime: at }).where('id', '=', id).execute();
}
