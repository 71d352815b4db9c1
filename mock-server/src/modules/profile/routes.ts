import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PROFILE_PATHS, avatarAnswerSchema, cancelPhoneRequestSchema, changePasswordRequestSchema, changePhoneRequestSchema,
  passwordChangedSchema, phoneChangedSchema, securitySummarySchema,
} from '../../../../contract/profile';
import { UPLOAD_MESSAGES } from '../../../../contract/realname';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { tagRoutes, uploadRoute } from '../../http/openapi';
import { get, post } from '../../http/route';
import { currentUser } from '../../http/request-user';
import { avatarIdOf, avatarUrl, type FileStore, receiveOneFile } from '../realname/index';
import { avatarImage } from './avatar-image';
import { replaceHeadImg } from './repository';
import { cancelPhone, changePassword, changePhone, securitySummary } from './service';

/** Profile forms per address and minute; SMS codes and the password check are the real guards. */
const FORM_RATE = { max: 20, timeWindow: 60_000 };

/** The caller's own account (contract/profile.ts): phone, avatar, password, security summary. Prefix `/api`. */
export async function profileRoutes(app: FastifyInstance, opts: { ctx: AppContext; files: FileStore }): Promise<void> {
  tagRoutes(app, '账户设置');
  const { ctx, files } = opts;
  const deps = { db: ctx.db, auth: ctx.auth, now: ctx.now };

  /**
   * POST /api/dscq-user/user/change-phone — { oldCode?, newPhone, newCode } (4004 codes of the current and the new
   * phone). Answer { phone } masked. 400: 请输入原手机号收到的短信验证码, 新手机号不能与原手机号相同, 该手机号已被其他账号绑定, SMS messages.
   */
  post(app, `/${PROFILE_PATHS.changePhone}`, {
    summary: '更换绑定手机号',
    params: changePhoneRequestSchema, answer: phoneChangedSchema, requireUser: true, rateLimit: FORM_RATE,
    handler: (req, request) => changePhone(deps, currentUser(request).id, req),
  });

  /** POST /api/dscq-user/user/cancel-phone — { code, password }: unbinds the phone. Answer null. 400: 密码不正确, SMS messages. */
  post(app, `/${PROFILE_PATHS.cancelPhone}`, {
    summary: '解绑手机号',
    params: cancelPhoneRequestSchema, answer: z.null(), requireUser: true, rateLimit: FORM_RATE,
    handler: (req, request) => cancelPhone(deps, currentUser(request).id, req),
  });

  /**
   * POST /api/dscq-user/user/change-password — { oldPassword, newPassword }. Ends the account's other sessions (their
   * access tokens fail at once); the caller stays logged in. Answer { passwordStrength, revokedSessions }.
   */
  post(app, `/${PROFILE_PATHS.changePassword}`, {
    summary: '修改登录密码',
    params: changePasswordRequestSchema, answer: passwordChangedSchema, requireUser: true, rateLimit: FORM_RATE,
    handler: (req, request) => {
      const user = currentUser(request);
      return changePassword(deps, user.id, user.familyId, req);
    },
  });

  /** GET /api/dscq-user/user/security — the /accountSafe summary (contract securitySummarySchema). */
  get(app, `/${PROFILE_PATHS.security}`, {
    summary: '获取账户安全概况',
    answer: securitySummarySchema, requireUser: true,
    handler: (_params, request) => securitySummary(deps, currentUser(request).id),
  });

  /**
   * POST /api/dscq-user/user/avatar — multipart, one JPG or PNG (≤ 5 MB, judged by content). Stores the avatar made
   * of it (avatar-image.ts: upright, a 240 px square, WebP, no EXIF) and sets headImg to its address; user/detail
   * returns it from then on. The avatar it replaces is deleted (its address answers 404). Answer { headImg, fileId }.
   * 400: upload messages, AVATAR_MESSAGES (nothing is stored).
   */
  app.post(`/${PROFILE_PATHS.avatar}`, {
    ...uploadRoute('上传头像（JPG 或 PNG，不超过 5MB）', avatarAnswerSchema),
    preHandler: app.requireUser, config: { rateLimit: FORM_RATE },
  }, async (request) => {
    const user = currentUser(request);
    const file = await receiveOneFile(request, ['image/jpeg', 'image/png'], UPLOAD_MESSAGES.imageOnly);
    const avatar = await avatarImage(file.bytes);
    const row = await files.save(user.id, 'avatar', avatar, 'image/webp', `${file.name.replace(/\.[^.]*$/, '') || 'avatar'}.webp`);
    const headImg = avatarUrl(row.id);
    const previous = await replaceHeadImg(ctx.db, user.id, headImg, ctx.now());
    await removeReplacedAvatar(files, user.id, previous).catch((err: unknown) => request.log.warn({ err }, 'a replaced avatar was not removed'));
    const answer = { headImg, fileId: row.id };
    return ok(answer);
  });
}

/**
 * Deletes the avatar file at `previous` (a headImg just replaced) when it is one of `userId`'s own avatars: a replaced
 * photo stops being served at its public address. Anything else (an empty or older headImg) is left alone.
 */
async function removeReplacedAvatar(files: FileStore, userId: string, previous: string): Promise<void> {
  const id = avatarIdOf(previous);
  const row = id ? await files.find(id) : null;
  if (row?.purpose === 'avatar' && row.ownerUserId === userId) await files.remove(row, async () => true);
}
