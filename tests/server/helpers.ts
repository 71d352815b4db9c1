import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CLIENT_ID_HEADER } from '../../contract/envelope';
import { buildApp } from '../../mock-server/src/app';
import { loadConfig } from '../../mock-server/src/config';
import { openSqlite, type Db } from '../../mock-server/src/db/connection';
import { migrateToLatest } from '../../mock-server/src/db/migrate';
import { memoryAuthSecrets, type AuthSecrets } from '../../mock-server/src/modules/auth/secrets';
import { reanchorDemoLots } from '../../mock-server/src/modules/sync/hall-clock';
import { seedIfEmpty } from '../../mock-server/src/seed/index';

/** The web client's id (config default). */
export const CLIENT_ID = 'nccq-web';
/** Fixed server time of the tests: 2026-11-21 10:00:00 Beijing time. */
export const FIXED_NOW = Date.UTC(2026, 10, 21, 2, 0, 0);

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
 * with `now` frozen at {@link FIXED_NOW} and every answer checked against its contract schema.
 * `staticDir` defaults to a folder without a build; `devTools` sets EXCHANGE_DEV_TOOLS=1 (/api/dev/*);
 * `env` adds config variables. Secrets are in memory ({@link testSecrets}).
 */
export async function makeTestApp(opts: { staticDir?: string; devTools?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir, STATIC_DIR: opts.staticDir ?? path.join(dataDir, 'no-build'), LOG_LEVEL: 'silent',
    EXCHANGE_DEV_TOOLS: opts.devTools ? '1' : '0', ...opts.env,
  });
  const db = openSqlite(path.join(dataDir, 'exchange.sqlite'));
  await migrateToLatest(db);
  await seedIfEmpty(db, { dataDir, now: FIXED_NOW });
  await reanchorDemoLots(db, FIXED_NOW);
  let current = FIXED_NOW;
  const app = await buildApp({ config, db, now: () => current, logger: false, checkAnswers: true, secrets: testSecrets() });
  await app.ready();
  return {
    app, db, dataDir,
    now: () => current,
    setNow: (ms) => { current = ms; },
    close: async () => {
      await app.close();
      await db.destroy();
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
 * Calls the API like the web client: X-Client-Id set (unless `clientId: null`), GET params in the query string,
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
