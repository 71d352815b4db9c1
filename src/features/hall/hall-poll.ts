import type { HallRow } from '@contract/projects';
import { SERVER_NOW_HEADER } from '@contract/headers';
import { type HallPollReply, type HallPollRequest, diffHallRecords } from './hall-delta';

/**
 * The worker side of the hall poll (hall-poll.worker.ts runs it, hall-transport.ts talks to it): makes the hall list
 * call, parses the answer and, for an envelope with code 200 and records, replies with the rows that changed since the
 * version of the same call the page holds (hall-delta.ts). Request set-up, the body's bytes, JSON and the comparison of
 * 500 rows stay off the page's main thread. Keeps the last answer of a few calls; nothing else.
 */

/** Calls remembered (the hall's tabs and pages a visitor has open at once are far fewer). */
const KEYS_KEPT = 8;

/** Sends a reply to the page, handing over `transfer` (the delta's typed arrays) without copying. */
export type HallPollPost = (message: HallPollReply, transfer?: Transferable[]) => void;

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The records of a code-200 envelope whose data is a page of rows, else null (the page settles such an answer). */
function pageOf(status: number, body: unknown): { records: HallRow[]; total: number; size: number; current: number; pages: number } | null {
  if (status < 200 || status >= 300 || !body || typeof body !== 'object') return null;
  const envelope = body as { code?: unknown; data?: unknown };
  const data = envelope.code === 200 ? (envelope.data as Record<string, unknown> | null) : null;
  if (!data || typeof data !== 'object' || !Array.isArray(data.records)) return null;
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  return { records: data.records as HallRow[], total: num(data.total), size: num(data.size), current: num(data.current), pages: num(data.pages) };
}

/**
 * The worker's message handler: one call per request, one reply each (delta, raw answer, or failed: timeout after
 * `timeoutMs`, or no answer at all).
 * @param post sends a reply to the page; `fetchImpl` the fetch to use (the worker's own)
 */
export function createHallPollHandler(post: HallPollPost, fetchImpl: typeof fetch = fetch): (req: HallPollRequest) => Promise<void> {
  const answers = new Map<string, { version: number; records: HallRow[] }>();
  let versions = 0;
  return async (req) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), req.timeoutMs);
    try {
      const res = await fetchImpl(req.url, { method: 'POST', headers: req.headers, body: req.body, signal: controller.signal, credentials: 'same-origin' });
      const receivedAt = Date.now();
      const serverNow = res.headers.get(SERVER_NOW_HEADER);
      const body = parse(await res.text());
      const page = pageOf(res.status, body);
      if (!page) {
        post({ id: req.id, kind: 'answer', status: res.status, serverNow, receivedAt, body });
        return;
      }
      const held = answers.get(req.key);
      const base = held && held.version === req.base ? held : null;
      const rows = diffHallRecords(base?.records ?? null, page.records);
      const version = ++versions;
      answers.delete(req.key); // re-inserted last: the map's order is the order of use
      answers.set(req.key, { version, records: page.records });
      if (answers.size > KEYS_KEPT) answers.delete(answers.keys().next().value!);
      const { records: _records, ...fields } = page;
      post({ id: req.id, kind: 'delta', status: res.status, serverNow, receivedAt, delta: { ...fields, ...rows, version, base: base ? base.version : 0 } }, [
        rows.same.buffer,
        rows.leftTimes.buffer,
      ]);
    } catch (e) {
      post({ id: req.id, kind: 'failed', reason: controller.signal.aborted ? 'timeout' : 'network', message: e instanceof Error ? e.message : String(e) });
    } finally {
      clearTimeout(timer);
    }
  };
}
