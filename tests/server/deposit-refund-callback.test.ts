import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPaymentCli } from '../../mock-server/bin/payment-cli';
import { loadOperatorToken, OPERATOR_HEADER } from '../../mock-server/src/http/operator-token';
import { signRefundNotification } from '../../mock-server/src/modules/payment/index';
import { bankSecret } from './enrolment-fixtures';
import { CLIENT_ID, call, FIXED_NOW, makeTestApp, type TestApp } from './helpers';
import { databaseEnvOf } from './test-db';
import { bid, depositLot, eventTypes, MIN, messagesOf, orderState, paidBidder, REFUND_CALLBACK, type PaidBidder } from './deposit-fixtures';

describe('the bank\'s refund notification, and refunds paid by hand when no bank is connected (PAYMENT_PROVIDER=none)', () => {
  let t: TestApp;
  let secret: string;
  const losers: PaidBidder[] = [];
  const refundOf = async (b: PaidBidder) => (await orderState(t.db, b.orderNo)).refund!;

  /** A refund result signed with `key` (fields may be changed after signing with `tamper`). */
  function notice(b: PaidBidder, refundNo: string, f: { status?: 'SUCCESS' | 'FAILED'; amount?: number; timestamp?: number; key?: string }, tamper: object = {}) {
    const fields = {
      refundNo, orderNo: b.orderNo, amount: f.amount ?? b.amountFen, status: f.status ?? 'SUCCESS', nonce: `n${Math.random().toString(36).slice(2)}`.padEnd(20, '0'), timestamp: f.timestamp ?? t.now(),
    };
    return { ...fields, signature: signRefundNotification(fields, f.key ?? secret), ...tamper };
  }

  beforeAll(async () => {
    t = await makeTestApp({ devTools: true, env: { PAYMENT_PROVIDER: 'none' } });
    secret = bankSecret(t.dataDir);
    const lot = await depositLot(t.db, t.now());
    // Without an online channel the deposits arrive through the bank's payment notification all the same (tests only).
    const winner = await paidBidder(t, lot);
    losers.push(await paidBidder(t, lot), await paidBidder(t, lot), await paidBidder(t, lot));
    t.setNow(FIXED_NOW + 41 * MIN);
    await bid(t, winner, lot, 1000);
    t.setNow(FIXED_NOW + 60 * MIN);
    await t.app.bids.tick(lot);
    await t.app.deposits.drain();
  });
  afterAll(async () => { await t?.close(); });

  it('no bank to ask: the refunds wait pending for the operator', async () => {
    for (const b of losers) expect(await orderState(t.db, b.orderNo)).toMatchObject({ status: 'refunding', refund: { status: 'pending', attempts: 0 } });
  });

  it('refuses forged, stale, wrong-amount and unknown notifications, logs each, and leaves the refund as it was', async () => {
    const b = losers[0];
    const { refundNo } = await refundOf(b);
    const refusals: Array<[object, number, string, string | null]> = [
      [notice(b, refundNo, {}, { amount: 1 }), 400, '签名校验失败', 'bad_signature'],
      [notice(b, refundNo, { key: 'k'.repeat(40) }), 400, '签名校验失败', 'bad_signature'],
      [notice(b, refundNo, { timestamp: t.now() - 6 * MIN }), 400, '通知已过期', 'expired'],
      [notice(b, refundNo, { amount: b.amountFen - 100 }), 400, '金额与退款单不符', 'amount_mismatch'],
      [notice(b, 'TK202611210000000000', {}), 404, '退款单不存在', null],
      [notice(b, (await refundOf(losers[1])).refundNo, {}), 404, '退款单不存在', null],
    ];
    for (const [payload, status, msg] of refusals) {
      const res = await call(t.app, 'POST', REFUND_CALLBACK, payload as Record<string, unknown>);
      expect([res.status, res.body.msg]).toEqual([status, msg]);
    }
    const logged = await t.db.selectFrom('paymentEvent').select('detail').where('orderNo', '=', b.orderNo).where('type', '=', 'refund_callback_rejected').execute();
    expect(logged.map((e) => JSON.parse(e.detail).reason)).toEqual(['bad_signature', 'bad_signature', 'expired', 'amount_mismatch']);
    expect(await orderState(t.db, b.orderNo)).toMatchObject({ status: 'refunding', refund: { status: 'pending' } });
    expect(await messagesOf(t.db, b.id, 'deposit_refunded')).toHaveLength(0);
    const malformed = await call(t.app, 'POST', REFUND_CALLBACK, { ...notice(b, refundNo, {}), refundNo: 'TK1' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toContain('退款单号格式错误');
  });

  it('the same SUCCESS twice: refunded once, one message, the replay answered replayed true', async () => {
    const b = losers[0];
    const { refundNo } = await refundOf(b);
    const n = notice(b, refundNo, {});
    const first = await call(t.app, 'POST', REFUND_CALLBACK, n);
    expect(first.body.data).toEqual({ refundNo, status: 'refunded', replayed: false });
    const replay = await call(t.app, 'POST', REFUND_CALLBACK, n);
    expect(replay.body.data).toEqual({ refundNo, status: 'refunded', replayed: true });
    const late = await call(t.app, 'POST', REFUND_CALLBACK, notice(b, refundNo, { status: 'FAILED' }));
    expect(late.body.data).toEqual({ refundNo, status: 'refunded', replayed: true });
    expect(await orderState(t.db, b.orderNo)).toMatchObject({ status: 'refunded', refund: { status: 'refunded' } });
    expect((await eventTypes(t.db, b.orderNo)).filter((e) => e === 'refunded')).toHaveLength(1);
    const messages = await messagesOf(t.db, b.id, 'deposit_refunded');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ category: 'deposit', link: `/depositDetail?orderNo=${b.orderNo}` });
    expect(messages[0].content).toContain('2,000.00 元');
    const bidder = await t.db.selectFrom('enrolment').select('depositStatus').where('userId', '=', b.id).executeTakeFirstOrThrow();
    expect(bidder.depositStatus).toBe('refunded');
  });

  it('FAILED marks the refund failed with the bank\'s reason', async () => {
    const b = losers[1];
    const { refundNo } = await refundOf(b);
    const res = await call(t.app, 'POST', REFUND_CALLBACK, { ...notice(b, refundNo, { status: 'FAILED' }), reason: '收款账户已销户' });
    expect(res.body.data).toEqual({ refundNo, status: 'failed', replayed: false });
    expect(await refundOf(b)).toMatchObject({ status: 'failed', lastError: '收款账户已销户' });
  });

  it('the operator marks a refund paid by hand (npm run payment -- mark-refunded), once', async () => {
    const b = losers[2];
    const { refundNo } = await refundOf(b);
    const env = { DATA_DIR: t.dataDir, WEB_CLIENT_ID: CLIENT_ID, ...databaseEnvOf(t.db) };
    const lines: string[] = [];
    expect(await runPaymentCli(['refunds', '--pending', '--offline'], env, (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toContain(refundNo);
    expect(await runPaymentCli(['mark-refunded', '--refund', refundNo, '--offline'], env, (l) => lines.push(l))).toBe(2);
    expect(await runPaymentCli(['mark-refunded', '--refund', refundNo, '--reference', 'ABC2026112100001', '--offline'], env, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toBe(`退款单 ${refundNo} 已登记为已退还（流水号 ABC2026112100001）`);
    expect(await orderState(t.db, b.orderNo)).toMatchObject({ status: 'refunded', refund: { status: 'refunded', bankReference: 'ABC2026112100001' } });
    expect(await messagesOf(t.db, b.id, 'deposit_refunded')).toHaveLength(1);
    const operator = { headers: { [OPERATOR_HEADER]: loadOperatorToken(t.dataDir) } };
    const twice = await call(t.app, 'POST', '/api/payment/operator/refund/mark-refunded', { refundNo, reference: 'ABC2026112100001' }, operator);
    expect([twice.status, twice.body.msg]).toEqual([409, '该退款单已退还，未重复处理']);
    expect(await messagesOf(t.db, b.id, 'deposit_refunded')).toHaveLength(1);
  });
});
