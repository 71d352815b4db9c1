import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { buildApp } from '../../mock-server/src/app';
import { loadConfig } from '../../mock-server/src/config';
import { openSqlite, type Db } from '../../mock-server/src/db/connection';
import { migrateToLatest } from '../../mock-server/src/db/migrate';
import type { DealFacts } from '../../mock-server/src/modules/deal/index';
import { contractDrafter, type DocumentMaker, type TradeContractInstallOptions } from '../../mock-server/src/modules/trade-contract/index';
import { reanchorDemoLots } from '../../mock-server/src/modules/sync/index';
import { seedIfEmpty } from '../../mock-server/src/seed/index';
import { bearer } from './auth-helpers';
import { accessTokenFor, call, FIXED_NOW, testSecrets, type TestApp } from './helpers';

/** Shared set-up of the trade-contract-* suites (a helper module, not a suite). */

export const C = {
  list: '/api/dscq-project/contract/list', detail: '/api/dscq-project/contract/detail', versions: '/api/dscq-project/contract/versions',
  version: '/api/dscq-project/contract/version', edit: '/api/dscq-project/contract/edit', confirm: '/api/dscq-project/contract/confirm',
  addSignatory: '/api/dscq-project/contract/signatory/add', removeSignatory: '/api/dscq-project/contract/signatory/remove',
  signCode: '/api/dscq-project/contract/sign/code', sign: '/api/dscq-project/contract/sign', pdf: '/api/dscq-project/contract/pdf',
  verify: '/api/dscq-project/contract/verify',
} as const;

/** A PDF-like document that names what it was made from (so a changed text gives another hash); certify answers a serial. */
export const fakeDocuments: DocumentMaker = {
  render: async (model, producedAt) => Buffer.from(`%PDF-1.4\n% ${model.title} ${model.number} ${producedAt}\n% ${JSON.stringify(model.parties)}\n%%EOF\n`),
  certify: async (input) => ({ provider: 'test', serial: `CERT-${input.documentSha256.slice(0, 8)}`, signers: input.signers.length }),
};

/** The real app over a fresh seeded database with dev tools on and the given contract options (seal lookup; documents default to the real PDF renderer). */
export async function makeContractApp(opts: TradeContractInstallOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-contract-'));
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-build'), LOG_LEVEL: 'silent', EXCHANGE_DEV_TOOLS: '1' });
  const db = openSqlite(path.join(dataDir, 'exchange.sqlite'));
  await migrateToLatest(db);
  await seedIfEmpty(db, { dataDir, now: FIXED_NOW });
  await reanchorDemoLots(db, FIXED_NOW);
  let current = FIXED_NOW;
  const app = await buildApp({ config, db, now: () => current, logger: false, secrets: testSecrets(), tradeContract: opts });
  await app.ready();
  return {
    app, db, dataDir, now: () => current, setNow: (ms) => { current = ms; },
    close: async () => { await app.close(); await db.destroy(); rmSync(dataDir, { recursive: true, force: true }); },
  };
}

let seq = 0;
/** A new verified account: person (userType 1) or organisation (2), with its own phone and headers for calls. */
export async function contractUser(t: TestApp, kind: 'person' | 'org' = 'person') {
  seq += 1;
  const id = `1920000000000${String(seq).padStart(6, '0')}`;
  const loginName = `party${seq}${Math.floor(Math.random() * 1e6)}`;
  const phone = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const name = kind === 'org' ? `测试合作社${seq}` : `测试人${seq}`;
  await t.db.insertInto('userAccount').values({
    id, loginName, loginNameKey: loginName, phone, passwordHash: '!', name, authStatus: 3, userType: kind === 'org' ? 2 : 1,
    passwordChangedTime: FIXED_NOW, createTime: FIXED_NOW, updateTime: FIXED_NOW,
  }).execute();
  const headers = bearer(await accessTokenFor(t.db, id, t.now));
  return { id, name, phone, kind, headers };
}
export type Party = Awaited<ReturnType<typeof contractUser>>;

let projectSeq = 0;
/** A seeded project no other contract of the test process uses. */
async function freeProject(db: Db): Promise<{ assetsId: string; assetsName: string }> {
  const rows = await db.selectFrom('project').select(['assetsId', 'assetsName']).orderBy('assetsId').limit(1).offset(projectSeq++).execute();
  return rows[0];
}

/**
 * Issues a deal between `transferor` (a party, or null for an account-less person) and `winner` as the deal module
 * would: the deal_confirmation row, then the drafter in the same transaction. @returns the facts and the contract id.
 */
export async function issueDeal(t: TestApp, transferor: Party | { name: string; kind: 'person' | 'org' } | null, winner: Party, familyId = '1') {
  const project = await freeProject(t.db);
  const confirmationId = `18${String(Date.now()).slice(-8)}${String(++seq).padStart(9, '0')}`;
  const facts: DealFacts = {
    confirmationId, confirmationNo: `CJ2026112100${String(seq).padStart(4, '0')}`, settlementId: `${confirmationId}9`,
    assetsId: project.assetsId, projectCode: 'NC2026110001', assetsName: project.assetsName, familyId, familyName: '农村土地经营权',
    typeName: '耕地经营权', transferType: '出租', location: '四川省成都市郫都区唐昌街道战旗村', area: 120.5, areaUnit: '亩', termYears: 10,
    priceUnit: '元/亩/年', transferor: transferor === null ? { userId: null, name: '王大伯', kind: 'person' }
      : { userId: 'id' in transferor ? transferor.id : null, name: transferor.name, kind: transferor.kind },
    winner: { userId: winner.id, name: winner.name, kind: winner.kind, bidderCode: 'A001' },
    priceFen: 98_000, depositAppliedFen: 500_000, feeFen: 120_000, balanceFen: 11_000_000, closedTime: FIXED_NOW - 3_600_000,
  };
  await t.db.transaction().execute(async (trx) => {
    await trx.insertInto('dealConfirmation').values({
      id: confirmationId, confirmationNo: facts.confirmationNo, assetsId: facts.assetsId, settlementId: facts.settlementId,
      winnerUserId: winner.id, winnerName: winner.name, bidderCode: 'A001', transferorUserId: facts.transferor.userId,
      transferorName: facts.transferor.name, priceFen: facts.priceFen, closedTime: facts.closedTime, createTime: t.now(),
    }).execute();
    await contractDrafter(trx, facts, t.now());
  });
  const row = await t.db.selectFrom('tradeContract').select('id').where('assetsId', '=', facts.assetsId).executeTakeFirstOrThrow();
  return { facts, id: row.id };
}

/** A call as `who`; returns status, code, msg and data. */
export async function as(t: TestApp, who: Party | null, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}) {
  const answer = await call(t.app, method, url, params, { headers: who?.headers ?? {} });
  return { status: answer.status, msg: answer.body.msg, data: answer.body.data };
}

/** Expects a success and returns the data. */
export async function ok(t: TestApp, who: Party, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}) {
  const a = await as(t, who, method, url, params);
  expect(a.status, a.msg).toBe(200);
  return a.data;
}

/** The latest signing code sent to `phone`, read from the sandbox outbox (/api/dev/sms-outbox) like the browser test. */
export async function outboxCode(t: TestApp, phone: string): Promise<string> {
  const answer = await call(t.app, 'GET', '/api/dev/sms-outbox', { phone });
  const entry = (answer.body.data as Array<{ messageCode: number; code: string; content: string }>)[0];
  expect(entry.content).toContain('签署交易合同');
  return entry.code;
}

/** Both parties confirm the current version. */
export async function confirmBoth(t: TestApp, id: string, a: Party, b: Party) {
  const { version } = await ok(t, a, 'GET', C.detail, { id });
  await ok(t, a, 'POST', C.confirm, { id, version });
  return ok(t, b, 'POST', C.confirm, { id, version });
}

/** Signatory `signatoryId` of `who`'s party asks for a code and signs with it (the clock moves a minute on, past the resend wait). */
export async function signAs(t: TestApp, who: Party, id: string, signatoryId: string, phone: string) {
  t.setNow(t.now() + 61_000);
  await ok(t, who, 'POST', C.signCode, { id, signatoryId });
  return as(t, who, 'POST', C.sign, { id, signatoryId, code: await outboxCode(t, phone) });
}
