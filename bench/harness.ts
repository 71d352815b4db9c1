import { availableParallelism } from 'node:os';
import { ensureAccount, type Account } from '../mock-server/bin/replay/accounts';
import { sourceAddress } from '../mock-server/bin/replay/http-client';
import type { BidPlan, FinalState } from '../mock-server/bin/replay/ipc';
import { OperatorClient, operatorToken } from '../mock-server/bin/replay/operator-client';
import { startRun } from '../mock-server/bin/replay/run';
import { summarise, type Summary } from '../mock-server/bin/replay/summary';
import { inBatches } from '../mock-server/bin/replay/worker-common';
import type { ExchangeProcess } from './exchange-process';

/**
 * What the benchmarks share: bidders on the exchange, a fresh open lot per measurement, and one measured run of the
 * replay harness (mock-server/bin/replay/run.ts) against the exchange or the raw-ws baseline.
 */

/** Prices of the benchmark lots (元): start 10,000, increment 10, no tiers. */
export const BENCH_RULES = { startPrice: 10_000, increment: 10, incrementTiers: [] };
const log = (line: string) => console.log(`[bench] ${line}`);

/** `count` verified bidders on the exchange, logged in. */
export async function benchAccounts(ex: ExchangeProcess, count: number): Promise<Account[]> {
  const accounts: Account[] = [];
  await inBatches(Array.from({ length: count }, (_, i) => i), 8, async (i) => { accounts[i] = await ensureAccount(ex.base, i, sourceAddress(i, true)); });
  if (accounts.filter(Boolean).length !== count) throw new Error('not every benchmark bidder could be made ready');
  return accounts;
}

/** A fresh `ongoing` lot, open in a second and for a day, with every account enrolled and its deposit confirmed. */
export async function benchLot(ex: ExchangeProcess, accounts: Account[]): Promise<{ assetsId: string; codes: string[] }> {
  const operator = new OperatorClient(ex.base, operatorToken(ex.dataDir));
  const assetsId = await operator.createLot({
    assetsName: '基准测试村 200 亩耕地经营权出租', mode: 'ongoing', ...BENCH_RULES, deposit: 1000, startAt: '+1s', endAt: '+1d', extensionWindowSec: 300,
  });
  const codes: string[] = [];
  await inBatches(accounts, 8, async (a) => { codes[a.index] = await operator.enrolConfirmed(assetsId, a.loginName); });
  await new Promise((resolve) => setTimeout(resolve, 1200));
  return { assetsId, codes };
}

/** Where a measurement runs: the exchange (with its lot and bidders) or the raw-ws baseline. */
export type Target =
  | { kind: 'exchange'; ex: ExchangeProcess; accounts: Account[]; lot: { assetsId: string; codes: string[] } }
  | { kind: 'raw-ws'; base: string; pid: number; bidders: number };

/** One measured run: `watchers` watchers, the bidders firing `plan`. */
export async function measure(target: Target, watchers: number, plan: BidPlan, label: string): Promise<Summary> {
  log(`${label}: ${watchers} watchers on ${target.kind}`);
  const exchange = target.kind === 'exchange';
  const base = exchange ? target.ex.base.origin : target.base;
  const operator = exchange ? new OperatorClient(target.ex.base, operatorToken(target.ex.dataDir)) : null;
  const finalState = async (assetsId: string): Promise<FinalState> => {
    const s = operator ? await operator.snapshot(assetsId) : await (await fetch(base)).json() as FinalState;
    return { assetsId, seq: s.seq, phase: s.phase, price: s.price, nextPrice: s.nextPrice, leaderCode: s.leaderCode };
  };
  const bidders = exchange
    ? { tokens: target.accounts.map((a) => a.token), codes: target.accounts.map((a) => target.lot.codes[a.index]) }
    : { tokens: Array.from({ length: target.bidders }, (_, i) => `raw-${i}`), codes: [] };
  const run = startRun({
    base, transport: exchange ? { watchers: 'socket.io-wire', bidders: 'socket.io' } : { watchers: 'ws', bidders: 'ws' },
    watchers, workers: availableParallelism(),
    bidders: { ...bidders, joinAll: false, rules: BENCH_RULES, plan },
    prepareLot: async () => ({ assetsId: exchange ? target.lot.assetsId : '0'.repeat(32), startEpoch: Date.now() + 500 }),
    finalState, closeWaitMs: 0, serverPid: exchange ? target.ex.pid : target.pid, capMs: 300_000, log,
  });
  const summary = summarise(await run.outcome, watchers);
  log(`  ${summary.bids.perS.toFixed(0)} bids/s, ${summary.deliveries.perS.toFixed(0)} deliveries/s, delivery p99 ${summary.delivery.p99.toFixed(1)} ms, `
    + `accept p99 ${summary.accept.p99.toFixed(1)} ms, lost ${summary.seq.lost}, reordered ${summary.seq.reordered}, server cpu ${summary.server?.meanCpu.toFixed(0) ?? '?'} %, `
    + `harness cpu ${(summary.harnessCpuPct.watchers + summary.harnessCpuPct.bidders).toFixed(0)} %`);
  return summary;
}
