import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { fail } from './envelope';

/**
 * Longest a connection may send nothing while its request is not whole, ms. A client that declares a body and
 * stalls is answered 408 this long after its last byte (well within 30 s); a slow but steady upload from a weak
 * rural connection is not cut, however long it takes, as long as bytes keep arriving.
 */
export const DEFAULT_STALL_TIMEOUT_MS = 20_000;

/** Longest a request may take to arrive whole even while it trickles in (a byte every few seconds), ms. */
const TRICKLE_LIMIT_MS = 10 * 60_000;

/**
 * Fastify options that bound how a request may arrive: a socket idle for `stallTimeoutMs` (its `timeout` event,
 * answered by {@link answerStalledRequest}), headers within three quarters of it (Node answers 408 through
 * {@link answerClientError}, before the idle timer), the whole request within {@link TRICKLE_LIMIT_MS}.
 * Only the receiving is bounded: upgraded sockets (socket.io, /push) leave the HTTP server's timers behind.
 */
export function requestTimeoutOptions(stallTimeoutMs: number): { connectionTimeout: number; requestTimeout: number; http: ServerOptions } {
  const headersTimeout = Math.round(stallTimeoutMs * 0.75);
  const requestTimeout = Math.max(TRICKLE_LIMIT_MS, stallTimeoutMs);
  return {
    connectionTimeout: stallTimeoutMs,
    requestTimeout,
    http: { requestTimeout, headersTimeout, connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, headersTimeout) },
  };
}

/** How often Node looks for requests over their header or total deadline, ms (its default, 30 s, would double the wait). */
const CHECK_INTERVAL_MS = 1_000;

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
 * headers that stall past their deadline (408), headers or a URL over the header limit (431), unparsable HTTP (400) —
 * are written to the socket as the envelope `{ code, success: false, data: null, msg }` with a Chinese `msg`,
 * then the connection is closed. Nothing is written once an answer has started on the connection (it would
 * corrupt it), nor to a socket the client already reset.
 */
export function answerClientError(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, msg] = CLIENT_ERRORS[err.code ?? ''] ?? MALFORMED;
  this.log.debug({ code: err.code }, 'client error');
  writeEnvelopeAndClose(socket, code, msg);
}

/**
 * The server's `timeout` listener: a connection idle for the stall timeout. A request still waiting for its body is
 * answered with the 408 envelope; an idle keep-alive connection, or one whose answer already started, is closed.
 */
export function answerStalledRequest(socket: Socket): void {
  const response = (socket as HttpSocket)._httpMessage;
  if (response && !response.headersSent) writeEnvelopeAndClose(socket, 408, CLIENT_ERRORS.ERR_HTTP_REQUEST_TIMEOUT[1]);
  else socket.destroy();
}

/** Writes the envelope `code`/`msg` as a whole HTTP answer and closes the connection; never into a started answer. */
function writeEnvelopeAndClose(socket: Socket, code: number, msg: string): void {
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
