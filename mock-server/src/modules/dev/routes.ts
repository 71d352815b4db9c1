import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEV_PATHS, devCaptchaAnswerSchema, devSmsMessageSchema } from '../../../../contract/auth';
import { envelopeSchema } from '../../../../contract/envelope';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get } from '../../http/route';
import { readOutbox } from '../auth/index';

const OUTBOX_LIMIT = 20;

/**
 * Development windows onto the sandboxes (design.md): registered by app.ts ONLY when EXCHANGE_DEV_TOOLS=1, so
 * without the flag these paths are unknown (404 '接口不存在'). Prefix `/api`.
 */
export async function devRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '开发工具');
  const { ctx } = opts;

  /**
   * GET /api/dev/sms-outbox?phone= — the sandbox SMS gateway's latest 20 messages (of one phone when given), newest
   * first, each { id, phone, messageCode, code, content, createTime } with the plain code.
   */
  get(app, `/${DEV_PATHS.smsOutbox}`, {
    summary: '开发工具：查看沙箱短信发件箱',
    params: z.object({ phone: z.string().trim().max(20).optional() }),
    answer: z.array(devSmsMessageSchema),
    handler: ({ phone }) => readOutbox(ctx.db, phone, OUTBOX_LIMIT),
  });

  /** GET /api/dev/captcha/:key — `{ answer }` of a live, unchecked captcha; 404 '验证码不存在或已失效' otherwise. */
  app.get<{ Params: { key: string } }>(`/${DEV_PATHS.captcha}/:key`, {
    schema: {
      summary: '开发工具：查看图形验证码的答案',
      params: z.object({ key: z.string() }),
      response: { 200: envelopeSchema(devCaptchaAnswerSchema) },
    },
  }, async (request) => {
    const answer = await ctx.auth.captcha.devAnswer(request.params.key);
    if (answer === null) throw notFound('验证码不存在或已失效');
    return ok({ answer });
  });
}
