import type { Db } from '../../db/connection';
import { newId } from '../../lib/crypto';
import { dailyCode } from '../../services/codes';
import type { MessageService, StoredMessage } from '../messages/index';
import type { DealListener } from './deal-facts';
import { amountsDetail, dealFactsOf, dealValueFen } from './facts';
import { dealIssuedMessages } from './messages';
import { findDealSource, findUnissued, insertConfirmation, insertEvent, setAmounts } from './repository';
import { eventId } from './events';

/** What issuing a deal needs: the database, the clock (epoch ms), the inbox and the listeners told of each new deal. */
export interface DealDeps { db: Db; now: () => number; messages: MessageService; listeners: readonly DealListener[] }

/**
 * 'CJ' + the Beijing date (8 digits) + the day's sequence number (6 digits): unique by construction (services/codes.ts).
 * A number taken for a deal that another process issued first is simply not used (numbers may have gaps).
 */
export function newConfirmationNo(db: Db, now: number): Promise<string> {
  return dailyCode(db, 'CJ', now);
}

/**
 * Issues the deal of settlement `settlementId` (auction-rules.md § Close): in ONE transaction the 成交确认书
 * (deal_confirmation, unique per lot: the guard), the settlement's service fee and balance (fen), every listener
 * with the {@link DealFacts} (the contract's draft), the settlement's 'created' step and the messages to the winner
 * and the transferor's account; the messages are announced after the commit. A settlement already issued (a replayed
 * close, a second sweep, another process) changes nothing. @returns true when this call issued it.
 */
export async function issueDeal(deps: DealDeps, settlementId: string): Promise<boolean> {
  const source = await findDealSource(deps.db, settlementId);
  if (!source) return false;
  const now = deps.now();
  const facts = await dealFactsOf(deps.db, source, { confirmationId: newId(), confirmationNo: await newConfirmationNo(deps.db, now) });
  const valueFen = dealValueFen({ priceFen: facts.priceFen, priceType: source.priceType, area: source.area, termYears: source.termYears });
  const stored: StoredMessage[] = [];
  const issued = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertConfirmation(trx, {
      id: facts.confirmationId, confirmationNo: facts.confirmationNo, assetsId: facts.assetsId, settlementId, winnerUserId: facts.winner.userId,
      winnerName: facts.winner.name, bidderCode: facts.winner.bidderCode, transferorUserId: facts.transferor.userId, transferorName: facts.transferor.name,
      priceFen: facts.priceFen, closedTime: facts.closedTime, createTime: now,
    });
    if (!inserted) return false;
    await setAmounts(trx, settlementId, facts.feeFen, facts.balanceFen, now);
    for (const listener of deps.listeners) stored.push(...((await listener(trx, facts, now)) ?? []));
    await insertEvent(trx, { id: eventId(now), settlementId, type: 'created', actor: 'system', detail: amountsDetail(facts, valueFen), createTime: now });
    for (const m of dealIssuedMessages(facts, settlementId)) stored.push(await deps.messages.store(trx, m));
    return true;
  });
  if (stored.length) await deps.messages.announce(stored);
  return issued;
}

/**
 * Issues every settlement without a confirmation (of the lots `assetsIds`, every one when null), one transaction
 * each; what is already issued is skipped. @returns how many were issued now.
 */
export async function issuePendingDeals(deps: DealDeps, assetsIds: string[] | null): Promise<number> {
  let n = 0;
  for (const id of await findUnissued(deps.db, assetsIds)) if (await issueDeal(deps, id)) n += 1;
  return n;
}
