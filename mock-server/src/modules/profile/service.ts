import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AUTH_STATUS_LABELS, MESSAGE_CODES } from '../../../../contract/auth';
import type { cancelPhoneRequestSchema, changePasswordRequestSchema, changePhoneRequestSchema, SecuritySummary } from '../../../../contract/profile';
import { maskPhone } from '../../../../contract/rules/mask';
import { PASSWORD_STRENGTH_LABELS, passwordStrength, type PasswordStrength } from '../../../../contract/rules/password-strength';
import type { Db } from '../../db/connection';
import { ApiError } from '../../http/envelope';
import { beijingTime } from '../../http/wire';
import type { AuthServices } from '../auth/index';
import { latestRecord } from '../realname/index';
import {
  findUserById, findUserByPhone, hashPassword, isUnboundPhone, passwordProblem, UNBOUND_PREFIX, updatePasswordHash, verifyPassword, type UserRow,
} from '../user/index';
import {
  activeSessionCount, loginTimes, revokeOtherFamilies, saveStrength, storedStrength, updatePhone,
} from './repository';

export const PROFILE_MESSAGES = {
  oldCodeMissing: '请输入原手机号收到的短信验证码',
  samePhone: '新手机号不能与原手机号相同',
  phoneTaken: '该手机号已被其他账号绑定',
  noPhone: '账号未绑定手机号',
  wrongPassword: '原密码不正确',
  wrongCurrentPassword: '密码不正确',
  samePassword: '新密码不能与原密码相同',
} as const;

/** What the profile operations need. */
export interface ProfileDeps { db: Db; auth: AuthServices; now: () => number }

async function owner(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError(401, '请求未授权');
  return user;
}

async function checkCode(deps: ProfileDeps, phone: string, code: string): Promise<void> {
  const checked = await deps.auth.sms.verify(phone, MESSAGE_CODES.default, code);
  if (!checked.ok) throw new ApiError(400, checked.msg);
}

/**
 * Binds `newPhone` after the 4004 codes of the current phone (skipped when none is bound) and of the new phone.
 * Cheap refusals (same phone, taken phone) come before the codes so they do not burn them.
 * @throws ApiError 400 with the Chinese reason
 */
export async function changePhone(deps: ProfileDeps, userId: string, req: z.output<typeof changePhoneRequestSchema>): Promise<{ phone: string }> {
  const user = await owner(deps.db, userId);
  const bound = !isUnboundPhone(user.phone);
  if (bound && req.newPhone === user.phone) throw new ApiError(400, PROFILE_MESSAGES.samePhone);
  if (await findUserByPhone(deps.db, req.newPhone)) throw new ApiError(400, PROFILE_MESSAGES.phoneTaken);
  if (bound) {
    if (!req.oldCode) throw new ApiError(400, PROFILE_MESSAGES.oldCodeMissing);
    await checkCode(deps, user.phone, req.oldCode);
  }
  await checkCode(deps, req.newPhone, req.newCode);
  if (!(await updatePhone(deps.db, userId, req.newPhone, deps.now()))) throw new ApiError(400, PROFILE_MESSAGES.phoneTaken);
  return { phone: maskPhone(req.newPhone) };
}

/** Unbinds the phone after the password and the current phone's 4004 code. @throws ApiError 400 */
export async function cancelPhone(deps: ProfileDeps, userId: string, req: z.output<typeof cancelPhoneRequestSchema>): Promise<null> {
  const user = await owner(deps.db, userId);
  if (isUnboundPhone(user.phone)) throw new ApiError(400, PROFILE_MESSAGES.noPhone);
  if (!(await verifyPassword(user.passwordHash, req.password))) throw new ApiError(400, PROFILE_MESSAGES.wrongCurrentPassword);
  await checkCode(deps, user.phone, req.code);
  await updatePhone(deps.db, userId, UNBOUND_PREFIX + randomBytes(6).toString('hex'), deps.now());
  return null;
}

/**
 * Replaces the password after checking the old one and the account rules, then ends every other session.
 * @throws ApiError 400 原密码不正确 / 新密码不能与原密码相同 / password rule messages
 */
export async function changePassword(
  deps: ProfileDeps, userId: string, familyId: string, req: z.output<typeof changePasswordRequestSchema>,
): Promise<{ passwordStrength: number; revokedSessions: number }> {
  const user = await owner(deps.db, userId);
  if (!(await verifyPassword(user.passwordHash, req.oldPassword))) throw new ApiError(400, PROFILE_MESSAGES.wrongPassword);
  if (req.newPassword === req.oldPassword) throw new ApiError(400, PROFILE_MESSAGES.samePassword);
  const problem = passwordProblem(req.newPassword, { loginName: user.loginName, phone: user.phone });
  if (problem) throw new ApiError(400, problem);
  const t = deps.now();
  await updatePasswordHash(deps.db, userId, await hashPassword(req.newPassword), t);
  const strength = passwordStrength(req.newPassword);
  await saveStrength(deps.db, userId, strength, t);
  return { passwordStrength: strength, revokedSessions: await revokeOtherFamilies(deps.db, userId, familyId) };
}

/** The /accountSafe summary (contract securitySummarySchema). */
export async function securitySummary(deps: ProfileDeps, userId: string): Promise<SecuritySummary> {
  const user = await owner(deps.db, userId);
  const bound = !isUnboundPhone(user.phone);
  const strength = ((await storedStrength(deps.db, userId)) ?? 0) as PasswordStrength;
  const [last, previous] = await loginTimes(deps.db, userId, 2);
  const record = await latestRecord(deps.db, userId);
  return {
    loginName: user.loginName, phone: bound ? maskPhone(user.phone) : '', phoneBound: bound,
    passwordSet: user.passwordHash !== '', passwordStrength: strength,
    passwordStrengthLabel: strength === 0 ? '未知' : PASSWORD_STRENGTH_LABELS[strength],
    passwordChangedAt: beijingTime(user.passwordChangedTime),
    authStatus: user.authStatus, authStatusLabel: AUTH_STATUS_LABELS[user.authStatus] ?? '',
    realnameKind: record?.kind === 'org' ? 'org' : record?.kind === 'person' ? 'person' : '',
    lastLoginAt: beijingTime(last), previousLoginAt: beijingTime(previous),
    activeSessions: await activeSessionCount(deps.db, userId, deps.now()),
  };
}
