import type { DepositEnrolments } from '../payment/index';
import { confirmDeposit } from './confirm';
import { findApplicationById } from './repository';

/** The enrolment side of a deposit, handed to the payment module at wiring (app.ts, the payment CLI). */
export const depositEnrolments: DepositEnrolments = {
  confirm: confirmDeposit,
  bidderCode: async (db, enrolmentId) => (await findApplicationById(db, enrolmentId))?.bidderCode ?? null,
};
