import type { Selectable } from 'kysely';
import type { FaceStatus, SealStatus } from '../../../../contract/seal';
import type { Db } from '../../db/connection';
import type { Queryable } from '../../db/queryable';
import type { ESealTable, FaceSessionTable } from '../../db/schema';

/** An e_seal row (times epoch ms). */
export type SealRow = Selectable<ESealTable>;
/** A face_session row (times epoch ms). */
export type FaceSessionRow = Selectable<FaceSessionTable>;
/** What an application stores: everything but the status and times. */
export type SealApplication = Pick<SealRow, 'id' | 'userId' | 'orgName' | 'creditCode' | 'applicantName' | 'applicantPhone' | 'licenceFileId' | 'imageSvg'>;

/** The user's seal (one per account), or null. */
export async function findSealOfUser(db: Queryable, userId: string): Promise<SealRow | null> {
  return (await db.selectFrom('eSeal').selectAll().where('userId', '=', userId).executeTakeFirst()) ?? null;
}

/** The seal `id`, or null. */
export async function findSeal(db: Queryable, id: string): Promise<SealRow | null> {
  return (await db.selectFrom('eSeal').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/**
 * Stores an application as status binding: a new row, or the user's existing seal rewritten (keeping its id) unless
 * it is active. Check and write share one transaction (SQLite runs one at a time), so a double click cannot bind twice.
 * Open sessions of a rewritten seal expire with it.
 * @returns the stored seal's id and the tokens of the sessions it expired, or null when the user's seal is active
 */
export async function storeApplication(db: Db, app: SealApplication, at: number): Promise<{ id: string; expired: string[] } | null> {
  return db.transaction().execute(async (trx) => {
    const existing = await findSealOfUser(trx, app.userId);
    if (existing?.status === 'active') return null;
    const fields = { ...app, status: 'binding' satisfies SealStatus, applyTime: at, boundTime: null, updateTime: at };
    if (!existing) {
      await trx.insertInto('eSeal').values(fields).execute();
      return { id: app.id, expired: [] };
    }
    const moved = await trx.updateTable('eSeal').set({ ...fields, id: existing.id }).where('id', '=', existing.id)
      .where('status', '!=', 'active').executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return null;
    return { id: existing.id, expired: await expireOpenSessions(trx, existing.id, at) };
  });
}

/** Expires the seal's sessions still pending or scanned and unexpired (their QR codes stop working). @returns their tokens */
async function expireOpenSessions(db: Queryable, sealId: string, at: number): Promise<string[]> {
  const open = await db.selectFrom('faceSession').select('token').where('sealId', '=', sealId)
    .where('status', 'in', ['pending', 'scanned']).where('expireTime', '>', at).execute();
  await db.updateTable('faceSession').set({ status: 'expired' satisfies FaceStatus, resultTime: at })
    .where('sealId', '=', sealId).where('status', 'in', ['pending', 'scanned']).execute();
  return open.map((r) => r.token);
}

/**
 * Opens a new session for a seal still binding or failed, expiring its older open ones, in one transaction.
 * @returns the tokens of the sessions it expired, or null when the seal is no longer waiting for a face check
 */
export async function openSession(db: Db, row: Pick<FaceSessionRow, 'token' | 'sealId' | 'userId' | 'expireTime' | 'createTime'>): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const seal = await findSeal(trx, row.sealId);
    if (!seal || seal.status === 'active') return null;
    const expired = await expireOpenSessions(trx, row.sealId, row.createTime);
    await trx.insertInto('faceSession').values({ ...row, status: 'pending', resultTime: null }).execute();
    return expired;
  });
}

/** The session of `token`, or null. */
export async function findSession(db: Queryable, token: string): Promise<FaceSessionRow | null> {
  return (await db.selectFrom('faceSession').selectAll().where('token', '=', token).executeTakeFirst()) ?? null;
}

/** Moves a pending, unexpired session to scanned. @returns true when it moved (false: scanned already, settled or expired). */
export async function markScanned(db: Queryable, token: string, at: number): Promise<boolean> {
  const r = await db.updateTable('faceSession').set({ status: 'scanned' satisfies FaceStatus })
    .where('token', '=', token).where('status', '=', 'pending').where('expireTime', '>', at).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Settles a session once: pending or scanned and not expired → passed | failed, and its seal binding | face_failed →
 * active (bound at `at`) | face_failed, in one transaction; `also` runs inside it once both moved (the user's message).
 * @returns the seal's id and owner when it settled, null when the session was already settled, expired or unknown
 */
export async function settleSession(
  db: Db, token: string, passed: boolean, at: number, also?: (trx: Queryable, seal: SealRow) => Promise<void>,
): Promise<SealRow | null> {
  return db.transaction().execute(async (trx) => {
    const session = await findSession(trx, token);
    const seal = session && await findSeal(trx, session.sealId);
    if (!seal || (seal.status !== 'binding' && seal.status !== 'face_failed')) return null;
    const r = await trx.updateTable('faceSession').set({ status: passed ? 'passed' : 'failed', resultTime: at })
      .where('token', '=', token).where('status', 'in', ['pending', 'scanned']).where('expireTime', '>', at).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return null;
    const next: SealStatus = passed ? 'active' : 'face_failed';
    await trx.updateTable('eSeal').set({ status: next, boundTime: passed ? at : null, updateTime: at }).where('id', '=', seal.id).execute();
    const settled = { ...seal, status: next, boundTime: passed ? at : null, updateTime: at };
    await also?.(trx, settled);
    return settled;
  });
}
