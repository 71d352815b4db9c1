import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AUTH_PATHS, findAccountAnswerSchema, findAccountRequestSchema, forgetPasswordRequestSchema, registerRequestSchema,
  registeredSchema, userDetailSchema,
} from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { get, post } from '../../http/route';
import { currentUser } from '../../http/request-user';
import { findAccount, registerUser, resetPassword, userDetail } from './service';

/** Account forms per address and minute; the SMS code's own try limit is the real guard. */
const FORM_RATE = { max: 20, timeWindow: 60_000 };

/** The dscq-user service's accounts (§2 /register, /findPassword, /findAccount*, §7). Prefix `/api`. */
export async function userRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '用户');
  const { ctx } = opts;
  const deps = { db: ctx.db, auth: ctx.auth, now: ctx.now };

  /**
   * POST /api/dscq-user/user/register — body { loginName (4–20 letters, digits, '_', starting with a letter),
   * phone, code (SMS, message code 2001), password (8–64, not a common password), userType 1 person / 2
   * organisation (or 'person' / 'organisation'), name? }. Creates the user with authStatus 0.
   * Answer: { userId, loginName, passwordStrength }. 400 with a Chinese msg: taken name or phone, weak or common
   * password, wrong / expired SMS code.
   */
  post(app, `/${AUTH_PATHS.register}`, {
    summary: '注册账号',
    params: registerRequestSchema, answer: registeredSchema, rateLimit: FORM_RATE,
    handler: (req) => registerUser(deps, req),
  });

  /**
   * POST /api/dscq-user/user/forget-password — body { phone, code (SMS, 2002), password }. Sets the new password
   * and revokes every existing session of the account. Answer: data null. 400: password rules, wrong code.
   */
  post(app, `/${AUTH_PATHS.forgetPassword}`, {
    summary: '通过短信验证码重置密码',
    params: forgetPasswordRequestSchema, answer: z.null(), rateLimit: FORM_RATE,
    handler: (req) => resetPassword(deps, req),
  });

  /**
   * POST /api/dscq-user/user/find-account — body { phone, code (SMS, 2002), userType 1 / 2 }.
   * Answer: { loginName } masked, e.g. 'zh***an'. 400: wrong code, or no account of that type for the phone.
   */
  post(app, `/${AUTH_PATHS.findAccount}`, {
    summary: '通过短信验证码找回登录账号',
    params: findAccountRequestSchema, answer: findAccountAnswerSchema, rateLimit: FORM_RATE,
    handler: (req) => findAccount(deps, req),
  });

  /**
   * GET /api/dscq-user/user/detail — the caller's profile (bearer token). Answer: UserDetail { id, loginName, name,
   * authStatus, headImg, phone '138****1234', userType } (§3 userInfo, §4 Displayed user name). 401 without a valid token.
   */
  get(app, `/${AUTH_PATHS.userDetail}`, {
    summary: '获取当前登录用户信息',
    answer: userDetailSchema, requireUser: true,
    handler: (_params, request) => userDetail(ctx.db, currentUser(request).id),
  });
}
