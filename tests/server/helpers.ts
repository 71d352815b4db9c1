import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CLIENT_ID_HEADER } from '../../contract/envelope';
import { buildApp, type BuildAppOptions } from '../../mock-server/src/app';
import { loadConfig } from '../../mock-server/src/config';
import type { Db } from '../../mock-server/src/db/connection';
import { confirmDeposit, createLot, enrol } from '../../mock-server/src/auction/service/operator';
import { AccessTokens, memoryAuthSecrets, RefreshSessions, type AuthSecrets } from '../../mock-server/src/modules/auth/index';
import type { PushHub } from '../../mock-server/src/realtime/push-hub';
import { attachRealtime } from '../../mock-server/src/realtime/socket-server';
import { registerBidHandlers } from '../../mock-server/src/modules/bid/index';
import { FIXED_NOW } from './fixed-now';
import { closeTestDatabase, openTestDatabase } from './test-db';

/** The web client's id (config default). */
export const CLIENT_ID = 'nccq-web';
export { FIXED_NOW } from './fixed-now';

/** A built app over a freshly migrated and seeded database in a temporary DATA_DIR, with a settable clock. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  now: () => number;
  setNow: (ms: number) => void;
  close: () => Promise<void>;
}

let sharedSecrets: AuthSecrets | undefined;
/** In-memory JWT / hash / RSA login keys, generated once per test process (RSA generation is the slow part). */
export function testSecrets(): AuthSecrets {
  sharedSecrets ??= memoryAuthSecrets();
  return sharedSecrets;
}

/**
 * Builds the real app the way main.ts does (migrate, seed, re-anchor the demo lots) against a temporary folder,
 * with `now` frozen at {@link FIXED_NOW} (every answer is serialised by its contract schema, as in production).
 * `staticDir` defaults to a folder without a build; `devTools` sets EXCHANGE_DEV_TOOLS=1 (/api/dev/*);
 * `env` adds config variables; `push` is the push hub services publish on; `logger` replaces the silent logger
 * (e.g. `{ level: 'info', stream }` to read the log); `stallTimeoutMs` as in buildApp. Secrets are in memory ({@link testSecrets}).
 */
export async function makeTestApp(
  opts: {
    staticDir?: string; devTools?: boolean; env?: Record<string, string>; push?: PushHub;
    logger?: BuildAppOptions['logger']; stallTimeoutMs?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir, STATIC_DIR: opts.staticDir ?? path.join(dataDir, 'no-build'), LOG_LEVEL: 'silent',
    EXCHANGE_DEV_TOOLS: opts.devTools ? '1' : '0', LISTING_WORKERS: process.env.LISTING_WORKERS ?? '0', ...opts.env,
  });
  const db = await openTestDatabase(dataDir, 'seeded');
  let current = FIXED_NOW;
  const app = await buildApp({
    config, db, now: () => current, logger: opts.logger ?? false, secrets: testSecrets(), push: opts.push,
    stallTimeoutMs: opts.stallTimeoutMs,
  });
  await app.ready();
  return {
    app, db, dataDir,
    now: () => current,
    setNow: (ms) => { current = ms; },
    close: async () => {
      await app.close();
      await closeTestDatabase(db);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The decoded answer of one call. */
export interface Answer<T = any> {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; success: boolean; data: T; msg: string };
}

/** A stack frame or an internal error name in a body would mean details leaked to the client (design.md). */
const LEAK = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.ts:\d+|SqliteError|ZodError|TypeError/;

/** Options of {@link call}: extra `headers` (e.g. Blade-Auth) and the caller's `remoteAddress` (default 127.0.0.1). */
export interface CallOptions { clientId?: string | null; asQuery?: boolean; headers?: Record<string, string>; remoteAddress?: string }

/**
 * Calls the API like the web client: Client-Id set (unless `clientId: null`), GET params in the query string,
 * POST params in a JSON body (or the query with `asQuery`). Asserts the envelope shape and that no stack trace leaked.
 */
export async function call<T = any>(
  app: FastifyInstance, method: 'GET' | 'POST', url: string,
  params: Record<string, unknown> = {}, opts: CallOptions = {},
): Promise<Answer<T>> {
  const clientId = opts.clientId === undefined ? CLIENT_ID : opts.clientId;
  const headers: Record<string, string> = { ...opts.headers, ...(clientId === null ? {} : { [CLIENT_ID_HEADER]: clientId }) };
  const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const inBody = method === 'POST' && !opts.asQuery;
  const res = await app.inject({
    method, url, headers, query: inBody ? { n: '1' } : { ...query, n: String(Math.random()) },
    ...(inBody ? { payload: params } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
  expect(res.body).not.toMatch(LEAK);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'success']);
  expect(body.success).toBe(body.code === 200);
  expect(res.statusCode).toBe(body.code);
  if (!body.success) expect(body.data).toBeNull();
  return { status: res.statusCode, headers: res.headers, body };
}

/** Like {@link call} but expects success and returns `data`. */
export async function data<T = any>(app: FastifyInstance, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}): Promise<T> {
  const answer = await call<T>(app, method, url, params);
  expect(answer.body.code, answer.body.msg).toBe(200);
  expect(answer.body.msg).toBe('操作成功');
  return answer.body.data;
}

/** Checks a page's bookkeeping: pages = ceil(total / size), records ≤ size, echo of size and current. */
export function expectConsistentPage(page: { records: unknown[]; total: number; size: number; current: number; pages: number }, size: number, current: number): void {
  expect(page.size).toBe(size);
  expect(page.current).toBe(current);
  expect(page.pages).toBe(Math.ceil(page.total / size));
  expect(page.records.length).toBeLessThanOrEqual(size);
  const expectedLength = Math.max(0, Math.min(size, page.total - (current - 1) * size));
  expect(page.records.length).toBe(expectedLength);
}

/**
 * An access token for `userId` signed with the test secrets ({@link testSecrets}) or `key`, as a password login
 * would issue it: a new session family (a refresh-token row, so logout-style revocation works) and a JWT valid
 * from `now`. Skips the captcha and Argon2 of a real login, which the auth suites cover.
 */
export async function accessTokenFor(db: Db, userId: string, now: () => number, key: Uint8Array = testSecrets().jwtKey): Promise<string> {
  const sessions = new RefreshSessions({ db, now, ttlS: 86_400, clientId: CLIENT_ID });
  const { familyId } = await sessions.start(userId);
  const tokens = new AccessTokens({ key, ttlS: 900, audience: CLIENT_ID, now, isRevoked: async () => false });
  return tokens.issue({ userId, familyId });
}

/**
 * Creates a bid lot through the operator code (mock-server/examples/lot.json format; money in 元, '+5m' times
 * relative to `now`) and enrols `users` (login names) with confirmed deposits. Returns the assetsId and the bidder
 * code of each user.
 */
export async function createTestLot(
  db: Db, now: number, file: Record<string, unknown>, users: string[], priority: Record<string, number> = {},
): Promise<{ assetsId: string; codes: Record<string, string> }> {
  const { assetsId } = await createLot(db, { deposit: 5000, ...file }, now);
  const codes: Record<string, string> = {};
  for (const user of users) {
    codes[user] = await enrol(db, assetsId, user, priority[user] ?? null, now);
    await confirmDeposit(db, assetsId, user, now);
  }
  return { assetsId, codes };
}

/** Adds `n` verified users `loadtest001`… (ids `19500000000000000001`…) without a usable password (tokens only). */
export async function addVerifiedUsers(db: Db, n: number, now: number): Promise<Array<{ id: string; loginName: string }>> {
  const users = Array.from({ length: n }, (_, i) => ({
    id: String(19_500_000_000_000_000_000n + BigInt(i + 1)), loginName: `loadtest${String(i + 1).padStart(3, '0')}`,
  }));
  await db.insertInto('userAccount').values(users.map((u, i) => ({
    ...u, loginNameKey: u.loginName, phone: `1770000${String(i + 1).padStart(4, '0')}`, passwordHash: '!', authStatus: 3, userType: 1,
    passwordChangedTime: now, createTime: now, updateTime: now,
  }))).execute();
  return users;
}

/**
 * Listens on 127.0.0.1 port 0 with the realtime channels attached the way main.ts does (socket.io /bid with the bid
 * service and token verification, /push on `push`). Returns `http://127.0.0.1:<port>` and a close that disconnects
 * the sockets (call before `t.close()`).
 */
export async function listenRealtime(t: TestApp, push: PushHub): Promise<{ base: string; close: () => Promise<void> }> {
  const io = attachRealtime(t.app.server, {
    push, now: t.now, bids: t.app.bids, bidHandlers: registerBidHandlers, verifyToken: t.app.userOfToken,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await push.close();
      io.local.disconnectSockets(true);
      io.engine.close();
    },
  };
}
