import { DEPOSIT_TABS } from '../../../../contract/payment';
import type { UsercentreSummary } from '../../../../contract/usercentre';
import type { Db } from '../../db/connection';
import { openAppealCount } from '../appeal/index';
import { enrolmentCounts } from '../enrolment/index';
import { countCollected } from '../favourites/index';
import type { MessageService } from '../messages/index';
import { countOrders } from '../payment/index';
import { countSettlementsDue } from '../deal/index';
import { countOpenContracts } from '../trade-contract/index';

/** What the summary reads: the database and the inbox. */
export interface SummaryDeps { db: Db; messages: Pick<MessageService, 'unread'> }

/**
 * The /usercenterIndex tiles of `userId` (contract UsercentreSummary), each count from the module that owns it:
 * enrolments in progress and lots bidding now (enrolment), deposits refunding and still to pay (payment; a refused
 * enrolment's order is not to pay), unread messages (the inbox), favourites, open appeals (appeal), balances to pay
 * (deal) and contracts still being confirmed or signed (trade-contract).
 */
export async function usercentreSummary(deps: SummaryDeps, userId: string): Promise<UsercentreSummary> {
  const { db } = deps;
  const enrolments = await enrolmentCounts(db, userId);
  const [depositsRefunding, depositsUnpaid, unread, favourites, appealsOpen, settlementsDue, contractsOpen] = await Promise.all([
    countOrders(db, userId, DEPOSIT_TABS.refunding.statuses), countOrders(db, userId, DEPOSIT_TABS.unpaid.statuses, enrolments.refusedIds),
    deps.messages.unread(userId), countCollected(db, userId), openAppealCount(db, userId), countSettlementsDue(db, userId),
    countOpenContracts(db, userId),
  ]);
  return {
    enrolmentsInProgress: enrolments.inProgress, bidding: enrolments.bidding, depositsRefunding, depositsUnpaid,
    unreadMessages: unread.total, favourites, appealsOpen, settlementsDue, contractsOpen,
  };
}
