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

/** Unit and integration suites: tests/web (jsdom), tests/streams, tests/contract, tests/server (node). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': r('./src'), '@contract': r('./contract'), '@streams': r('./streams') } },
  test: {
    include: isolated ? [ISOLATED] : ['tests/**/*.test.{ts,tsx}'],
    exclude: isolated ? [] : [ISOLATED, '**/node_modules/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
