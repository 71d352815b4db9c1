import type { FastifyInstance } from 'fastify';
import {
  attachmentLogAnswerSchema, attachmentLogRequestSchema, DETAIL_PATHS, verifyCodeAnswerSchema, verifyCodeRequestSchema,
} from '../../../../contract/project-detail';
import { ENROLMENT_REASONS } from '../../../../contract/enrolment';
import type { AppContext } from '../../context';
import { ApiError, found } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { post } from '../../http/route';
import { currentUser } from '../../http/request-user';
import { newId } from '../../lib/crypto';
import { hasDirectionalAccess, isDirectional, unlockWithCode } from './access';
import { downloadCount, findAttachment, findProfile, insertAttachmentDownload } from './repository';
import { requireProject } from './service';
import { clientIp, optionalUserId } from './viewer';

/** Code attempts per address and minute: the codes are short, so guessing must be slow. */
const VERIFY_RATE = { max: 10, timeWindow: 60_000 };

/** Attachment download log and the directional release code (§7 client-attachment-log/submit, assets-detail/verify-code). */
export async function detailAttachmentRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '项目详情');
  const { ctx } = opts;
  const { db } = ctx;

  /**
   * POST /api/dscq-project/client-attachment-log/submit { assetsId, attachmentId } — records a download (with the user
   * when a valid token comes along) and answers { downloadCount, url }. 404 '附件不存在' (also for another project's
   * attachment); 403 '该项目为定向发布项目，请先输入定向码' while a directional project is locked for the caller.
   */
  post(app, `/${DETAIL_PATHS.attachmentLog}`, {
    summary: '记录附件下载并返回下载地址',
    params: attachmentLogRequestSchema, answer: attachmentLogAnswerSchema,
    handler: async ({ assetsId, attachmentId }, request) => {
      const project = await requireProject(db, assetsId);
      const attachment = found(await findAttachment(db, assetsId, attachmentId), '附件不存在');
      const userId = await optionalUserId(ctx, request);
      if (!(await hasDirectionalAccess(db, assetsId, userId, await findProfile(db, project)))) {
        throw new ApiError(403, ENROLMENT_REASONS.directionalCodeRequired.msg);
      }
      await insertAttachmentDownload(db, {
        id: newId(), attachmentId, assetsId, userId: userId ?? '', ip: clientIp(request), createTime: ctx.now(),
      });
      return { downloadCount: await downloadCount(db, assetsId), url: attachment.url };
    },
  });

  /**
   * POST /api/dscq-project/assets-detail/verify-code { assetsId, code } (login required) — checks the project's
   * directional code (stored as a scrypt hash; case and spaces ignored) and remembers a correct one for the caller,
   * who may then see the restricted tabs and enrol. Answer { directional, verified }; a project without a code answers
   * { directional: false, verified: true }. 400 '定向码错误，请核对后重新输入'; 401; 404; 429 after 10 tries a minute.
   */
  post(app, `/${DETAIL_PATHS.verifyCode}`, {
    summary: '校验定向项目的定向码',
    params: verifyCodeRequestSchema, answer: verifyCodeAnswerSchema, requireUser: true, rateLimit: VERIFY_RATE,
    handler: async ({ assetsId, code }, request) => {
      const project = await requireProject(db, assetsId);
      const profile = await findProfile(db, project);
      if (!isDirectional(profile)) return { directional: false, verified: true };
      if (!(await unlockWithCode(db, assetsId, currentUser(request).id, code, profile, ctx.now()))) {
        throw new ApiError(400, ENROLMENT_REASONS.directionalCodeWrong.msg);
      }
      return { directional: true, verified: true };
    },
  });
}
