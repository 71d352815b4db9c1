import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

/** The encodings a stored answer is kept in: Brotli, gzip, or the bytes as they are. */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** Offered in this order on a tie (as @fastify/compress: Brotli first). */
const OFFERED = ['br', 'gzip', 'identity'];

/**
 * Brotli for small JSON (a few KB): quality 5 with a 64 KiB window costs about as much as on-the-fly quality 4 and
 * compresses a little better, and it runs once per stored answer and encoding, not once per request.
 */
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_LGWIN]: 16,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** Accept-Encoding values seen, with the encoding chosen (a client sends the same header on every call). */
const negotiated = new Map<string, AnswerEncoding>();
const MAX_HEADERS = 64;

/**
 * The encoding an `Accept-Encoding` value asks for (RFC 9110 §12.5.3 through `negotiator`: q-values, `*`, `x-gzip`):
 * br, else gzip, else identity. A missing header is identity (as @fastify/compress does). Memoised per header text.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): AnswerEncoding {
  if (acceptEncoding === undefined) return 'identity';
  const header = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding).toLowerCase();
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const best = new Negotiator({ headers: { 'accept-encoding': header.replace(/x-gzip/gu, 'gzip') } }).encoding(OFFERED);
  const chosen: AnswerEncoding = best === 'br' || best === 'gzip' ? best : 'identity';
  if (negotiated.size >= MAX_HEADERS) negotiated.clear();
  negotiated.set(header, chosen);
  return chosen;
}

/** Compressed forms of a stored answer, by the answer's identity bytes: they live exactly as long as it does. */
const variants = new WeakMap<Buffer, Partial<Record<'br' | 'gzip', Buffer>>>();

/** The bytes of `body` (a stored answer) in `encoding`, compressed on the first call for that encoding only. */
export function encodedAnswer(body: Buffer, encoding: AnswerEncoding): Buffer {
  if (encoding === 'identity') return body;
  let kept = variants.get(body);
  if (!kept) variants.set(body, (kept = {}));
  return (kept[encoding] ??= encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body));
}

/**
 * Sends a stored JSON answer in the encoding the request accepts, with Content-Encoding (none for identity),
 * Content-Length and `Vary: Accept-Encoding`; @fastify/compress passes an answer that already has a Content-Encoding through untouched.
 * Answers under {@link COMPRESS_THRESHOLD_BYTES} go as they are (as on-the-fly compression would send them).
 * A HEAD request gets the same headers (Fastify's HEAD route counts the bytes it would have sent).
 * Returns the bytes sent: `body` itself, or its compressed form.
 */
export function sendStoredAnswer(request: FastifyRequest, reply: FastifyReply, type: string, body: Buffer): Buffer {
  reply.type(type);
  if (body.length < COMPRESS_THRESHOLD_BYTES) {
    reply.send(body);
    return body;
  }
  // `x-no-compression` asks for the bytes as they are, as @fastify/compress honours it.
  const encoding = request.headers['x-no-compression'] === undefined ? negotiateEncoding(request.headers['accept-encoding']) : 'identity';
  reply.header('Vary', 'accept-encoding');
  if (encoding === 'identity') {
    reply.send(body);
    return body;
  }
  const bytes = encodedAnswer(body, encoding);
  reply.header('Content-Encoding', encoding).header('Content-Length', bytes.length).send(bytes);
  return bytes;
}
