import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/queryable';
import { newId } from '../../lib/crypto';
import { findApplicationById } from './repository';

/** What a confirmed deposit produced: the bidder code and the lots whose bidder lists changed. */
export interface Confirmed { bidderCode: string; lots: string[] }

/** Bidder codes other users hold in any of `lots`. */
async function codesTaken(db: Queryable, lots: string[], userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('enrolment').select('bidderCode').where('assetsId', 'in', lots).where('userId', '<>', userId).execute();
  return new Set(rows.map((r) => r.bidderCode));
}

/** A bidder code like the operator's: a letter and three digits (A023), not in `taken`. */
function freeCode(taken: Set<string>): string {
  for (;;) {
    const code = `${String.fromCharCode(65 + randomInt(0, 26))}${String(randomInt(0, 1000)).padStart(3, '0')}`;
    if (!taken.has(code)) return code;
  }
}

/**
 * The deposit of application `enrolmentId` is confirmed (保证金到账): gives the user a bidder code and writes the bid
 * service's bidder rows (table enrolment: status enrolled, deposit confirmed) for every lot the application covers —
 * the project itself, or the chosen 标段 of a package. A bidder row the operator made earlier keeps its code. Run inside
 * the payment's transaction; idempotent (a paid application answers its code again). The caller tells the bid
 * service to reload the bidders of `lots` after the commit.
 * @throws Error when the application does not exist (the order points at it, so that is a broken database).
 */
export async function confirmDeposit(trx: Queryable, enrolmentId: string, now: number): Promise<Confirmed> {
  const app = await findApplicationById(trx, enrolmentId);
  if (!app) throw new Error(`enrolment application ${enrolmentId} missing`);
  const subs = JSON.parse(app.subAssets) as string[];
  const lots = subs.length ? subs : [app.assetsId];
  if (app.state === 'paid' && app.bidderCode) return { bidderCode: app.bidderCode, lots };

  const existing = await trx.selectFrom('enrolment').select(['assetsId', 'bidderCode']).where('userId', '=', app.userId)
    .where('assetsId', 'in', lots).execute();
  const taken = await codesTaken(trx, lots, app.userId);
  const own = existing.find((e) => e.assetsId === lots[0])?.bidderCode;
  const code = own && !taken.has(own) ? own : freeCode(taken);
  const deposits = new Map((await trx.selectFrom('project').select(['assetsId', 'depositFen']).where('assetsId', 'in', lots).execute())
    .map((p) => [p.assetsId, Number(p.depositFen)]));
  for (const lot of lots) {
    const depositFen = subs.length ? deposits.get(lot) ?? 0 : Number(app.depositFen);
    if (existing.some((e) => e.assetsId === lot)) {
      await trx.updateTable('enrolment').set({ depositStatus: 'confirmed', status: 'enrolled', depositFen, updateTime: now })
        .where('assetsId', '=', lot).where('userId', '=', app.userId).execute();
    } else {
      await trx.insertInto('enrolment').values({
        id: newId(), assetsId: lot, userId: app.userId, bidderCode: code, depositFen, depositStatus: 'confirmed', priorityRank: null,
        status: 'enrolled', createTime: now, updateTime: now,
      }).execute();
    }
  }
  await trx.updateTable('enrolmentApplication').set({ state: 'paid', bidderCode: code, paidTime: now, updateTime: now })
    .where('id', '=', enrolmentId).execute();
  return { bidderCode: code, lots };
}
