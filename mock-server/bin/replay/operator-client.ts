import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BID_PATHS, type LotRules, type LotSnapshot } from '../../../contract/bid';
import { OPERATOR_HEADER, OPERATOR_TOKEN_FILE, SERVER_FILE } from '../../src/http/operator-token';
import { envelope } from './http-client';

/**
 * The replay's use of the operator interface (/api-bid/operator/*, authorised by DATA_DIR/operator-token, the same as
 * `npm run exchange`): a fresh lot shaped like the recorded one, enrolments with confirmed deposits, and the lot's
 * public snapshot. Times epoch ms, money 元.
 */

/** The operator token: EXCHANGE_OPERATOR_TOKEN, else the file under `dataDir`. @throws Error when neither exists */
export function operatorToken(dataDir: string): string {
  if (process.env.EXCHANGE_OPERATOR_TOKEN) return process.env.EXCHANGE_OPERATOR_TOKEN.trim();
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  if (!existsSync(file)) throw new Error(`no operator token: ${file} is missing (pass --data-dir of the target, or set EXCHANGE_OPERATOR_TOKEN)`);
  return readFileSync(file, 'utf8').trim();
}

/** The pid of the server running on `dataDir` when it listens on `port` (for /proc sampling), else null. */
export function localServerPid(dataDir: string, port: number): number | null {
  const file = path.join(dataDir, SERVER_FILE);
  if (!existsSync(file)) return null;
  const info = JSON.parse(readFileSync(file, 'utf8')) as { port: number; pid: number };
  return info.port === port ? info.pid : null;
}

/**
 * The lot file (lot-file.ts) of a replay of `rules` at `speed`, opening at `startAt`: same mode, prices and tiers,
 * no reserve, every window divided by the speed (at least 1 s), the end `runMs` after the start.
 */
export function replayLotFile(rules: LotRules, speed: number, startAt: number, runMs: number, name: string) {
  const scaled = (sec: number | null) => (sec === null ? undefined : Math.max(1, Math.round(sec / speed)));
  return {
    assetsName: name, mode: rules.mode, startPrice: rules.startPrice, increment: rules.increment, incrementTiers: rules.incrementTiers,
    deposit: Math.max(0.01, rules.deposit), startAt, endAt: rules.mode === 'ongoing' ? startAt + Math.max(1000, Math.round(runMs)) : undefined,
    extensionWindowSec: scaled(rules.extensionWindowSec), limitedPeriodSec: scaled(rules.limitedPeriodSec),
  };
}

/** Operator calls on one server. */
export class OperatorClient {
  constructor(private readonly base: URL, private readonly token: string) {}

  private post<T>(what: string, body: unknown): Promise<T> {
    return envelope<T>(this.base, 'POST', `/api-bid/operator/${what}`, { body, headers: { [OPERATOR_HEADER]: this.token } });
  }

  /** Creates a lot from a lot file. @returns its assetsId */
  async createLot(file: unknown): Promise<string> {
    return (await this.post<{ assetsId: string }>('create-lot', file)).assetsId;
  }

  /** Enrols a user with a confirmed deposit. @returns the bidder code */
  async enrolConfirmed(assetsId: string, loginName: string): Promise<string> {
    const { bidderCode } = await this.post<{ bidderCode: string }>('enrol', { assetsId, loginName });
    await this.post('confirm-deposit', { assetsId, loginName });
    return bidderCode;
  }

  /** The public snapshot of a lot (no bearer: `me` null). */
  snapshot(assetsId: string): Promise<LotSnapshot> {
    return envelope<LotSnapshot>(this.base, 'GET', `${BID_PATHS.snapshot}?assetsId=${assetsId}`);
  }
}
