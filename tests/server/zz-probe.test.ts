import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, CLIENT_ID, type TestApp } from './helpers';
let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(() => t.close());
it('probe', async () => {
  for (const url of ['/api/blade-desk/notice-info/detail?id=nope', '/api/nope', '/api/dscq-system/dict/dictionary', '/api/dscq-system/website/config']) {
    const r = await t.app.inject({ url, headers: { 'client-id': CLIENT_ID, 'accept-language': 'en' } });
    console.log(url, r.statusCode, r.headers.vary, r.body.slice(0, 200));
  }
  const r = await t.app.inject({ url: '/api/x', headers: { 'accept-language': 'en' } });
  console.log(r.statusCode, r.headers.vary, r.body);
  expect(1).toBe(1);
});
