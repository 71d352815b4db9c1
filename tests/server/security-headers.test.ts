import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeTestApp, type TestApp } from './helpers';

/** The directives of a Content-Security-Policy header, by name. */
const directives = (csp: unknown) => Object.fromEntries(String(csp).split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));

describe('browser security headers', () => {
  let t: TestApp;
  let buildDir: string;
  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(tmpdir(), 'exchange-build-'));
    writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(path.join(buildDir, 'app.js'), 'console.log(1)');
    mkdirSync(path.join(buildDir, 'assets'));
    for (const name of ['index-B1a2c3.js', 'index-C4d5e6.css', 'hall-poll.worker-D7e8f9.js', 'seal-E1f2a3.svg']) writeFileSync(path.join(buildDir, 'assets', name), '/**/');
    t = await makeTestApp({ staticDir: buildDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('puts the CSP on the SPA document: own scripts only, no inline script, no framing', async () => {
    for (const url of ['/index', '/', '/login', '/quoteHall?assetsId=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      // Frames: the server's own and blob: (a PDF preview of owner-only bytes), nothing from elsewhere.
      expect(csp['frame-src']).toEqual(["'self'", 'blob:']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('gives API answers, static files and uploads nosniff and the Referrer-Policy; JSON answers skip the CSP', async () => {
    const api = await call(t.app, 'GET', '/api/dscq-system/industry/list');
    const search = await t.app.inject({ method: 'POST', url: '/api/dscq-project/search/page', headers: { 'client-id': 'nccq-web' }, payload: {} });
    const missing = await call(t.app, 'GET', '/api/no-such-call');
    const denied = await call(t.app, 'GET', '/api/dscq-system/industry/list', {}, { clientId: null });
    for (const res of [api, search, missing, denied]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers).not.toHaveProperty('content-security-policy');
    expect(search.headers).not.toHaveProperty('content-security-policy');
    // An unroutable URL is answered before any hook runs, with the same headers.
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/dscq-user/file/%ff', headers: { 'client-id': 'nccq-web' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/app.js', '/files/nope.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends the build\'s scripts and style sheets nosniff and CORP only, the worker and other files the document set', async () => {
    for (const url of ['/assets/index-B1a2c3.js', '/assets/index-C4d5e6.css?v=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'cross-origin-opener-policy', 'x-server-now', 'etag', 'last-modified']) {
        expect(res.headers, `${url} ${name}`).not.toHaveProperty(name);
      }
    }
    // A build file that is not there is a 404, never the portal's document without its CSP.
    const gone = await t.app.inject({ method: 'GET', url: '/assets/gone-A1b2c3.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 404, msg: '文件不存在' });
    // A worker runs under its own answer's CSP; an image (an SVG can hold script) keeps the document set.
    for (const url of ['/assets/hall-poll.worker-D7e8f9.js', '/assets/seal-E1f2a3.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(directives(res.headers['content-security-policy'])['script-src'], url).toEqual(["'self'"]);
      expect(res.headers['x-server-now'], url).toMatch(/^\d+$/);
    }
  });
});
