import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What a redacted value is logged as. */
export const REDACTED = '[REDACTED]';

/** Parameter and header names that are secret whatever their spelling: tokens, passwords, captcha answers, signatures. */
const SECRET_PART = /token|passw|pwd|captcha|secret|signature|authori[sz]ation|blade-auth|cookie/;
/** Exact names that are secret here: `code` is the SMS code of the phone grant and user/detail, the rest are codes too. */
const SECRET_NAMES = new Set(['code', 'smscode', 'verifycode', 'oldcode', 'newcode', 'directionalcode', 'sign']);

/** True for a query parameter, header or body field whose value must never be logged (case-insensitive). */
export function isSecretName(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_PART.test(lower) || SECRET_NAMES.has(lower);
}

/** Decodes a query key for the check; a malformed escape is checked as written. */
function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/**
 * `url` (path and query, as in a request line) with the value of every secret query parameter replaced by
 * {@link REDACTED}: `/api/dscq-user/user/detail?access_token=eyJ…&n=1` → `…?access_token=[REDACTED]&n=1`.
 * Other parameters, their order and the path stay as sent; a URL without a query string is returned as is.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    return isSecretName(decodeKey(key)) ? `${key}=${REDACTED}` : pair;
  });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/**
 * Field names whose values pino censors wherever they appear in a logged object, up to two levels down (a header
 * or body logged inside `req`). A plain `code` is left alone here: error logs carry their own `code`; the URL, where
 * an SMS code does travel, is redacted by {@link redactUrl}.
 */
const REDACT_NAMES = [
  'access_token', 'refresh_token', 'token', 'accessToken', 'refreshToken', 'password', 'newPassword', 'oldPassword',
  'confirmPassword', 'captcha', 'smsCode', 'verifyCode', 'oldCode', 'newCode', 'directionalCode', 'signature', 'secret',
  'authorization', 'blade-auth', 'x-operator-token', 'cookie', 'set-cookie',
];
const REDACT_PATHS = REDACT_NAMES.flatMap((name) => {
  const member = /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`;
  return [member.startsWith('.') ? name : member, `*${member}`, `*.*${member}`];
});

/** The request as logged: Fastify's default fields, with the secrets of the query string redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's logger options: `options` (level, stream…) plus the request serializer that redacts query-string
 * secrets ({@link redactUrl}) and pino `redact` paths that censor tokens, passwords, captcha answers, SMS codes and
 * signatures in any logged header or body. `false` keeps the logger off.
 */
export function redactingLogger(options: LoggerOptions | false): LoggerOptions | false {
  if (options === false) return false;
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest as never },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
}
