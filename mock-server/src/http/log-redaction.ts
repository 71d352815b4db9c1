import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

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
 * Field names whose values are censored wherever they appear in a logged object, up to two levels down (a header or
 * body logged inside `req`, a field of an error's `config`), in any letter case. A plain `code` is left alone here: error
 * logs carry their own `code`; the URL, where an SMS code does travel, is redacted by {@link redactUrl}.
 */
const REDACT_NAMES = new Set([
  'access_token', 'refresh_token', 'token', 'accessToken', 'refreshToken', 'password', 'newPassword', 'oldPassword',
  'confirmPassword', 'captcha', 'smsCode', 'verifyCode', 'oldCode', 'newCode', 'directionalCode', 'signature', 'secret',
  'authorization', 'blade-auth', 'x-operator-token', 'cookie', 'set-cookie',
].map((name) => name.toLowerCase()));
/** How deep the censoring looks: the logged object's own fields are level 0. */
const REDACT_DEPTH = 2;

/**
 * `value` with every field named in {@link REDACT_NAMES} at `depth` up to {@link REDACT_DEPTH} set to
 * {@link REDACTED}, in plain objects, arrays and errors (other class instances only with `anyKind`: a serializer's
 * output). Copy on write: what holds no secret is returned as it is, and the caller's objects are never changed.
 */
export function censorSecrets(value: unknown, depth = 0, anyKind = false): unknown {
  if (depth > REDACT_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const next = censorSecrets(value[i], depth + 1);
      if (next !== value[i]) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null && !(value instanceof Error) && !anyKind) return value;
  return censorFields(value as Record<string, unknown>, depth);
}

/**
 * The object's own fields censored at `depth` ({@link censorSecrets}), copy on write; fields for which `passOn` is
 * true are left as they are (the logged object's serialized fields, censored as they are serialized).
 */
function censorFields(value: Record<string, unknown>, depth: number, passOn?: (key: string) => boolean): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const field = value[key];
    const next = REDACT_NAMES.has(key.toLowerCase()) ? REDACTED : passOn?.(key) ? field : censorSecrets(field, depth + 1);
    if (next === field) continue;
    // An error keeps its name, message and stack (not enumerable) in the copy.
    copy ??= value instanceof Error
      ? Object.assign(Object.create(Object.getPrototypeOf(value) as object) as Record<string, unknown>, value, { message: value.message, stack: value.stack })
      : { ...value };
    copy[key] = next;
  }
  return copy ?? value;
}

/**
 * The serializers with their output censored ({@link censorSecrets}, one level down: the field is level 0): Fastify's
 * `req`, `res` and `err` fields are serialized after the logged object is censored, so each is censored as it comes out.
 */
function censoredSerializers(serializers: Record<string, (value: never) => unknown>): Record<string, (value: never) => unknown> {
  return Object.fromEntries(Object.entries(serializers).map(([key, serialize]) => [key, (value: never) => censorSecrets(serialize(value), 1, true)]));
}

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

/** The reply as logged: Fastify's default field. */
function serializeReply(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's logger options: `options` (level, stream…) plus the request serializer that redacts query-string
 * secrets ({@link redactUrl}), and {@link censorSecrets} over every logged object and its serialized fields, which
 * censors tokens, passwords, captcha answers, SMS codes and signatures in any logged header or body (a request's
 * child logger censors its bindings: http/request-logger.ts).
 * (pino's own `redact` with wildcard paths did the same at about 90 µs a line, two lines a request at info.)
 * `false` keeps the logger off.
 */
export function redactingLogger(options: LoggerOptions | false): LoggerOptions | false {
  if (options === false) return false;
  const serializers = censoredSerializers({ res: serializeReply, err: stdSerializers.err, ...options.serializers, req: serializeRequest } as never);
  const serialized = (key: string) => key in serializers;
  return {
    ...options,
    serializers: serializers as never,
    // A serialized field is censored as it is serialized (censoredSerializers); the rest here.
    formatters: { ...options.formatters, log: (fields) => censorFields(fields, 0, serialized) },
  };
}
