/**
 * Load test of the bid room by replaying a recorded lot stream (mock-server/streams-recorded/*.ndjson).
 *
 *   npm run replay -- --file <stream.ndjson> [--target http://127.0.0.1:8080] [--speed 10] [--watchers 2000]
 *                     [--bidders N] [--duration s] [--lot <assetsId>] [--data-dir ./data] [--report out.html]
 *                     [--workers N] [--allow-remote]
 *
 * Creates a lot shaped like the recorded one through the operator interface (token from --data-dir), makes the
 * bidders through the register API (the target needs EXCHANGE_DEV_TOOLS=1), connects the watchers from worker
 * processes, replays the bids at --speed and prints the summary; writes an HTML report. Exit code 0 when every
 * watcher got every event in order and ended on the server's final state, 1 otherwise, 2 on bad usage, 130 when
 * stopped with Ctrl-C after a clean run so far.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { ensureAccount, type Account } from './replay/accounts';
import { sourceAddress } from './replay/http-client';
import { parseStream } from './replay/ndjson';
import { localServerPid, OperatorClient, operatorToken, replayLotFile } from './replay/operator-client';
import { CAPS, isLoopbackHost, parseReplayArgs, UsageError, type ReplayOptions } from './replay/options';
import { renderHtml } from './replay/report-html';
import { startRun } from './replay/run';
import { bidsOfStream, distinctBidders, planBids } from './replay/schedule';
import { formatSummary, summarise } from './replay/summary';
import { inBatches } from './replay/worker-common';

const log = (line: string) => console.log(`[replay] ${line}`);

/** Makes (or finds) and logs in the bidders, a few at a time, each from its own loopback address when possible. */
async function accountsFor(opts: ReplayOptions, count: number): Promise<Account[]> {
  const spread = isIP(opts.target.hostname) === 4 && opts.target.hostname.startsWith('127.');
  const accounts: Account[] = [];
  const failures: string[] = [];
  await inBatches(Array.from({ length: count }, (_, i) => i), 8, async (i) => {
    try {
      accounts[i] = await ensureAccount(opts.target, i, sourceAddress(i, spread));
    } catch (err) {
      failures.push((err as Error).message);
      throw err;
    }
  });
  if (failures.length > 0) throw new Error(`${failures.length} bidders could not be made ready: ${failures[0]}`);
  return accounts;
}

async function main(): Promise<number> {
  const opts = parseReplayArgs(process.argv.slice(2), { workers: Math.max(1, availableParallelism()), now: new Date() });
  const stream = parseStream(readFileSync(opts.file, 'utf8'));
  const bids = bidsOfStream(stream);
  const bidders = opts.bidders ?? distinctBidders(bids);
  const durationMs = opts.durationS === undefined ? undefined : opts.durationS * 1000;
  const plan = planBids(bids, { speed: opts.speed, bidders, durationMs }).filter((b) => b.at < CAPS.durationS * 1000);
  const { rules } = stream;
  log(`${opts.file}: ${stream.events.length} events, ${bids.length} bids by ${distinctBidders(bids)} bidders; replaying ${plan.length} bids with ${bidders} bidders, ${opts.watchers} watchers`);
  const operator = new OperatorClient(opts.target, operatorToken(opts.dataDir));
  // An existing lot keeps its own grid: price the bids by its rules, not the recording's.
  const priceRules = opts.lot ? (await operator.snapshot(opts.lot)).rules : rules;
  const started = Date.now();
  const accounts = await accountsFor(opts, bidders);
  log(`${accounts.length} bidders ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const origSpan = rules.endAt === null ? 0 : rules.endAt - rules.startAt;
  const runMs = durationMs ?? origSpan / opts.speed;
  const windowMs = Math.max(1, Math.round((rules.extensionWindowSec ?? rules.limitedPeriodSec ?? 0) / opts.speed)) * 1000;
  const lastBidAt = plan.at(-1)?.at ?? 0;
  const params = {
    file: opts.file, target: opts.target.origin, speed: opts.speed, watchers: opts.watchers, bidders, workers: opts.workers,
    duration: opts.durationS ?? 'stream', lot: opts.lot ?? 'new', mode: rules.mode, plannedBids: plan.length, date: new Date().toISOString(),
  };
  const run = startRun({
    base: opts.target.origin, transport: { watchers: 'socket.io-wire', bidders: 'socket.io' }, watchers: opts.watchers, workers: opts.workers,
    bidders: { tokens: accounts.map((a) => a.token), codes: [], joinAll: true, rules: priceRules, plan: { kind: 'schedule', bids: plan } },
    prepareLot: async () => {
      const lead = 2000 + 40 * bidders;
      const startAt = Date.now() + lead;
      const assetsId = opts.lot ?? await operator.createLot(replayLotFile(rules, opts.speed, startAt, runMs, `负载回放测试标的（${opts.speed} 倍速）`));
      await inBatches(accounts, 8, async (a) => void await operator.enrolConfirmed(assetsId, a.loginName));
      return { assetsId, startEpoch: opts.lot ? Date.now() + 500 : startAt };
    },
    finalState: async (assetsId) => {
      const s = await operator.snapshot(assetsId);
      return { assetsId, seq: s.seq, phase: s.phase, price: s.price, nextPrice: s.nextPrice, leaderCode: s.leaderCode };
    },
    closeWaitMs: opts.lot ? 0 : Math.max(0, runMs - lastBidAt) + windowMs + 15_000,
    serverPid: isLoopbackHost(opts.target.hostname) ? localServerPid(opts.dataDir, Number(opts.target.port || 80)) : null,
    capMs: CAPS.durationS * 1000 + 90_000 + opts.watchers * 40,
    log,
  });
  let interrupts = 0;
  process.on('SIGINT', () => {
    if (++interrupts > 1) process.exit(130);
    log('stopping: closing sockets and writing the partial report (Ctrl-C again to quit at once)');
    run.stop();
  });
  const outcome = await run.outcome;
  const summary = summarise(outcome, opts.watchers);
  const text = formatSummary(summary, params);
  console.log(text);
  writeFileSync(opts.report, renderHtml(`Replay of ${opts.file}`, summary, params, text));
  log(`report written to ${opts.report}`);
  if (!summary.ok) return 1;
  return outcome.stoppedBy === 'interrupt' ? 130 : 0;
}

main().then((code) => process.exit(code), (err: unknown) => {
  if (err instanceof UsageError) {
    console.error(`${err.message}\nusage: npm run replay -- --file <stream.ndjson> [--target URL] [--speed x] [--watchers n] [--bidders n] [--duration s] [--lot id] [--data-dir dir] [--report file] [--workers n] [--allow-remote]`);
    return process.exit(2);
  }
  console.error(`[replay] ${(err as Error).message}`);
  process.exit(1);
});
