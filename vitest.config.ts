import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Unit and integration suites: tests/web (jsdom), tests/streams, tests/contract, tests/server (node). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': r('./src'), '@contract': r('./contract'), '@streams': r('./streams') } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
