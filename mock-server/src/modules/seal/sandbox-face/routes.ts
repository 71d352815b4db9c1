import type { FastifyInstance, FastifyReply } from 'fastify';
import { SANDBOX_FACE_PATH } from '../../../../../contract/seal';
import type { FaceCallbacks } from '../provider';
import { messagePage, recognitionPage } from './page';

const TOKEN = /^[0-9a-f]{32}$/;
/** HTTP status of each closing page: settled 200, refused ones 404 / 409 / 410. */
const STATUS = { passed: 200, failed: 200, settled: 409, expired: 410, unknown: 404 } as const;

const html = (reply: FastifyReply, code: number, body: string) =>
  reply.code(code).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);

/**
 * The sandbox face provider's pages (FACE_PROVIDER=sandbox only; absent otherwise, so the path is the 404 envelope),
 * outside /api because a phone's browser opens them from the QR code: no login, the unguessable session token is the
 * key. The document CSP applies (http/security-headers.ts): forms post back here, no script at all.
 */
export async function sandboxFaceRoutes(app: FastifyInstance, opts: { callbacks: FaceCallbacks }): Promise<void> {
  const { callbacks } = opts;

  /**
   * GET /sandbox-face/:token — opening it marks the session scanned (the desktop page hears `notice:face`) and shows
   * the recognition page; a settled, expired or unknown session shows why instead (200 / 409 / 410 / 404).
   */
  app.get(`${SANDBOX_FACE_PATH}/:token`, async (request, reply) => {
    const { token } = request.params as { token: string };
    const status = TOKEN.test(token) ? await callbacks.scanned(token) : null;
    if (status === null) return html(reply, 404, messagePage('unknown'));
    if (status === 'expired') return html(reply, 410, messagePage('expired'));
    if (status === 'passed' || status === 'failed') return html(reply, 200, messagePage(status));
    const view = (await callbacks.lookup(token))!;
    return html(reply, 200, recognitionPage(view, `${SANDBOX_FACE_PATH}/${token}`));
  });

  /**
   * POST /sandbox-face/:token (form: result pass | fail) — reports the result to the seal service, once per session:
   * answers the result page, or 409 (already done), 410 (expired), 404 (unknown), 400 (no result chosen).
   */
  app.post(`${SANDBOX_FACE_PATH}/:token`, async (request, reply) => {
    const { token } = request.params as { token: string };
    const result = (request.body as { result?: unknown } | undefined)?.result;
    if (!TOKEN.test(token)) return html(reply, 404, messagePage('unknown'));
    if (result !== 'pass' && result !== 'fail') return html(reply, 400, messagePage('unknown'));
    const outcome = await callbacks.result(token, result === 'pass');
    return html(reply, STATUS[outcome], messagePage(outcome));
  });
}
