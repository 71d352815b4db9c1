import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/queryable';
import { confirmBidderRow, findBidderCodes, findCodesTaken, findLotDeposits, insertConfirmedBidder } from './bidder-repository';
import { findApplicationById, markApplicationPaid } from './repository';

/** What a confirmed deposit produced: the bidder code and the lots whose bidder lists changed. */
export interface Confirmed { bidderCode: string; lots: string[] }

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

  const existing = await findBidderCodes(trx, app.userId, lots);
  const taken = await findCodesTaken(trx, lots, app.userId);
  const own = existing.find((e) => e.assetsId === lots[0])?.bidderCode;
  const code = own && !taken.has(own) ? own : freeCode(taken);
  const deposits = await findLotDeposits(trx, lots);
  for (const lot of lots) {
    const depositFen = subs.length ? deposits.get(lot) ?? 0 : Number(app.depositFen);
    if (existing.some((e) => e.assetsId === lot)) await confirmBidderRow(trx, lot, app.userId, depositFen, now);
    else await insertConfirmedBidder(trx, { assetsId: lot, userId: app.userId, bidderCode: code, depositFen }, now);
  }
  await markApplicationPaid(trx, enrolmentId, code, now);
  return { bidderCode: code, lots };
}
