#!/usr/bin/env node
/**
 * Initial JavaScript of a page, from Vite's build manifest (`dist/.vite/manifest.json`, written because
 * vite.config.ts sets `build.manifest`). A page's initial JS is:
 *   - the entry chunk of index.html and every chunk it imports statically (the <link rel="modulepreload"> list),
 *   - for each route file on the page's match chain, its code-split chunk holding the route `component` (and the
 *     `loader` grouped with it, vite.config.ts; key `<file>?tsr-split=component---loader`), which the router loads
 *     before the first screen, and every chunk that imports statically. The error and not-found chunks load only
 *     when those screens show and are left out.
 * Dynamic imports (`import()` inside a component, e.g. the bid room's uPlot chart) are left out: they load
 * after the first screen. CSS is left out.
 *
 * Writes `dist/route-bundles.json`: `{ "<path>": ["dist/assets/….js", …] }`, read by `.size-limit.mjs`.
 * Usage: `node scripts/route-bundles.mjs [distDir]` (default `dist`). Exits 1 when the manifest is missing or a
 * route file does not exist.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The pages whose initial JS is measured, each with its route files from the root down (src/routes). */
export const PAGES = {
  '/index': ['src/routes/[index].tsx'],
  '/quoteHall': ['src/routes/_auth.tsx', 'src/routes/_auth/quoteHall.tsx'],
  '/projectDetail': ['src/routes/projectDetail.{$assetsId}[.]html.tsx'],
  '/login': ['src/routes/login.tsx'],
};

const SPLIT = 'tsr-split';
/** True for a split chunk the first screen needs: it holds the route's component or loader. */
const firstScreen = (key) => key.slice(key.indexOf(`${SPLIT}=`) + SPLIT.length + 1).split('---').some((g) => g === 'component' || g === 'loader');

/**
 * Files of each page's initial JS, relative to the working folder (`<distDir>/assets/….js`), sorted.
 * `manifest` is Vite's manifest object. Throws when there is no entry, a chunk is missing or a route file does not exist.
 */
export function routeBundles(manifest, distDir = 'dist', pages = PAGES) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('构建清单中没有入口 (isEntry)');
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`构建清单中没有 ${key}`);
      seen.add(key);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return seen;
  };
  const out = {};
  for (const [page, routeFiles] of Object.entries(pages)) {
    const roots = [entryKey];
    for (const file of routeFiles) {
      const splits = Object.keys(manifest).filter((k) => k.startsWith(`${file}?${SPLIT}=`) && firstScreen(k));
      roots.push(...splits);
      // a route without split chunks is compiled into the route tree, i.e. into the entry
      if (!splits.length && !existsSync(file)) throw new Error(`没有路由文件 ${file}`);
    }
    const files = [...closure(roots)].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    out[page] = [...new Set(files)].map((f) => join(distDir, f)).sort();
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const distDir = process.argv[2] ?? 'dist';
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`缺少 ${manifestFile}：请先运行 vite build`);
    process.exit(1);
  }
  const bundles = routeBundles(JSON.parse(readFileSync(manifestFile, 'utf8')), distDir);
  writeFileSync(join(distDir, 'route-bundles.json'), `${JSON.stringify(bundles, null, 2)}\n`);
  for (const [page, files] of Object.entries(bundles)) console.log(`${page}: ${files.length} 个 JS 文件`);
}
