#!/usr/bin/env node
/**
 * `npm test`: type checking, lint (`npm run lint`), the catalogue check and Chromium and the CJK font installed when
 * missing (these four side by side), the vitest suites, the
 * server suites that can behave differently there again on PostgreSQL + Redis (started by scripts/services.mjs), the load checks that need the machine to themselves (`*.isolated.test.ts`),
 * the initial-JS size check (`npm run size`), a small replay of a
 * recorded bid stream and the Playwright suite (two halves side by side, each on its own server), in that order. Every stage runs even when an earlier one failed, so one run reports everything; exits 1 if
 * any stage failed. Prints a final plain line `N passed, N failed` with the totals (type checking, lint, the size check
 * and the replay count as one check each)
 * and writes it to test-results/summary.txt. Right above it, the name of every failed check, test and test file
 * (scripts/test-failures.mjs), so the output's last lines say what failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

const OUT = 'test-results';
const startedAt = Date.now();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

/** Runs one stage with inherited output and prints how long it took; true when it exited 0. */
const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const t0 = Date.now();
  const ok = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
  console.log(`=== ${label}: ${ok ? '通过' : '失败'}，用时 ${Math.round((Date.now() - t0) / 1000)} s ===`);
  return ok;
};
/**
 * Starts a stage in the background with its output held back; {@link report} prints it as {@link run} would have.
 * For the first checks, which time nothing and share nothing, so they run side by side on the machine's cores, and for
 * the two halves of the browser suite. `env` is added to this process's environment.
 */
const begin = (cmd, args, env = {}) => new Promise((resolve) => {
  const t0 = Date.now();
  const out = [];
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout.on('data', (chunk) => out.push(chunk));
  child.stderr.on('data', (chunk) => out.push(chunk));
  const done = (ok) => resolve({ ok, out: Buffer.concat(out), seconds: Math.round((Date.now() - t0) / 1000) });
  child.on('error', (err) => { out.push(Buffer.from(`${err.message}\n`)); done(false); });
  child.on('close', (code) => done(code === 0));
});
/** Prints a stage started by {@link begin} once it ended, with its own time; true when it exited 0. */
const report = async (label, begun) => {
  console.log(`\n=== ${label} ===`);
  const { ok, out, seconds } = await begun;
  process.stdout.write(out);
  console.log(`=== ${label}: ${ok ? '通过' : '失败'}，用时 ${seconds} s ===`);
  return ok;
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
/** What failed, by name, printed above the totals: checks, tests and test files, and stages that left no report. */
const failures = [];
/** Counts one failure under `name`. */
const fail = (name) => {
  failed++;
  failures.push(name);
};
/** Counts a stage that is one check (tsc, lint, size, replay); `label` names it when it failed. */
const tally = (label, ok) => {
  if (ok) passed++;
  else fail(label);
  return ok;
};
/**
 * Counts a test stage from its JSON report: `passedIn(report)` tests passed, and each of `failuresIn(report)` (names)
 * failed, listed under `label`. A stage that failed with no failure named (an error outside its tests: an unhandled
 * rejection, a global setup, a worker that died) or with no report counts as one failure.
 */
const tallyReport = (label, ok, report, passedIn, failuresIn) => {
  if (!report) {
    if (!ok) fail(`${label}（没有报告）`);
    return;
  }
  passed += passedIn(report);
  const names = failuresIn(report);
  for (const name of names) fail(`[${label}] ${name}`);
  if (!ok && names.length === 0) fail(`${label}（测试之外的错误，见其输出）`);
};
/** A check started by {@link begin}, printed and counted once it ended. */
const checkBegun = async (label, begun) => tally(label, await report(label, begun));
/** A check run in the foreground by {@link run}, and counted. */
const checkRun = (label, cmd, args) => tally(label, run(label, cmd, args));

// Type checking, lint and the catalogue check run side by side (each on one core), with the installation of the
// test dependencies below; each stage's output is printed whole when it ended.
const types = begin('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
// The import boundaries of docs/architecture.md and typescript-eslint's recommended rules, zero warnings.
const lint = begin('npm', ['run', 'lint']);
// Every message of the code in the catalogues, every en message translated with the same placeholders (src/i18n).
const i18n = begin('npm', ['run', 'i18n']);
// The PDF tests need fonts-noto-cjk (Chinese glyphs) as the browser suite needs Chromium: install both (as root) before
// any test runs. Not a check of its own: when it cannot install, the tests that need them fail and say why.
const testDependencies = begin('node', ['scripts/ensure-chromium.mjs']);
const typesOk = await checkBegun('类型检查 (tsc)', types);
const lintOk = await checkBegun('代码检查 (eslint)', lint);
const i18nOk = await checkBegun('消息目录 (i18n)', i18n);
await report('测试依赖 (chromium, fonts-noto-cjk)', testDependencies);

/** Runs vitest with `env` and adds its tests to the totals; false when any failed. */
const vitestStage = (label, report, env = {}) => {
  const ok = run(label, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${OUT}/${report}`], env);
  // Failed tests, and test files that failed with no failed test of their own, one each (vitest's
  // numFailedTestSuites would count a file and each `describe` around a failed test).
  tallyReport(label, ok, readJson(`${OUT}/${report}`), (r) => r.numPassedTests, (r) => vitestFailures(r, process.cwd()));
  return ok;
};
const unitOk = vitestStage('单元与集成测试 (vitest)', 'vitest.json');
// The server suites a second time on PostgreSQL + Redis: scripts/services.mjs installs (apt, when missing) and starts a
// private PostgreSQL and Redis, and stops them afterwards.
const servicesStarted = spawnSync('node', ['scripts/services.mjs', 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
let postgresOk = false;
if (servicesStarted.status === 0) {
  const urls = Object.fromEntries(servicesStarted.stdout.trim().split('\n').map((l) => l.split(/=(.*)/s).slice(0, 2)));
  postgresOk = vitestStage('服务端测试 (PostgreSQL + Redis)', 'vitest-postgres.json', { TEST_DATABASE_URL: urls.DATABASE_URL, REDIS_URL: urls.REDIS_URL });
  run('停止 PostgreSQL 与 Redis', 'node', ['scripts/services.mjs', 'stop']);
} else {
  console.log('PostgreSQL / Redis 未能启动：服务端测试的第二轮记为失败');
  fail('PostgreSQL / Redis 未能启动');
}
// Load checks against a real server process (*.isolated.test.ts): alone, so other suites do not skew their timings.
const isolatedOk = vitestStage('负载隔离测试 (vitest, *.isolated.test.ts)', 'vitest-isolated.json', { VITEST_ISOLATED: '1' });

// Builds (a few seconds) and checks the initial JS of /index and /quoteHall against .size-limit.mjs.
const sizeOk = checkRun('初始 JS 体积 (size-limit)', 'npm', ['run', 'size']);

const replayOk = checkRun('回放检查 (100 watchers, 50×)', 'node', ['scripts/replay-smoke.mjs']);

// The size stage's build is the one the browser suite serves: built again only when that build did not finish.
const built = existsSync('dist/index.html') && statSync('dist/index.html').mtimeMs >= startedAt;
if (!built) run('构建 (vite build)', 'npm', ['run', 'build']);
// The browser suite as two halves side by side (playwright.config.ts E2E_HALF), each with a server, a database and an
// output folder of its own, so neither half sees the other's bids. Both cores are busy while they run (Chromium and the
// server): the halves take about 15 % less than the whole suite on one worker, not half (bench/README.md).
const e2ePort = Number(process.env.E2E_PORT || 8181);
const halves = [1, 2].map((half) => ({
  half,
  out: `${OUT}/e2e-${half}`,
  begun: begin('npx', ['playwright', 'test'], { E2E_HALF: String(half), E2E_PORT: String(e2ePort + half - 1), E2E_OUTPUT: `${OUT}/e2e-${half}` }),
}));
let e2eOk = true;
for (const { half, out, begun } of halves) {
  const label = `浏览器测试 (playwright，第 ${half} 半)`;
  const ok = await report(label, begun);
  e2eOk &&= ok;
  const e2e = readJson(`${out}/e2e.json`);
  tallyReport(label, ok, e2e?.stats ? e2e : null, (r) => r.stats.expected + (r.stats.flaky ?? 0), playwrightFailures);
}

const line = `${passed} passed, ${failed} failed`;
writeFileSync(`${OUT}/summary.txt`, `${line}\n`);
if (failures.length > 0) console.log(`\n=== 未通过 (${failures.length}) ===\n${failures.map((name) => `- ${name}`).join('\n')}`);
console.log(`\n${line}`);
process.exit(typesOk && lintOk && i18nOk && unitOk && postgresOk && isolatedOk && sizeOk && replayOk && e2eOk && failed === 0 ? 0 : 1);
