import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUTH_PATHS, captchaAnswerSchema, publicKeyAnswerSchema, type PublicKeyAnswer } from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { get } from '../../http/route';
import { bearerToken } from '../../http/request-user';

/** Captchas per address and minute: a person refreshes a few times, a script asking for thousands is refused. */
const CAPTCHA_RATE = { max: 60, timeWindow: 60_000 };

/** The blade-auth service besides the token endpoint: captchas, the login public key and logout (§7). Prefix `/api`. */
export async function authRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '认证');
  const { ctx } = opts;
  const { auth } = ctx;

  /**
   * GET /api/blade-auth/oauth/captcha and GET /api/dscq-system/validate-code/captcha — a new image captcha
   * (§2 Login, §3 Captcha). Answer: `{ key, image }`, image a `data:image/svg+xml;base64,…` URL; send `key` back as
   * `uuid`. Valid 2 minutes, case-insensitive, consumed by its first check. 429 past 60 per minute per address.
   */
  for (const path of [AUTH_PATHS.captcha, AUTH_PATHS.shellCaptcha]) {
    get(app, `/${path}`, {
      summary: path === AUTH_PATHS.captcha ? '获取图形验证码' : '获取图形验证码（系统服务路径，同 oauth/captcha）',
      answer: captchaAnswerSchema, rateLimit: CAPTCHA_RATE, handler: () => auth.captcha.issue(),
    });
  }

  /**
   * GET /api/blade-auth/oauth/public-key — the RSA key the password grant's `password` is encrypted with.
   * Answer: `{ algorithm: 'RSA-OAEP-256', keyId, spki }` with spki base64 DER; the browser imports it with
   * `crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt'])` and sends the
   * base64 ciphertext of the UTF-8 password. The key is stable across restarts (kept under DATA_DIR).
   */
  get(app, '/blade-auth/oauth/public-key', {
    summary: '获取登录密码加密公钥（RSA-OAEP-256）',
    answer: publicKeyAnswerSchema,
    handler: (): PublicKeyAnswer => ({ algorithm: 'RSA-OAEP-256', keyId: auth.loginKey.keyId, spki: auth.loginKey.spki }),
  });

  /**
   * GET /api/logout — ends the caller's session: its refresh-token family is revoked, so the refresh token and every
   * access token of that login stop working at once (§2 Login and logout). Reads the bearer token like protected
   * routes but also accepts an expired one. Idempotent: a missing, bad or already revoked token still answers
   * success with data null.
   */
  get(app, `/${AUTH_PATHS.logout}`, {
    summary: '退出登录（注销本次会话的全部令牌）',
    answer: z.null(),
    handler: async (_params, request) => {
      const token = bearerToken(request);
      const familyId = token ? await auth.tokens.familyOf(token) : null;
      if (familyId) await auth.sessions.revoke(familyId);
      return null;
    },
  });
}
