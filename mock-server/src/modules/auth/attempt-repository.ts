import type { Db } from '../../db/connection';
import { newId } from '../../lib/crypto';

/** Failures counted in a window: how many, and the earliest and latest time (epoch ms, 0 when none). */
export interface FailureStats { count: number; first: number; last: number }

/** Records one login attempt (what was typed as the account, the address, the grant, the outcome). */
export async function insertAttempt(db: Db, a: { accountKey: string; ip: string; grantType: string; success: boolean; at: number }): Promise<void> {
  await db.insertInto('authAttempt').values({
    id: newId(), accountKey: a.accountKey, ip: a.ip, grantType: a.grantType, success: a.success ? 1 : 0, createTime: a.at,
  }).execute();
}

/** Time of the account's latest success (optionally from one address) at or after `since`; 0 when none. */
export async function lastSuccess(db: Db, accountKey: string, since: number, ip?: string): Promise<number> {
  let q = db.selectFrom('authAttempt').select((eb) => eb.fn.max('createTime').as('t'))
    .where('accountKey', '=', accountKey).where('success', '=', 1).where('createTime', '>=', since);
  if (ip !== undefined) q = q.where('ip', '=', ip);
  const row = await q.executeTakeFirst();
  return Number(row?.t ?? 0);
}

/** Failures after `since` (exclusive) of an account (optionally from one address only), or of an address. */
export async function failureStats(db: Db, by: { accountKey?: string; ip?: string }, since: number): Promise<FailureStats> {
  let q = db.selectFrom('authAttempt')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('createTime').as('first'), eb.fn.max('createTime').as('last')])
    .where('success', '=', 0).where('createTime', '>', since);
  if (by.accountKey !== undefined) q = q.where('accountKey', '=', by.accountKey);
  if (by.ip !== undefined) q = q.where('ip', '=', by.ip);
  const row = await q.executeTakeFirstOrThrow();
  return { count: Number(row.count), first: Number(row.first ?? 0), last: Number(row.last ?? 0) };
}

/** Forgets attempts older than `before` (epoch ms). */
export async function pruneAttempts(db: Db, before: number): Promise<void> {
  await db.deleteFrom('authAttempt').where('createTime', '<', before).execute();
}
