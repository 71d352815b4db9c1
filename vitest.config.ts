import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { catalogues } from './scripts/catalogue-plugin.ts';
import { storageSuites } from './tests/server/storage-suites.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Files named `*.isolated.test.ts` measure a real server process under load (memory, latency) and must not share
 * the machine with the other suites: `npm test` runs them in a stage of their own with VITEST_ISOLATED=1.
 */
const ISOLATED = 'tests/**/*.isolated.test.{ts,tsx}';
const isolated = process.env.VITEST_ISOLATED === '1';
/**
 * With TEST_DATABASE_URL set (a PostgreSQL server, scripts/services.mjs) the server suites run again on PostgreSQL and
 * Redis: `npm test`'s second server stage. The global setup builds the template databases the tests clone.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const SERVER_SUITES = ['tests/server/**/*.test.ts', 'tests/seed/**/*.test.ts'];
/**
 * The server suites of the PostgreSQL stage: those that can run differently there (tests/server/storage-suites.ts).
 * The rest (pure logic, or SQLite in memory opened by the file itself) would only repeat the first pass.
 */
const serverSuites = () => (postgres ? storageSuites(r('.'), ['tests/server', 'tests/seed'], /\.isolated\.test\.ts$/) : SERVER_SUITES);

/**
 * Suites that cannot run in a VM context (the `vmForks` pool of the other suites): they hand Node's own objects across
 * the context's boundary (webcrypto keys and buffers, where `instanceof` fails) or mock a Node built-in module.
 */
const OUTSIDE_VM = ['tests/web/auth/session-flows.test.tsx', 'tests/races/bidder-code.test.ts'];

const shared = { environment: 'node' as const, pool: 'forks' as const, testTimeout: 20000, hookTimeout: 60000 };

/**
 * Unit and integration suites: tests/web (jsdom), tests/streams, tests/contract, tests/server (node). The server suites
 * run without per-file isolation: each of their ~100 files imports the whole server (about 2 s of module loading per
 * file), so a worker loads it once and runs its files one after another on the same modules. They build their apps
 * and databases per file and change no module state; the other suites keep a fresh module graph per file.
 */
export default defineConfig({
  plugins: [catalogues(), react()],
  resolve: { alias: { '@': r('./src'), '@contract': r('./contract'), '@streams': r('./streams') } },
  test: {
    ...shared,
    // Two workers even on two cores (vitest's default there is one): the PostgreSQL stage waits on the database server
    // more than it computes (measured: 247 s instead of 421 s for the 100 files, all green), and the first pass runs
    // a server file (app boot, database copy, I/O) beside a screen test. The load checks keep the machine to themselves.
    ...(isolated ? {} : { maxWorkers: 2 }),
    projects: isolated
      ? [{ extends: true, test: { name: 'isolated', include: [ISOLATED], globalSetup: postgres ? ['tests/server/pg-global-setup.ts'] : [] } }]
      : [
        // The global setup builds the seeded database every test database copies (SQLite) or the templates they
        // clone (PostgreSQL), once per run: set on the project, not the root, which would run it a second time.
        {
          extends: true,
          test: {
            name: 'server', include: serverSuites(), exclude: [ISOLATED, '**/node_modules/**'], isolate: false,
            globalSetup: [postgres ? 'tests/server/pg-global-setup.ts' : 'tests/server/sqlite-global-setup.ts'],
          },
        },
        // The other suites (screens in jsdom, streams, rules) keep a fresh module graph per file in a VM context of a
        // reused worker (`vmForks`) rather than in a new process: no per-file process start and jsdom set-up (measured:
        // 130 s instead of 219 s for these 131 files on 2 cores, all green).
        ...(postgres ? [] : [
          { extends: true as const, test: { name: 'other', pool: 'vmForks' as const, setupFiles: ['tests/web/testing-library-setup.ts'], include: ['tests/**/*.test.{ts,tsx}'], exclude: [ISOLATED, ...SERVER_SUITES, ...OUTSIDE_VM, '**/node_modules/**'] } },
          { extends: true as const, test: { name: 'outside-vm', setupFiles: ['tests/web/testing-library-setup.ts'], include: OUTSIDE_VM } },
        ]),
      ],
  },
});
