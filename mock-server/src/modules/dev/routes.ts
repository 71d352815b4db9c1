import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEV_PATHS, devCaptchaAnswerSchema, devSmsMessageSchema } from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../http/envelope';
import { get } from '../../http/route';
import { readOutbox } from '../auth/index';

const OUTBOX_LIMIT = 20;

/**
 * Development windows onto the sandboxes (design.md): registered by app.ts ONLY when EXCHANGE_DEV_TOOLS=1, so
 * without the flag these paths are unknown (404 '接口不存在'). Prefix `/api`.
 */
export async function devRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;

  /**
   * GET /api/dev/sms-outbox?phone= — the sandbox SMS gateway's latest 20 messages (of one phone when given), newest
   * first, each { id, phone, messageCode, code, content, createTime } with the plain code.
   */
  get(app, ctx, `/${DEV_PATHS.smsOutbox}`, {
    params: z.object({ phone: z.string().trim().max(20).optional() }),
    answer: z.array(devSmsMessageSchema),
    handler: ({ phone }) => readOutbox(ctx.db, phone, OUTBOX_LIMIT),
  });

  /** GET /api/dev/captcha/:key — `{ answer }` of a live, unchecked captcha; 404 '验证码不存在或已失效' otherwise. */
  app.get<{ Params: { key: string } }>(`/${DEV_PATHS.captcha}/:key`, async (request) => {
    const answer = ctx.auth.captcha.devAnswer(request.params.key);
    if (answer === null) throw notFound('验证码不存在或已失效');
    return ok(ctx.checkAnswers ? devCaptchaAnswerSchema.parse({ answer }) : { answer });
  });
}
