import { z } from 'zod';
import { passwordSchema, smsCodeSchema } from './auth';
import { mobileSchema } from './rules/schemas';
import { msg } from './i18n';

/**
 * The logged-in user's own account (§2 /accountSafe, /updatePassWord, /memberEditPhone, /memberEditHead). Paths
 * are relative to `/api/`; every call needs the bearer token (401 otherwise). SMS codes come from POST
 * dscq-user/sms/code with messageCode 4004 (§9 default): without `phone` to the current phone, with `phone` to the new one.
 */
export const PROFILE_PATHS = {
  changePhone: 'dscq-user/user/change-phone',
  cancelPhone: 'dscq-user/user/cancel-phone',
  /** POST multipart/form-data, one JPG or PNG part named `file` (≤ 5 MB). */
  avatar: 'dscq-user/user/avatar',
  changePassword: 'dscq-user/user/change-password',
  security: 'dscq-user/user/security',
} as const;

/**
 * POST changePhone (JSON): oldCode — the 4004 code sent to the current phone (required while a phone is bound);
 * newPhone + newCode — the 4004 code sent to the new phone. Both codes are checked (and consumed) before anything
 * changes. Answer {@link phoneChangedSchema} (masked). 400: missing / wrong / expired code, new phone equal to the
 * old one or taken by another account.
 */
export const changePhoneRequestSchema = z.object({ oldCode: smsCodeSchema.optional(), newPhone: mobileSchema, newCode: smsCodeSchema });
export const phoneChangedSchema = z.object({ phone: z.string() });

/**
 * POST cancelPhone (JSON): unbinds the phone from the account (注销手机号). Needs the 4004 code sent to the current
 * phone AND the password, because afterwards the account can no longer log in or recover by SMS. Answer data null.
 * The account then has no phone: SMS login, find-account and phone-based real-name checks stop working until
 * a phone is bound again with changePhone (which then needs no oldCode).
 */
export const cancelPhoneRequestSchema = z.object({ code: smsCodeSchema, password: z.string({ message: msg('密码不能为空') }).min(1, msg('密码不能为空')).max(128) });

/**
 * POST changePassword (JSON): oldPassword, newPassword (the account password rules: 8–64, not common, not the login
 * name or phone). Ends every OTHER session of the account; the caller's session stays logged in.
 * Answer { passwordStrength } (§5 score 0–4). 400: wrong old password, rules, new equal to old.
 */
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string({ message: msg('原密码不能为空') }).min(1, msg('原密码不能为空')).max(128),
  newPassword: passwordSchema,
});
export const passwordChangedSchema = z.object({ passwordStrength: z.number().int(), revokedSessions: z.number().int() });

/**
 * POST avatar answer: the new headImg (a site path such as '/files/avatar/<id>') that user/detail now returns.
 * Avatars are the one kind of upload readable without the owner's token (an <img> cannot send it); the id is 32
 * random hex characters, so the address itself is the capability. Identity documents stay owner-only.
 */
export const avatarAnswerSchema = z.object({ headImg: z.string(), fileId: z.string() });

/**
 * POST avatar refusals beyond the upload's own (UPLOAD_MESSAGES): a picture whose pixels cannot be decoded, and one
 * larger than the server decodes (64 megapixels). The stored avatar is a small square WebP made from the upload.
 */
export const AVATAR_MESSAGES = {
  unreadable: msg('图片无法识别，请换一张 JPG 或 PNG 图片'),
  tooManyPixels: msg('图片尺寸过大，请上传不超过 6400 万像素的图片'),
} as const;

/**
 * GET security (account-security summary of /accountSafe): phone masked (§5, '' when unbound), whether a password
 * is set and a strength hint (§5 score of the LAST password set through this server, 0 when unknown: only the hash
 * is kept), real-name status (§3 authStatus + label + kind), the latest login and the one before it (Beijing
 * 'YYYY-MM-DD HH:mm:ss', '' when none) and how many sessions are open.
 */
export const securitySummarySchema = z.object({
  loginName: z.string(),
  phone: z.string(),
  phoneBound: z.boolean(),
  passwordSet: z.boolean(),
  passwordStrength: z.number().int(),
  passwordStrengthLabel: z.string(),
  passwordChangedAt: z.string(),
  authStatus: z.number().int(),
  authStatusLabel: z.string(),
  realnameKind: z.enum(['', 'person', 'org']),
  lastLoginAt: z.string(),
  previousLoginAt: z.string(),
  activeSessions: z.number().int(),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;
