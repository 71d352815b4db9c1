import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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

/** Unit and integration suites: tests/web (jsdom), tests/streams, tests/contract, tests/server (node). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': r('./src'), '@contract': r('./contract'), '@streams': r('./streams') } },
  test: {
    include: isolated ? [ISOLATED] : postgres ? SERVER_SUITES : ['tests/**/*.test.{ts,tsx}'],
    globalSetup: postgres ? ['tests/server/pg-global-setup.ts'] : [],
    exclude: isolated ? [] : [ISOLATED, '**/node_modules/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
