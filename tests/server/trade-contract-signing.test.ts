import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER } from '../../contract/envelope';
import { contractDocumentsOf } from '../../mock-server/src/modules/trade-contract/index';
import type { TestApp } from './helpers';
import { CLIENT_ID } from './helpers';
import { as, C, confirmBoth, contractUser, issueDeal, makeContractApp, ok, outboxCode, signAs, type Party } from './trade-contract-fixtures';

let t: TestApp;
let seller: Party;
let buyer: Party;
beforeAll(async () => {
  t = await makeContractApp();
  seller = await contractUser(t);
  buyer = await contractUser(t);
});
afterAll(async () => t.close());

const signatoryOf = (d: { signatories: Array<{ id: string; role: string }> }, role: string) => d.signatories.find((s) => s.role === role)!.id;

/** Uploads `bytes` as a PDF to the verify endpoint as `who` (null: no token). */
async function verify(who: Party | null, bytes: Buffer) {
  const boundary = `----contract${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="合同.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST', url: C.verify, payload,
    headers: { ...(who?.headers ?? {}), [CLIENT_ID_HEADER]: CLIENT_ID, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('signing with an SMS code and completing the contract', () => {
  let id = '';
  let pdf: Buffer;
  let sha256 = '';

  it('signs the transferee with the code read from the sandbox outbox; the contract moves to signing', async () => {
    ({ id } = await issueDeal(t, seller, buyer));
    const frozen = await confirmBoth(t, id, seller, buyer);
    t.setNow(t.now() + 61_000);
    const sent = await ok(t, buyer, 'POST', C.signCode, { id, signatoryId: signatoryOf(frozen, 'transferee') });
    expect(sent).toEqual({ phoneMasked: `${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)}`, retryAfterSec: 60 });
    expect(await as(t, buyer, 'POST', C.signCode, { id, signatoryId: signatoryOf(frozen, 'transferee') })).toMatchObject({ status: 429 });
    const wrong = await as(t, buyer, 'POST', C.sign, { id, signatoryId: signatoryOf(frozen, 'transferee'), code: '000000' });
    const code = await outboxCode(t, buyer.phone);
    if (code !== '000000') expect(wrong.status).toBe(400);
    const d = await ok(t, buyer, 'POST', C.sign, { id, signatoryId: signatoryOf(frozen, 'transferee'), code });
    expect(d.state).toBe('signing');
    expect(d.signatories.find((s: { role: string }) => s.role === 'transferee').signedTime).not.toBe('');
    expect(d.actions).toMatchObject({ sign: false, download: false });
  });

  it('answers a second signature of the same signatory with the same detail and no new event', async () => {
    const before = await ok(t, buyer, 'GET', C.detail, { id });
    const again = await ok(t, buyer, 'POST', C.sign, { id, signatoryId: signatoryOf(before, 'transferee'), code: '123456' });
    expect(again.history).toEqual(before.history);
    expect(again.state).toBe('signing');
  });

  it('refuses a signatory of the other party (409), a stranger (404) and asking a code for the other side', async () => {
    const d = await ok(t, buyer, 'GET', C.detail, { id });
    expect(await as(t, buyer, 'POST', C.sign, { id, signatoryId: signatoryOf(d, 'transferor'), code: '123456' }))
      .toMatchObject({ status: 409, msg: '该签署人属于对方，不能代为操作' });
    expect((await as(t, buyer, 'POST', C.signCode, { id, signatoryId: signatoryOf(d, 'transferor') })).status).toBe(409);
    const stranger = await contractUser(t);
    expect((await as(t, stranger, 'POST', C.sign, { id, signatoryId: signatoryOf(d, 'transferor'), code: '123456' })).status).toBe(404);
    expect((await as(t, seller, 'POST', C.sign, { id, signatoryId: '1234567890', code: '123456' })).status).toBe(404);
    expect(await as(t, buyer, 'GET', C.pdf, { id })).toMatchObject({ status: 409 });
  });

  it('completes with the last signature: signed, a stored PDF with its SHA-256, messages to both parties', async () => {
    const d = await ok(t, seller, 'GET', C.detail, { id });
    const signed = await signAs(t, seller, id, signatoryOf(d, 'transferor'), seller.phone);
    expect(signed.status, signed.msg).toBe(200);
    expect(signed.data.state).toBe('signed');
    expect(signed.data.document).toMatchObject({ url: `/api/dscq-project/contract/pdf?id=${id}` });
    expect(signed.data.document.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.data.actions.download).toBe(true);
    expect(signed.data.history.map((h: { type: string }) => h.type)).toContain('completed');
    const completed = await t.db.selectFrom('contractEvent').select('detail').where('contractId', '=', id).where('type', '=', 'completed').executeTakeFirstOrThrow();
    expect(JSON.parse(completed.detail).certificate).toMatchObject({ certificateNo: expect.stringMatching(/^SBX-\d{8}-/), signature: expect.stringMatching(/^hmac-sha256:/) });
    const res = await t.app.inject({ method: 'GET', url: C.pdf, query: { id }, headers: { ...buyer.headers, [CLIENT_ID_HEADER]: CLIENT_ID } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(`${signed.data.contractNo}.pdf`);
    pdf = res.rawPayload;
    sha256 = createHash('sha256').update(pdf).digest('hex');
    expect(sha256).toBe(signed.data.document.sha256);
    expect(pdf.length).toBe(signed.data.document.size);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const who of [seller, buyer]) {
      const rows = await t.db.selectFrom('userMessage').select('type').where('userId', '=', who.id).where('type', '=', 'contract_signed').execute();
      expect(rows).toHaveLength(1);
    }
    expect((await ok(t, seller, 'GET', C.list, { state: 'signed' })).records.map((r: { id: string }) => r.id)).toContain(id);
    for (const who of [seller, buyer]) {
      expect(await contractDocumentsOf(t.db, who.id)).toEqual([expect.objectContaining({
        url: `/api/dscq-project/contract/pdf?id=${id}`, size: pdf.length, sourceLabel: '合同', name: `农村土地经营权流转合同（${signed.data.contractNo}）.pdf`,
      })]);
    }
  });

  it('serves the PDF to the parties only: a stranger gets 404, a visitor 401', async () => {
    const stranger = await contractUser(t);
    expect((await as(t, stranger, 'GET', C.pdf, { id })).status).toBe(404);
    expect((await as(t, null, 'GET', C.pdf, { id })).status).toBe(401);
    const own = await t.app.inject({ method: 'GET', url: C.pdf, query: { id }, headers: { ...seller.headers, [CLIENT_ID_HEADER]: CLIENT_ID } });
    expect(own.statusCode).toBe(200);
  });

  it('verifies the signed PDF and rejects a modified one', async () => {
    const stranger = await contractUser(t);
    const hit = await verify(stranger, pdf);
    expect(hit.status).toBe(200);
    expect(hit.body.data).toMatchObject({ match: true, sha256 });
    expect(hit.body.data.contractNo).toMatch(/^HT/);
    const altered = Buffer.from(pdf);
    altered[altered.length - 20] ^= 1;
    expect((await verify(stranger, altered)).body.data).toMatchObject({ match: false, contractNo: '' });
    expect((await verify(null, pdf)).status).toBe(401);
    expect((await verify(stranger, Buffer.from('不是PDF'))).body).toMatchObject({ code: 400, msg: '请上传PDF格式的合同文件' });
  });

  it('refuses edits, confirmations and more signatures once signed', async () => {
    expect((await as(t, seller, 'POST', C.edit, { id, baseVersion: 1, clauses: { other: '<p>x</p>' } })).status).toBe(409);
    expect(await as(t, seller, 'POST', C.confirm, { id, version: 1 })).toMatchObject({ status: 409, msg: '合同已签署完成' });
  });
});
