import { parseArgs } from 'node:util';
import { figuresLine, figuresOf, findingsLines, PROFILES, runLighthouse, type Profile } from './lighthouse-run';
import { loginThroughApi, sessionStorageEntries } from './portal-session';

/**
 * One Lighthouse run of one page in one profile against a server that is already running, for iterating on a page:
 *
 *   node --import tsx bench/lighthouse-one.ts --url http://127.0.0.1:8750/hall --profile mobile
 *   node --import tsx bench/lighthouse-one.ts --url 'http://127.0.0.1:8750/quoteHall?assetsId=<id>' --profile desktop --login zhangsan
 *
 * Options: --profile mobile|desktop|applied (default mobile; applied: the mobile profile's throttling applied to the
 * real load, lighthouse-run.ts); --login <loginName> logs in through the API first (the seeded
 * demo bidders zhangsan and cqnongye, password Nccq@2026; needs the server started with EXCHANGE_DEV_TOOLS=1) and
 * loads the page with that session; --runs N (default 1) runs N times and prints each; --json prints the figures as
 * JSON; --save file.json keeps the full Lighthouse result (opens in https://googlechrome.github.io/lighthouse/viewer/),
 * one file per run with --runs (file-1.json, file-2.json, …). With --login each run logs in afresh; a run that ends on
 * another page (e.g. /login) is flagged on stderr.
 * Serve the production build (`npm run build`, then `npm run serve` with PORT and DATA_DIR set), not the Vite dev
 * server, or the figures mean little.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' }, profile: { type: 'string', default: 'mobile' }, login: { type: 'string' },
      runs: { type: 'string', default: '1' }, json: { type: 'boolean', default: false }, save: { type: 'string' },
    },
  });
  const profile = values.profile as Profile;
  if (!values.url || !PROFILES.includes(profile)) {
    console.error('usage: node --import tsx bench/lighthouse-one.ts --url <page url> [--profile mobile|desktop|applied] [--login <loginName>] [--runs N] [--json] [--save lhr.json]');
    process.exit(2);
  }
  const asked = new URL(values.url);
  for (let i = 0; i < Number(values.runs); i++) {
    // A fresh login per run: the portal rotates the refresh token when it refreshes, so a session written into an
    // earlier run's browser may no longer be valid, and the page would end on /login.
    const storage = values.login ? sessionStorageEntries(await loginThroughApi(asked.origin, values.login)) : undefined;
    const lhr = await runLighthouse(values.url, profile, storage);
    const f = figuresOf(lhr, profile);
    const ended = new URL(lhr.finalDisplayedUrl);
    if (ended.pathname !== asked.pathname) console.error(`warning: run ${i + 1} ended on ${ended.pathname}, not ${asked.pathname}: its figures are not the page's`);
    if (values.json) console.log(JSON.stringify(f, null, 2));
    else console.log([`${f.url} (${profile}): ${figuresLine(f)}`, ...findingsLines(f)].join('\n'));
    if (values.save) {
      const { writeFileSync } = await import('node:fs');
      const runs = Number(values.runs);
      writeFileSync(runs > 1 ? values.save.replace(/(\.json)?$/, `-${i + 1}$1`) : values.save, JSON.stringify(lhr));
    }
  }
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error((err as Error).stack ?? err);
  process.exit(1);
});
