import type { FastifyInstance } from 'fastify';
import {
  AUTH_PATHS, MESSAGE_CODES, smsLoginRequestSchema, smsNoLoginRequestSchema, smsSentSchema,
} from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { post } from '../../http/route';
import { currentUser } from '../../http/request-user';
import { findUserById, findUserByPhone } from './repository';
import { USER_MESSAGES } from './service';

/** Logged-in sends per address and minute; the per-phone limits (60 s apart, 10 a day) are checked by the code service. */
const SMS_RATE = { max: 30, timeWindow: 60_000 };
const HOUR_MS = 3_600_000;

/**
 * Requests without a login per address and hour (SMS_ADDRESS_HOURLY_LIMIT), counted whatever their outcome (a wrong
 * captcha too), answered 429 with the wait in minutes. The error object is what @fastify/rate-limit throws, so the
 * envelope carries this message.
 */
const anonymousRate = (max: number) => ({
  max, timeWindow: HOUR_MS,
  errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
    new ApiError(429, `获取短信验证码过于频繁（每个网络每小时最多 ${max} 次），请 ${Math.max(1, Math.ceil(context.ttl / 60_000))} 分钟后再试`),
});

/** The dscq-user service's SMS codes (§7, §9 message codes). Prefix `/api`. */
export async function smsRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '用户');
  const { ctx } = opts;
  const { db, auth } = ctx;

  /**
   * POST /api/dscq-user/sms/no-login/code — { phone, messageCode 4004 (default, login) | 2001 register | 2002
   * forgot password / find account, uuid, captcha }: a solved image captcha (GET blade-auth/oauth/captcha), consumed
   * by this call; missing → 400 '验证码标识不能为空' / '图形验证码不能为空', wrong, expired or used → 400 with the
   * captcha's message. Checked before anything about the phone, so nothing is learnt or sent without one.
   * 2001 to a registered phone → 400 '该手机号已注册…'. 4004 and 2002 to an unknown phone answer exactly as if sent
   * (same data, same limits) but nothing is sent, so the call does not reveal who is registered.
   * Answer: SmsSent { phone masked, expiresIn 300, resendIn 60 }. 429 within 60 s of the phone's last code, past 10
   * codes per phone and Beijing day, past SMS_ADDRESS_HOURLY_LIMIT requests per address and hour (default 10), or
   * once SMS_HOURLY_LIMIT codes (default 500) were issued in the last hour. SMS pumping costs the exchange per message.
   */
  post(app, `/${AUTH_PATHS.smsNoLoginCode}`, {
    summary: '发送短信验证码（未登录，需图形验证码）',
    params: smsNoLoginRequestSchema, answer: smsSentSchema, rateLimit: anonymousRate(ctx.config.SMS_ADDRESS_HOURLY_LIMIT),
    handler: async ({ phone, messageCode, uuid, captcha }) => {
      const solved = await auth.captcha.check(uuid, captcha);
      if (!solved.ok) throw new ApiError(400, solved.msg);
      const registered = (await findUserByPhone(db, phone)) !== null;
      if (messageCode === MESSAGE_CODES.register && registered) throw new ApiError(400, USER_MESSAGES.phoneTaken);
      return auth.sms.send(phone, messageCode, {
        deliver: messageCode === MESSAGE_CODES.register || registered, hourlyCap: ctx.config.SMS_HOURLY_LIMIT,
      });
    },
  });

  /**
   * POST /api/dscq-user/sms/code (bearer) — { phone?, messageCode? (default 4004) }: a code to the caller's own
   * phone, or to `phone` when given (e.g. a new phone being bound). No image captcha: the caller is an account, bound
   * by the per-phone limits and 30 calls per address and minute; same answer as the no-login call.
   */
  post(app, `/${AUTH_PATHS.smsCode}`, {
    summary: '发送短信验证码（已登录）',
    params: smsLoginRequestSchema, answer: smsSentSchema, rateLimit: SMS_RATE, requireUser: true,
    handler: async ({ phone, messageCode }, request) => {
      const user = await findUserById(db, currentUser(request).id);
      if (!user) throw new ApiError(401, '请求未授权');
      return auth.sms.send(phone ?? user.phone, messageCode, { deliver: true });
    },
  });
}
