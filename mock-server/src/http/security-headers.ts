import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './hooks';

/**
 * The Content-Security-Policy of the portal's documents (the SPA, the sandbox bank pages). Tokens live in
 * localStorage, so this is the second wall against injected script:
 * - scripts only from the server itself, never inline or eval'd (the Vite build has no inline script);
 * - styles from the server plus inline ones: sonner injects a `<style>` element and React, uPlot and Embla set
 *   `style` attributes; server-rendered pages carry their own `<style>`;
 * - images from the server, `data:` (inline icons, captcha) and `blob:` (previews of picked or owner-only files);
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
  imgSrc: ["'self'", 'data:', 'blob:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Off: the server also runs on plain http inside a LAN, where upgrading every request would break the portal.
  upgradeInsecureRequests: null,
};

/**
 * Browser security headers on every answer, through @fastify/helmet: `X-Content-Type-Options: nosniff`,
 * `X-Frame-Options: DENY`, `Referrer-Policy: strict-origin-when-cross-origin` (no path or query — which may carry
 * an order number — leaves for another site), plus helmet's other defaults (HSTS, cross-origin opener/resource
 * policies…). The CSP ({@link CSP_DIRECTIVES}) goes on everything but the JSON API: documents, static files and
 * every not-found answer (the SPA fallback is one). API routes skip it — a CSP means nothing on JSON, and building
 * it costs about 15 µs a call on the hot path — and get only the cheap headers.
 * Call before any route is registered: an onRoute hook marks the API routes.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Added before the plugin, so it runs before the plugin's own onRoute hook that reads `route.helmet`.
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url)) route.helmet ??= { contentSecurityPolicy: false };
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
