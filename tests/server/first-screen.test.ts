import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, makeTestApp, type TestApp } from './helpers';

/** A build folder like Vite's: index.html naming its entry, a manifest with the hall route's chunk, precompressed copies. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'exchange-dist-'));
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>');
  const js = 'console.log("entry");'.repeat(100);
  writeFileSync(path.join(dist, 'assets', 'index-a1.js'), js);
  writeFileSync(path.join(dist, 'assets', 'index-a1.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dist, 'assets', 'index-a1.js.gz'), gzipSync(js));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({
    'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-s1.js' },
    'src/routes/hall.tsx?tsr-split=component---loader': { file: 'assets/hall-h1.js', imports: ['_shared.js', '_table.js'] },
    'src/routes/hall.tsx?tsr-split=errorComponent': { file: 'assets/hall-err.js' },
    '_table.js': { file: 'assets/table-t1.js' },
    'src/routes/_auth.tsx?tsr-split=component---loader': { file: 'assets/auth-a1.js' },
    'src/routes/_auth/quoteHall.tsx?tsr-split=component---loader': {
      file: 'assets/quoteHall-q1.js', imports: ['_shared.js'], dynamicImports: ['src/features/quote/quote-room.tsx'],
    },
    'src/features/quote/quote-room.tsx': {
      file: 'assets/quote-room-r1.js', imports: ['_shared.js', '_streams.js'],
      dynamicImports: ['node_modules/socket.io-client/build/esm/index.js', 'src/features/quote/price-chart.tsx'],
    },
    '_streams.js': { file: 'assets/streams-x1.js' },
    'node_modules/socket.io-client/build/esm/index.js': { file: 'assets/esm-io1.js' },
    'src/features/quote/price-chart.tsx': { file: 'assets/price-chart-p1.js' },
  }));
  return dist;
}

describe('first screen: compressed, cached build files and the document', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await makeTestApp({ staticDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset precompressed when accepted, cached for a year; index.html is revalidated', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-a1.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log("entry")');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-a1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("entry")');
    for (const url of ['/', '/hall']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('preloads the route chunks of a first-screen page that the entry does not load, and inlines its answers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/hall?projectActive=1' });
    expect(page.statusCode).toBe(200);
    const preloads = [...page.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual(['/assets/hall-h1.js', '/assets/table-t1.js']);
    // The quote hall's first screen is its route's chunks; the live room it asks for next (the stream layer, the
    // socket client) is not preloaded, so it does not share a slow link with them.
    const room = await t.app.inject({ method: 'GET', url: '/quoteHall?assetsId=x' });
    const roomPreloads = [...room.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(roomPreloads.sort()).toEqual(['/assets/auth-a1.js', '/assets/quoteHall-q1.js']);
    const json = page.body.match(/<script type="application\/json" id="first-answers">(.*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    const seed = JSON.parse(json!);
    expect(seed.lang).toBe('zh-CN');
    const hall = seed.answers['POST dscq-sync/v1/bid-assets/hall/page {"projectNature":49,"current":1,"size":8}'];
    expect(hall).toMatchObject({ code: 200, data: { current: 1, size: 8 } });
    expect(seed.answers['GET dscq-system/website/config {}']).toMatchObject({ code: 200 });
    expect(seed.answers['GET blade-desk/navigation-config/list {}'].data.length).toBeGreaterThan(0);
  });

  it("inlines the answers in English for a portal that shows English (its nccq-lang cookie), and in zh otherwise", async () => {
    const seedOf = async (cookie?: string) => {
      const page = await t.app.inject({ method: 'GET', url: '/hall', headers: cookie ? { cookie } : {} });
      return JSON.parse(page.body.match(/id="first-answers">(.*?)<\/script>/)![1]) as { lang: string; answers: Record<string, { data: unknown }> };
    };
    const menu = (seed: { answers: Record<string, { data: unknown }> }) =>
      (seed.answers['GET blade-desk/navigation-config/list {}'].data as Array<{ navigationName: string }>).map((m) => m.navigationName);
    const zh = await seedOf();
    const en = await seedOf('theme=x; nccq-lang=en');
    expect([zh.lang, en.lang]).toEqual(['zh-CN', 'en']);
    // The same menu, its labels in the page's language (what the portal would have asked for itself).
    expect(menu(en)).toHaveLength(menu(zh).length);
    expect(menu(zh).some((name) => /[\u4e00-\u9fff]/.test(name))).toBe(true);
    expect(menu(en).some((name) => /[\u4e00-\u9fff]/.test(name))).toBe(false);
    // A language the portal does not know falls back to zh there, so its answers are zh.
    expect((await seedOf('nccq-lang=fr')).lang).toBe('zh-CN');
  });

  it('marks a caller-dependent answer anonymous, preloads the page image, and gives other pages the shell answers only', async () => {
    const listing = await t.app.inject({ method: 'POST', url: '/api/dscq-project/search/page', headers: { 'client-id': CLIENT_ID }, payload: { size: 1 } });
    const assetsId = listing.json().data.records[0].assetsId as string;
    const page = await t.app.inject({ method: 'GET', url: `/projectDetail/${assetsId}.html` });
    expect(page.body).toContain(`"anon GET dscq-project/project/detail {\\"assetsId\\":\\"${assetsId}\\"}"`);
    expect(page.body).toMatch(/<link rel="preload" as="image" href="\/files\/[^"]+" fetchpriority="high">/);
    // Any other page gets the shell's answers only, and no preloads.
    const other = await t.app.inject({ method: 'GET', url: '/xwzx' });
    const seed = JSON.parse(other.body.match(/id="first-answers">(.*?)<\/script>/)![1]);
    expect(Object.keys(seed.answers).sort()).toEqual(['GET blade-desk/navigation-config/list {}', 'GET dscq-system/website/config {}']);
    expect(other.body).not.toContain('modulepreload');
  });

  it("inlines a lot's public bid-room state into the quote hall's document, without any bidder's side", async () => {
    const hall = await t.app.inject({ method: 'POST', url: '/api/dscq-sync/v1/bid-assets/hall/page', headers: { 'client-id': CLIENT_ID }, payload: { projectNature: 49, current: 1, size: 1 } });
    const assetsId = hall.json().data.records[0].assetsId as string;
    const page = await t.app.inject({ method: 'GET', url: `/quoteHall?assetsId=${assetsId}` });
    const seed = JSON.parse(page.body.match(/id="first-answers">(.*?)<\/script>/)![1]);
    const lot = seed.answers[`anon GET /api-bid/lot/snapshot {"assetsId":"${assetsId}"}`];
    expect(lot).toMatchObject({ code: 200, data: { assetsId, me: null } });
    // Without a well-formed lot id there is nothing to inline.
    const bad = await t.app.inject({ method: 'GET', url: '/quoteHall?assetsId=x' });
    expect(bad.body).not.toContain('/api-bid/lot/snapshot');
  });

  it('serves the new document after a rebuild while running', async () => {
    const index = path.join(dist, 'index.html');
    writeFileSync(index, '<!doctype html><html><head><script type="module" src="/assets/index-b2.js"></script></head><body><div id="root"></div></body></html>');
    utimesSync(index, new Date(), new Date(Date.now() + 5_000));
    // index.html is checked at most once a second.
    let page = await t.app.inject({ method: 'GET', url: '/project' });
    for (const until = Date.now() + 1_500; !page.body.includes('/assets/index-b2.js') && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 100));
      page = await t.app.inject({ method: 'GET', url: '/project' });
    }
    expect(page.body).toContain('/assets/index-b2.js');
  });

  it('compresses a large API answer for a client that accepts it, and the cached answer stays whole for one that does not', async () => {
    const headers = { 'client-id': CLIENT_ID };
    const payload = { size: 50 };
    const br = await t.app.inject({ method: 'POST', url: '/api/dscq-project/search/page', headers: { ...headers, 'accept-encoding': 'br' }, payload });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const decoded = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    const plain = await t.app.inject({ method: 'POST', url: '/api/dscq-project/search/page', headers, payload });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(decoded);
    // Binary downloads keep their bytes and length; an SVG is text.
    mkdirSync(path.join(t.dataDir, 'files', 'test'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'files', 'test', 'blob.bin'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(t.dataDir, 'files', 'test', 'a.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(500)}</svg>`);
    const bin = await t.app.inject({ method: 'GET', url: '/files/test/blob.bin', headers: { 'accept-encoding': 'br' } });
    expect([bin.headers['content-encoding'], bin.rawPayload.length]).toEqual([undefined, 4096]);
    const svg = await t.app.inject({ method: 'GET', url: '/files/test/a.svg', headers: { 'accept-encoding': 'br' } });
    expect(svg.headers['content-encoding']).toBe('br');
    // Below the threshold an answer goes as it is: a 404 envelope is about 80 bytes.
    const small = await t.app.inject({ method: 'GET', url: '/api/no/such/path', headers: { ...headers, 'accept-encoding': 'br' } });
    expect([small.statusCode, small.headers['content-encoding']]).toEqual([404, undefined]);
  });
});

describe('first screen: a build without its server bundle', () => {
  /** The warnings of a server started on `dist`, from its log. */
  async function warningsFor(dist: string): Promise<string[]> {
    const lines: Array<{ level: number; msg: string }> = [];
    const t = await makeTestApp({ staticDir: dist, logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
    await t.close();
    return lines.filter((l) => l.level === 40).map((l) => l.msg);
  }

  it('says at start that pages will render in the browser, and which build makes the bundle', async () => {
    const dist = fakeBuild();
    try {
      expect(await warningsFor(dist)).toContain('构建目录缺少首屏服务端渲染包，页面将在浏览器渲染；请运行 npm run build');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('says nothing of it when the build has its server bundle', async () => {
    const dist = fakeBuild();
    mkdirSync(path.join(dist, 'server'), { recursive: true });
    writeFileSync(path.join(dist, 'server', 'entry-server.js'), 'export async function render() { return null; }\n');
    try {
      expect((await warningsFor(dist)).filter((m) => m.includes('服务端渲染包'))).toEqual([]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
