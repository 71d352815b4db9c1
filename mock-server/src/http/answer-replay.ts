import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import { SERVER_NOW_HEADER } from '../../../contract/envelope';
import type { AnswerBody } from './answer-cache';
import { MAX_BODY_CHARS } from './body-memo';
import { clientIdOf } from './hooks';

/** What the replay needs of a route's answer cache (http/answer-cache.ts): the stored answer while still current. */
export interface CurrentAnswers { current(key: string): AnswerBody | undefined }

/** One answer the route sent, as it was sent. */
interface Learned {
  answers: CurrentAnswers;
  key: string;
  /** The cache's stored answer it was sent from: replayed only while the cache holds this very object as current. */
  stored: AnswerBody;
  /** The bytes sent (the stored answer, or its compressed form). */
  bytes: Buffer;
  /** The route's headers, flat (name, value, …), without those written per answer ({@link PER_ANSWER}). */
  headers: string[];
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const SIGNATURE = Symbol('answer-replay signature');
const BODY = Symbol('answer-replay body');
/** A request the replay looked at and passed on: its signature, and its body when the replay read it. */
type Marked = IncomingMessage & { [SIGNATURE]?: string; [BODY]?: Buffer };

const SERVER_NOW = SERVER_NOW_HEADER.toLowerCase();
/** Headers of an answer that Node or the replay writes afresh each time. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', SERVER_NOW]);

/** The server's logger, as far as the replay writes to it (pino's). */
export interface AccessLog {
  isLevelEnabled(level: string): boolean;
  info(fields: object, message: string): void;
}

/** What {@link AnswerReplay} is built from. */
export interface AnswerReplayOptions {
  /** The web client's id (§7 `Client-Id`): a request without it is passed on, for the route's hooks to refuse. */
  clientId: string;
  /** Epoch ms for `X-Server-Now`, the app's clock. */
  now: () => number;
  /**
   * The server's logger: while it is on at info or below (Fastify then logs every request), each answer sent from
   * here writes one access line, as Fastify's "request completed" line with the request's fields.
   */
  log?: AccessLog;
  /** Most answers kept (default 1 000) and most bytes over them (default 8 MiB); the oldest learned go first. */
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * Cached answers of the public read routes (http/route.ts `cache`) sent again straight from the HTTP server, before
 * Fastify's routing, hooks and reply: what a reverse proxy's micro-cache does, inside the process. A cached route's
 * answer costs about 45 µs of CPU through Fastify, of which the write itself is 18 (bench/README.md, API).
 *
 * The route teaches it: when it sends a cached answer to a request that came through here, the replay keeps the bytes
 * and the headers it sent under the request's signature (method, URL, Accept-Language, Accept-Encoding,
 * x-no-compression, Content-Type and the body's bytes: everything the answer depends on). The next request with the
 * same signature and the web client's `Client-Id` gets the same bytes and headers with a fresh `X-Server-Now`, as long
 * as the route's answer cache still holds that very answer as current (its data version and TTL); otherwise it goes to
 * Fastify as usual, which computes, sends and teaches again. A POST body is read here first (only with a
 * Content-Length up to {@link MAX_BODY_CHARS} bytes) and handed to the route by {@link replayReadBody}.
 * A request that is not a GET or POST of a cached route, or lacks the client id, is passed on untouched.
 * With the request log on, an answer sent from here is logged in one line (`reqId` `replay-<n>`, `req`, `res`,
 * `responseTime` in ms, the request serializer's redaction of the URL): cheaper than Fastify's two lines, and the
 * access log still has every request.
 */
export class AnswerReplay {
  private readonly routes = new Set<string>();
  private readonly learned = new Map<string, Learned>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  /** Answers sent from here since start (for tests and the benchmark's notes); also numbers their log lines. */
  readonly stats = { replayed: 0 };

  constructor(private readonly opts: AnswerReplayOptions) {
    this.maxEntries = opts.maxEntries ?? 1_000;
    this.maxBytes = opts.maxBytes ?? 8 * 1024 * 1024;
  }

  /** Marks `method` on `path` (the full path, no query string) as a cached route whose answers may be replayed. */
  allow(method: 'GET' | 'POST', path: string): void {
    this.routes.add(`${method} ${path}`);
  }

  /**
   * Puts the replay in front of `server`'s request listeners (Fastify's). Listeners added later (socket.io's) wrap
   * it in turn.
   */
  install(server: Server): void {
    const listeners = server.listeners('request') as Listener[];
    server.removeAllListeners('request');
    const next: Listener = (req, res) => {
      for (const listener of listeners) listener.call(server, req, res);
    };
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.handle(req, res, next));
  }

  /** Answers `req` from what it learned, or passes it to `next`. */
  handle(req: IncomingMessage, res: ServerResponse, next: Listener): void {
    const { method, url = '', headers } = req;
    if (method !== 'GET' && method !== 'POST') return next(req, res);
    const query = url.indexOf('?');
    if (!this.routes.has(`${method} ${query < 0 ? url : url.slice(0, query)}`)) return next(req, res);
    if (clientIdOf(headers) !== this.opts.clientId) return next(req, res);
    const start = this.opts.log?.isLevelEnabled('info') ? performance.now() : undefined;
    const head = `${method} ${url}\n${headers['accept-language'] ?? ''}\n${headers['accept-encoding'] ?? ''}\n`
      + `${headers['x-no-compression'] === undefined ? '' : 'no'}\n${headers['content-type'] ?? ''}\n`;
    if (method === 'GET') return this.answer(req, res, head, undefined, next, start);
    const length = Number(headers['content-length']);
    if (!(length <= MAX_BODY_CHARS) || headers['transfer-encoding'] !== undefined) return next(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      // latin1: one character per byte, so two different bodies never share a signature.
      this.answer(req, res, head + body.toString('latin1'), body, next, start);
    });
  }

  /** `start`: performance.now() when the request came in, set while the request log is on. */
  private answer(req: Marked, res: ServerResponse, signature: string, body: Buffer | undefined, next: Listener, start: number | undefined): void {
    const known = this.learned.get(signature);
    if (known && known.answers.current(known.key) === known.stored) {
      this.stats.replayed += 1;
      const headers = known.headers.slice();
      headers.push(SERVER_NOW, String(this.opts.now()), 'content-length', String(known.bytes.length));
      res.writeHead(200, headers);
      res.end(known.bytes);
      if (start !== undefined) this.logAnswer(req, start);
      return;
    }
    if (known) this.forget(signature, known);
    req[SIGNATURE] = signature;
    req[BODY] = body;
    next(req, res);
  }

  /** The access line of an answer sent from here: the fields of Fastify's "request completed" line, and the request's. */
  private logAnswer(req: IncomingMessage, start: number): void {
    // The shape the server's request serializer reads (http/log-redaction.ts): it redacts the URL's secrets.
    const request = { method: req.method, url: req.url, host: req.headers.host, ip: req.socket.remoteAddress, socket: req.socket };
    this.opts.log?.info(
      { reqId: `replay-${this.stats.replayed}`, req: request, res: { statusCode: 200 }, responseTime: performance.now() - start },
      'request completed',
    );
  }

  /**
   * Called by a cached route after sending `bytes` for the stored answer `stored` (under `key` in `answers`): keeps
   * them with the answer's headers when the request came through the replay. Answers other than 200 are not kept.
   */
  learn(request: FastifyRequest, reply: FastifyReply, answers: CurrentAnswers, key: string, stored: AnswerBody, bytes: Buffer): void {
    const signature = (request.raw as Marked)[SIGNATURE];
    if (signature === undefined) return;
    const take = () => {
      if (reply.statusCode !== 200) return;
      const headers: string[] = [];
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value === undefined || PER_ANSWER.has(name.toLowerCase())) continue;
        if (Array.isArray(value)) for (const each of value) headers.push(name, each);
        else headers.push(name, String(value));
      }
      const old = this.learned.get(signature);
      if (old) this.forget(signature, old);
      this.learned.set(signature, { answers, key, stored, bytes, headers });
      this.bytes += bytes.length;
      for (const [oldest, entry] of this.learned) {
        if (this.learned.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
        this.forget(oldest, entry);
      }
    };
    if (reply.raw.headersSent) take();
    else reply.raw.once('finish', take);
  }

  private forget(signature: string, entry: Learned): void {
    this.learned.delete(signature);
    this.bytes -= entry.bytes.length;
  }
}

/**
 * A cached POST route's `preParsing` hook: the body the replay read before passing the request on (it was not one it
 * had learned), given to Fastify's body parser as the request's payload. Other requests keep theirs.
 */
export const replayReadBody: preParsingHookHandler = (request, _reply, payload, done) => {
  const body = (request.raw as Marked)[BODY];
  if (body === undefined) return done(null, payload);
  const stream = new PassThrough();
  stream.end(body);
  done(null, stream);
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The replay of cached answers at the server's door ({@link AnswerReplay}). */
    answerReplay: AnswerReplay;
  }
}
