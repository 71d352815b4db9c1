import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { routeBundles } from '../../scripts/route-bundles.mjs';

/** A Vite manifest shaped like the real one: entry, a split route chunk, its not-found chunk and a lazy chart. */
const manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_react-R.js'], dynamicImports: ['src/routes/lot.tsx?tsr-split=component---loader'], css: ['assets/index-C.css'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_shared-S.js': { file: 'assets/shared-S.js', imports: ['_react-R.js'] },
  '_not-found-N.js': { file: 'assets/not-found-N.js' },
  'src/routes/lot.tsx?tsr-split=component---loader': {
    file: 'assets/lot-L.js', isDynamicEntry: true, imports: ['index.html', '_shared-S.js'], dynamicImports: ['src/chart.tsx'],
  },
  'src/routes/lot.tsx?tsr-split=notFoundComponent': { file: 'assets/lot-NF.js', isDynamicEntry: true, imports: ['_not-found-N.js'] },
  'src/chart.tsx': { file: 'assets/chart-U.js', isDynamicEntry: true },
};

describe('scripts/route-bundles.mjs (initial JS of a page)', () => {
  it('counts the entry, its static imports and the route component chunk with its static imports, nothing lazy', () => {
    const out = routeBundles(manifest, 'dist', { '/lot': ['src/routes/lot.tsx'], '/plain': ['src/routes/index.tsx'] });
    expect(out['/lot']).toEqual(['dist/assets/index-E.js', 'dist/assets/lot-L.js', 'dist/assets/react-R.js', 'dist/assets/shared-S.js']);
    // a route without split chunks lives in the entry
    expect(out['/plain']).toEqual(['dist/assets/index-E.js', 'dist/assets/react-R.js']);
  });

  it('refuses a route file that does not exist and a manifest without entry', () => {
    expect(() => routeBundles(manifest, 'dist', { '/x': ['src/routes/no-such-route.tsx'] })).toThrow('没有路由文件');
    expect(() => routeBundles({ 'a.js': { file: 'a.js' } }, 'dist', {})).toThrow('isEntry');
  });
});
