import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../mock-server/src/config';
import { loadSpaDocument } from '../../mock-server/src/http/spa-document';
import { createFirstScreenRenderer, LIVE_REUSE_MS, withRendered } from '../../mock-server/src/http/ssr';
import { CLIENT_ID, makeTestApp, type TestApp } from './helpers';

const LIST_KEY = 'POST dscq-project/search/page {"current":1,"size":10,"projectNatures":"0,5,49"}';
const HALL_KEY = 'POST dscq-sync/v1/bid-assets/hall/page {"projectNature":49,"current":1,"size":8}';
const DETAIL = `/projectDetail/${'0'.repeat(32)}.html`;

/**
 * A build folder with a server bundle standing in for src/entry-server.tsx: /project renders the first listed project's
 * name from the answers it is given (/hall its first lot's), /index throws, a detail page takes longer than the render cap.
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
      if (url.startsWith('/projectDetail/')) await new Promise((r) => setTimeout(r, 400));
      const key = url.startsWith('/hall') ? ${JSON.stringify(HALL_KEY)} : ${JSON.stringify(LIST_KEY)};
      const name = answers[key]?.data?.records?.[0]?.assetsName;
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
    // The HTML shows the page: the code that hydrates it is fetched after the stylesheet and the largest image.
    expect(page.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/e.js">');
    expect(page.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/r.js">');
    // The server bundle is code for the server: never sent.
    const bundle = await t.app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(bundle.body).not.toContain('export async function render');
  });

  it('renders /hall, opened as a first visit or reloaded at its canonical URL, from its inlined first page of lots', async () => {
    const hall = await t.app.inject({ method: 'POST', url: '/api/dscq-sync/v1/bid-assets/hall/page', headers: { 'client-id': CLIENT_ID }, payload: { projectNature: 49, current: 1, size: 8 } });
    const firstLot = hall.json().data.records[0].assetsName;
    expect(firstLot).toBeTruthy();
    for (const url of ['/hall', '/hall?projectActive=1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toContain(`<div id="root" data-url="${url}"><main><h1>${firstLot}</h1></main></div>`);
    }
  });

  it('renders the account pages (/login and /register also with the page to return to), and no other form of their addresses', async () => {
    const back = `?redirect=${encodeURIComponent('/quoteHall?assetsId=' + '0'.repeat(32))}`;
    for (const url of ['/login', `/login${back}`, '/register', `/register${back}`, '/findPassword', '/findAccountPerson', '/findAccountOrg']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toContain(`<div id="root" data-url="${url.replace(/&/g, '&amp;')}"><main>`);
    }
    for (const url of [
      '/login?tab=sms', '/login?redirect=/index&tab=sms', `/login?redirect=${'a'.repeat(601)}`, '/login?redirect=', '/register?x=1',
      '/findPassword?redirect=%2Findex', '/findAccountSuccess?loginName=a', '/findAccount', '/loginx',
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect([url, plainRoot(page.body)]).toEqual([url, true]);
    }
  });

  it('sends the client-rendered document for a failed or slow render, another language or another page', async () => {
    for (const url of ['/index', DETAIL, '/notice', '/hall?projectActive=2', '/hall?projectActive=1&current=2', '/project?assetsName=x']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect([url, page.statusCode, plainRoot(page.body)]).toEqual([url, 200, true]);
      // Nothing painted without the code: it keeps its high priority.
      expect(page.body).not.toContain('fetchpriority="low"');
    }
    const english = await t.app.inject({ method: 'GET', url: '/project', headers: { cookie: 'a=1; nccq-lang=en' } });
    expect(plainRoot(english.body)).toBe(true);
    const chinese = await t.app.inject({ method: 'GET', url: '/project', headers: { cookie: 'nccq-lang=zh' } });
    expect(chinese.body).toContain(firstProject);
    // A first visit from an English browser: the portal starts in zh whatever the browser's language (spec §1, the
    // common store's default; it never reads navigator.language), so the zh page it will hydrate is what it gets.
    const firstVisit = await t.app.inject({ method: 'GET', url: '/project', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(firstVisit.body).toContain(`<div id="root" data-url="/project"><main><h1>${firstProject}</h1>`);
    const returning = await t.app.inject({ method: 'GET', url: '/project', headers: { 'accept-language': 'zh-CN', cookie: 'nccq-lang=en' } });
    expect(plainRoot(returning.body)).toBe(true);
  });

  it('sends the client-rendered document when the build has no server bundle (or SERVER_RENDER is 0)', async () => {
    rmSync(path.join(dist, 'server'), { recursive: true, force: true });
    // The bundle's files are looked at at most once a second.
    let page = await t.app.inject({ method: 'GET', url: '/project' });
    for (const until = Date.now() + 1_500; !plainRoot(page.body) && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 100));
      page = await t.app.inject({ method: 'GET', url: '/project' });
    }
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

describe('renders per address', () => {
  it('sends an address past SERVER_RENDERS_PER_MINUTE renders the browser-rendered document; kept renders and other addresses are not held', async () => {
    const dist = fakeBuild(true);
    const t = await makeTestApp({ staticDir: dist, env: { SERVER_RENDERS_PER_MINUTE: '3' } });
    try {
      const lot = (n: number) => `/quoteHall?assetsId=${String(n).padStart(32, 'a')}`;
      const open = async (url: string, remoteAddress = '127.0.0.1') => (await t.app.inject({ method: 'GET', url, remoteAddress })).body;
      // Three made-up lots from one address are rendered; the fourth costs the server no render.
      for (const n of [1, 2, 3]) expect(plainRoot(await open(lot(n))), lot(n)).toBe(false);
      const fourth = await open(lot(4));
      expect([plainRoot(fourth), fourth.includes('id="first-answers"')]).toEqual([true, true]);
      // A render kept from a moment ago is no new render: still sent.
      expect(plainRoot(await open(lot(1)))).toBe(false);
      // Another address has its own share.
      expect(plainRoot(await open(lot(5), '10.1.1.2'))).toBe(false);
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("the quote hall's first screen", () => {
  it('is rendered at most once per URL within LIVE_REUSE_MS, however many bidders open it; other pages by their answers', async () => {
    const dist = fakeBuild(false);
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'entry-server.js'), `let renders = 0;
      export async function render({ url, answers }) { renders++; return { html: renders + ':' + answers.now, url }; }`);
    let now = 0;
    const renderer = createFirstScreenRenderer(dist, () => undefined, { clock: () => now });
    const lot = `/quoteHall?assetsId=${'a'.repeat(32)}`;
    const other = `/quoteHall?assetsId=${'b'.repeat(32)}`;
    const html = async (url: string, answers: Record<string, unknown>) => (await renderer.render(url, answers))?.html;
    // Each document carries the snapshot's server time: different answers every time.
    const fresh = await renderer.render(lot, { now: 1 });
    const first = fresh?.html;
    expect(first).toMatch(/^\d+:1$/);
    expect(fresh?.stale).toBeFalsy();
    // A kept render is marked: it does not show this document's answers, so the browser must not hydrate it.
    const reused = await renderer.render(lot, { now: 2 });
    expect([reused?.html, reused?.stale]).toEqual([first, true]);
    expect(withRendered('<div id="root"></div>', reused!)).toContain(' data-hydrate="no">');
    expect(withRendered('<div id="root"></div>', fresh!)).not.toContain('data-hydrate');
    expect(withRendered('<div id="root"></div>', { ...fresh!, anyVisitor: true })).toContain(' data-hydrate="any">');
    expect(await html(lot, { now: 3 })).toBe(first);
    expect(await html(other, { now: 3 })).not.toBe(first); // another lot is rendered for itself
    now += LIVE_REUSE_MS;
    const next = await html(lot, { now: 4 });
    expect(next).toMatch(/:4$/);
    expect(next).not.toBe(first);
    // A page that is not live is rendered again whenever its answers differ.
    const project = await html('/project', { now: 5 });
    expect(await html('/project', { now: 6 })).not.toBe(project);
    expect(await html('/project', { now: 6 })).toMatch(/:6$/);
    rmSync(dist, { recursive: true, force: true });
  });
});

describe('a rebuild while the server runs', () => {
  /** Writes version `v` of a bundle whose chunk imports the entry back (as Vite's chunks do), dated `at` seconds. */
  function writeBundle(dist: string, v: string, at: number, broken = false): void {
    const dir = path.join(dist, 'server');
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'assets', 'chunk.js'), "import * as entry from '../entry-server.js';\nexport const label = () => 'chunk:' + entry.version;\n");
    const entry = path.join(dir, 'entry-server.js');
    writeFileSync(entry, broken ? 'export const version = ;' : `import { label } from './assets/chunk.js';
      export const version = '${v}';
      export async function render({ url }) { return { html: label() + '|' + version, url }; }`);
    utimesSync(entry, at, at);
  }

  it('renders with the new bundle once its files stand still, and never with a broken or unsettled one', async () => {
    const dist = fakeBuild(false);
    writeBundle(dist, 'v1', 1_000);
    let now = 0;
    const warnings: string[] = [];
    const renderer = createFirstScreenRenderer(dist, (_err, msg) => warnings.push(msg), { clock: () => now });
    const html = async () => (await renderer.render('/project', {}))?.html ?? null;
    expect(await html()).toBe('chunk:v1|v1');
    writeBundle(dist, 'v2', 2_000);
    now += 500;
    expect(await html()).toBe('chunk:v1|v1'); // not looked at again within the second
    now += 600;
    expect(await html()).toBeNull(); // changed, maybe still being written
    now += 1_100;
    expect(await html()).toBe('chunk:v2|v2'); // its chunk sees the new entry, not the old one
    writeBundle(dist, 'v3', 3_000, true);
    now += 1_100;
    expect(await html()).toBeNull();
    now += 1_100;
    expect(await html()).toBeNull();
    expect(warnings.some((w) => w.includes('加载失败'))).toBe(true);
    writeBundle(dist, 'v4', 4_000);
    now += 1_100;
    await html();
    now += 1_100;
    expect(await html()).toBe('chunk:v4|v4');
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the new index.html only when whole', () => {
    const dist = fakeBuild(false);
    const index = path.join(dist, 'index.html');
    let now = 0;
    const doc = loadSpaDocument(dist, { clock: () => now });
    writeFileSync(index, '<!doctype html><html><head><title>two</title>');
    utimesSync(index, 2_000, 2_000);
    now += 1_100;
    expect(doc.html('/project')).toContain('<div id="root"></div>');
    writeFileSync(index, '<!doctype html><html><head><title>two</title></head><body></body></html>\n');
    utimesSync(index, 3_000, 3_000);
    now += 500;
    expect(doc.html('/project')).not.toContain('two');
    now += 600;
    expect(doc.html('/project')).toContain('<title>two</title>');
    rmSync(dist, { recursive: true, force: true });
  });
});
