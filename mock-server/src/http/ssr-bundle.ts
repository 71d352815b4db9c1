import { cpSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The bundle's entry file in its folder (`vite build --ssr src/entry-server.tsx`). */
export const SERVER_BUNDLE_ENTRY = 'entry-server.js';

/** Where a rebuilt bundle is copied before it is imported (under the bundle's folder: never served, next build empties it). */
const COPIES_DIR = '.loaded';

/** How the bundle's files are watched: clock (ms), checked at most every `checkEveryMs`, loaded once still for `settleMs`. */
export interface BundleWatchOptions { clock?: () => number; checkEveryMs?: number; settleMs?: number }

/** One import of the bundle: its files' signature, and its `render` once imported (null: it failed or has none). */
export interface LoadedBundle<R> { signature: string; module: Promise<R | null>; ready?: R | null }

/**
 * The server bundle's `render` export, reloaded when a build replaces it while the server runs. `bundleDir` is the
 * build's `server/` folder with `entry-server.js`; its signature (that file's mtime and size, and the `assets/` folder's
 * mtime) is checked at most once a second (on a call, no timer). The first bundle is imported in place at once. A changed
 * one is imported only after its signature has stood still for `settleMs` (a build still writing is never imported),
 * from a copy in `.loaded/<pid>-<n>/`: Node keeps a module for the life of the process and the bundle's chunks import the
 * entry back by its URL, so every version needs URLs of its own. Until the new one is imported, and when its import
 * fails (logged once with `warn`), the answer is null: the caller sends the client-rendered document, never the old
 * build's HTML for the new build's scripts.
 */
export function watchServerBundle<R>(
  bundleDir: string, pick: (module: Record<string, unknown>) => R | null, warn: (err: unknown, msg: string) => void,
  opts: BundleWatchOptions = {},
): () => LoadedBundle<R> | null {
  const clock = opts.clock ?? (() => performance.now());
  const checkEveryMs = opts.checkEveryMs ?? 1_000;
  const settleMs = opts.settleMs ?? 1_000;
  const entry = path.join(bundleDir, SERVER_BUNDLE_ENTRY);
  let active: LoadedBundle<R> | null = null;
  let seen = { signature: '', since: 0 };
  let checkedAt = -Infinity;
  let loads = 0;

  const signature = () => {
    const file = statSync(entry, { throwIfNoEntry: false });
    const assets = statSync(path.join(bundleDir, 'assets'), { throwIfNoEntry: false });
    return file ? `${file.mtimeMs}:${file.size}:${assets?.mtimeMs ?? 0}` : '';
  };

  /** The entry's URL for the `n`th import: in place for the first, a fresh copy of the folder for later ones. */
  const entryUrl = (n: number) => {
    if (n === 1) return pathToFileURL(entry).href;
    // Per process: several server processes (cluster.ts) may each copy the same build.
    const copy = path.join(bundleDir, COPIES_DIR, `${process.pid}-${n}`);
    rmSync(copy, { recursive: true, force: true });
    for (const name of readdirSync(bundleDir)) {
      if (name !== COPIES_DIR) cpSync(path.join(bundleDir, name), path.join(copy, name), { recursive: true });
    }
    return pathToFileURL(path.join(copy, SERVER_BUNDLE_ENTRY)).href;
  };

  const load = (sig: string): LoadedBundle<R> => {
    loads += 1;
    const n = loads;
    const loaded: LoadedBundle<R> = {
      signature: sig,
      module: Promise.resolve()
        .then(() => import(entryUrl(n)) as Promise<Record<string, unknown>>)
        .then(pick)
        .catch((err: unknown) => {
          warn(err, '首屏服务端渲染包加载失败，改为浏览器渲染');
          return null;
        }),
    };
    void loaded.module.then((r) => { loaded.ready = r; });
    return loaded;
  };

  const check = (atStart = false) => {
    const now = clock();
    if (now - checkedAt < checkEveryMs) return;
    checkedAt = now;
    const sig = signature();
    if (sig !== seen.signature) seen = { signature: sig, since: now };
    if (!sig || active?.signature === sig) return;
    if (atStart || now - seen.since >= settleMs) active = load(sig);
  };

  check(true);
  return () => {
    check();
    return active && active.signature === seen.signature ? active : null;
  };
}
