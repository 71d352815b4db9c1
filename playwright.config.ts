import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 8181);
/** Where a run keeps its artefacts, its JSON report and the server's info file: E2E_OUTPUT, or test-results. */
const OUT = process.env.E2E_OUTPUT || 'test-results';
/**
 * The second half of the suite: the specs with the longest flows (a lot from listing to deal, the link crawl, the user
 * centre through a closing lot), the accounts and the information pages. `npm test` runs the suite
 * as two halves side by side, E2E_HALF=1 (every spec not listed here) and E2E_HALF=2 (these), each against a server
 * and database of its own: the specs share the seeded bidders and live lots, so two workers on one server would trip
 * over each other. Without E2E_HALF the whole suite runs.
 */
const SECOND_HALF = ['deal', 'public-links', 'usercentre', 'auth', 'content'];
const HALF = process.env.E2E_HALF;
const secondHalf = SECOND_HALF.map((name) => `**/${name}.spec.ts`);

/**
 * Browser suite: the built app served by the real exchange server (fresh database under a temp DATA_DIR),
 * driven in Debian's Chromium. Run through `npm run test:e2e`, which builds first.
 */
export default defineConfig({
  testDir: './e2e',
  ...(HALF === '1' ? { testIgnore: secondHalf } : HALF === '2' ? { testMatch: secondHalf } : {}),
  outputDir: OUT,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `${OUT}/e2e.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace costs every test a sixth of its time and more (keyboard + a11y alone: 168–174 s with a trace
    // kept on failure, 141–147 s without; npm test's halves: 675 ∥ 649 s against 440 ∥ 479 s). So the whole suite
    // (npm test's halves, or CI) records one only for a test it runs again; a spec run on its own keeps the trace of
    // a failure.
    trace: process.env.CI || HALF ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/index`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Stopped with SIGTERM (Playwright's default is SIGKILL), so that scripts/e2e-server.mjs stops the server and
    // removes its temporary DATA_DIR (21 MB a run).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // One address (the test browser) opens more rendered pages a minute than any person: the per-address render limit
    // (its own test in tests/server/ssr.test.ts) would turn the server-render spec's pages into browser renders.
    env: {
      PORT: String(PORT), EXCHANGE_DEV_TOOLS: '1', E2E_OUTPUT: OUT, SERVER_RENDERS_PER_MINUTE: '100000',
    },
  },
});
