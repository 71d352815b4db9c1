import type { Queryable } from '../../db/queryable';
import type { DepositEnrolments } from '../payment/index';
import { markBidderDepositsRefunded } from './bidder-repository';
import { confirmDeposit } from './confirm';
import { lotsOf } from './application-lots';
import { findApplicationById } from './repository';

/** The enrolment side of a deposit, handed to the payment module at wiring (app.ts, the payment CLI). */
export const depositEnrolments: DepositEnrolments = {
  confirm: confirmDeposit,
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
