import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { catalogues } from './scripts/catalogue-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Vite config: the React app in src/, proxied to the exchange server in dev (PORT, default 8080). */
export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = `http://127.0.0.1:${env.PORT || 8080}`;
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A route's loader travels with its component: the queries and contract schemas a page loads stay out
        // of the entry chunk (initial JS budget, bench/README.md "Web: initial JS").
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
        routesDirectory: r('./src/routes'),
        generatedRouteTree: r('./src/routeTree.gen.ts'),
      }),
      catalogues(),
      react(),
      tailwindcss(),
      // The server bundle (npm run build:server, src/entry-server.tsx) is read from disk by the server, never sent.
      !isSsrBuild && precompress(),
    ],
    resolve: {
      // rxjs ships an ES2015 build under this condition: smaller than its ES5 default, which also pulls in tslib
      conditions: ['es2015', ...defaultClientConditions],
      alias: { '@': r('./src'), '@contract': r('./contract'), '@streams': r('./streams') },
    },
    server: {
      port: Number(env.VITE_DEV_PORT || 5173),
      proxy: {
        '/api': target,
        '/api-bid': target,
        '/files': target,
        '/sandbox-bank': target,
        '/socket.io': { target, ws: true },
        '/push': { target, ws: true },
      },
    },
    // JSON (the en catalogues) imports as its default export only: named exports would repeat every message id.
    json: { namedExports: false },
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      manifest: !isSsrBuild,
      // Every browser in scope supports <link rel="modulepreload">: no polyfill in the entry.
      modulePreload: { polyfill: false },
      // Initial JS (bench/README.md "Web: initial JS"): every module the entry needs, including those it shares
      // with lazily loaded routes, goes into the entry chunk itself — one download and one gzip stream instead of
      // about 20 small preloaded chunks, each compressed on its own.
      // The stream layer (rxjs and the shared clock and poll streams) is not in the entry: the pages that stream load it
      // as one chunk, not as a dozen operator-sized ones each compressed on its own. The second timer (streams/second-tick.ts
      // and its React hook) is a chunk of its own ahead of it, or the streams group would take it along as a dependency
      // of clock.ts: a project page's enrol button needs the timer, not rxjs. tslib likewise: rxjs uses its helpers, and so
      // does react-remove-scroll under every dialog, which must not load rxjs with them.
      rolldownOptions: isSsrBuild ? {} : {
        output: {
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'] },
              { name: 'second-tick', test: /[\\/]streams[\\/](second-tick|react-second)\.ts$/, priority: 1, includeDependenciesRecursively: false },
              { name: 'tslib', test: /[\\/]node_modules[\\/]tslib[\\/]/, priority: 1 },
              { name: 'streams', test: /[\\/]node_modules[\\/]rxjs[\\/]|[\\/]streams[\\/](clock|poll|react)\.ts$/ },
            ],
          },
        },
      },
    },
  };
});
