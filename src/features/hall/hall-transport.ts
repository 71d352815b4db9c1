import { REQUEST_TIMEOUT_MS } from '@contract/constants';
import type { HallAnswer, HallFetcher, HallKind } from '@streams/feeds/hall';
import { serverClock } from '@streams/server-clock';
import { ApiError, MSG_NETWORK, MSG_TIMEOUT, languageHeaders, settleAnswer } from '@/lib/api/client';
import { authHeaders } from '@/lib/api/auth-headers';
import { resolveUrl } from '@/lib/api/url';
import { env } from '@/lib/env';
import { t } from '@/i18n/i18n';
import { type HallPollReply, type HallPollRequest, applyHallDelta } from './hall-delta';
import type { HallRow } from '@contract/projects';

/** What the transport needs of a worker (a real `Worker`, or a test's stand-in). */
export interface HallPollWorker {
  postMessage(message: HallPollRequest): void;
  onmessage: ((e: MessageEvent<HallPollReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
}

/** The call a hall kind makes: its path (relative to the api base) and its JSON body. */
export type HallCall = (kind: HallKind, query: { assetsName?: string; current: number; size: number }) => { url: string; body: Record<string, unknown> };

interface Pending {
  key: string;
  url: string;
  retried: boolean;
  request: HallPollRequest;
  fallback: () => Promise<HallAnswer>;
  resolve: (answer: HallAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * The hall fetcher of the page: makes each hall list call in a worker (hall-poll.ts), which answers with only the rows
 * that changed since the previous answer of the same call; unchanged lots keep their record objects and the answer
 * brings each row's `leftTime` in `leftTimes` (HallAnswer). The main thread thus neither parses nor copies the rows
 * that did not change, and the request and the body's bytes are handled off it (bench/README.md "Web: /hall with
 * 500 rows", fourth round). Same call, headers (Client-Id, Blade-Auth, Accept-Language), 15 s timeout, X-Server-Now
 * sample and §8 errors as the api client (src/lib/api/client.ts).
 * `fallback` (the api client) makes the first call of each list (one the server may have inlined into the page), and
 * every call when there is no worker (no `Worker`: tests, a server render; the worker failed to start).
 * @param call the path and body of a kind's call; `createWorker` starts the worker, null when it cannot
 */
export function createHallTransport(call: HallCall, fallback: HallFetcher, createWorker: () => HallPollWorker | null): HallFetcher {
  let worker: HallPollWorker | null | undefined;
  let ids = 0;
  const pending = new Map<number, Pending>();
  const held = new Map<string, { version: number; records: HallRow[] }>();
  const called = new Set<string>();
  const urls = new Map<string, string>(); // path → absolute URL (a worker resolves against its own script)

  const start = (): HallPollWorker | null => {
    if (worker !== undefined) return worker;
    try {
      worker = createWorker();
    } catch {
      worker = null;
    }
    if (worker) {
      worker.onmessage = (e) => settle(e.data);
      // the script did not load or threw: every call from now on, and those waiting, go through the fallback
      worker.onerror = () => {
        worker = null;
        for (const [id, p] of pending) {
          pending.delete(id);
          p.fallback().then(p.resolve, p.reject);
        }
      };
    }
    return worker;
  };

  const send = (p: Pending) => {
    p.request.base = held.get(p.key)?.version ?? 0;
    pending.set(p.request.id, p);
    worker!.postMessage(p.request);
  };

  function settle(reply: HallPollReply): void {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.kind === 'failed') {
      held.delete(p.key);
      p.reject(reply.reason === 'timeout' ? new ApiError(t(MSG_TIMEOUT), { kind: 'timeout' }) : new ApiError(t(MSG_NETWORK), { kind: 'network', body: reply.message }));
      return;
    }
    const value = reply.serverNow === null || reply.serverNow.trim() === '' ? NaN : Number(reply.serverNow);
    if (Number.isFinite(value)) serverClock.observeServerNow(value, reply.receivedAt);
    if (reply.kind === 'answer') {
      held.delete(p.key);
      try {
        p.resolve(settleAnswer<HallAnswer>(p.url, reply.status, reply.body));
      } catch (e) {
        p.reject(e);
      }
      return;
    }
    const { delta } = reply;
    const base = held.get(p.key);
    if (delta.base !== 0 && base?.version !== delta.base) {
      // another answer of this call replaced the base meanwhile: ask once more for a whole answer
      held.delete(p.key);
      if (p.retried) p.reject(new ApiError(t(MSG_NETWORK), { kind: 'network', body: 'hall delta base' }));
      else send({ ...p, retried: true, request: { ...p.request, id: ++ids } });
      return;
    }
    const records = applyHallDelta(delta.base === 0 ? null : base!.records, delta);
    held.set(p.key, { version: delta.version, records });
    p.resolve({ records, total: delta.total, size: delta.size, current: delta.current, pages: delta.pages, leftTimes: delta.leftTimes });
  }

  return (kind, query) => {
    const { url, body } = call(kind, query);
    const text = JSON.stringify(body);
    const key = `${url} ${text}`;
    // The first call of a list: the server may have inlined its answer into the page, which the api client serves,
    // and the first rows do not wait for the worker's script; the worker starts meanwhile.
    if (!called.has(key)) {
      called.add(key);
      start();
      return fallback(kind, query);
    }
    if (!start()) return fallback(kind, query);
    const headers = { Accept: 'application/json', ...languageHeaders(), 'Content-Type': 'application/json', ...authHeaders() };
    let absolute = urls.get(url);
    if (absolute === undefined) urls.set(url, (absolute = new URL(resolveUrl(url, env.apiBase, env.bidBase), location.href).href));
    const request: HallPollRequest = { id: ++ids, key, base: 0, url: absolute, headers, body: text, timeoutMs: REQUEST_TIMEOUT_MS };
    return new Promise<HallAnswer>((resolve, reject) => send({ key, url, retried: false, request, fallback: () => fallback(kind, query), resolve, reject }));
  };
}
