import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { waitForQuiet } from './cpu-census';
import { lighthousePages } from './lighthouse';
import { figuresLine, figuresOf, PROFILES, runLighthouse, type LighthouseFigures, type Profile } from './lighthouse-run';
import { median, medianDifferenceP } from './median-test';
import { loginThroughApi, sessionStorageEntries } from './portal-session';

/**
 * Two (or more) builds of the portal side by side under Lighthouse, one page, runs alternated: how the "before and
 * now" tables of bench/README.md's Lighthouse section are measured.
 *
 *   node --import tsx bench/lighthouse-ab.ts --page quoteHall --rounds 12 before=/tmp/before:8762 now=.:8761
 *
 * Each `name=dir:port` is a checkout whose dist/ is built (`npm run build`); its own server
 * (`mock-server/src/main.ts`, a fresh DATA_DIR, EXCHANGE_DEV_TOOLS=1 for the demo bidder's login, SQLite) serves it on
 * the port. The page is one of the stage's five (lighthouse.ts `lighthousePages`, asked of each build's own server).
 * Round r runs the builds in the given order when r is even and reversed when odd (ABBA), each run after a quiet
 * second (`waitForQuiet`). Prints every run, then per build the medians and ranges of the score, LCP, TBT and FCP,
 * and for the first two builds a permutation test on the difference of the medians (median-test.ts).
 * Options: --profile mobile|desktop|applied (default mobile), --rounds N (default 6).
 */

interface Build { name: string; dir: string; port: number; server?: ChildProcess; dataDir?: string }

function parseBuild(arg: string): Build {
  const m = /^([\w-]+)=(.+):(\d+)$/.exec(arg);
  if (!m) throw new Error(`expected name=dir:port, got ${arg}`);
  return { name: m[1], dir: path.resolve(m[2]), port: Number(m[3]) };
}

async function startServer(b: Build): Promise<string> {
  b.dataDir = mkdtempSync(path.join(tmpdir(), `lh-ab-${b.name}-`));
  b.server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts'], {
    cwd: b.dir, stdio: 'ignore',
    env: { ...process.env, PORT: String(b.port), HOST: '127.0.0.1', DATA_DIR: b.dataDir, EXCHANGE_DEV_TOOLS: '1', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
  });
  const origin = `http://127.0.0.1:${b.port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/index`)).ok) return origin;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${b.name}: no answer on ${origin} after 120 s`);
}

const range = (xs: number[], digits = 0) => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { page: { type: 'string', default: 'quoteHall' }, profile: { type: 'string', default: 'mobile' }, rounds: { type: 'string', default: '6' } },
  });
  const profile = values.profile as Profile;
  const builds = positionals.map(parseBuild);
  if (builds.length < 2 || !PROFILES.includes(profile)) {
    console.error('usage: node --import tsx bench/lighthouse-ab.ts [--page quoteHall] [--profile mobile] [--rounds 6] before=<dir>:<port> now=<dir>:<port>');
    process.exit(2);
  }
  const runs = new Map<string, LighthouseFigures[]>(builds.map((b) => [b.name, []]));
  try {
    const pages = await Promise.all(builds.map(async (b) => {
      const origin = await startServer(b);
      const page = (await lighthousePages(origin)).find((p) => p.name === values.page);
      if (!page) throw new Error(`no page named ${values.page}`);
      return { origin, page };
    }));
    for (let round = 0; round < Number(values.rounds); round++) {
      const order = builds.map((_, i) => i);
      if (round % 2) order.reverse();
      for (const i of order) {
        const { origin, page } = pages[i];
        const storage = page.loggedIn ? sessionStorageEntries(await loginThroughApi(origin, 'zhangsan')) : undefined;
        await waitForQuiet();
        const f = figuresOf(await runLighthouse(`${origin}${page.path}`, profile, storage), profile);
        runs.get(builds[i].name)!.push(f);
        console.log(`round ${round + 1} ${builds[i].name}: ${figuresLine(f)}`);
      }
    }
  } finally {
    for (const b of builds) {
      b.server?.kill();
      if (b.dataDir) rmSync(b.dataDir, { recursive: true, force: true });
    }
  }
  const pick = (name: string, key: 'score' | 'lcpMs' | 'tbtMs' | 'fcpMs') => runs.get(name)!.map((f) => f[key]);
  for (const b of builds) {
    console.log(`${b.name}: score ${range(pick(b.name, 'score'), 2)} · LCP ${range(pick(b.name, 'lcpMs'))} ms · TBT ${range(pick(b.name, 'tbtMs'))} ms · FCP ${range(pick(b.name, 'fcpMs'))} ms`);
  }
  const [a, b] = builds;
  for (const key of ['score', 'lcpMs', 'tbtMs', 'fcpMs'] as const) {
    console.log(`${key}: ${a.name} vs ${b.name}, p = ${medianDifferenceP(pick(a.name, key), pick(b.name, key)).toFixed(2)}`);
  }
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error((err as Error).stack ?? err);
  process.exit(1);
});
