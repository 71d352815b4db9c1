import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { fail } from './envelope';

/**
 * Longest a request may take to arrive whole (headers and body), ms. A client that declares a body and stalls is
 * answered 408 once it is over, plus at most {@link CHECK_INTERVAL_MS}: well within 30 s.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 25_000;

/** How often Node looks for requests over their deadline, ms (its default, 30 s, would double the wait). */
const CHECK_INTERVAL_MS = 1_000;

/**
 * Fastify options that bound how long a request may take to arrive: `requestTimeoutMs` for the whole request,
 * the same (at most 60 s, Node's default) for the headers alone. Answered 408 by {@link answerClientError}.
 * Only the receiving is bounded: a slow handler or a long-lived socket (socket.io, /push) is not affected.
 */
export function requestTimeoutOptions(requestTimeoutMs: number): { requestTimeout: number; http: ServerOptions } {
  const headersTimeout = Math.min(requestTimeoutMs, 60_000);
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout,
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, requestTimeoutMs),
    },
  };
}

/** Envelope status and Chinese message of Node's own client errors, by error code; anything else is a 400. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, '请求超时，请检查网络后重试'],
  HPE_HEADER_OVERFLOW: [431, '请求头或请求地址过长'],
};
const MALFORMED: [number, string] = [400, '请求格式错误'];

/** The server socket's in-flight response, if Node has assigned one (not part of Node's typed API). */
type HttpSocket = Socket & { _httpMessage?: { headersSent?: boolean } };

/**
 * Fastify's `clientErrorHandler` (bound to the app): errors Node's HTTP parser raises before or outside any route —
 * a stalled request over its deadline (408), headers or a URL over the header limit (431), unparsable HTTP (400) —
 * are written to the socket as the envelope `{ code, success: false, data: null, msg }` with a Chinese `msg`,
 * then the connection is closed. Nothing is written once an answer has started on the connection (it would
 * corrupt it), nor to a socket the client already reset.
 */
export function answerClientError(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, msg] = CLIENT_ERRORS[err.code ?? ''] ?? MALFORMED;
  this.log.debug({ code: err.code }, 'client error');
  const started = (socket as HttpSocket)._httpMessage?.headersSent === true;
  if (!socket.writable || started) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(fail(code, msg));
  const head = `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n`
    + `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  socket.write(head + body, () => socket.destroy());
  // A peer that reads nothing never lets the write finish: do not keep its socket for it.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
