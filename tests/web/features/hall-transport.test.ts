// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HallRow } from '@contract/projects';
import type { HallAnswer, HallFetcher } from '@streams/feeds/hall';
import { serverClock } from '@streams/server-clock';
import type { HallPollReply, HallPollRequest } from '@/features/hall/hall-delta';
import { createHallPollHandler } from '@/features/hall/hall-poll';
import { type HallPollWorker, createHallTransport } from '@/features/hall/hall-transport';

const row = (id: string, leftTime: number, extra: Partial<HallRow> = {}): HallRow => ({
  assetsId: id.padStart(32, '0'), assetsName: `资产${id}`, projectType: 0, priceType: 1, startPrice: 100000, biddingPrice: null, biddingCount: 0,
  priceUnitName: '', leftTime, bidStartTime: '2024-01-01 09:00:00', bidEndTime: '2024-01-01 10:00:00', ...extra,
});
const envelope = (records: HallRow[]) => ({ code: 200, success: true, msg: '', data: { records, total: records.length, size: 8, current: 1, pages: 1 } });

/**
 * The transport with a stand-in worker that runs the real worker handler (hall-poll.ts) in this thread, answering from
 * `answers` (one JSON body per call, in order) through a stubbed fetch.
 */
function setup(answers: (() => Response | Promise<Response>)[]) {
  const fetchImpl = vi.fn<typeof fetch>(async () => answers.shift()!());
  const requests: HallPollRequest[] = [];
  const replies: HallPollReply[] = [];
  const worker: HallPollWorker = {
    onmessage: null,
    onerror: null,
    postMessage(req) {
      requests.push(req);
      void handle(structuredClone(req));
    },
  };
  const handle = createHallPollHandler((reply) => {
    replies.push(reply);
    worker.onmessage!(new MessageEvent('message', { data: structuredClone(reply) }));
  }, fetchImpl);
  const fallback = vi.fn<HallFetcher>(async () => ({ records: [row('9', 50)], total: 1, size: 8, current: 1, pages: 1 }));
  const fetchPage = createHallTransport((kind, q) => ({ url: `hall/${kind}`, body: { ...q, projectNature: 49 } }), fallback, () => worker);
  const load = () => fetchPage('ongoing', { current: 1, size: 8 });
  return { fetchImpl, requests, replies, fallback, worker, load };
}

const json = (body: unknown, status = 200, serverNow = '1700000000000') =>
  () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'X-Server-Now': serverNow } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('createHallTransport (hall list calls in a worker, answered as changed rows)', () => {
  it('makes the first call through the api client, then answers in the worker with only the changed rows', async () => {
    const observe = vi.spyOn(serverClock, 'observeServerNow');
    const { fetchImpl, replies, fallback, load } = setup([
      json(envelope([row('1', 100), row('2', 200), row('3', 300)])),
      json(envelope([row('3', 295), row('1', 95), row('2', 195, { biddingCount: 1, biddingPrice: 100500 })])),
    ]);
    expect((await load()).records.map((r) => r.assetsName)).toEqual(['资产9']);
    expect(fallback).toHaveBeenCalledTimes(1);

    const full = await load();
    expect(full.records).toEqual([row('1', 100), row('2', 200), row('3', 300)]);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(`${location.origin}/api/hall/ongoing`);
    expect(JSON.parse(String(init!.body))).toEqual({ current: 1, size: 8, projectNature: 49 });
    expect(init!.headers).toMatchObject({ 'Client-Id': 'nccq-web', 'Accept-Language': 'zh-CN', 'Content-Type': 'application/json' });
    expect(observe).toHaveBeenCalledWith(1_700_000_000_000, expect.any(Number));

    const next: HallAnswer = await load();
    const sent = replies[1];
    expect(sent.kind === 'delta' && sent.delta.changed.map((r) => r.assetsId)).toEqual([row('2', 0).assetsId]); // 1 and 3 only moved
    expect(next.records[0]).toBe(full.records[2]);
    expect(next.records[1]).toBe(full.records[0]);
    expect(next.records[2]).toMatchObject({ biddingCount: 1, biddingPrice: 100500, leftTime: 195 });
    expect(Array.from(next.leftTimes!)).toEqual([295, 95, 195]);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('settles an answer that is not a page like the api client (§8), and answers in whole after it', async () => {
    const { load } = setup([
      json({ code: 500, success: false, msg: '服务异常' }),
      json({ code: 401, msg: '' }, 401),
      json(envelope([row('1', 100)])),
    ]);
    await load(); // through the api client
    await expect(load()).rejects.toMatchObject({ message: '服务异常', category: 'refused' });
    await expect(load()).rejects.toMatchObject({ category: 'session' });
    expect((await load()).records).toEqual([row('1', 100)]);
  });

  it('times out after 15 s like the api client', async () => {
    vi.useFakeTimers();
    const { fetchImpl, load } = setup([]);
    fetchImpl.mockImplementation((_url, init) => new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    await load(); // through the api client
    const pending = load();
    const failed = expect(pending).rejects.toMatchObject({ kind: 'timeout', category: 'timeout' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it('sends the calls waiting for a worker that failed to start, and every later one, through the api client', async () => {
    const { worker, fallback, load } = setup([() => new Promise<Response>(() => undefined)]);
    await load();
    const waiting = load();
    worker.onerror!(new ErrorEvent('error'));
    expect((await waiting).records.map((r) => r.assetsName)).toEqual(['资产9']);
    await load();
    expect(fallback).toHaveBeenCalledTimes(3);
  });
});
