import type { FastifyInstance } from 'fastify';
import {
  AUTH_PATHS, MESSAGE_CODES, smsLoginRequestSchema, smsNoLoginRequestSchema, smsSentSchema,
} from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { post } from '../../http/route';
import { currentUser } from '../auth/require-user';
import { findUserById, findUserByPhone } from './repository';
import { USER_MESSAGES } from './service';

/** Sends per address and minute; the per-phone limits (60 s apart, 10 a day) are checked by the code service. */
const SMS_RATE = { max: 30, timeWindow: 60_000 };

/** The dscq-user service's SMS codes (§7, §9 message codes). Prefix `/api`. */
export async function smsRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const { db, auth } = ctx;

  /**
   * POST /api/dscq-user/sms/no-login/code — { phone, messageCode 4004 (default, login) | 2001 register | 2002
   * forgot password / find account }. 2001 to a registered phone → 400 '该手机号已注册…'. 4004 and 2002 to an unknown
   * phone answer exactly as if sent (same data, same limits) but nothing is sent, so the call does not reveal
   * who is registered. Answer: SmsSent { phone masked, expiresIn 300, resendIn 60 }. 429 '短信发送过于频繁，请 N 秒后再试'
   * within 60 s of the phone's last code, or past 10 codes per Beijing day.
   */
  post(app, ctx, `/${AUTH_PATHS.smsNoLoginCode}`, {
    params: smsNoLoginRequestSchema, answer: smsSentSchema, rateLimit: SMS_RATE,
    handler: async ({ phone, messageCode }) => {
      const registered = (await findUserByPhone(db, phone)) !== null;
      if (messageCode === MESSAGE_CODES.register && registered) throw new ApiError(400, USER_MESSAGES.phoneTaken);
      return auth.sms.send(phone, messageCode, { deliver: messageCode === MESSAGE_CODES.register || registered });
    },
  });

  /**
   * POST /api/dscq-user/sms/code (bearer) — { phone?, messageCode? (default 4004) }: a code to the caller's own
   * phone, or to `phone` when given (e.g. a new phone being bound). Same answer and limits as the no-login call.
   */
  post(app, ctx, `/${AUTH_PATHS.smsCode}`, {
    params: smsLoginRequestSchema, answer: smsSentSchema, rateLimit: SMS_RATE, requireUser: true,
    handler: async ({ phone, messageCode }, request) => {
      const user = await findUserById(db, currentUser(request).id);
      if (!user) throw new ApiError(401, '请求未授权');
      return auth.sms.send(phone ?? user.phone, messageCode, { deliver: true });
    },
  });
}
