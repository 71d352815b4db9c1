import { AUTH_STATUS } from '../../../../contract/auth';
import type { EnrolmentCheckAnswer, LicenceCheckAnswer } from '../../../../contract/realname';
import type { Db } from '../../db/connection';
import { ApiError } from '../../http/envelope';
import { findUserById } from '../user/index';
import type { VerificationProvider } from './provider';
import { projectExists } from './repository';

export const ENROLMENT_REASONS = {
  notVerified: { code: 'notVerified', msg: '请先完成实名认证后再报名' },
  verifying: { code: 'verifying', msg: '实名认证正在审核中，审核通过后才能报名' },
  verificationRejected: { code: 'verificationRejected', msg: '实名认证未通过，请重新提交实名认证' },
  projectNotFound: { code: 'projectNotFound', msg: '项目不存在或已下架' },
} as const;

/**
 * §7 enrolment check: may `userId` enrol in project `assetsId`? Only an approved real-name verification (authStatus
 * 3, person or organisation — every project accepts both kinds today) allows it. Every failing condition is listed,
 * so the screen can show all at once; the enrolment work adds its own conditions (window, deposit, …) here.
 * @throws ApiError 401 when the account no longer exists
 */
export async function enrolmentCheck(db: Db, userId: string, assetsId: string): Promise<EnrolmentCheckAnswer> {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError(401, '请求未授权');
  const reasons: Array<{ code: string; msg: string }> = [];
  if (!(await projectExists(db, assetsId))) reasons.push(ENROLMENT_REASONS.projectNotFound);
  if (user.authStatus === AUTH_STATUS.unverified) reasons.push(ENROLMENT_REASONS.notVerified);
  else if (user.authStatus === AUTH_STATUS.verifying) reasons.push(ENROLMENT_REASONS.verifying);
  else if (user.authStatus === AUTH_STATUS.rejected) reasons.push(ENROLMENT_REASONS.verificationRejected);
  else if (user.authStatus !== AUTH_STATUS.verified) reasons.push(ENROLMENT_REASONS.notVerified);
  return { allowed: reasons.length === 0, reasons };
}

/**
 * §7 business-licence check through the provider: { valid, msg } with msg '' when valid, else the GB 32100 rule
 * message or the registry's reason. Never throws for a bad code: the form shows msg inline (§8 caller-handled).
 */
export function licenceCheck(provider: VerificationProvider, creditCode: string, orgName: string): Promise<LicenceCheckAnswer> {
  return provider.checkLicence(creditCode, orgName);
}
