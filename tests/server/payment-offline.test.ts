import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER } from '../../contract/envelope';
import { loadOperatorToken, OPERATOR_HEADER } from '../../mock-server/src/http/operator-token';
import { runPaymentCli } from '../../mock-server/bin/payment-cli';
import { CLIENT_ID, call, makeTestApp, type TestApp } from './helpers';
import { authHeaders, materialsFor, submit, uploadPdf, verifiedUser } from './enrolment-fixtures';
import { databaseEnvOf } from './test-db';

const P = '/api/dscq-project/payment';

describe('deposits, offline bank transfer confirmed by an operator (§2 /depositAddPayInfo)', () => {
  let t: TestApp;
  let server: string;
  let operator: Record<string, string>;

  /** A new verified person enrolled in a scheduled lot still open for enrolment: its headers, id, lot and order. */
  async function enrolledBuyer(skip = 0) {
    const user = await verifiedUser(t.db);
    const headers = await authHeaders(t.app, user.loginName);
    const lots = await t.db.selectFrom('bidLot').innerJoin('project', 'project.assetsId', 'bidLot.assetsId').select('project.assetsId')
      .where('bidLot.phase', '=', 'scheduled').where('project.announcementEndTime', '>', t.now()).where('project.announcementStartTime', '<=', t.now())
      .orderBy('project.assetsId').execute();
    const assetsId = lots[skip % lots.length].assetsId;
    const fileId = await uploadPdf(t.app, headers);
    const res = await submit(t.app, headers, { assetsId, materials: await materialsFor(t.app, assetsId, 'person', fileId) });
    expect(res.status, res.body.msg).toBe(200);
    return { id: user.id, headers, assetsId, orderNo: res.body.data.orderNo as string };
  }

  /** Uploads a proof and attaches it to the order. */
  async function sendProof(b: { headers: Record<string, string>; orderNo: string }) {
    const fileId = await uploadPdf(t.app, b.headers);
    return call(t.app, 'POST', `${P}/offline/proof`, { orderNo: b.orderNo, fileId, payerName: '测试买家', remark: b.orderNo }, { headers: b.headers });
  }

  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    operator = { [OPERATOR_HEADER]: loadOperatorToken(t.dataDir) };
  });
  afterAll(async () => { await t?.close(); });

  it('attaches the proof: awaiting confirmation, no online payment meanwhile (a new proof replaces it), only the caller\'s own files', async () => {
    const b = await enrolledBuyer();
    const stranger = await authHeaders(t.app, 'zhangsan');
    const foreignFile = await uploadPdf(t.app, stranger);
    const foreign = await call(t.app, 'POST', `${P}/offline/proof`, { orderNo: b.orderNo, fileId: foreignFile }, { headers: b.headers });
    expect([foreign.status, foreign.body.msg]).toEqual([400, '转账凭证文件无效，请重新上传']);
    const sent = await sendProof(b);
    expect(sent.body.data).toMatchObject({ status: 'awaiting_confirmation', channel: 'offline', bidderCode: null });
    const online = await call(t.app, 'POST', `${P}/online/start`, { orderNo: b.orderNo }, { headers: b.headers });
    expect([online.status, online.body.msg]).toEqual([409, '线下转账凭证正在确认中，请勿重复支付']);
    const replaced = await sendProof(b);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.status).toBe('awaiting_confirmation');
    expect(replaced.body.data.proofFileId).not.toBe(sent.body.data.proofFileId);
  });

  it('guards the operator endpoints with the operator token', async () => {
    const res = await call(t.app, 'GET', '/api/payment/operator/pending');
    expect([res.status, res.body.msg]).toEqual([403, '操作员令牌无效']);
  });

  it('reject shows the reason to the user, who may send another proof; confirm assigns the bidder code once', async () => {
    const b = await enrolledBuyer(1);
    await sendProof(b);
    const pending = await call(t.app, 'GET', '/api/payment/operator/pending', {}, { headers: operator });
    expect(pending.body.data.map((p: { orderNo: string }) => p.orderNo)).toContain(b.orderNo);
    const noReason = await call(t.app, 'POST', '/api/payment/operator/reject', { orderNo: b.orderNo }, { headers: operator });
    expect(noReason.status).toBe(400);
    await call(t.app, 'POST', '/api/payment/operator/reject', { orderNo: b.orderNo, reason: '凭证金额与保证金不符' }, { headers: operator });
    const rejected = (await call(t.app, 'GET', `${P}/order`, { orderNo: b.orderNo }, { headers: b.headers })).body.data;
    expect(rejected).toMatchObject({ status: 'proof_rejected', rejectReason: '凭证金额与保证金不符' });
    expect((await call(t.app, 'POST', '/api/payment/operator/confirm', { orderNo: b.orderNo }, { headers: operator })).status).toBe(409);

    expect((await sendProof(b)).body.data.status).toBe('awaiting_confirmation');
    const confirmed = await call(t.app, 'POST', '/api/payment/operator/confirm', { orderNo: b.orderNo }, { headers: operator });
    expect(confirmed.body.data.bidderCode).toMatch(/^[A-Z]\d{3}$/);
    const twice = await call(t.app, 'POST', '/api/payment/operator/confirm', { orderNo: b.orderNo }, { headers: operator });
    expect(twice.body.data).toEqual({ bidderCode: null, replayed: true });
    expect(await t.db.selectFrom('payment').selectAll().where('orderNo', '=', b.orderNo).execute()).toHaveLength(1);
    const order = (await call(t.app, 'GET', `${P}/order`, { orderNo: b.orderNo }, { headers: b.headers })).body.data;
    expect(order).toMatchObject({ status: 'paid', channel: 'offline', bidderCode: confirmed.body.data.bidderCode });
    expect(order.history.map((h: { type: string }) => h.type)).toEqual(['created', 'proof_submitted', 'proof_rejected', 'proof_submitted', 'paid']);
    expect((await t.app.bids.snapshot(b.assetsId, b.id)).me?.eligible).toBe(true);
  });

  it('npm run payment -- confirm --order … confirms through the running server (the live engine sees the bidder)', async () => {
    const b = await enrolledBuyer(2);
    await sendProof(b);
    const lines: string[] = [];
    const env = { DATA_DIR: t.dataDir, WEB_CLIENT_ID: CLIENT_ID, ...databaseEnvOf(t.db) };
    expect(await runPaymentCli(['list', '--server', server], env, (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toContain(b.orderNo);
    expect(await runPaymentCli(['confirm', '--order', b.orderNo, '--server', server], env, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toMatch(new RegExp(`^订单 ${b.orderNo} 已确认到账，竞买号 [A-Z]\\d{3}$`));
    expect((await t.app.bids.snapshot(b.assetsId, b.id)).me?.eligible).toBe(true);
    expect(await runPaymentCli(['confirm', '--order', b.orderNo, '--server', server], env, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toContain('此前已确认');
  });

  it('the command refuses bad usage and works on the database with --offline', async () => {
    const lines: string[] = [];
    const env = { DATA_DIR: t.dataDir, WEB_CLIENT_ID: CLIENT_ID, ...databaseEnvOf(t.db) };
    expect(await runPaymentCli(['confirm'], env, (l) => lines.push(l))).toBe(2);
    expect(lines[0]).toBe('请用 --order 指定订单号');
    expect(await runPaymentCli(['reject', '--order', 'BZJ202611210000000000'], env, (l) => lines.push(l))).toBe(2);
    const b = await enrolledBuyer(3);
    await sendProof(b);
    expect(await runPaymentCli(['reject', '--order', b.orderNo, '--reason', '未查询到到账记录', '--offline'], env, (l) => lines.push(l))).toBe(0);
    const row = await t.db.selectFrom('paymentOrder').select(['status', 'rejectReason']).where('orderNo', '=', b.orderNo).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'proof_rejected', rejectReason: '未查询到到账记录' });
    expect(await runPaymentCli(['confirm', '--order', b.orderNo, '--offline'], env, (l) => lines.push(l))).toBe(1);
    expect(lines.at(-1)).toMatch(/^失败：/);
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/operator/pending', headers: { [CLIENT_ID_HEADER]: CLIENT_ID, ...operator } });
    expect(res.json().data.map((p: { orderNo: string }) => p.orderNo)).not.toContain(b.orderNo);
  });
});
