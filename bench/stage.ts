import type { Account } from '../mock-server/bin/replay/accounts';
import type { ExchangeProcess } from './exchange-process';

/**
 * A benchmark stage as bench/run.ts runs it: `npm run bench -- --only <name>[,<name>]` runs only the named stages;
 * a full run runs every stage. Each stage's result goes into bench/results.json under its `key`, its target lines
 * into `targets` (printed as MET / MISSED / UNSURE / INFO).
 */

/** One judged figure: `met` null when the run cannot judge it (UNSURE), `info` for figures reported only. */
export interface TargetLine { target: number; actual: number; met: boolean | null; digits?: number; info?: boolean }

/** What a stage gets: the running exchange and (made on first use) the 20 verified bench bidders. */
export interface StageContext { ex: ExchangeProcess; accounts: () => Promise<Account[]> }

/** A stage: its --only name, its results.json key, and its run (result plus target lines). */
export interface Stage<R = unknown> {
  name: string;
  key: string;
  /** Whether the stage loads the portal: run.ts then builds dist/ before it starts the server (which serves dist/). */
  needsBuild?: boolean;
  run: (ctx: StageContext) => Promise<{ result: R; targets: Record<string, TargetLine> }>;
}
