import http from 'node:http';
import https from 'node:https';
import { CLIENT_ID_HEADER } from '../../../contract/envelope';

/**
 * A small HTTP client for the replay's set-up calls (accounts, operator, snapshot). It can send from a chosen local
 * address: on a loopback target each simulated bidder uses its own 127.x.y.z source, so the server's per-address
 * limits (registration, SMS, login) apply per simulated person as they would in the field, not to the whole crowd.
 * A 429 is waited out (Retry-After, else 5 s) up to {@link MAX_RETRIES} times.
 */

/** The web client's id the server expects in Client-Id (config WEB_CLIENT_ID default). */
export const WEB_CLIENT_ID = process.env.WEB_CLIENT_ID || 'nccq-web';
const MAX_RETRIES = 6;

/** A request: JSON `body` or raw `bytes` (with its content type), extra headers, the local address to send from. */
export interface CallOptions {
  body?: unknown; bytes?: { data: Buffer; contentType: string }; headers?: Record<string, string>; localAddress?: string;
}
/** An answer: HTTP status and the parsed JSON body. */
export interface HttpAnswer<T = unknown> { status: number; body: T; headers: http.IncomingHttpHeaders }

function once(base: URL, method: string, path: string, opts: CallOptions): Promise<HttpAnswer> {
  const payload = opts.bytes?.data ?? (opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body)));
  const headers: Record<string, string> = { [CLIENT_ID_HEADER]: WEB_CLIENT_ID, ...opts.headers };
  if (payload) {
    headers['content-type'] = opts.bytes?.contentType ?? 'application/json';
    headers['content-length'] = String(payload.length);
  }
  const lib = base.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(new URL(path, base), { method, headers, localAddress: opts.localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch { /* not JSON: keep the text for the error message */ }
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
      });
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** One call, retried after 429 answers. */
export async function request<T = unknown>(base: URL, method: 'GET' | 'POST', path: string, opts: CallOptions = {}): Promise<HttpAnswer<T>> {
  for (let attempt = 0; ; attempt++) {
    const answer = await once(base, method, path, opts);
    // The body is the server's JSON as the caller expects it; callers check the status (and the envelope) first.
    if (answer.status !== 429 || attempt >= MAX_RETRIES) return answer as HttpAnswer<T>;
    const wait = Number(answer.headers['retry-after']);
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(wait) && wait > 0 ? wait : 5) * 1000));
  }
}

/** Calls an envelope endpoint and returns `data`. @throws Error with the envelope's msg when code ≠ 200 */
export async function envelope<T = unknown>(base: URL, method: 'GET' | 'POST', path: string, opts: CallOptions = {}): Promise<T> {
  const answer = await request<{ code?: number; data?: T; msg?: string }>(base, method, path, opts);
  const body = answer.body;
  if (typeof body !== 'object' || body === null || body.code !== 200) {
    const msg = typeof body === 'object' && body ? body.msg : String(body).slice(0, 200);
    throw new Error(`${method} ${path}: ${answer.status} ${msg ?? ''}`.trim());
  }
  return body.data as T;
}

/** The source address of simulated person `i` on a loopback target (127.0.1.2, 127.0.1.3, …), else undefined. */
export function sourceAddress(i: number, loopback: boolean): string | undefined {
  if (!loopback) return undefined;
  return `127.0.${1 + Math.floor(i / 250)}.${2 + (i % 250)}`;
}
