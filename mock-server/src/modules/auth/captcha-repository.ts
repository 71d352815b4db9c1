import type { Db } from '../../db/connection';
import type { CaptchaTable } from '../../db/schema';

/** Deletes the captchas that expired before `now` (ms). */
export async function deleteExpiredCaptchas(db: Db, now: number): Promise<void> {
  await db.deleteFrom('captcha').where('expireTime', '<', now).execute();
}

/** Stores a new captcha (its answer as an HMAC). */
export async function insertCaptcha(db: Db, row: CaptchaTable): Promise<void> {
  await db.insertInto('captcha').values(row).execute();
}

/** The captcha's answer hash and expiry, or null. */
export async function findCaptcha(db: Db, key: string) {
  return (await db.selectFrom('captcha').select(['answerHash', 'expireTime']).where('captchaKey', '=', key).executeTakeFirst()) ?? null;
}

/** Deletes the captcha; true only for the caller whose delete removed the row. */
export async function deleteCaptcha(db: Db, key: string): Promise<boolean> {
  const deleted = await db.deleteFrom('captcha').where('captchaKey', '=', key).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
