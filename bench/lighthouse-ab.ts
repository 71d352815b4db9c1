import path from 'node:path';
import { parseArgs } from 'node:util';
import { waitForQuiet } from './cpu-census';
import { startExchange, type ExchangeProcess } from './exchange-process';
import { lighthousePages, runWithRetries } from './lighthouse';
import { figuresLine, figuresOf, PROFILES, type LighthouseFigures, type Profile } from './lighthouse-run';
import { median, medianDifferenceP } from './median-test';
import { loginThroughApi, sessionStorageEntries } from './portal-session';

/**
 * Two (or more) builds of the portal side by side under Lighthouse, one page, runs alternated: how the "before and
 * now" tables of bench/README.md's Lighthouse section are measured.
 *
 *   node --import tsx bench/lighthouse-ab.ts --page quoteHall --rounds 12 before=/tmp/before now=.
 *
 * Each `name=dir` is a checkout whose dist/ is built (`npm run build`). Its own server serves it, started as the
 * other stages start theirs (exchange-process.ts `startExchange`: a fresh DATA_DIR, SQLite, a free port, dev tools on
 * for the demo bidder's login). The page is one of the stage's five (lighthouse.ts `lighthousePages`), asked of each
 * build's own server.
 * Round r runs the builds in the given order when r is even and reversed when odd (ABBA), each run after a quiet
 * second (`waitForQuiet`). Prints every run, then per build the medians and ranges of the score, LCP, TBT and FCP,
 * and for the first two builds a permutation test on the difference of the medians (median-test.ts).
 * Options: --profile mobile|desktop|applied (default mobile), --rounds N (default 6).
 */

interface Build { name: string; dir: string }

function parseBuild(arg: string): Build {
  const m = /^([\w-]+)=(.+)$/.exec(arg);
  if (!m) throw new Error(`expected name=dir, got ${arg}`);
  return { name: m[1], dir: path.resolve(m[2]) };
}

const range = (xs: number[], digits = 0) => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { page: { type: 'string', default: 'quoteHall' }, profile: { type: 'string', default: 'mobile' }, rounds: { type: 'string', default: '6' } },
  });
  const profile = values.profile as Profile;
  const builds = positionals.map(parseBuild);
  const rounds = Number(values.rounds);
  if (builds.length < 2 || !PROFILES.includes(profile) || !Number.isInteger(rounds) || rounds < 1) {
    console.error('usage: node --import tsx bench/lighthouse-ab.ts [--page quoteHall] [--profile mobile] [--rounds 6] before=<dir> now=<dir>');
    process.exit(2);
  }
  const runs = new Map<string, LighthouseFigures[]>(builds.map((b) => [b.name, []]));
  const servers: ExchangeProcess[] = [];
  try {
    const pages = await Promise.all(builds.map(async (b) => {
      const server = await startExchange(0, undefined, {}, b.dir);
      servers.push(server);
      const origin = server.base.origin;
      const page = (await lighthousePages(origin)).find((p) => p.name === values.page);
      if (!page) throw new Error(`no page named ${values.page}`);
      return { origin, page };
    }));
    for (let round = 0; round < rounds; round++) {
      const order = builds.map((_, i) => i);
      if (round % 2) order.reverse();
      for (const i of order) {
        const { origin, page } = pages[i];
        const storage = page.loggedIn ? sessionStorageEntries(await loginThroughApi(origin, 'zhangsan')) : undefined;
        await waitForQuiet();
        const f = figuresOf(await runWithRetries(`${origin}${page.path}`, profile, storage), profile);
        runs.get(builds[i].name)!.push(f);
        console.log(`round ${round + 1} ${builds[i].name}: ${figuresLine(f)}`);
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
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
