import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../mock-server/src/config';
import { createFirstScreenRenderer } from '../../mock-server/src/http/ssr';
import { CLIENT_ID, makeTestApp, type TestApp } from './helpers';

const LIST_KEY = 'POST dscq-project/search/page {"current":1,"size":10,"projectNatures":"0,5,49"}';
const DETAIL = `/projectDetail/${'0'.repeat(32)}.html`;

/**
 * A build folder with a server bundle standing in for src/entry-server.tsx: /project renders the first listed project's
 * name from the answers it is given, /index throws, a detail page takes longer than the render cap.
 */
function fakeBuild(withBundle: boolean): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-ssr-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" crossorigin src="/assets/e.js"></script>'
    + '<link rel="modulepreload" crossorigin href="/assets/r.js"></head><body>'
    + '<!--boot-shell: the frame--><div id="boot-shell" aria-hidden="true"><svg></svg></div><!--/boot-shell-->\n'
    + '<div id="root"></div></body></html>');
  if (!withBundle) return dist;
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'entry-server.js'), `
    export async function render({ url, answers }) {
      if (url === '/index') throw new Error('render failed');
      if (url.startsWith('/projectDetail/')) await new Promise((r) => setTimeout(r, 400));
      const name = answers[${JSON.stringify(LIST_KEY)}]?.data?.records?.[0]?.assetsName;
      return { html: '<main><h1>' + name + '</h1></main>', url };
    }`);
  return dist;
}

const plainRoot = (body: string) => body.includes('<div id="root"></div>');

describe('server-rendered first screen', () => {
  let t: TestApp;
  let dist: string;
  let firstProject: string;
  beforeAll(async () => {
    dist = fakeBuild(true);
    t = await makeTestApp({ staticDir: dist });
    const list = await t.app.inject({
      method: 'POST', url: '/api/dscq-project/search/page', headers: { 'client-id': CLIENT_ID },
      payload: { current: 1, size: 10, projectNatures: '0,5,49' },
    });
    firstProject = list.json().data.records[0].assetsName;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('puts the page rendered from the inlined answers inside #root, with the URL it was rendered for', async () => {
    expect(firstProject).toBeTruthy();
    const page = await t.app.inject({ method: 'GET', url: '/project' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<div id="root" data-url="/project"><main><h1>${firstProject}</h1></main></div>`);
    expect(page.body).toContain('id="first-answers"');
    // The rendered header is there: not the frame shown while a client-rendered page loads.
    expect(page.body).not.toContain('boot-shell');
    // The HTML shows the page: the code that hydrates it is fetched after the stylesheet and the largest image.
    expect(page.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/e.js">');
    expect(page.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/r.js">');
    // The server bundle is code for the server: never sent.
    const bundle = await t.app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(bundle.body).not.toContain('export async function render');
  });

  it('sends the client-rendered document for a failed or slow render, another language or another page', async () => {
    for (const url of ['/index', DETAIL, '/notice', '/hall', '/project?assetsName=x']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect([url, page.statusCode, plainRoot(page.body)]).toEqual([url, 200, true]);
      expect(page.body).toContain('<div id="boot-shell" aria-hidden="true">');
      // Nothing painted without the code: it keeps its high priority.
      expect(page.body).not.toContain('fetchpriority="low"');
    }
    const english = await t.app.inject({ method: 'GET', url: '/project', headers: { cookie: 'a=1; nccq-lang=en' } });
    expect(plainRoot(english.body)).toBe(true);
    const chinese = await t.app.inject({ method: 'GET', url: '/project', headers: { cookie: 'nccq-lang=zh' } });
    expect(chinese.body).toContain(firstProject);
  });

  it('sends the client-rendered document when the build has no server bundle (or SERVER_RENDER is 0)', async () => {
    rmSync(path.join(dist, 'server'), { recursive: true, force: true });
    const page = await t.app.inject({ method: 'GET', url: '/project' });
    expect([page.statusCode, plainRoot(page.body)]).toEqual([200, true]);
    // A build without one from the start: nothing to render, nothing to warn about.
    const bare = fakeBuild(false);
    const warnings: string[] = [];
    const renderer = createFirstScreenRenderer(bare, (_err, msg) => warnings.push(msg));
    expect(await renderer.render('/project', {})).toBeNull();
    expect(warnings).toEqual([]);
    rmSync(bare, { recursive: true, force: true });
    expect(loadConfig({ SERVER_RENDER: '0' }).SERVER_RENDER).toBe(false);
  });
});
