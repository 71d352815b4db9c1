import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SEAL_PATHS, faceSessionSchema, faceStatusQuerySchema, sealApplySchema, sealRecordSchema } from '../../../../contract/seal';
import { fileRouteSchema, tagRoutes } from '../../http/openapi';
import { currentUser } from '../../http/request-user';
import { get, post } from '../../http/route';
import { applySeal, faceStatusOf, mySeal, ownSealImage, startFace, type SealDeps } from './service';

/** The request's own origin ('http://host:port'), for QR addresses when PUBLIC_URL is not set. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const imageQuerySchema = z.object({ id: z.string().trim().regex(/^\d{1,32}$/, '印章编号格式错误').optional() });
// The file answer's documentation without path parameters (this route has a query string only).
const { params: _params, ...imageSchema } = fileRouteSchema('电子印章图片（SVG）', z.object({}));

/** The e-seal (电子签章, §2 /contract/seal/apply, /contract/seal/qrcode): every call needs the bearer token. Prefix `/api`. */
export async function sealRoutes(app: FastifyInstance, opts: { deps: SealDeps }): Promise<void> {
  tagRoutes(app, '电子签章');
  const { deps } = opts;

  /** GET /api/dscq-user/seal/mine — the caller's seal (SealRecord), null when they never applied. */
  get(app, `/${SEAL_PATHS.mine}`, {
    summary: '我的电子印章', answer: sealRecordSchema.nullable(), requireUser: true,
    handler: (_p, request) => mySeal(deps, currentUser(request).id),
  });

  /**
   * POST /api/dscq-user/seal/apply { applicantName, applicantPhone, licenceFileId } — applies (status binding); the
   * organisation's name and credit code come from its approved real-name record. 403 个人账号 / 未通过机构实名认证;
   * 400 bad input or a licence that is not the caller's upload; 409 电子印章已启用.
   */
  post(app, `/${SEAL_PATHS.apply}`, {
    summary: '申请电子印章', params: sealApplySchema, answer: sealRecordSchema, requireUser: true,
    handler: (p, request) => applySeal(deps, currentUser(request).id, p),
  });

  /**
   * POST /api/dscq-user/seal/face/start — a new face-recognition session of the caller's seal (FaceSession, expireAt
   * epoch ms; older open sessions expire). 404 尚未申请电子印章; 409 already active or no face provider.
   */
  post(app, `/${SEAL_PATHS.faceStart}`, {
    summary: '发起人脸核验（生成二维码）', answer: faceSessionSchema, requireUser: true,
    handler: (_p, request) => startFace(deps, currentUser(request).id, originOf(request)),
  });

  /** GET /api/dscq-user/seal/face/status ?token= — the caller's session now (expiry computed at read). 404 for another's. */
  get(app, `/${SEAL_PATHS.faceStatus}`, {
    summary: '人脸核验状态', params: faceStatusQuerySchema, answer: faceSessionSchema, requireUser: true,
    handler: ({ token }, request) => faceStatusOf(deps, currentUser(request).id, token, originOf(request)),
  });

  /**
   * GET /api/dscq-user/seal/image [?id=] — the caller's seal as SVG (image/svg+xml, never cached, a CSP that runs
   * nothing). 404 envelope when they have none (or `id` is not theirs).
   */
  app.get(`/${SEAL_PATHS.image}`, {
    schema: { ...imageSchema, querystring: imageQuerySchema },
    preHandler: app.requireUser,
  }, async (request, reply) => {
    const { id } = request.query as z.output<typeof imageQuerySchema>;
    const svg = await ownSealImage(deps, currentUser(request).id, id);
    return reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'private, no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'").send(svg);
  });
}
