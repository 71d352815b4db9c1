import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PLATFORM_NAME } from '../../../contract/constants';
import { BUILD_ASSETS_DIR } from './asset-paths';
import { fail } from './envelope';
import { isApiPath } from './hooks';
import { firstScreen } from './first-answers';
import { loadSpaDocument } from './spa-document';
import { SERVER_BUNDLE_ENTRY } from './ssr-bundle';
import { createFirstScreenRenderer, documentLanguageTag, otherLanguage, SERVER_BUNDLE_DIR, withRendered } from './ssr';

/** Paths that never fall back to the single-page app: the APIs, uploaded files and the realtime channels. */
const NO_SPA = /^\/(api|api-bid|files|socket\.io|push)(\/|\?|$)/;

/** A `.` or `..` path segment (the static routes see the path decoded, so `%2e%2e` counts too). */
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/**
 * Which paths the static routes may serve: none with a dot segment — `/api/..` would otherwise resolve to the build
 * folder and answer index.html under /api — and none under the API or realtime prefixes. Refused paths go to the
 * not-found handler (the 404 envelope under /api and /files).
 */
const servable = (pathname: string) => !DOT_SEGMENT.test(pathname) && !NO_SPA.test(pathname) && !SERVER_BUNDLE.test(pathname);

/** The build's server bundle (http/ssr.ts): code for the server, never sent. */
const SERVER_BUNDLE = new RegExp(`^/${SERVER_BUNDLE_DIR}(/|$)`);

/**
 * Cache headers of a build file with `cacheControl`. Every file may come precompressed, so caches key it by
 * Accept-Encoding.
 */
const buildFileHeaders = (cacheControl: string) => (res: { setHeader(name: string, value: string): unknown }): void => {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'accept-encoding');
};

const NOT_BUILT_PAGE = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${PLATFORM_NAME}</title>
<body style="font-family:sans-serif;padding:2rem"><h1>${PLATFORM_NAME}</h1>
<p>前端页面尚未构建。请在项目目录运行 <code>npm run build</code>，然后刷新本页。</p>
<p>接口服务已在运行（/api/）。</p></body></html>`;

/**
 * Serves the Vite build (`staticDir`) at '/' (precompressed copies when the client accepts them; hashed assets cached
 * for a year, immutable; the rest revalidated), uploaded and seeded files (`${dataDir}/files`) at '/files/',
 * and installs the not-found handler: API paths get the 404 envelope '接口不存在', a missing uploaded or build file
 * (/files/, /assets/) '文件不存在', and any other GET is the SPA's index.html (client-side routing), or a hint to build
 * when there is no build.
 * `rendersPerMinute`: the server renders one address may cause in a minute (config SERVER_RENDERS_PER_MINUTE).
 */
export async function installStatic(
  app: FastifyInstance,
  opts: { staticDir: string; dataDir: string; clientId: string; serverRender?: boolean; rendersPerMinute: number },
): Promise<void> {
  const root = path.resolve(opts.staticDir);
  const filesDir = path.resolve(opts.dataDir, 'files');
  mkdirSync(filesDir, { recursive: true });
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const document = hasBuild ? loadSpaDocument(root) : null;
  const renderer = hasBuild && opts.serverRender !== false ? createFirstScreenRenderer(root, (err, msg) => app.log.warn({ err }, msg)) : null;
  // A build made by `vite build` alone has no server bundle: every page would go out unrendered, its scripts fetched
  // ahead of the first paint, and nothing else would say so. The bundle is still picked up once a build writes it.
  if (renderer && !existsSync(path.join(root, SERVER_BUNDLE_DIR, SERVER_BUNDLE_ENTRY))) {
    app.log.warn({ bundle: path.join(root, SERVER_BUNDLE_DIR) }, '构建目录缺少首屏服务端渲染包，页面将在浏览器渲染；请运行 npm run build');
  }
  // Each distinct well-formed page address is one render (≈ 3 ms on the thread that accepts bids): an address whose
  // requests caused more than its share of renders in a minute gets the browser-rendered document, which costs the
  // server nothing more. Pages served from the renderer's cache are not counted. Counted by @fastify/rate-limit (in
  // Redis with several processes), under a key of its own.
  const mayRender = app.createRateLimit({
    max: opts.rendersPerMinute, timeWindow: 60_000, keyGenerator: (request) => `document-render:${request.ip}`,
  });

  if (hasBuild) {
    // The build writes .br and .gz copies of its text files (scripts/precompress-plugin.ts): sent as they are.
    const build = { preCompressed: true, cacheControl: false } as const;
    // index.html and the build's other unhashed files: revalidated on every use.
    await app.register(fastifyStatic, {
      ...build, root, prefix: '/', index: ['index.html'], allowedPath: servable, setHeaders: buildFileHeaders('no-cache'),
    });
    // The content-hashed files: a new build gives them new names, so a copy never goes stale. Kept a year and never
    // revalidated, so validators and range support would only add bytes to each of the 15 to 30 answers a page loads.
    await app.register(fastifyStatic, {
      ...build, root: path.join(root, BUILD_ASSETS_DIR), prefix: `/${BUILD_ASSETS_DIR}/`, decorateReply: false,
      setHeaders: buildFileHeaders('public, max-age=31536000, immutable'),
      etag: false, lastModified: false, acceptRanges: false, allowedPath: (pathname) => !DOT_SEGMENT.test(pathname),
    });
  }
  // Only one registration may decorate reply.sendFile; the SPA fallback needs it bound to the build folder.
  await app.register(fastifyStatic, {
    root: filesDir, prefix: '/files/', decorateReply: !hasBuild, allowedPath: (pathname) => !DOT_SEGMENT.test(pathname),
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    // A build file that is not there (a tab of an older build asking for its chunks) is missing, not a page: an HTML
    // document in its place would fail as a script anyway, and would go out with a script's headers (no CSP).
    if (url.startsWith('/files/') || url.startsWith(`/${BUILD_ASSETS_DIR}/`)) return reply.code(404).send(fail(404, '文件不存在'));
    if (isApiPath(url) || NO_SPA.test(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(fail(404, '接口不存在'));
    }
    if (!document) return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    // index.html must not be cached: it names the hashed bundles of the current build.
    const pathname = request.url.split('?', 1)[0];
    const language = documentLanguageTag(request.headers.cookie);
    const first = request.method === 'GET' ? await firstScreen(app, request.url, opts.clientId, language) : { head: '', body: '', answers: {} };
    // A visitor whose portal shows another language gets the client-rendered document (http/ssr.ts).
    const rendered = renderer && request.method === 'GET' && !otherLanguage(request.headers.cookie)
      ? await renderer.render(request.url, first.answers, async () => {
        // isAllowed: on the limiter's allow list (none here). A counter that cannot be read (Redis down) does not
        // hold the page back, as the other limits skip on error.
        const limit = await mayRender(request).catch(() => null);
        return !limit || limit.isAllowed || !limit.isExceeded;
      }) : null;
    let html = document.html(pathname).replace('</head>', `${first.head}</head>`).replace('</body>', `${first.body}</body>`);
    if (rendered) html = withRendered(html, rendered);
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'accept-encoding').type('text/html; charset=utf-8').send(html);
  });
}
