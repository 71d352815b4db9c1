import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`): its file and the chunks it imports statically. */
interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[] }
type Manifest = Record<string, ManifestChunk>;

/**
 * The first-screen pages and the route files on their match chain (src/routes, root first). Their chunks would
 * otherwise only be requested once the entry chunk has run and matched the route: a round trip after the bundle on a
 * slow network. Nothing a page asks for after its first screen is preloaded: on a slow link it would share the
 * bandwidth with the chunks the first screen waits for. The quote hall's live room (the stream layer, the socket
 * client) is such a chunk: its route's chunk asks for it as soon as it runs (src/features/quote/quote-hall-page.tsx),
 * and preloading it and socket.io-client here put the room's title 0.3 s later on Lighthouse's mobile profile.
 * The account pages are server-rendered too (http/ssr.ts), so their forms' code is preloaded like the others'.
 */
const PAGES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/index$/, ['src/routes/[index].tsx']],
  [/^\/hall$/, ['src/routes/hall.tsx']],
  [/^\/project$/, ['src/routes/project.tsx']],
  [/^\/projectDetail\/[^/]+\.html$/, ['src/routes/projectDetail.{$assetsId}[.]html.tsx']],
  [/^\/quoteHall$/, ['src/routes/_auth.tsx', 'src/routes/_auth/quoteHall.tsx']],
  [/^\/login$/, ['src/routes/login.tsx']],
  [/^\/register$/, ['src/routes/register.tsx']],
  [/^\/findPassword$/, ['src/routes/findPassword.tsx']],
  [/^\/findAccountPerson$/, ['src/routes/findAccountPerson.tsx']],
  [/^\/findAccountOrg$/, ['src/routes/findAccountOrg.tsx']],
];

const SPLIT = '?tsr-split=';
/** A split chunk the first screen needs: it holds the route's component or loader (vite.config.ts groups them). */
const firstScreen = (key: string) => key.slice(key.indexOf(SPLIT) + SPLIT.length).split('---').some((g) => g === 'component' || g === 'loader');

/** `keys` and every chunk they import statically, transitively. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

/** The `<link rel="modulepreload">` tags of a page's route chunks that the entry does not already load. */
function preloadTags(manifest: Manifest, routeFiles: readonly string[], entry: Set<string>): string {
  const keys = Object.keys(manifest).filter((k) => routeFiles.some((f) => k.startsWith(f + SPLIT)) && firstScreen(k));
  return [...closure(manifest, keys)]
    .filter((k) => !entry.has(k))
    .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`)
    .join('');
}

/** The SPA's index.html for a path: the build's document, with the first-screen page's route chunks preloaded. */
export interface SpaDocument {
  /** The document for `pathname` (no query string). */
  html(pathname: string): string;
}

/** The documents of one build: `base` for any path, and the first-screen pages' own. */
function documentsOf(root: string): (pathname: string) => string {
  const base = readFileSync(path.join(root, 'index.html'), 'utf8');
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => base;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey ? [entryKey] : []);
  const pages = PAGES.map(([pattern, files]) => {
    const tags = preloadTags(manifest, files, entry);
    return [pattern, tags ? base.replace('</head>', `${tags}</head>`) : base] as const;
  });
  return (pathname) => pages.find(([pattern]) => pattern.test(pathname))?.[1] ?? base;
}

/** The signature of a file (mtime and size), '' when it is missing. */
const signatureOf = (file: string) => {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : '';
};

/**
 * Reads the build's index.html and manifest (`root` = the build folder), again when index.html changes (a new build
 * while the server runs names new chunks): its mtime and size are checked at most once every `checkEveryMs` (default
 * 1 s; `clock` in ms). A document read before it is whole (no `</html>` yet: the build still writing it) is not used;
 * the previous one stays until the next check. Without a manifest (an older build) every path gets the plain document.
 */
export function loadSpaDocument(root: string, opts: { clock?: () => number; checkEveryMs?: number } = {}): SpaDocument {
  const clock = opts.clock ?? (() => performance.now());
  const checkEveryMs = opts.checkEveryMs ?? 1_000;
  const index = path.join(root, 'index.html');
  let built = signatureOf(index);
  let documents = documentsOf(root);
  let checkedAt = clock();
  const reload = () => {
    const now = clock();
    if (now - checkedAt < checkEveryMs) return;
    checkedAt = now;
    const signature = signatureOf(index);
    if (!signature || signature === built) return;
    try {
      const next = documentsOf(root);
      if (!next('/').trimEnd().endsWith('</html>')) return;
      documents = next;
      built = signature;
    } catch {
      // Half written (a manifest that does not parse yet): the next check reads it again.
    }
  };
  return {
    html(pathname) {
      reload();
      return documents(pathname);
    },
  };
}
