import { z } from 'zod';
import {
  MESSAGE_CODES, USER_TYPE, findAccountRequestSchema, forgetPasswordRequestSchema, registerRequestSchema,
  type UserDetail,
} from '../../../../contract/auth';
import type { Db } from '../../db/connection';
import { ApiError } from '../../http/envelope';
import { newId } from '../../lib/crypto';
import { maskLoginName, maskPhone } from './mask';
import { isUnboundPhone } from './unbound-phone';
import { hashPassword, passwordProblem, passwordStrength } from './passwords';
import { findUserById, findUserByLoginName, findUserByPhone, insertUser, updatePasswordHash, type UserRow } from './repository';

/**
 * The account services registration, password reset and find-account use (ctx.auth fits): SMS code checks and
 * ending every session of a user. Declared here because auth builds on the user accounts, not the other way round.
 */
export interface UserAuthPort {
  sms: { verify(phone: string, purpose: number, code: string): Promise<{ ok: true } | { ok: false; msg: string }> };
  sessions: { revokeAll(userId: string): Promise<void> };
}

/** What the account operations need. */
export interface UserDeps { db: Db; auth: UserAuthPort; now: () => number }

export const USER_MESSAGES = {
  loginNameTaken: '该登录名已被注册，请换一个',
  phoneTaken: '该手机号已注册，请直接登录或找回密码',
  noAccount: (userType: number) => `该手机号未注册${userType === USER_TYPE.organisation ? '机构' : '个人'}账号`,
} as const;

async function checkSms(deps: UserDeps, phone: string, purpose: number, code: string): Promise<void> {
  const checked = await deps.auth.sms.verify(phone, purpose, code);
  if (!checked.ok) throw new ApiError(400, checked.msg);
}

/**
 * Registers a user (authStatus 0 未认证) after checking the password rules, that login name (any case) and phone are
 * free, and the SMS code of purpose 2001 — in that order, so a taken name does not burn the code.
 * @throws ApiError 400 with the Chinese reason.
 */
export async function registerUser(deps: UserDeps, req: z.output<typeof registerRequestSchema>) {
  const problem = passwordProblem(req.password, { loginName: req.loginName, phone: req.phone });
  if (problem) throw new ApiError(400, problem);
  if (await findUserByLoginName(deps.db, req.loginName)) throw new ApiError(400, USER_MESSAGES.loginNameTaken);
  if (await findUserByPhone(deps.db, req.phone)) throw new ApiError(400, USER_MESSAGES.phoneTaken);
  await checkSms(deps, req.phone, MESSAGE_CODES.register, req.code);
  const t = deps.now();
  const id = newId();
  try {
    await insertUser(deps.db, {
      id, loginName: req.loginName, loginNameKey: req.loginName.toLowerCase(), phone: req.phone,
      passwordHash: await hashPassword(req.password), name: req.name ?? '', userType: req.userType,
      passwordChangedTime: t, createTime: t, updateTime: t,
    });
  } catch (err) {
    // Lost a race with a simultaneous registration: report which unique value was taken.
    if (await findUserByLoginName(deps.db, req.loginName)) throw new ApiError(400, USER_MESSAGES.loginNameTaken);
    if (await findUserByPhone(deps.db, req.phone)) throw new ApiError(400, USER_MESSAGES.phoneTaken);
    throw err;
  }
  return { userId: id, loginName: req.loginName, passwordStrength: passwordStrength(req.password) };
}

/**
 * Sets a new password after an SMS code of purpose 2002 and ends every session of the account (refresh families
 * revoked, so their access tokens stop working at once). An unknown phone fails like a wrong code.
 * @throws ApiError 400 with the Chinese reason.
 */
export async function resetPassword(deps: UserDeps, req: z.output<typeof forgetPasswordRequestSchema>): Promise<null> {
  const user = await findUserByPhone(deps.db, req.phone);
  const problem = passwordProblem(req.password, { loginName: user?.loginName, phone: req.phone });
  if (problem) throw new ApiError(400, problem);
  await checkSms(deps, req.phone, MESSAGE_CODES.forgotPassword, req.code);
  if (!user) throw new ApiError(400, '短信验证码不正确');
  await updatePasswordHash(deps.db, user.id, await hashPassword(req.password), deps.now());
  await deps.auth.sessions.revokeAll(user.id);
  return null;
}

/**
 * The masked login name of the account of `phone` and `userType` (§2 /findAccountPerson, /findAccountOrg), after an
 * SMS code of purpose 2002. @throws ApiError 400 for a bad code or when no account of that type has the phone.
 */
export async function findAccount(deps: UserDeps, req: z.output<typeof findAccountRequestSchema>): Promise<{ loginName: string }> {
  await checkSms(deps, req.phone, MESSAGE_CODES.forgotPassword, req.code);
  const user = await findUserByPhone(deps.db, req.phone);
  if (!user || user.userType !== req.userType) throw new ApiError(400, USER_MESSAGES.noAccount(req.userType));
  return { loginName: maskLoginName(user.loginName) };
}

/** §7 user/detail view of a user: §3 userInfo plus id, masked phone and userType. */
export function toUserDetail(user: UserRow): UserDetail {
  return {
    id: user.id, loginName: user.loginName, name: user.name, authStatus: user.authStatus, headImg: user.headImg,
    // a cancelled phone is stored as an `unbound:` placeholder (the column is unique and required): show none
    phone: isUnboundPhone(user.phone) ? '' : maskPhone(user.phone), userType: user.userType,
  };
}

/** The detail of user `id`. @throws ApiError 401 '请求未授权' when the account no longer exists. */
export async function userDetail(db: Db, id: string): Promise<UserDetail> {
  const user = await findUserById(db, id);
  if (!user) throw new ApiError(401, '请求未授权');
  return toUserDetail(user);
}
