import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';

/** What scripts/e2e-server.mjs tells the suite about the server it started: its DATA_DIR and port. */
export interface ServerInfo { dataDir: string; port: number }

const INFO_FILE = resolve(process.env.E2E_OUTPUT || 'test-results', 'e2e-server.json');

/**
 * The running suite server's { dataDir, port } (test-results/e2e-server.json, or under E2E_OUTPUT, written by
 * scripts/e2e-server.mjs).
 * @throws Error when the file is missing (the server was not started by the suite).
 */
export function readServerInfo(): ServerInfo {
  return JSON.parse(readFileSync(INFO_FILE, 'utf8')) as ServerInfo;
}

/** The operator token of the suite server (DATA_DIR/operator-token), sent as X-Operator-Token. */
export function operatorToken(info: ServerInfo = readServerInfo()): string {
  return readFileSync(join(info.dataDir, 'operator-token'), 'utf8').trim();
}

/** Headers of an operator call: the token and the portal's client id. */
export function operatorHeaders(info?: ServerInfo): Record<string, string> {
  return { 'X-Operator-Token': operatorToken(info), 'Client-Id': 'nccq-web' };
}

/**
 * Creates a lot through POST /api-bid/operator/create-lot. `lotFile`: the operator lot file (mock-server/examples/
 * lot.json; money in 元, instants like '+90s'), e.g. { startAt: '+90s', registrationEndAt: '+60s', endAt: '+3m' } so
 * a seeded bidder can enrol and pay through the portal before it opens and the lot closes during the test.
 * @returns { assetsId, projectCode }. Fails the test with the server's message on a refusal.
 */
export async function createLot(request: APIRequestContext, lotFile: object): Promise<{ assetsId: string; projectCode: string }> {
  const res = await request.post('/api-bid/operator/create-lot', { headers: operatorHeaders(), data: lotFile });
  const body = (await res.json()) as { success: boolean; msg: string; data: { assetsId: string; projectCode: string } };
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

/**
 * Enrols `loginName` on the lot with the deposit confirmed, through POST /api-bid/operator/enrol and
 * confirm-deposit (no portal steps: for a test about the bidding, not the enrolment). Fails the test with the
 * server's message on a refusal.
 */
export async function enrolWithDeposit(request: APIRequestContext, assetsId: string, loginName: string): Promise<void> {
  for (const step of ['enrol', 'confirm-deposit']) {
    const res = await request.post(`/api-bid/operator/${step}`, { headers: operatorHeaders(), data: { assetsId, loginName } });
    const body = (await res.json()) as { success: boolean; msg: string };
    expect(body.success, body.msg).toBe(true);
  }
}

/** What an operator command printed. */
export interface CommandResult { stdout: string; stderr: string }

/**
 * Runs an npm operator command against the suite server (DATA_DIR of the suite, so the command finds the running
 * server's server.json and token): `runOperatorCommand('appeal', ['answer', id, '--text', '已核实'])` runs
 * `npm run appeal -- answer <id> --text 已核实`. Arguments are passed as they are (no shell).
 * @throws Error with the command's output when it exits non-zero or takes longer than `timeoutMs` (default 60 s).
 */
export async function runOperatorCommand(script: string, args: string[], timeoutMs = 60_000): Promise<CommandResult> {
  const { dataDir } = readServerInfo();
  try {
    return await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], {
      cwd: process.cwd(), timeout: timeoutMs, env: { ...process.env, DATA_DIR: dataDir }, maxBuffer: 4 * 1024 * 1024,
    });
  } catch (err) {
    const e = err as Error & { stdout?: string; stderr?: string };
    throw new Error(`npm run ${script} -- ${args.join(' ')} 失败：${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: err });
  }
}

/**
 * A lot file for a lot that opens and closes during a test (ongoing mode, money in 元): enrolment through the portal
 * open until `registrationEndInS`, bidding from `startInS` for `durationS` seconds. Defaults: enrol within 60 s,
 * open at +90 s, close 90 s later. `extra` overrides any field (prices, deposit, name).
 */
export function closingLotFile(
  o: { registrationEndInS?: number; startInS?: number; durationS?: number } = {}, extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const { registrationEndInS = 60, startInS = 90, durationS = 90 } = o;
  return {
    assetsName: `测试镇示范村 ${Date.now() % 1000} 号地块耕地经营权出租`, mode: 'ongoing', startPrice: 5000, increment: 100, deposit: 500,
    startAt: `+${startInS}s`, registrationEndAt: `+${registrationEndInS}s`, endAt: `+${startInS + durationS}s`, extensionWindowSec: 10,
    ...extra,
  };
}
