import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isBuildAssetPath } from './asset-paths';
import { isDocsPath } from './docs-paths';
import { isApiPath } from './hooks';

/**
 * The Content-Security-Policy of the portal's documents (the SPA, the sandbox bank pages). Tokens live in
 * localStorage, so this is the second wall against injected script:
 * - scripts only from the server itself, never inline or eval'd (the Vite build has no inline script; the portal
 *   runs zod jitless, see src/main.tsx);
 * - styles from the server plus inline ones: sonner injects a `<style>` element and React, uPlot and Embla set
 *   `style` attributes; server-rendered pages carry their own `<style>`;
 * - images from the server, `data:` (inline icons, captcha) and `blob:` (previews of picked or owner-only files);
 * - frames from the server and `blob:` only: 我的文件 previews an owner-only PDF in an <iframe> of the bytes it fetched
 *   with the bearer token (a blob: URL is not covered by 'self'); plugins (<object>, <embed>) stay off;
 * - connections to the server only: 'self' covers its ws:/wss: sockets (/socket.io, /push) in CSP 3 browsers;
 * - no plugins, no `<base>` elsewhere, forms post to the server only, and no page may frame the portal.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  frameSrc: ["'self'", 'blob:'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Off: the server also runs on plain http inside a LAN, where upgrading every request would break the portal.
  upgradeInsecureRequests: null,
};

/** Shared by both header sets: no framing, no MIME sniffing, no path or query (an order number…) sent to other sites. */
const COMMON = {
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const;

/**
 * The headers helmet's middleware sets for `options`, computed once: none of them depends on the request. Building
 * helmet's middleware per request, as @fastify/helmet does in two hooks (one async), took the server CPU of a cached
 * search/page call from about 105 to 155 µs under the bench's API load; copying these precomputed headers, 105 to 109.
 */
function headersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = { setHeader: (name: string, value: string) => { headers[name.toLowerCase()] = value; }, removeHeader: () => undefined };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

/**
 * Documents, static files and every not-found answer (the SPA fallback is one): the CSP ({@link CSP_DIRECTIVES})
 * and helmet's other defaults (HSTS, cross-origin opener and resource policies, nosniff…).
 */
export const DOCUMENT_HEADERS = headersOf({ ...COMMON, contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES } });

/**
 * The JSON API: nosniff, X-Frame-Options, Referrer-Policy and Cross-Origin-Resource-Policy (another site cannot
 * load an answer as a no-cors resource). The rest only means something on documents.
 */
export const API_HEADERS = headersOf({
  ...COMMON,
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * The build's scripts and style sheets (http/asset-paths.ts): nosniff (a browser runs a script only when it is served
 * as one) and Cross-Origin-Resource-Policy (another site cannot load them as no-cors resources). The others only mean
 * something on documents; sent with each of the 15 to 30 files a page loads, uncompressed on HTTP/1.1, they came to
 * about 750 bytes a file (bench/README.md "Web: Lighthouse", sixteenth round).
 */
export const ASSET_HEADERS = headersOf({
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * Browser security headers on every answer, built by helmet: {@link API_HEADERS} under /api and /api-bid,
 * {@link ASSET_HEADERS} on the build's scripts and style sheets, {@link DOCUMENT_HEADERS} everywhere else, the API
 * reference (/api/docs, its Swagger UI runs under the same CSP) and uploaded files included. One callback onRequest hook
 * on the root instance (so 404s and static files have them too) copying precomputed headers. Answers written before
 * routing (http/client-errors.ts) add nosniff themselves.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
}

/** The header set of an answer to `url`. */
function headersFor(url: string): Readonly<Record<string, string>> {
  if (isApiPath(url)) return isDocsPath(url) ? DOCUMENT_HEADERS : API_HEADERS;
  return isBuildAssetPath(url) ? ASSET_HEADERS : DOCUMENT_HEADERS;
}
