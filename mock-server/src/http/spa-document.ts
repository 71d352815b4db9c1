import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`): its file and the chunks it imports statically. */
interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[] }
type Manifest = Record<string, ManifestChunk>;

/**
 * The first-screen pages, the route files on their match chain (src/routes, root first) and the modules the first
 * screen imports dynamically as soon as it runs (manifest keys). These chunks would otherwise only be requested once
 * the entry chunk has run and matched the route (and, for the dynamic ones, once the page has rendered): a round trip
 * or two after the bundle on a slow network. The quote hall's bid room connects with socket.io-client on its first
 * render (streams/bid-room.ts).
 */
const PAGES: ReadonlyArray<readonly [RegExp, readonly string[], (readonly string[])?]> = [
  [/^\/index$/, ['src/routes/[index].tsx']],
  [/^\/hall$/, ['src/routes/hall.tsx']],
  [/^\/project$/, ['src/routes/project.tsx']],
  [/^\/projectDetail\/[^/]+\.html$/, ['src/routes/projectDetail.{$assetsId}[.]html.tsx']],
  [/^\/quoteHall$/, ['src/routes/_auth.tsx', 'src/routes/_auth/quoteHall.tsx'], ['node_modules/socket.io-client/build/esm/index.js']],
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

/**
 * The manifest key of a `soon` module: keys are paths relative to the project root, so a dependency is
 * `node_modules/…` in a plain install but `../…/node_modules/…` when node_modules is a link to another folder.
 */
const soonKey = (manifest: Manifest, module: string) => (module in manifest ? module : Object.keys(manifest).find((k) => k.endsWith(`/${module}`)));

/** The `<link rel="modulepreload">` tags of a page's route chunks (and `soon` modules) that the entry does not already load. */
function preloadTags(manifest: Manifest, routeFiles: readonly string[], soon: readonly string[], entry: Set<string>): string {
  const keys = Object.keys(manifest).filter((k) => routeFiles.some((f) => k.startsWith(f + SPLIT)) && firstScreen(k));
  const soonKeys = soon.map((m) => soonKey(manifest, m)).filter((k): k is string => k !== undefined);
  return [...closure(manifest, [...keys, ...soonKeys])]
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
  const pages = PAGES.map(([pattern, files, soon = []]) => {
    const tags = preloadTags(manifest, files, soon, entry);
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
