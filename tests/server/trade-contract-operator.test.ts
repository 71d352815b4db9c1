import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app';
import { loadConfig } from '../../mock-server/src/config';
import { loadOperatorToken, OPERATOR_HEADER } from '../../mock-server/src/http/operator-token';
import type { DocumentMaker } from '../../mock-server/src/modules/trade-contract/index';
import { call, testSecrets, type TestApp } from './helpers';
import { as, C, confirmBoth, contractUser, fakeDocuments, issueDeal, makeContractApp, ok, signAs, type Party } from './trade-contract-fixtures';

/** Documents that fail (no font) until `working` is set. */
let working = false;
const flaky: DocumentMaker = {
  render: async (model, at) => {
    if (!working) throw new Error('找不到中文字体文件');
    return fakeDocuments.render(model, at);
  },
  certify: fakeDocuments.certify,
};

let t: TestApp;
let seller: Party;
let buyer: Party;
beforeAll(async () => {
  t = await makeContractApp({ documents: flaky });
  seller = await contractUser(t);
  buyer = await contractUser(t);
});
afterAll(async () => t.close());

const operator = (path: string, params: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') =>
  call(t.app, method, `/api/contract/operator/${path}`, params, { headers: { [OPERATOR_HEADER]: loadOperatorToken(t.dataDir) } });
const mine = async (who: Party, id: string) => (await ok(t, who, 'GET', C.detail, { id })).signatories.find((s: { role: string }) => s.role === 'transferee').id;

describe('a transferor without an account, handled by the operator', () => {
  it('confirms and signs for the offline party; the operator list shows the contract until it is signed', async () => {
    working = true;
    const { id } = await issueDeal(t, null, buyer);
    const { contractNo, version } = await ok(t, buyer, 'GET', C.detail, { id });
    expect((await operator('list', {}, 'GET')).body.data.map((l: { contractNo: string }) => l.contractNo)).toContain(contractNo);
    expect((await operator('offline-sign', { contractNo })).body).toMatchObject({ code: 409, msg: '双方尚未确认同一版本的合同文本，暂不能签署' });
    expect((await operator('offline-confirm', { contractNo })).body.data).toMatchObject({ state: 'confirming', version });
    expect((await ok(t, buyer, 'POST', C.confirm, { id, version })).state).toBe('awaiting_signature');
    expect((await operator('offline-sign', { contractNo })).body.data).toMatchObject({ state: 'signing' });
    const done = await signAs(t, buyer, id, await mine(buyer, id), buyer.phone);
    expect(done.data.state).toBe('signed');
    expect((await operator('void', { contractNo, reason: '测试' })).body).toMatchObject({ code: 409, msg: '合同已签署完成' });
  });

  it('refuses offline steps when both parties have accounts, and a missing operator token', async () => {
    const { id } = await issueDeal(t, seller, buyer);
    const { contractNo } = await ok(t, buyer, 'GET', C.detail, { id });
    expect((await operator('offline-confirm', { contractNo })).status).toBe(409);
    expect((await call(t.app, 'GET', '/api/contract/operator/list')).status).toBe(403);
  });
});

describe('voiding', () => {
  it('voids a contract before it is signed: the parties are told and every step is refused', async () => {
    const { id } = await issueDeal(t, seller, buyer);
    await confirmBoth(t, id, seller, buyer);
    const { contractNo } = await ok(t, buyer, 'GET', C.detail, { id });
    expect((await operator('void', { contractNo, reason: '受让方放弃受让' })).body.data).toEqual({ contractNo, state: 'void' });
    expect((await operator('void', { contractNo, reason: '受让方放弃受让' })).status).toBe(200);
    const d = await ok(t, buyer, 'GET', C.detail, { id });
    expect(d).toMatchObject({ state: 'void', voidReason: '受让方放弃受让', actions: { sign: false, reasons: { sign: '合同已作废' } } });
    expect(await as(t, buyer, 'POST', C.sign, { id, signatoryId: await mine(buyer, id), code: '123456' })).toMatchObject({ status: 409, msg: '合同已作废' });
    const told = await t.db.selectFrom('userMessage').select('type').where('userId', '=', seller.id).where('type', '=', 'contract_voided').execute();
    expect(told).toHaveLength(1);
  });
});

describe('a document that cannot be made', () => {
  it('keeps the last signature, waits in signing, and is completed by the start-up sweep', async () => {
    working = false;
    const { id } = await issueDeal(t, seller, buyer);
    await confirmBoth(t, id, seller, buyer);
    const sellerSig = (await ok(t, seller, 'GET', C.detail, { id })).signatories.find((s: { role: string }) => s.role === 'transferor').id;
    expect((await signAs(t, seller, id, sellerSig, seller.phone)).status).toBe(200);
    const last = await signAs(t, buyer, id, await mine(buyer, id), buyer.phone);
    expect(last.status).toBe(200);
    expect(last.data.state).toBe('signing');
    expect(last.data.signatories.every((s: { signedTime: string }) => s.signedTime !== '')).toBe(true);
    expect(last.data.history.map((h: { type: string }) => h.type)).toContain('document_failed');

    // A restart with the font back: the second app over the same database completes it when it is ready.
    working = true;
    const config = loadConfig({ DATA_DIR: t.dataDir, STATIC_DIR: `${t.dataDir}/no-build`, LOG_LEVEL: 'silent' });
    const again = await buildApp({ config, db: t.db, now: t.now, logger: false, secrets: testSecrets(), tradeContract: { documents: flaky } });
    await again.ready();
    await again.close();
    const row = await t.db.selectFrom('tradeContract').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.state).toBe('signed');
    expect(row.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const completed = await t.db.selectFrom('contractEvent').select('detail').where('contractId', '=', id).where('type', '=', 'completed').executeTakeFirstOrThrow();
    expect(JSON.parse(completed.detail).certificate).toEqual({ provider: 'test', serial: `CERT-${row.documentSha256.slice(0, 8)}`, signers: 2 });
  });
});
