import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, negotiateLanguage, type Language } from '../i18n/language';
import { translateMessage } from '../i18n/messages';
import { isApiPath } from './hooks';

const languages = new WeakMap<FastifyRequest, Language>();

/** The language a request is answered in, negotiated once from its Accept-Language (zh when absent or unknown). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (header === undefined) return DEFAULT_LANGUAGE;
  let language = languages.get(request);
  if (language === undefined) {
    language = negotiateLanguage(header);
    languages.set(request, language);
  }
  return language;
}

/** True for an envelope `{ code, msg, … }` (success or failure) about to be serialised. */
const isEnvelope = (payload: unknown): payload is { code: number; msg: string } =>
  typeof payload === 'object' && payload !== null && typeof (payload as { msg?: unknown }).msg === 'string'
  && typeof (payload as { code?: unknown }).code === 'number';

/**
 * `envelope` with its `msg` in the request's language (the en catalogue, i18n/en.json); zh, and anything that is not
 * an envelope, come back as they are. The one place an answer's message is translated: the serialisation hook of
 * {@link installAnswerLanguage} and the answer cache's serialisation (http/route.ts).
 */
export function localiseEnvelope<T>(request: FastifyRequest, envelope: T): T {
  if (!isEnvelope(envelope)) return envelope;
  const language = requestLanguage(request);
  if (language === 'zh') return envelope;
  return { ...envelope, msg: translateMessage(envelope.msg, language) };
}

/** Adds `field` to a reply's Vary header unless it is already there. */
function addVary(current: unknown, field: string): string {
  const list = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (!list) return field;
  const names = list.split(',').map((s) => s.trim().toLowerCase());
  return names.includes(field.toLowerCase()) || names.includes('*') ? list : `${list}, ${field}`;
}

/**
 * Answers in the request's language: every envelope sent as an object (route answers, the error handler's, the 401
 * of a missing Client-Id, the 404 envelope) has its `msg` translated for an en request ({@link localiseEnvelope}),
 * and every API answer carries `Vary: Accept-Language` (its message and labels depend on it). Must be installed
 * before the routes (hooks of the root instance reach what is registered after them).
 */
export function installAnswerLanguage(app: FastifyInstance): void {
  // Callback-style hooks (an async hook costs a promise per request, bench/README.md API).
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    done(null, localiseEnvelope(request, payload));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url)) reply.header('Vary', addVary(reply.getHeader('vary'), 'Accept-Language'));
    done(null, payload);
  });
}
