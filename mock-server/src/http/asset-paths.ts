/** The build's folder of content-hashed files (Vite's `build.assetsDir`), served at `/assets/`. */
export const BUILD_ASSETS_DIR = 'assets';

/**
 * True for a script or style sheet of the build (`/assets/<name>-<hash>.js|css`, any query): a file no document is
 * made of, so the headers that only mean something on a document or an API answer are not sent with it
 * (http/security-headers.ts, the X-Server-Now stamp in http/hooks.ts). The hall poll's worker (`*.worker-<hash>.js`) is
 * not one: a worker runs under the CSP of its own script's answer.
 */
export function isBuildAssetPath(url: string): boolean {
  return url.startsWith('/assets/') && /^\/assets\/[^/?]+\.(?:js|css)(?:\?|$)/.test(url) && !/\.worker-[^/?]*\.js(?:\?|$)/.test(url);
}
