import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NOW_HEADER } from '../../contract/envelope';
import { CLIENT_ID, FIXED_NOW, makeTestApp, type TestApp } from './helpers';

const SEARCH = '/api/dscq-project/search/page';
const HOT = '/api/dscq-project/top/hot-by-solr?size=4&current=1';

/** One answer as it came over the socket. */
interface Raw { status: number; headers: IncomingHttpHeaders; body: Buffer }

describe('cached answers sent again from the server door (http/answer-replay.ts)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await makeTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => { await t?.close(); });

  const replayed = () => t.app.answerReplay.stats.replayed;

  /** Sends one request with exactly `headers` (plus Host and, for a body, Content-Length) and reads the raw answer. */
  function send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }
  const json = { 'client-id': CLIENT_ID, 'content-type': 'application/json' };
  const search = (body: string, headers: Record<string, string> = {}) => send('POST', SEARCH, { ...json, ...headers }, body);
  /**
   * Calls `go` until an answer comes from the door, at most 20 times, and returns the answers. The first is always the
   * route's; on PostgreSQL the route stores (and so teaches) an answer only once the listing version has been read in
   * the background, a call or two later.
   */
  async function untilReplayed(go: () => Promise<Raw>): Promise<Raw[]> {
    const answers: Raw[] = [];
    for (let i = 0; i < 20; i += 1) {
      const before = replayed();
      answers.push(await go());
      if (replayed() > before) return answers;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no answer came from the door');
  }
  /** The headers that must be the same on every answer: all but the date and the connection's. */
  const lasting = (h: IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k)));

  it('sends a repeated call what the route sent, headers and all', async () => {
    const body = JSON.stringify({ province: '51', status: 2, operationId: '1', q: '村', current: 1, size: 10 });
    const answers = await untilReplayed(() => search(body));
    expect(answers.length).toBeGreaterThan(1);
    const first = answers[0];
    const before = replayed();
    const again = await search(body);
    expect(replayed()).toBe(before + 1);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body.toString()).code).toBe(200);
    for (const replay of [answers.at(-1)!, again]) {
      expect(replay.status).toBe(200);
      expect(replay.body.equals(first.body)).toBe(true);
      expect(lasting(replay.headers)).toEqual(lasting(first.headers));
    }
    expect(Number(again.headers[SERVER_NOW_HEADER.toLowerCase()])).toBe(FIXED_NOW);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not send an answer once the listing has changed', async () => {
    const body = JSON.stringify({ size: 5, current: 1 });
    const known = JSON.parse((await untilReplayed(() => search(body))).at(-1)!.body.toString()).data.records[0];
    const before = replayed();
    await t.db.updateTable('project').set({ assetsName: '门口重放测试项目' }).where('assetsId', '=', known.assetsId).execute();
    const after = await search(body);
    expect(replayed()).toBe(before);
    expect(JSON.parse(after.body.toString()).data.records[0].assetsName).toBe('门口重放测试项目');
    // The route taught it the new answer: sent from the door again.
    const again = (await untilReplayed(() => search(body))).at(-1)!;
    expect(again.body.equals(after.body)).toBe(true);
  });

  it('still refuses a call without the client id, and answers each encoding and language as asked', async () => {
    const body = JSON.stringify({ current: 1, size: 20 });
    const plain = (await untilReplayed(() => search(body))).at(-1)!;
    const before = replayed();
    const refused = await send('POST', SEARCH, { 'content-type': 'application/json' }, body);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body.toString()).code).toBe(401);
    expect(replayed()).toBe(before);

    const br = { 'accept-encoding': 'br' };
    const compressed = (await untilReplayed(() => search(body, br))).at(-1)!;
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true);

    const en = { 'accept-language': 'en' };
    const english = await untilReplayed(() => search(body, en));
    expect(JSON.parse(english[0].body.toString()).msg).not.toBe(JSON.parse(plain.body.toString()).msg);
    expect(english.at(-1)!.body.equals(english[0].body)).toBe(true);
  });

  it('hands a body it has not learned to the route: a broken one is the 400 it always was, another filter its own answer', async () => {
    await untilReplayed(() => search(JSON.stringify({ current: 1, size: 3 })));
    const broken = await search('{"size":');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body.toString()).code).toBe(400);
    const other = await search(JSON.stringify({ current: 1, size: 2 }));
    expect(JSON.parse(other.body.toString()).data.records).toHaveLength(2);
    const bad = await search(JSON.stringify({ current: 1, size: 'many' }));
    expect(bad.status).toBe(400);
  });

  it('sends a cached GET again too, keyed by its query string', async () => {
    const headers = { 'client-id': CLIENT_ID };
    const answers = await untilReplayed(() => send('GET', HOT, headers));
    expect(answers.at(-1)!.body.equals(answers[0].body)).toBe(true);
    const before = replayed();
    const fewer = await send('GET', HOT.replace('size=4', 'size=2'), headers);
    expect(replayed()).toBe(before);
    expect(JSON.parse(fewer.body.toString()).data.records.length).toBeLessThanOrEqual(2);
  });
});

describe('the answer replay with the request log on', () => {
  it('sends a repeated call from the door and writes one access line for it, its URL redacted', async () => {
    const lines: Record<string, unknown>[] = [];
    const t = await makeTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      // A secret in the query string (here one the route ignores) must not reach the log.
      const url = `http://127.0.0.1:${port}${HOT}&access_token=s3cret`;
      let replayedLine: Record<string, unknown> | undefined;
      for (let i = 0; i < 20 && !replayedLine; i += 1) {
        const res = await fetch(url, { headers: { 'client-id': CLIENT_ID } });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        replayedLine = lines.find((l) => String(l.reqId).startsWith('replay-'));
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(t.app.answerReplay.stats.replayed).toBeGreaterThan(0);
      expect(replayedLine).toMatchObject({
        level: 30, msg: 'request completed', res: { statusCode: 200 },
        req: { method: 'GET', url: `${HOT}&access_token=[REDACTED]`, remoteAddress: '127.0.0.1' },
      });
      expect(typeof replayedLine!.responseTime).toBe('number');
      // One line for each answer from the door.
      const fromDoor = lines.filter((l) => String(l.reqId).startsWith('replay-'));
      expect(fromDoor).toHaveLength(t.app.answerReplay.stats.replayed);
      expect(JSON.stringify(lines)).not.toContain('s3cret');
    } finally {
      await t.close();
    }
  });
});
