import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  APPEAL_PATHS, appealDetailQuerySchema, appealDetailSchema, appealItemSchema, appealListQuerySchema, appealSubjectSchema, appealSubmitSchema,
} from '../../../../contract/appeals';
import { pageSchema } from '../../../../contract/envelope';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { currentUser } from '../../http/request-user';
import { get, post } from '../../http/route';
import { FileStore } from '../realname/index';
import { appealOf, listAppeals, submitAppeal, type AppealDeps } from './service';
import { subjectsOf } from './subjects';

/** Appeals (申诉, §2 /shensuRecord): every call needs the bearer token and sees only the caller's own. Prefix `/api`. */
export async function appealRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '申诉');
  const { db, now, config } = opts.ctx;
  // Only looks files up (uploads go through dscq-user/file/upload), so its own instance over the same folder serves.
  const deps: AppealDeps = { db, now, files: new FileStore({ db, dataDir: config.DATA_DIR, now }) };

  /**
   * GET /api/dscq-user/appeal/subjects — what the caller may appeal now (AppealSubject[], newest decision first):
   * rejected real-name records, refused enrolments, decided deposit orders, closed lots they bid in; `open` marks
   * those with an appeal waiting for an answer.
   */
  get(app, `/${APPEAL_PATHS.subjects}`, {
    summary: '可申诉的事项', answer: z.array(appealSubjectSchema), requireUser: true,
    handler: (_p, request) => subjectsOf(db, currentUser(request).id),
  });

  /**
   * POST /api/dscq-user/appeal/submit { subjectType, subjectId, content (10–2000 字), attachments (≤ 5 file ids) } —
   * files an appeal; answer: the stored AppealDetail (status submitted). 400 bad input or a file that is not the
   * caller's upload; 404 申诉事项不存在; 409 该事项已有处理中的申诉，请等待答复.
   */
  post(app, `/${APPEAL_PATHS.submit}`, {
    summary: '提交申诉', params: appealSubmitSchema, answer: appealDetailSchema, requireUser: true,
    handler: (p, request) => submitAppeal(deps, currentUser(request).id, p),
  });

  /** GET /api/dscq-user/appeal/list ?current&size&status — the caller's appeals, newest first (Page<AppealItem>). */
  get(app, `/${APPEAL_PATHS.list}`, {
    summary: '我的申诉记录', params: appealListQuerySchema, answer: pageSchema(appealItemSchema), requireUser: true,
    handler: (q, request) => listAppeals(db, currentUser(request).id, q),
  });

  /** GET /api/dscq-user/appeal/detail ?id= — one of the caller's appeals (AppealDetail). 404 申诉记录不存在. */
  get(app, `/${APPEAL_PATHS.detail}`, {
    summary: '申诉详情', params: appealDetailQuerySchema, answer: appealDetailSchema, requireUser: true,
    handler: ({ id }, request) => appealOf(deps, currentUser(request).id, id),
  });
}
