import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodedAnswer, negotiateEncoding } from '../../mock-server/src/http/answer-encodings';
import { CLIENT_ID, makeTestApp, type TestApp } from './helpers';

const SEARCH = '/api/dscq-project/search/page';
const HOT = '/api/dscq-project/top/hot-by-solr?size=12';
const BODY = { current: 1, size: 10 };

describe('cached API answers are stored compressed, per encoding', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(async () => { await t?.close(); });

  const search = (acceptEncoding?: string, body: Record<string, unknown> = BODY) => t.app.inject({
    method: 'POST', url: SEARCH, payload: body,
    headers: { 'client-id': CLIENT_ID, 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

  it('answers a miss and a hit in the accepted encoding, with its length and Vary, decoding to the plain answer', async () => {
    const plain = await search();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, expected, decode] of [
      ['br, gzip, deflate', 'br', brotliDecompressSync], ['gzip, deflate, br;q=0', 'gzip', gunzipSync], ['x-gzip', 'gzip', gunzipSync],
    ] as const) {
      const first = await search(accept);
      const second = await search(accept);
      for (const res of [first, second]) {
        expect(res.headers['content-encoding'], accept).toBe(expected);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-language');
        expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      }
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    const asked = await t.app.inject({ method: 'POST', url: SEARCH, payload: BODY, headers: { 'client-id': CLIENT_ID, 'accept-encoding': 'br', 'x-no-compression': '1' } });
    expect([asked.headers['content-encoding'], asked.body]).toEqual([undefined, plain.body]);
    for (const accept of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await search(accept);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
  });

  it('compresses a stored answer once per encoding', () => {
    const body = Buffer.from(JSON.stringify({ code: 200, data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: '耕地' })) }));
    const br = encodedAnswer(body, 'br');
    expect(encodedAnswer(body, 'br')).toBe(br);
    expect(encodedAnswer(body, 'gzip')).not.toBe(br);
    expect(encodedAnswer(body, 'identity')).toBe(body);
    expect(br.length).toBeLessThan(body.length / 4);
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
  });

  it('answers HEAD of a cached GET with the GET\'s headers and no body', async () => {
    const headers = { 'client-id': CLIENT_ID, 'accept-encoding': 'br' };
    const got = await t.app.inject({ method: 'GET', url: HOT, headers });
    const head = await t.app.inject({ method: 'HEAD', url: HOT, headers });
    expect(got.headers['content-encoding']).toBe('br');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(got.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('keeps a refused call out of the cache: a bad filter is a Chinese 400 every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await search('br', { status: 'x' });
      expect(res.statusCode).toBe(400);
      const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString('utf8') : res.body;
      expect(JSON.parse(text)).toMatchObject({ code: 400 });
      expect((JSON.parse(text) as { msg: string }).msg).toMatch(/[\u4e00-\u9fa5]/u);
    }
  });
});
