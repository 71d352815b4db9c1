import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperatorToken, OPERATOR_HEADER } from '../../mock-server/src/http/operator-token';
import { runSettlementCli } from '../../mock-server/bin/settlement-cli';
import { uploadPdf } from './enrolment-fixtures';
import { call, makeTestApp, type TestApp } from './helpers';
import { databaseEnvOf } from './test-db';
import { as, dealLot, dealState, S, winAndClose, ZHANQI, ZHAOLIU } from './deal-fixtures';

const ZHANGSAN = '1900000000000000001';
const OP = '/api/settlement/operator';

describe('a settlement from the balance proof to 已成交: proof, reject, proof again, confirm once (§2 /projectSettleDetail)', { timeout: 30_000 }, () => {
  let t: TestApp;
  let assetsId: string;
  let id: string;
  const op = () => ({ [OPERATOR_HEADER]: loadOperatorToken(t.dataDir) });
  const detail = async (userId: string) => call(t.app, 'GET', `${S}/detail`, { id }, { headers: await as(t, userId) });
  const proof = async (userId: string, proofFileId: string, remark = '') =>
    call(t.app, 'POST', `${S}/proof`, { id, proofFileId, remark }, { headers: await as(t, userId) });

  beforeAll(async () => {
    t = await makeTestApp();
    const start = t.now();
    ({ assetsId } = await dealLot(t.db, start));
    await winAndClose(t, assetsId, start);
    id = (await dealState(t.db, assetsId)).settlement.id;
  });
  afterAll(async () => { await t?.close(); });

  it('shows the deal to its parties only: a stranger (a losing bidder) gets 404 everywhere', async () => {
    const stranger = await as(t, ZHANGSAN);
    expect((await detail(ZHANGSAN)).body).toMatchObject({ code: 404, msg: '结算单不存在' });
    expect((await call(t.app, 'GET', '/api/dscq-project/deal/confirmation', { assetsId }, { headers: stranger })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/dscq-project/deal/confirmation/pdf', { assetsId }, { headers: stranger })).status).toBe(404);
    expect((await call(t.app, 'GET', `${S}/list`, {}, { headers: stranger })).body.data.records.some((r: { id: string }) => r.id === id)).toBe(false);
    const c = await call(t.app, 'GET', '/api/dscq-project/deal/confirmation', { assetsId }, { headers: await as(t, ZHANQI) });
    expect(c.body.data).toMatchObject({ role: 'transferor', winnerName: '赵六', bidderCode: expect.any(String), price: 1200, contractId: expect.stringMatching(/^\d+$/) });
    // The parties get the 成交确认书 as a PDF.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/dscq-project/deal/confirmation/pdf?assetsId=${assetsId}`, headers: { ...await as(t, ZHAOLIU), 'client-id': 'nccq-web' } });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('takes only the winner\'s own upload, refuses a confirmation before any proof', async () => {
    const wrongFile = await uploadPdf(t.app, await as(t, ZHANGSAN));
    expect((await proof(ZHAOLIU, wrongFile)).body).toMatchObject({ code: 400, msg: '付款凭证文件无效，请重新上传' });
    expect((await proof(ZHANQI, await uploadPdf(t.app, await as(t, ZHANQI)))).status).toBe(404);
    expect((await call(t.app, 'POST', `${OP}/confirm`, { id }, { headers: op() })).body).toMatchObject({ code: 409 });
    expect((await call(t.app, 'POST', `${OP}/confirm`, { id })).status).toBe(403);
  });

  it('a proof awaits the check (409 for another), a rejection lets the winner upload again', async () => {
    const first = await proof(ZHAOLIU, await uploadPdf(t.app, await as(t, ZHAOLIU)), '网银转账');
    expect(first.body.data).toMatchObject({ status: 'proof_submitted', statusLabel: '待确认', canPay: false, proof: { contentType: 'application/pdf' } });
    expect((await proof(ZHAOLIU, await uploadPdf(t.app, await as(t, ZHAOLIU)))).body).toMatchObject({ code: 409, msg: '付款凭证正在审核中，请等待审核结果' });
    const pending = await call(t.app, 'GET', `${OP}/list`, { pending: '1' }, { headers: op() });
    expect(pending.body.data.map((r: { id: string }) => r.id)).toContain(id);
    const rejected = await call(t.app, 'POST', `${OP}/reject`, { id, reason: '金额与应付余款不符' }, { headers: op() });
    expect(rejected.body.data).toEqual({ id, status: 'proof_rejected' });
    expect((await call(t.app, 'POST', `${OP}/reject`, { id, reason: '再次驳回' }, { headers: op() })).body.code).toBe(409);
    const seen = (await detail(ZHAOLIU)).body.data;
    expect(seen).toMatchObject({ status: 'proof_rejected', rejectReason: '金额与应付余款不符', canPay: true });
    const again = await proof(ZHAOLIU, await uploadPdf(t.app, await as(t, ZHAOLIU)));
    expect(again.body.data.status).toBe('proof_submitted');
    expect((await dealState(t.db, assetsId)).messages.map((m) => m.type)).toContain('settlement_proof_rejected');
  });

  it('confirming sets 已成交 with its 成交公告 and messages once; a second confirmation changes nothing', async () => {
    const first = await call(t.app, 'POST', `${OP}/confirm`, { id }, { headers: op() });
    expect(first.body.data).toEqual({ id, status: 'confirmed', replayed: false });
    const before = await dealState(t.db, assetsId);
    expect(before.status).toBe(7);
    expect(before.settlement).toMatchObject({ status: 'confirmed', paidFen: 80_000 });
    expect(before.events.map((e) => e.type)).toEqual(['created', 'proof_submitted', 'proof_rejected', 'proof_submitted', 'confirmed']);
    const confirmed = before.messages.filter((m) => m.type === 'settlement_confirmed').map((m) => m.userId).sort();
    expect(confirmed).toEqual([ZHAOLIU, ZHANQI].sort());
    const notices = await t.db.selectFrom('notice').select(['noticeTitle', 'content']).where('assetsId', '=', assetsId).where('noticeType', '=', 2).execute();
    expect(notices).toHaveLength(1);
    expect(notices[0].content).toContain('受让方：赵六');

    const again = await call(t.app, 'POST', `${OP}/confirm`, { id }, { headers: op() });
    expect(again.body.data).toEqual({ id, status: 'confirmed', replayed: true });
    const lines: string[] = [];
    expect(await runSettlementCli(['confirm', id, '--offline'], { DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...databaseEnvOf(t.db) }, (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([`结算 ${id} 此前已确认，未重复处理`]);
    const after = await dealState(t.db, assetsId);
    expect([after.events, after.messages, after.settlement]).toEqual([before.events, before.messages, before.settlement]);
    expect(await t.db.selectFrom('notice').select('id').where('assetsId', '=', assetsId).execute()).toHaveLength(1);
    expect((await proof(ZHAOLIU, await uploadPdf(t.app, await as(t, ZHAOLIU)))).body).toMatchObject({ code: 409, msg: '该结算已确认，无需再上传凭证' });

    const view = (await detail(ZHAOLIU)).body.data;
    expect(view).toMatchObject({ status: 'confirmed', statusLabel: '已结算', paid: 800, canPay: false });
    expect(view.confirmedTime).not.toBe('');
    expect(view.history.map((h: { label: string }) => h.label).at(-1)).toBe('结算已确认');
    const project = await t.db.selectFrom('project').select('projectCode').where('assetsId', '=', assetsId).executeTakeFirstOrThrow();
    const listed = await call(t.app, 'POST', '/api/dscq-project/search/page', { q: project.projectCode, size: 10 });
    const row = listed.body.data.records.find((r: { assetsId: string }) => r.assetsId === assetsId);
    expect(row?.state).toBe('已成交');
  });

  it('answers the history in English to an English reader: its steps and amounts worded, the operator\'s reason as written', async () => {
    const headers = { ...await as(t, ZHAOLIU), 'accept-language': 'en' };
    const history = (await call(t.app, 'GET', `${S}/detail`, { id }, { headers })).body.data.history as Array<{ label: string; detail: string }>;
    expect(history.map((h) => h.label)).toEqual([
      'Deal confirmation issued', 'Payment proof uploaded', 'Payment proof not accepted', 'Payment proof uploaded', 'Settlement confirmed',
    ]);
    expect(history[0].detail).toMatch(/^Deal price [\d,.]+ yuan − deposit applied [\d,.]+ yuan \+ service fee [\d,.]+ yuan = balance due [\d,.]+ yuan/);
    expect(history[1].detail).toBe('Remark: 网银转账');
    expect(history[2].detail).toBe('Reason: 金额与应付余款不符');
    expect(history[4].detail).toBe('Balance of 800.00 yuan received');
    // zh is the stored text
    expect((await detail(ZHAOLIU)).body.data.history[4].detail).toBe('已确认收到余款 800.00 元');
  });

  it('the CLI lists and refuses usage errors with exit code 2', async () => {
    const lines: string[] = [];
    expect(await runSettlementCli(['reject', id], { DATA_DIR: t.dataDir }, (l) => lines.push(l))).toBe(2);
    expect(lines[0]).toBe('驳回须填写原因（--reason）');
    const listed: string[] = [];
    expect(await runSettlementCli(['list', '--pending', '--offline'], { DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...databaseEnvOf(t.db) }, (l) => listed.push(l))).toBe(0);
    expect(listed.join('\n')).not.toContain(id);
  });
});
