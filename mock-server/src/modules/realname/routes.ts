import type { FastifyInstance } from 'fastify';
import {
  REALNAME_PATHS, enrolmentCheckAnswerSchema, enrolmentCheckRequestSchema, licenceCheckAnswerSchema, licenceCheckRequestSchema,
  myRecordAnswerSchema, orgVerificationRequestSchema, personVerificationRequestSchema, realnameRecordSchema,
} from '../../../../contract/realname';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { get, post } from '../../http/route';
import { currentUser } from '../../http/request-user';
import { enrolmentCheck, licenceCheck } from './checks';
import type { RealnameService } from './service';

/** Submissions per address and minute: each one starts a provider review, which a real provider bills. */
const SUBMIT_RATE = { max: 10, timeWindow: 60_000 };

/** Real-name verification and the §7 checks (contract/realname.ts). Prefix `/api`; every route needs the bearer token. */
export async function realnameRoutes(app: FastifyInstance, opts: { ctx: AppContext; realname: RealnameService }): Promise<void> {
  tagRoutes(app, '实名认证');
  const { ctx, realname } = opts;

  /**
   * POST /api/dscq-user/realname/person/submit — PersonVerificationRequest (JSON). Person accounts only. Answer: the
   * new record (status 1 认证中); the provider decides within about a second (authStatus → 3 with the name, or 2 with a
   * reason). 400: §5 rule messages, 实名认证正在审核中…, 您已完成实名认证…, 机构账号请进行机构实名认证, files not the caller's.
   */
  post(app, `/${REALNAME_PATHS.submitPerson}`, {
    summary: '提交个人实名认证',
    params: personVerificationRequestSchema, answer: realnameRecordSchema, requireUser: true, rateLimit: SUBMIT_RATE,
    handler: (req, request) => realname.submitPerson(currentUser(request).id, req),
  });

  /**
   * POST /api/dscq-user/realname/org/submit — OrgVerificationRequest (JSON). Organisation accounts only; approval sets
   * the display name to orgName. Same answer and errors as the person submission (个人账号请进行个人实名认证).
   */
  post(app, `/${REALNAME_PATHS.submitOrg}`, {
    summary: '提交机构实名认证',
    params: orgVerificationRequestSchema, answer: realnameRecordSchema, requireUser: true, rateLimit: SUBMIT_RATE,
    handler: (req, request) => realname.submitOrg(currentUser(request).id, req),
  });

  /**
   * GET /api/dscq-user/realname/detail — the caller's latest record (masked numbers, reason, times) or null when they
   * never submitted (/realNamePersonInfo, /membershipReason).
   */
  get(app, `/${REALNAME_PATHS.myRecord}`, {
    summary: '获取本人最新实名认证记录',
    answer: myRecordAnswerSchema, requireUser: true,
    handler: (_params, request) => realname.myRecord(currentUser(request).id),
  });

  /**
   * POST /api/dscq-user/realname/licence-check — { creditCode, orgName } → { valid, msg } (§7 business-licence check).
   * 200 for any well-formed call; only missing parameters are a 400.
   */
  post(app, `/${REALNAME_PATHS.licenceCheck}`, {
    summary: '校验营业执照（统一社会信用代码与名称）',
    params: licenceCheckRequestSchema, answer: licenceCheckAnswerSchema, requireUser: true, messages: ['msg'],
    handler: ({ creditCode, orgName }) => licenceCheck(realname.provider, creditCode, orgName),
  });

  /**
   * POST /api/dscq-project/enrol/check — { assetsId } → { allowed, reasons[{ code, msg }] } (§7 enrolment check):
   * allowed only for an approved verification (authStatus 3). 400 for a malformed assetsId.
   */
  post(app, `/${REALNAME_PATHS.enrolmentCheck}`, {
    summary: '查询实名状态是否允许报名',
    params: enrolmentCheckRequestSchema, answer: enrolmentCheckAnswerSchema, requireUser: true, messages: ['msg'],
    handler: ({ assetsId }, request) => enrolmentCheck(ctx.db, currentUser(request).id, assetsId),
  });
}
