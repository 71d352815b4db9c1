import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../mock-server/src/config';
import { createFirstScreenRenderer } from '../../mock-server/src/http/ssr';
import { CLIENT_ID, makeTestApp, type TestApp } from './helpers';

const HALL_KEY = 'POST dscq-sync/v1/bid-assets/hall/page {"projectNature":49,"current":1,"size":8}';

/**
 * A build folder with a server bundle standing in for src/entry-server.tsx: /hall renders the first hall lot's name
 * from the answers it is given (for its canonical URL), /index throws, /project takes longer than the render cap.
 */
function fakeBuild(withBundle: boolean): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-ssr-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" crossorigin src="/assets/e.js"></script>'
    + '<link rel="modulepreload" crossorigin href="/assets/r.js"></head><body><div id="root"></div></body></html>');
  if (!withBundle) return dist;
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'entry-server.js'), `
    export async function render({ url, answers }) {
      if (url === '/index') throw new Error('render failed');
      if (url === '/project') await new Promise((r) => setTimeout(r, 400));
      const name = answers[${JSON.stringify(HALL_KEY)}]?.data?.records?.[0]?.assetsName;
      return { html: '<main><h1>' + name + '</h1></main>', url: url === '/hall' ? '/hall?projectActive=1' : url };
    }`);
  return dist;
}

const plainRoot = (body: string) => body.includes('<div id="root"></div>');

describe('server-rendered first screen', () => {
  let t: TestApp;
  let dist: string;
  let firstLot: string;
  beforeAll(async () => {
    dist = fakeBuild(true);
    t = await makeTestApp({ staticDir: dist });
    const hall = await t.app.inject({
      method: 'POST', url: '/api/dscq-sync/v1/bid-assets/hall/page', headers: { 'client-id': CLIENT_ID },
      payload: { projectNature: 49, current: 1, size: 8 },
    });
    firstLot = hall.json().data.records[0].assetsName;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('puts the page rendered from the inlined answers inside #root, with the URL it was rendered for', async () => {
    expect(firstLot).toBeTruthy();
    const page = await t.app.inject({ method: 'GET', url: '/hall' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<div id="root" data-url="/hall?projectActive=1"><main><h1>${firstLot}</h1></main></div>`);
    expect(page.body).toContain('id="first-answers"');
    // The HTML shows the page: the code that hydrates it is fetched after the stylesheet and the largest image.
    expect(page.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/e.js">');
    expect(page.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/r.js">');
    // The server bundle is code for the server: never sent.
    const bundle = await t.app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(bundle.body).not.toContain('export async function render');
  });

  it('sends the client-rendered document for a failed or slow render, another language or another page', async () => {
    for (const url of ['/index', '/project', '/notice', '/hall?assetsName=x']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect([url, page.statusCode, plainRoot(page.body)]).toEqual([url, 200, true]);
      // Nothing painted without the code: it keeps its high priority.
      expect(page.body).not.toContain('fetchpriority="low"');
    }
    const english = await t.app.inject({ method: 'GET', url: '/hall', headers: { cookie: 'a=1; nccq-lang=en' } });
    expect(plainRoot(english.body)).toBe(true);
    const chinese = await t.app.inject({ method: 'GET', url: '/hall', headers: { cookie: 'nccq-lang=zh' } });
    expect(chinese.body).toContain(firstLot);
  });

  it('sends the client-rendered document when the build has no server bundle (or SERVER_RENDER is 0)', async () => {
    rmSync(path.join(dist, 'server'), { recursive: true, force: true });
    const page = await t.app.inject({ method: 'GET', url: '/hall' });
    expect([page.statusCode, plainRoot(page.body)]).toEqual([200, true]);
    // A build without one from the start: nothing to render, nothing to warn about.
    const bare = fakeBuild(false);
    const warnings: string[] = [];
    const renderer = createFirstScreenRenderer(bare, (_err, msg) => warnings.push(msg));
    expect(await renderer.render('/hall', {})).toBeNull();
    expect(warnings).toEqual([]);
    rmSync(bare, { recursive: true, force: true });
    expect(loadConfig({ SERVER_RENDER: '0' }).SERVER_RENDER).toBe(false);
  });
});
