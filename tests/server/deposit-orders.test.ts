import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPaymentCli } from '../../mock-server/bin/payment-cli';
import { loadOperatorToken, OPERATOR_HEADER } from '../../mock-server/src/http/operator-token';
import { uploadPdf } from './enrolment-fixtures';
import { CLIENT_ID, call, FIXED_NOW, makeTestApp, type TestApp } from './helpers';
import { databaseEnvOf } from './test-db';
import { depositLot, enrolledBidder, messagesOf, P, paidBidder, type PaidBidder } from './deposit-fixtures';

describe('the owner\'s deposits (/myDeposit, /depositDetail, /depositAddPayInfo) and the operator\'s forfeit', () => {
  let t: TestApp;
  let paid: PaidBidder;
  let unpaid: PaidBidder;
  let proof: PaidBidder;
  let other: PaidBidder;
  const operator = () => ({ headers: { [OPERATOR_HEADER]: loadOperatorToken(t.dataDir) } });

  /** Attaches a fresh transfer proof to `b`'s order as `b`. */
  async function sendProof(b: PaidBidder) {
    const fileId = await uploadPdf(t.app, b.headers);
    return call(t.app, 'POST', `${P}/offline/proof`, { orderNo: b.orderNo, fileId }, { headers: b.headers });
  }
  const list = (b: PaidBidder, params: Record<string, unknown> = {}) => call(t.app, 'GET', `${P}/orders`, params, { headers: b.headers });

  beforeAll(async () => {
    t = await makeTestApp({ devTools: true });
    paid = await paidBidder(t, await depositLot(t.db, t.now()));
    // The same user's later orders: one left unpaid, one paid by transfer awaiting confirmation.
    t.setNow(FIXED_NOW + 60_000);
    const second = await depositLot(t.db, t.now());
    t.setNow(FIXED_NOW + 120_000);
    const third = await depositLot(t.db, t.now());
    const materialsFile = await uploadPdf(t.app, paid.headers);
    const enrolAs = async (assetsId: string): Promise<PaidBidder> => {
      const res = await call(t.app, 'POST', '/api/dscq-project/enrolment/submit', {
        assetsId, idempotencyKey: `key-${assetsId.slice(0, 12)}`,
        materials: (await call(t.app, 'GET', '/api/dscq-project/assets-detail/enrol-materials', { assetsId })).body.data.materials
          .filter((m: { appliesTo: string }) => m.appliesTo !== 'org').map((m: { code: string }) => ({ code: m.code, fileId: materialsFile })),
      }, { headers: paid.headers });
      expect(res.status, res.body.msg).toBe(200);
      return { ...paid, orderNo: res.body.data.orderNo, enrolmentId: res.body.data.id };
    };
    unpaid = await enrolAs(second);
    t.setNow(FIXED_NOW + 180_000);
    proof = await enrolAs(third);
    expect((await sendProof(proof)).body.data.status).toBe('awaiting_confirmation');
    other = await enrolledBidder(t, second);
  });
  afterAll(async () => { await t?.close(); });

  it('lists only the caller\'s orders, newest first, per tab; another user\'s order is 404', async () => {
    const all = (await list(paid)).body.data;
    expect(all.records.map((r: { orderNo: string }) => r.orderNo)).toEqual([proof.orderNo, unpaid.orderNo, paid.orderNo]);
    expect(all.total).toBe(3);
    expect(all.records[2]).toMatchObject({ status: 'paid', statusLabel: '已确认', amount: 2000, channel: 'online', assetsName: '测试村 20 亩耕地经营权出租' });
    expect(all.records[2].bidderCode).toMatch(/^[A-Z]\d{3}$/);
    const tabs = { unpaid: [unpaid.orderNo], paid: [proof.orderNo], confirmed: [paid.orderNo], refunded: [] };
    for (const [tab, expected] of Object.entries(tabs)) {
      expect((await list(paid, { tab })).body.data.records.map((r: { orderNo: string }) => r.orderNo), tab).toEqual(expected);
    }
    const page2 = (await list(paid, { size: 2, current: 2 })).body.data;
    expect(page2).toMatchObject({ total: 3, pages: 2, current: 2 });
    expect(page2.records.map((r: { orderNo: string }) => r.orderNo)).toEqual([paid.orderNo]);
    expect((await list(paid, { tab: 'lost' })).status).toBe(400);
    expect((await list(other)).body.data.records.map((r: { orderNo: string }) => r.orderNo)).toEqual([other.orderNo]);
    const probe = await call(t.app, 'GET', `${P}/order`, { orderNo: other.orderNo }, { headers: paid.headers });
    expect([probe.status, probe.body.msg]).toEqual([404, '订单不存在']);
    expect((await call(t.app, 'GET', `${P}/orders`)).status).toBe(401);
  });

  it('a new proof replaces the one awaiting confirmation; once confirmed no proof is taken', async () => {
    const before = (await call(t.app, 'GET', `${P}/order`, { orderNo: proof.orderNo }, { headers: proof.headers })).body.data;
    const replaced = await sendProof(proof);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ status: 'awaiting_confirmation', statusLabel: '已支付，待确认' });
    expect(replaced.body.data.proofFileId).not.toBe(before.proofFileId);
    expect(replaced.body.data.history.map((h: { label: string }) => h.label).at(-1)).toBe('已更换转账凭证');
    const confirmed = await call(t.app, 'POST', '/api/payment/operator/confirm', { orderNo: proof.orderNo }, operator());
    expect(confirmed.body.data.bidderCode).toMatch(/^[A-Z]\d{3}$/);
    const late = await sendProof(proof);
    expect([late.status, late.body.msg]).toEqual([409, '保证金已支付，无需重复支付']);
    expect(await messagesOf(t.db, proof.id, 'deposit_confirmed')).toHaveLength(2);
  });

  it('an order whose enrolment the exchange refused cannot be paid', async () => {
    await t.db.updateTable('enrolmentApplication').set({ state: 'refused' }).where('id', '=', (await t.db.selectFrom('paymentOrder').select('enrolmentId').where('orderNo', '=', other.orderNo).executeTakeFirstOrThrow()).enrolmentId).execute();
    const online = await call(t.app, 'POST', `${P}/online/start`, { orderNo: other.orderNo }, { headers: other.headers });
    expect([online.status, online.body.msg]).toEqual([409, '报名未通过，无需缴纳保证金']);
    const offline = await sendProof(other);
    expect([offline.status, offline.body.msg]).toEqual([409, '报名未通过，无需缴纳保证金']);
  });

  it('npm run payment -- forfeit <orderNo> --reason: the owner sees 已扣除 with the reason and gets a message; once only', async () => {
    const env = { DATA_DIR: t.dataDir, WEB_CLIENT_ID: CLIENT_ID, ...databaseEnvOf(t.db) };
    const lines: string[] = [];
    expect(await runPaymentCli(['forfeit', paid.orderNo], env, (l) => lines.push(l))).toBe(2);
    expect(await runPaymentCli(['forfeit', paid.orderNo, '--reason', '竞得后拒绝签订成交确认书', '--offline'], env, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toBe(`订单 ${paid.orderNo} 的保证金已扣除`);
    const view = (await call(t.app, 'GET', `${P}/order`, { orderNo: paid.orderNo }, { headers: paid.headers })).body.data;
    expect(view).toMatchObject({ status: 'forfeited', statusLabel: '已扣除', forfeitReason: '竞得后拒绝签订成交确认书', refund: null });
    expect(view.history.at(-1)).toMatchObject({ label: '保证金已扣除', detail: '竞得后拒绝签订成交确认书' });
    const messages = await messagesOf(t.db, paid.id, 'deposit_forfeited');
    expect(messages).toHaveLength(1);
    expect(messages[0].content).toContain('竞得后拒绝签订成交确认书');
    expect((await list(paid, { tab: 'forfeited' })).body.data.records.map((r: { orderNo: string }) => r.orderNo)).toEqual([paid.orderNo]);
    const again = await call(t.app, 'POST', '/api/payment/operator/forfeit', { orderNo: paid.orderNo, reason: '重复' }, operator());
    expect([again.status, again.body.msg]).toEqual([409, '只有已确认或已转价款的保证金可以扣除']);
    const notPaid = await call(t.app, 'POST', '/api/payment/operator/forfeit', { orderNo: unpaid.orderNo, reason: '未缴纳' }, operator());
    expect(notPaid.status).toBe(409);
  });
});
