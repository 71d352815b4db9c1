import type { Queryable } from '../../db/queryable';
import type { MessageService } from '../messages/index';
import type { DepositEnrolments } from '../payment/index';
import { markBidderDepositsRefunded } from './bidder-repository';
import { confirmDeposit } from './confirm';
import { lotsOf } from './application-lots';
import { findApplicationById } from './repository';

/**
 * The enrolment side of a deposit, handed to the payment module at wiring (app.ts, the payment CLI): confirmation
 * stores its inbox message through `messages` in the payment's transaction; the lots an application covers, its state
 * (a refused one cannot be paid) and the bidder rows' refund.
 */
export function createDepositEnrolments(messages: MessageService): DepositEnrolments {
  return {
    confirm: (trx, enrolmentId, now) => confirmDeposit(messages, trx, enrolmentId, now),
    bidderCode: async (db, enrolmentId) => (await findApplicationById(db, enrolmentId))?.bidderCode ?? null,
    lots: async (db, enrolmentId) => {
      const app = await findApplicationById(db, enrolmentId);
      return app ? lotsOf(app) : [];
    },
    state: async (db, enrolmentId) => (await findApplicationById(db, enrolmentId))?.state ?? null,
    refunded: async (trx: Queryable, enrolmentId, now) => {
      const app = await findApplicationById(trx, enrolmentId);
      if (app) await markBidderDepositsRefunded(trx, app.userId, lotsOf(app), now);
    },
  };
}
