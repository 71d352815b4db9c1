import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SealStatus } from '../../contract/seal';
import type { SealLookup } from '../../mock-server/src/modules/trade-contract/index';
import type { TestApp } from './helpers';
import { uploadPdf } from './enrolment-fixtures';
import { as, C, confirmBoth, contractUser, fakeDocuments, issueDeal, makeContractApp, ok, signAs, type Party } from './trade-contract-fixtures';

/** The seal module's lookup, faked: the organisations' seals in the state each test gives them. */
const seals = new Map<string, { sealId: string; orgName: string; status: SealStatus }>();
const sealLookup: SealLookup = async (_db, userId) => seals.get(userId) ?? null;

let t: TestApp;
let org: Party;
let buyer: Party;
beforeAll(async () => {
  t = await makeContractApp({ sealLookup, documents: fakeDocuments });
  org = await contractUser(t, 'org');
  buyer = await contractUser(t);
});
afterAll(async () => t.close());

describe('an organisation party: signatories and its e-seal', () => {
  let id = '';
  it('starts without signatories; a person party cannot add any', async () => {
    ({ id } = await issueDeal(t, org, buyer));
    const d = await ok(t, org, 'GET', C.detail, { id });
    expect(d.signatories.filter((s: { role: string }) => s.role === 'transferor')).toEqual([]);
    expect(d.parties[0]).toMatchObject({ kind: 'org', sealStatus: null });
    expect(d.actions.manageSignatories).toBe(true);
    expect(await as(t, buyer, 'POST', C.addSignatory, { id, kind: 'legal_rep', name: '张三', phone: '13912345678' }))
      .toMatchObject({ status: 409, msg: '个人签约方由本人签署，无需添加签署人' });
  });

  it('adds a legal representative, and an agent only with the caller\'s own authorisation letter', async () => {
    const rep = await ok(t, org, 'POST', C.addSignatory, { id, kind: 'legal_rep', name: '赵法人', phone: '13911112222' });
    expect(rep.signatories.find((s: { name: string }) => s.name === '赵法人')).toMatchObject({ kind: 'legal_rep', kindLabel: '法定代表人', phoneMasked: '139****2222' });
    expect((await as(t, org, 'POST', C.addSignatory, { id, kind: 'agent', name: '钱代理', phone: '13911113333' })).status).toBe(400);
    const foreign = await uploadPdf(t.app, buyer.headers);
    expect(await as(t, org, 'POST', C.addSignatory, { id, kind: 'agent', name: '钱代理', phone: '13911113333', authorisationFileId: foreign }))
      .toMatchObject({ status: 400, msg: '授权委托书文件不存在，请重新上传' });
    const letter = await uploadPdf(t.app, org.headers);
    const agent = await ok(t, org, 'POST', C.addSignatory, { id, kind: 'agent', name: '钱代理', phone: '13911113333', authorisationFileId: letter });
    expect(agent.signatories.find((s: { name: string }) => s.name === '钱代理').authorisation).toMatchObject({ fileId: letter, url: `/api/dscq-user/file/${letter}` });
  });

  it('removes an unsigned signatory; signing as a removed one is refused', async () => {
    const d = await ok(t, org, 'GET', C.detail, { id });
    const agentId = d.signatories.find((s: { name: string }) => s.name === '钱代理').id;
    const after = await ok(t, org, 'POST', C.removeSignatory, { id, signatoryId: agentId });
    expect(after.signatories.map((s: { name: string }) => s.name)).not.toContain('钱代理');
    expect((await as(t, buyer, 'POST', C.removeSignatory, { id, signatoryId: agentId })).status).toBe(409);
    await confirmBoth(t, id, org, buyer);
    expect(await as(t, org, 'POST', C.sign, { id, signatoryId: agentId, code: '123456' })).toMatchObject({ status: 409, msg: '该签署人已被移除' });
  });

  it('refuses an organisation without an active e-seal, then signs with it and records the seal', async () => {
    const d = await ok(t, org, 'GET', C.detail, { id });
    const repId = d.signatories.find((s: { name: string }) => s.name === '赵法人').id;
    expect(d.actions).toMatchObject({ sign: false, reasons: { sign: '本单位尚未启用电子签章，请先申请电子签章并完成人脸核验' } });
    expect((await as(t, org, 'POST', C.signCode, { id, signatoryId: repId })).status).toBe(409);
    expect((await as(t, org, 'POST', C.sign, { id, signatoryId: repId, code: '123456' })).status).toBe(409);
    // Applied but not yet bound by the face check: shown as such, still refused.
    seals.set(org.id, { sealId: '7001', orgName: org.name, status: 'binding' });
    expect((await ok(t, org, 'GET', C.detail, { id })).parties[0]).toMatchObject({ sealStatus: 'binding' });
    expect((await as(t, org, 'POST', C.signCode, { id, signatoryId: repId })).status).toBe(409);
    seals.set(org.id, { sealId: '7001', orgName: org.name, status: 'active' });
    const signed = await signAs(t, org, id, repId, '13911112222');
    expect(signed.status, signed.msg).toBe(200);
    expect(signed.data.parties[0]).toMatchObject({ sealStatus: 'active' });
    const party = await t.db.selectFrom('contractParty').select(['sealId', 'signedTime']).where('contractId', '=', id).where('role', '=', 'transferor').executeTakeFirstOrThrow();
    expect(party.sealId).toBe('7001');
    expect(party.signedTime).not.toBeNull();
  });

  it('refuses new signatories once the party started signing', async () => {
    expect(await as(t, org, 'POST', C.addSignatory, { id, kind: 'legal_rep', name: '孙某', phone: '13911114444' }))
      .toMatchObject({ status: 409, msg: '本方已有签署人完成签署，不能再变更签署人' });
    const buyerSig = (await ok(t, buyer, 'GET', C.detail, { id })).signatories.find((s: { role: string }) => s.role === 'transferee').id;
    const done = await signAs(t, buyer, id, buyerSig, buyer.phone);
    expect(done.data.state).toBe('signed');
    expect(done.data.history.find((h: { type: string }) => h.type === 'completed').detail).toContain(done.data.document.sha256);
  });
});

describe('without an e-signature authority (ESIGN_PROVIDER=none)', () => {
  it('takes every signature but the last, which is refused with 409 and kept unsigned', async () => {
    const plain = await makeContractApp({ documents: { render: fakeDocuments.render, certify: null } });
    try {
      const a = await contractUser(plain);
      const b = await contractUser(plain);
      const { id } = await issueDeal(plain, a, b);
      const d = await confirmBoth(plain, id, a, b);
      const sig = (role: string) => d.signatories.find((s: { role: string }) => s.role === role).id;
      expect((await signAs(plain, a, id, sig('transferor'), a.phone)).status).toBe(200);
      const msg = '电子签名服务尚未接入，暂时无法完成签署，请联系交易机构';
      expect(await as(plain, b, 'POST', C.signCode, { id, signatoryId: sig('transferee') })).toMatchObject({ status: 409, msg });
      expect(await as(plain, b, 'POST', C.sign, { id, signatoryId: sig('transferee'), code: '123456' })).toMatchObject({ status: 409, msg });
      expect((await ok(plain, b, 'GET', C.detail, { id })).state).toBe('signing');
    } finally {
      await plain.close();
    }
  });
});
