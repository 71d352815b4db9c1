import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection';
import type { SmsCodeTable, SmsOutboxTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';

/** Creation time (ms) of the phone's latest code, or null when it never got one. */
export async function lastCodeTime(db: Queryable, phone: string): Promise<number | null> {
  const last = await db.selectFrom('smsCode').select('createTime').where('phone', '=', phone)
    .orderBy('createTime', 'desc').limit(1).executeTakeFirst();
  return last ? Number(last.createTime) : null;
}

/** How many codes the phone got since `since` (ms). */
export async function countCodesSince(db: Queryable, phone: string, since: number): Promise<number> {
  const counted = await db.selectFrom('smsCode').select((eb) => eb.fn.countAll().as('n'))
    .where('phone', '=', phone).where('createTime', '>=', since).executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** Creation time (ms) of the `nth` newest code of any phone issued after `since`, or null when there are fewer. */
export async function nthNewestCodeTimeSince(db: Queryable, since: number, nth: number): Promise<number | null> {
  const recent = await db.selectFrom('smsCode').select('createTime').where('createTime', '>', since)
    .orderBy('createTime', 'desc').limit(1).offset(nth - 1).executeTakeFirst();
  return recent ? Number(recent.createTime) : null;
}

/** Consumes (at `now`) every unused code of the phone and purpose. */
export async function consumeOpenCodes(db: Queryable, phone: string, purpose: number, now: number): Promise<void> {
  await db.updateTable('smsCode').set({ consumedTime: now })
    .where('phone', '=', phone).where('purpose', '=', purpose).where('consumedTime', 'is', null).execute();
}

/** Stores a new code (its HMAC only). */
export async function insertCode(db: Queryable, row: Insertable<SmsCodeTable>): Promise<void> {
  await db.insertInto('smsCode').values(row).execute();
}

/** Deletes a code. */
export async function deleteCode(db: Queryable, id: string): Promise<void> {
  await db.deleteFrom('smsCode').where('id', '=', id).execute();
}

/** The latest unused code of the phone and purpose, or null. */
export async function findOpenCode(db: Queryable, phone: string, purpose: number) {
  return (await db.selectFrom('smsCode').select(['id', 'codeHash', 'attempts', 'expireTime'])
    .where('phone', '=', phone).where('purpose', '=', purpose).where('consumedTime', 'is', null)
    .orderBy('createTime', 'desc').limit(1).executeTakeFirst()) ?? null;
}

/** Sets a code's wrong-try count, or its consumption time. */
export async function updateCode(db: Queryable, id: string, set: { attempts: number } | { consumedTime: number }): Promise<void> {
  await db.updateTable('smsCode').set(set).where('id', '=', id).execute();
}

/** Writes one message to the sandbox outbox. */
export async function insertOutboxMessage(db: Db, row: SmsOutboxTable): Promise<void> {
  await db.insertInto('smsOutbox').values(row).execute();
}

/** The latest `limit` outbox messages, newest first, optionally of one phone. */
export async function findOutboxMessages(db: Db, phone: string | undefined, limit: number) {
  let q = db.selectFrom('smsOutbox').selectAll();
  if (phone) q = q.where('phone', '=', phone);
  return q.orderBy('createTime', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
