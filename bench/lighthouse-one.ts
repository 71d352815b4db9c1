import { parseArgs } from 'node:util';
import { figuresLine, figuresOf, findingsLines, runLighthouse, type Profile } from './lighthouse-run';
import { loginThroughApi, sessionStorageEntries } from './portal-session';

/**
 * One Lighthouse run of one page in one profile against a server that is already running, for iterating on a page:
 *
 *   node --import tsx bench/lighthouse-one.ts --url http://127.0.0.1:8750/hall --profile mobile
 *   node --import tsx bench/lighthouse-one.ts --url 'http://127.0.0.1:8750/quoteHall?assetsId=<id>' --profile desktop --login zhangsan
 *
 * Options: --profile mobile|desktop (default mobile); --login <loginName> logs in through the API first (the seeded
 * demo bidders zhangsan and cqnongye, password Nccq@2026; needs the server started with EXCHANGE_DEV_TOOLS=1) and
 * loads the page with that session; --runs N (default 1) runs N times and prints each; --json prints the figures as
 * JSON; --save file.json keeps the last full Lighthouse result (opens in https://googlechrome.github.io/lighthouse/viewer/).
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
  if (!values.url || (profile !== 'mobile' && profile !== 'desktop')) {
    console.error('usage: node --import tsx bench/lighthouse-one.ts --url <page url> [--profile mobile|desktop] [--login <loginName>] [--runs N] [--json] [--save lhr.json]');
    process.exit(2);
  }
  const storage = values.login ? sessionStorageEntries(await loginThroughApi(new URL(values.url).origin, values.login)) : undefined;
  for (let i = 0; i < Number(values.runs); i++) {
    const lhr = await runLighthouse(values.url, profile, storage);
    const f = figuresOf(lhr, profile);
    if (values.json) console.log(JSON.stringify(f, null, 2));
    else console.log([`${f.url} (${profile}): ${figuresLine(f)}`, ...findingsLines(f)].join('\n'));
    if (values.save) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(values.save, JSON.stringify(lhr));
    }
  }
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error((err as Error).stack ?? err);
  process.exit(1);
});
