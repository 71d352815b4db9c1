import { z } from 'zod';
import { MESSAGE_CODES } from './constants';
import { tokenErrorSchema } from './envelope';
import { msg } from './i18n';
import { LOGIN_NAME_PATTERN, PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from './auth-rules';

export { AUTH_PATHS, AUTH_STATUS, USER_TYPE } from './auth-paths';

export const AUTH_STATUS_LABELS: Record<number, string> = { 0: msg('未认证'), 1: msg('认证中'), 2: msg('认证未通过'), 3: msg('已认证') };
/** SMS purposes (§9 message codes): 4004 login / default, 2001 register, 2002 forgot password and find account. */
export { MESSAGE_CODES };

export {
  PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MESSAGES, LOGIN_NAME_PATTERN, SMS_CODE_LENGTH, CAPTCHA_TTL_S, SMS_CODE_TTL_S,
  SMS_RESEND_INTERVAL_S, SMS_DAILY_LIMIT,
} from './auth-rules';

/** The 401 envelope messages of protected calls: no token at all, and a bad / expired / revoked one. */
export const MISSING_TOKEN_MSG = msg('缺失令牌,鉴权失败');
export const UNAUTHORIZED_MSG = msg('请求未授权');

/** Mobile number with the §5 messages: empty, length not 11, not 1xxxxxxxxxx. */
export const phoneSchema = z.string({ message: msg('手机号码不能为空') }).trim()
  .min(1, msg('手机号码不能为空'))
  .refine((v) => v.length === 11, msg('手机号码长度不为11位'))
  .refine((v) => /^1\d{10}$/.test(v), msg('手机号码格式不正确'));
export const smsCodeSchema = z.string({ message: msg('短信验证码不能为空') }).trim().regex(/^\d{6}$/, msg('短信验证码为6位数字'));
export const passwordSchema = z.string({ message: PASSWORD_MESSAGES.empty })
  .min(1, PASSWORD_MESSAGES.empty).min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort).max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong);
export const loginNameSchema = z.string({ message: msg('登录名不能为空') }).trim()
  .regex(LOGIN_NAME_PATTERN, msg('登录名须为4-20位字母、数字或下划线，且以字母开头'));
/** userType as 1 / 2 (numbers or numeric strings) or the words 'person' / 'organisation'. */
export const userTypeSchema = z.preprocess(
  (v) => (v === 'person' ? 1 : v === 'organisation' ? 2 : v),
  z.coerce.number({ message: msg('用户类型不能为空') }).refine((v) => v === 1 || v === 2, msg('用户类型只能是 1（个人）或 2（机构）')),
).transform((v) => v as 1 | 2);

const captchaFields = {
  uuid: z.string({ message: msg('验证码标识不能为空') }).trim().min(1, msg('验证码标识不能为空')).max(64),
  captcha: z.string({ message: msg('图形验证码不能为空') }).trim().min(1, msg('图形验证码不能为空')).max(16),
};

/**
 * POST /oauth/token parameters per grant (query string, form or JSON body; §7). `password` is the base64
 * RSA-OAEP-256 ciphertext of the UTF-8 password under the key of {@link publicKeyAnswerSchema}.
 */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'), username: z.string({ message: msg('用户名不能为空') }).trim().min(1, msg('用户名不能为空')).max(64),
  password: z.string({ message: msg('密码不能为空') }).min(1, msg('密码不能为空')).max(1024), scope: z.string().optional(), ...captchaFields,
});
export const verifyCodeGrantSchema = z.object({ grant_type: z.literal('verify_code'), telPhone: phoneSchema, code: smsCodeSchema, ...captchaFields });
export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'), refresh_token: z.string({ message: msg('刷新令牌不能为空') }).min(1, msg('刷新令牌不能为空')).max(256),
});
export const clientCredentialsGrantSchema = z.object({ grant_type: z.literal('client_credentials'), scope: z.string().optional() });
/** Accepted for a clear answer only: the server refuses it with 400 '不支持的授权类型'. */
export const authorizationCodeGrantSchema = z.object({ grant_type: z.literal('authorization_code'), code: z.string().optional() });
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema, verifyCodeGrantSchema, refreshGrantSchema, clientCredentialsGrantSchema, authorizationCodeGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;
export type GrantType = TokenRequest['grant_type'];

/**
 * The token answer for a user (flat snake_case, NOT the envelope). expires_in in seconds; user_id = baseUserId;
 * account = loginName; user_name = the stored name, or loginName when there is none; authStatus as in user detail.
 * A disabled account with the right credentials gets isAllowAccess false, empty tokens and expires_in 0 (§4 Session).
 */
export const tokenAnswerSchema = z.object({
  access_token: z.string(), refresh_token: z.string(), token_type: z.literal('bearer'), expires_in: z.number().int().nonnegative(),
  scope: z.string(), user_id: z.string(), account: z.string(), user_name: z.string(), authStatus: z.number().int(),
  isAllowAccess: z.boolean(), baseUserId: z.string(),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;
/** client_credentials answer: an access token without a user (scope 'read'), no refresh token. */
export const clientTokenAnswerSchema = z.object({
  access_token: z.string(), token_type: z.literal('bearer'), expires_in: z.number().int().positive(), scope: z.literal('read'),
});
export type ClientTokenAnswer = z.infer<typeof clientTokenAnswerSchema>;
/**
 * Token failure `{ error_code, error_description }` (Chinese). HTTP 400 bad credentials / captcha / code / grant,
 * 401 unknown client or bad refresh token, 403 account disabled, 429 too many failures (description says when to retry).
 */
export { tokenErrorSchema };
export type TokenError = z.infer<typeof tokenErrorSchema>;

/** Image captcha (§3 Captcha): key to send back as `uuid`, image a `data:image/svg+xml;base64,…` URL. Valid 2 min, one check. */
export const captchaAnswerSchema = z.object({ key: z.string(), image: z.string() });
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;
/** The login public key: base64 DER SPKI, import with WebCrypto `importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' })`. */
export const publicKeyAnswerSchema = z.object({ algorithm: z.literal('RSA-OAEP-256'), keyId: z.string(), spki: z.string() });
export type PublicKeyAnswer = z.infer<typeof publicKeyAnswerSchema>;

const messageCodeSchema = z.coerce.number().refine(
  (v) => (Object.values(MESSAGE_CODES) as number[]).includes(v), msg('短信类型只能是 4004、2001 或 2002'),
).default(MESSAGE_CODES.default);
/**
 * POST sms/no-login/code: needs a solved image captcha (`uuid` = the captcha key, `captcha` = the answer; consumed by
 * this call, right or wrong). 2001 to a registered phone is refused; 2002 to an unknown phone answers as if sent.
 */
export const smsNoLoginRequestSchema = z.object({ phone: phoneSchema, messageCode: messageCodeSchema, ...captchaFields });
/** POST sms/code (logged in): to `phone` when given (e.g. a new phone), else to the user's own phone. */
export const smsLoginRequestSchema = z.object({ phone: phoneSchema.optional(), messageCode: messageCodeSchema });
/** What an SMS send answers: the masked target, the code lifetime and the wait before the next send (seconds). */
export const smsSentSchema = z.object({ phone: z.string(), expiresIn: z.number().int(), resendIn: z.number().int() });
export type SmsSent = z.infer<typeof smsSentSchema>;

/** POST user/register (JSON body): SMS code of purpose 2001; password in plain text over HTTPS. Answer {@link registeredSchema}. */
export const registerRequestSchema = z.object({
  loginName: loginNameSchema, phone: phoneSchema, code: smsCodeSchema, password: passwordSchema, userType: userTypeSchema,
  name: z.string().trim().max(64, msg('名称不能超过64个字符')).optional(),
});
/** passwordStrength: the §5 score 0–4 (digit, lower, upper, symbol classes), advisory only. */
export const registeredSchema = z.object({ userId: z.string(), loginName: z.string(), passwordStrength: z.number().int() });
/** POST user/forget-password: SMS code of purpose 2002; ends every session of the account. Answer data null. */
export const forgetPasswordRequestSchema = z.object({ phone: phoneSchema, code: smsCodeSchema, password: passwordSchema });
/** POST user/find-account: SMS code of purpose 2002. Answer `{ loginName }` masked, e.g. 'de***on'. */
export const findAccountRequestSchema = z.object({ phone: phoneSchema, code: smsCodeSchema, userType: userTypeSchema });
export const findAccountAnswerSchema = z.object({ loginName: z.string() });

/** GET user/detail (bearer): §3 userInfo plus id, phone masked '138****1234' (§5 Masking) and userType. */
export const userDetailSchema = z.object({
  id: z.string(), loginName: z.string(), name: z.string(), authStatus: z.number().int(), headImg: z.string(),
  phone: z.string(), userType: z.number().int(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** GET /api/dev/sms-outbox?phone= (EXCHANGE_DEV_TOOLS=1 only): the sandbox's latest messages, newest first. */
export const devSmsMessageSchema = z.object({
  id: z.string(), phone: z.string(), messageCode: z.number().int(), code: z.string(), content: z.string(), createTime: z.string(),
});
export type DevSmsMessage = z.infer<typeof devSmsMessageSchema>;
/** GET /api/dev/captcha/:key (EXCHANGE_DEV_TOOLS=1 only): the plain answer of a live captcha. */
export const devCaptchaAnswerSchema = z.object({ answer: z.string() });
export const DEV_PATHS = { smsOutbox: 'dev/sms-outbox', captcha: 'dev/captcha' } as const;
