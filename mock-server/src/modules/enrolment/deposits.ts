import type { MessageService } from '../messages/index';
import type { DepositEnrolments } from '../payment/index';
import { confirmDeposit } from './confirm';
import { findApplicationById } from './repository';

/**
 * The enrolment side of a deposit, handed to the payment module at wiring (app.ts, the payment CLI): confirmation
 * stores its inbox message through `messages` in the payment's transaction.
 */
export function createDepositEnrolments(messages: MessageService): DepositEnrolments {
  return {
    confirm: (trx, enrolmentId, now) => confirmDeposit(messages, trx, enrolmentId, now),
    bidderCode: async (db, enrolmentId) => (await findApplicationById(db, enrolmentId))?.bidderCode ?? null,
  };
}
