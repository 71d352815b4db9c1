import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/queryable';
import { ApiError } from '../../http/envelope';
import { findProject } from '../detail/index';
import type { MessageService, NewMessage, StoredMessage } from '../messages/index';
import { confirmBidderRow, deleteBidderRows, findBidderCodes, findCodesTaken, findLotDeposits, insertConfirmedBidder } from './bidder-repository';
import { recordEnrolmentEvent } from './events';
import { enrolmentDetailHref } from './links';
import { findApplicationById, markApplicationPaid } from './repository';

/**
 * What a confirmed deposit produced: the bidder code, the lots whose bidder lists changed and the inbox messages
 * stored in the same transaction (the caller announces them after the commit; none on a replay).
 */
export interface Confirmed { bidderCode: string; lots: string[]; messages: StoredMessage[] }

/** Refusal of a deposit confirmation for an application the exchange refused. */
export const REFUSED_NOT_PAYABLE_MSG = '该报名资格审核未通过，不能确认保证金';

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
 * the project itself, or the chosen 标段 of a package. A bidder row the operator made earlier keeps its code. Records
 * the history entry 'accepted' and stores the inbox message 报名成功 (enrolment_accepted, link /enrollDetail?id=) in
 * the same transaction. Run inside the payment's transaction; idempotent (a paid application answers its code again,
 * without a second message). The caller tells the bid service to reload the bidders of `lots` and announces
 * `messages` after the commit.
 * @throws ApiError 409 {@link REFUSED_NOT_PAYABLE_MSG} when the exchange refused the application (the whole payment
 * transaction rolls back); Error when the application does not exist (the order points at it: a broken database).
 */
export async function confirmDeposit(messages: MessageService, trx: Queryable, enrolmentId: string, now: number): Promise<Confirmed> {
  const app = await findApplicationById(trx, enrolmentId);
  if (!app) throw new Error(`enrolment application ${enrolmentId} missing`);
  const subs = JSON.parse(app.subAssets) as string[];
  const lots = subs.length ? subs : [app.assetsId];
  if (app.state === 'paid' && app.bidderCode) return { bidderCode: app.bidderCode, lots, messages: [] };
  if (app.state === 'refused') throw new ApiError(409, REFUSED_NOT_PAYABLE_MSG);

  const existing = await findBidderCodes(trx, app.userId, lots);
  const taken = await findCodesTaken(trx, lots, app.userId);
  const own = existing.find((e) => e.assetsId === lots[0])?.bidderCode;
  const deposits = await findLotDeposits(trx, lots);
  const depositOf = (lot: string) => (subs.length ? deposits.get(lot) ?? 0 : Number(app.depositFen));
  for (const lot of lots) if (existing.some((e) => e.assetsId === lot)) await confirmBidderRow(trx, lot, app.userId, depositOf(lot), now);
  const fresh = lots.filter((lot) => !existing.some((e) => e.assetsId === lot));
  // Another confirmation of the same lot may take a code between the read above and the insert: draw again then.
  let code = own && !taken.has(own) ? own : freeCode(taken);
  for (;;) {
    const added: string[] = [];
    for (const lot of fresh) {
      if (!(await insertConfirmedBidder(trx, { assetsId: lot, userId: app.userId, bidderCode: code, depositFen: depositOf(lot) }, now))) break;
      added.push(lot);
    }
    if (added.length === fresh.length) break;
    await deleteBidderRows(trx, app.userId, added);
    taken.add(code);
    code = freeCode(taken);
  }
  await markApplicationPaid(trx, enrolmentId, code, now);
  await recordEnrolmentEvent(trx, enrolmentId, 'accepted', 'system', { bidderCode: code }, now);
  const project = await findProject(trx, app.assetsId);
  const stored = await messages.store(trx, enrolmentAcceptedMessage({
    userId: app.userId, assetsId: app.assetsId, assetsName: project?.assetsName ?? app.assetsId, enrolmentId, bidderCode: code,
  }));
  return { bidderCode: code, lots, messages: [stored] };
}

/** 报名成功: the deposit of application `enrolmentId` is confirmed and bidder code `bidderCode` assigned (opens /enrollDetail). */
export function enrolmentAcceptedMessage(o: { userId: string; assetsId: string; assetsName: string; enrolmentId: string; bidderCode: string }): NewMessage {
  return {
    userId: o.userId, type: 'enrolment_accepted', title: '报名成功', assetsId: o.assetsId, link: enrolmentDetailHref(o.enrolmentId),
    content: `您报名的「${o.assetsName}」保证金已确认，报名成功，竞买号为 ${o.bidderCode}。请凭竞买号按时进入报价厅参加竞价。`,
  };
}
