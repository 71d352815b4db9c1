import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app';
import { loadConfig } from '../../mock-server/src/config';
import type { Db } from '../../mock-server/src/db/connection';
import { loadOperatorToken, OPERATOR_HEADER } from '../../mock-server/src/http/operator-token';
import { signRefundNotification, type PaymentInstallOptions } from '../../mock-server/src/modules/payment/index';
import { runPaymentCli } from '../../mock-server/bin/payment-cli';
import { bankSecret } from './enrolment-fixtures';
import { CLIENT_ID, call, FIXED_NOW, testSecrets } from './helpers';
import { closeTestDatabase, databaseEnvOf, openTestDatabase } from './test-db';
import { bid, depositLot, eventTypes, MIN, messagesOf, orderState, paidBidder, REFUND_CALLBACK, type DepositApp, type PaidBidder } from './deposit-fixtures';

describe('refunds survive a restart mid-run and an operator retries a failed one: each deposit refunded exactly once', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchange-deposit-restart-'));
  let db: Db;
  let current = FIXED_NOW;
  const now = () => current;
  let app: FastifyInstance;
  const t = (): DepositApp => ({ app, db, dataDir, now });

  /** The app over the same database, as main.ts builds it after a restart. */
  async function start(payment: PaymentInstallOptions = {}): Promise<FastifyInstance> {
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-build'), LOG_LEVEL: 'silent', EXCHANGE_DEV_TOOLS: '1' });
    const built = await buildApp({ config, db, now, logger: false, secrets: testSecrets(), payment });
    await built.ready();
    return built;
  }

  beforeAll(async () => {
    db = await openTestDatabase(dataDir, 'seeded');
  });
  afterAll(async () => {
    await app?.close();
    if (db) await closeTestDatabase(db);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('requests marked before a crash are asked again under the same refund number; the bank books each once', async () => {
    // The bank of the first run accepts refunds but would answer only ten minutes later: the server stops before that.
    app = await start({ refundNotifyDelayMs: 10 * MIN });
    const lot = await depositLot(db, now());
    const [winner, lost, refused]: PaidBidder[] = [await paidBidder(t(), lot), await paidBidder(t(), lot), await paidBidder(t(), lot)];
    current = FIXED_NOW + 41 * MIN;
    await bid(t(), lost, lot, 1000);
    await bid(t(), winner, lot, 1100);
    current = FIXED_NOW + 60 * MIN;
    await app.bids.tick(lot);
    await app.deposits.drain();
    const requested = await Promise.all([lost, refused].map((b) => orderState(db, b.orderNo)));
    expect(requested.map((r) => [r.status, r.refund?.status, r.refund?.attempts])).toEqual([['refunding', 'requested', 1], ['refunding', 'requested', 1]]);
    // The bank's ledger holds the demo history's earlier refunds too: this lot's are the two asked for now.
    const ledger = () => db.selectFrom('sandboxBankRefund').innerJoin('depositRefund', 'depositRefund.refundNo', 'sandboxBankRefund.refundNo')
      .select(['sandboxBankRefund.refundNo', 'depositRefund.assetsId']).orderBy('sandboxBankRefund.refundNo').execute();
    const before = await ledger();
    expect(before.filter((r) => r.assetsId === lot)).toHaveLength(2);

    // The bank refuses one of them (signed FAILED with its reason): failed, for the operator.
    const failedRefund = requested[1].refund!;
    const fields = { refundNo: failedRefund.refundNo, orderNo: refused.orderNo, amount: refused.amountFen, status: 'FAILED' as const, nonce: 'f'.repeat(32), timestamp: now() };
    const answer = await call(app, 'POST', REFUND_CALLBACK, { ...fields, reason: '收款账户状态异常', signature: signRefundNotification(fields, bankSecret(dataDir)) });
    expect(answer.body.data).toEqual({ refundNo: failedRefund.refundNo, status: 'failed', replayed: false });
    await app.close();

    // Restart two minutes later: the start-up run asks again for what stayed unanswered (not for the failed one).
    current = FIXED_NOW + 62 * MIN;
    app = await start();
    await app.deposits.drain();
    const after = await orderState(db, lost.orderNo);
    expect([after.status, after.refund?.status, after.refund?.attempts]).toEqual(['refunded', 'refunded', 2]);
    expect(after.refund?.bankReference).toBe(requested[0].refund!.bankReference);
    const stillFailed = await orderState(db, refused.orderNo);
    expect([stillFailed.status, stillFailed.refund?.status, stillFailed.refund?.lastError]).toEqual(['refunding', 'failed', '收款账户状态异常']);

    // The operator lists the failed refunds and retries: same refund number, the bank answers from its ledger.
    const operator = { headers: { [OPERATOR_HEADER]: loadOperatorToken(dataDir) } };
    const failed = await call(app, 'GET', '/api/payment/operator/refunds', { filter: 'failed' }, operator);
    expect(failed.body.data.map((r: { refundNo: string }) => r.refundNo)).toEqual([failedRefund.refundNo]);
    const retried = await call(app, 'POST', '/api/payment/operator/refund/retry', { refundNo: failedRefund.refundNo }, operator);
    expect(retried.body.data).toEqual({ refundNo: failedRefund.refundNo, status: 'refunded' });
    const again = await call(app, 'POST', '/api/payment/operator/refund/retry', { refundNo: failedRefund.refundNo }, operator);
    expect([again.status, again.body.msg]).toEqual([409, '只有退款失败的退款单可以重试']);

    for (const b of [lost, refused]) {
      expect((await orderState(db, b.orderNo)).status).toBe('refunded');
      expect((await eventTypes(db, b.orderNo)).filter((e) => e === 'refunded')).toHaveLength(1);
      expect(await messagesOf(db, b.id, 'deposit_refunded')).toHaveLength(1);
      expect(await db.selectFrom('sandboxBankRefund').select('refundNo').where('orderNo', '=', b.orderNo).execute()).toHaveLength(1);
    }
    expect((await orderState(db, winner.orderNo)).status).toBe('applied');
    // Neither the restart nor the retry asked the bank again for a refund of another lot.
    expect((await ledger()).filter((r) => r.assetsId !== lot)).toEqual(before.filter((r) => r.assetsId !== lot));
    const lines: string[] = [];
    expect(await runPaymentCli(['refunds', '--pending', '--offline'], { DATA_DIR: dataDir, WEB_CLIENT_ID: CLIENT_ID, ...databaseEnvOf(db) }, (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual(['没有符合条件的退款单']);
  });

  it('a close committed just before a crash, whose settlement never ran, is settled by the next start-up sweep', async () => {
    current = FIXED_NOW;
    const lot = await depositLot(db, now());
    const [a, b] = [await paidBidder(t(), lot), await paidBidder(t(), lot)];
    current = FIXED_NOW + 41 * MIN;
    await bid(t(), a, lot, 1000);
    // The process dies right after the close commits: nothing after the commit runs.
    app.deposits.close();
    current = FIXED_NOW + 60 * MIN;
    await app.bids.tick(lot);
    await app.close();
    expect((await orderState(db, b.orderNo)).status).toBe('paid');

    app = await start();
    await app.deposits.drain();
    expect((await orderState(db, a.orderNo)).status).toBe('applied');
    const { status, refund } = await orderState(db, b.orderNo);
    expect([status, refund?.status, refund?.cause]).toEqual(['refunded', 'refunded', 'lost']);
  });
});
