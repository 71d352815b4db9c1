import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app';
import { loadConfig } from '../../mock-server/src/config';
import { resetAnchoredLot, type AnchorSpec } from '../../mock-server/src/auction/service/anchor';
import type { DealFacts } from '../../mock-server/src/modules/deal/index';
import { call, FIXED_NOW, makeTestApp, testSecrets, type TestApp } from './helpers';
import { as, dealLot, dealState, S, winAndClose, ZHANQI, ZHAOLIU } from './deal-fixtures';

describe('a lot that closes with a deal gets one 成交确认书 and one settlement, however often the close is replayed', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const seen: DealFacts[] = [];
  /** A fresh app over the same database (a restart), with a listener that records every deal it is told of. */
  async function restart(): Promise<FastifyInstance> {
    const config = loadConfig({ DATA_DIR: t.dataDir, STATIC_DIR: path.join(t.dataDir, 'no-build'), LOG_LEVEL: 'silent' });
    const built = await buildApp({
      config, db: t.db, now: t.now, logger: false, secrets: testSecrets(),
      deal: { listeners: [async (_trx, f) => { seen.push(f); }], renderPdf: async () => { throw new Error('缺少中文字体'); } },
    });
    await built.ready();
    return built;
  }
  beforeAll(async () => { t = await makeTestApp(); app = await restart(); });
  afterAll(async () => { await app?.close(); await t?.close(); });

  it('issues at the close: fee and balance filled, the listener told once, messages to the winner and the transferor', async () => {
    const stats = async () => (await call(app, 'POST', '/api/dscq-sync/v1/bid-assets/bidding-data', {})).body.data;
    const { assetsId } = await dealLot(t.db, t.now());
    const before = await stats();
    await winAndClose({ app, db: t.db, now: t.now, setNow: t.setNow }, assetsId, FIXED_NOW);
    const s = await dealState(t.db, assetsId);
    // The hall counts the deal from the hammer's result, while the lot is still 已结束 awaiting its settlement.
    const after = await stats();
    expect([after.dealCount - before.dealCount, Math.round((after.dealAmount - before.dealAmount) * 100)]).toEqual([1, 120_000]);
    expect(s.confirmations).toHaveLength(1);
    const c = s.confirmations[0];
    expect(c.confirmationNo).toMatch(/^CJ\d{14}$/);
    expect(c).toMatchObject({ winnerUserId: ZHAOLIU, winnerName: '赵六', transferorUserId: ZHANQI, settlementId: s.settlement.id, priceFen: 120_000 });
    // Standard schedule (the operator lot's family): 1 % of 1,200 元 is 12 元, below the minimum of 100 元.
    expect([Number(s.settlement.feeFen), Number(s.settlement.depositAppliedFen), Number(s.settlement.balanceFen)]).toEqual([10_000, 50_000, 80_000]);
    expect(s.settlement.status).toBe('awaiting_payment');
    expect(s.events.map((e) => [e.type, e.actor])).toEqual([['created', 'system']]);
    expect(s.events[0].detail).toContain('应付余款 800.00 元');
    expect(s.messages.map((m) => [m.userId, m.type, m.category, m.link])).toEqual([
      [ZHAOLIU, 'settlement_due', 'trade', `/projectSettleDetail?id=${s.settlement.id}`],
      [ZHANQI, 'settlement_due', 'trade', `/projectSettleDetail?id=${s.settlement.id}`],
    ]);
    // The hammer ends the lot (4); only the confirmed settlement makes it 已成交 (7).
    expect(s.status).toBe(4);
    const mine = seen.filter((f) => f.assetsId === assetsId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ confirmationNo: c.confirmationNo, settlementId: s.settlement.id, feeFen: 10_000, balanceFen: 80_000, depositAppliedFen: 50_000 });
    expect(mine[0].winner).toMatchObject({ userId: ZHAOLIU, name: '赵六', kind: 'person' });
    expect(mine[0].transferor).toMatchObject({ userId: ZHANQI, kind: 'org', name: '成都市郫都区唐昌街道战旗村股份经济合作联合社' });

    // Both parties see it in their list; the winner can pay, the transferor cannot.
    const winnerList = await call(app, 'GET', `${S}/list`, {}, { headers: await as(t, ZHAOLIU) });
    expect(winnerList.body.data.records.find((r: { assetsId: string }) => r.assetsId === assetsId)).toMatchObject({ role: 'transferee', roleLabel: '受让方', balanceDue: 800, statusLabel: '待缴款' });
    const sellerList = await call(app, 'GET', `${S}/list`, { status: 'awaiting_payment' }, { headers: await as(t, ZHANQI) });
    expect(sellerList.body.data.records.find((r: { assetsId: string }) => r.assetsId === assetsId)).toMatchObject({ role: 'transferor', roleLabel: '转让方' });
    // A renderer that cannot print (no CJK font here) answers 503 with a Chinese message, never a 500.
    const pdf = await call(app, 'GET', '/api/dscq-project/deal/confirmation/pdf', { assetsId }, { headers: await as(t, ZHANQI) });
    expect([pdf.status, pdf.body.msg]).toEqual([503, '成交确认书文件暂时无法生成，请稍后再试']);
    const seller = await call(app, 'GET', `${S}/detail`, { id: s.settlement.id }, { headers: await as(t, ZHANQI) });
    expect(seller.body.data).toMatchObject({ canPay: false, dealValue: 1200, depositApplied: 500, serviceFee: 100, balanceDue: 800 });
  });

  it('a second sweep, a replayed close listener and a restart change nothing', async () => {
    const start = t.now();
    const { assetsId } = await dealLot(t.db, start);
    await winAndClose({ app, db: t.db, now: t.now, setNow: t.setNow }, assetsId, start);
    const before = await dealState(t.db, assetsId);
    await app.deals.sweep();
    app.deals.lotClosed(assetsId);
    await app.deals.drain();
    await app.close();
    app = await restart();
    await app.deals.drain();
    const after = await dealState(t.db, assetsId);
    expect(after.confirmations).toEqual(before.confirmations);
    expect(after.events).toEqual(before.events);
    expect(after.messages).toEqual(before.messages);
    expect(after.settlement).toEqual(before.settlement);
    expect(seen.filter((f) => f.assetsId === assetsId)).toHaveLength(1);
  });

  it('a settlement left without a confirmation by a crash is issued by the start-up sweep', async () => {
    const start = t.now();
    const { assetsId } = await dealLot(t.db, start);
    await winAndClose({ app, db: t.db, now: t.now, setNow: t.setNow }, assetsId, start);
    const s = await dealState(t.db, assetsId);
    // As if the server stopped between the close and the issue.
    await t.db.deleteFrom('settlementEvent').where('settlementId', '=', s.settlement.id).execute();
    await t.db.deleteFrom('userMessage').where('assetsId', '=', assetsId).where('type', 'like', 'settlement_%').execute();
    await t.db.deleteFrom('dealConfirmation').where('assetsId', '=', assetsId).execute();
    await app.close();
    app = await restart();
    await app.deals.drain();
    const after = await dealState(t.db, assetsId);
    expect(after.confirmations).toHaveLength(1);
    expect(after.events.map((e) => e.type)).toEqual(['created']);
    expect(after.messages).toHaveLength(2);
  });

  it('a demo lot re-anchored after its deal loses the old 成交确认书, settlement and messages, and its next close issues afresh', async () => {
    const start = t.now();
    const { assetsId } = await dealLot(t.db, start);
    await winAndClose({ app, db: t.db, now: t.now, setNow: t.setNow }, assetsId, start);
    const first = await dealState(t.db, assetsId);
    const lot = await t.db.selectFrom('bidLot').select('rules').where('assetsId', '=', assetsId).executeTakeFirstOrThrow();
    const { startAt: _s, endAt: _e, ...rules } = JSON.parse(lot.rules) as Record<string, unknown>;
    const spec = { rules: { ...rules, startAtS: 40 * 60, endAtS: 50 * 60 }, bids: [] } as unknown as AnchorSpec;
    await app.close();
    const again = t.now();
    await resetAnchoredLot(t.db, assetsId, spec, again);
    expect(await t.db.selectFrom('dealConfirmation').select('id').where('assetsId', '=', assetsId).execute()).toEqual([]);
    expect(await t.db.selectFrom('settlementEvent').select('id').where('settlementId', '=', first.settlement.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('userMessage').select('id').where('assetsId', '=', assetsId).where('type', 'like', 'settlement_%').execute()).toEqual([]);
    app = await restart();
    await winAndClose({ app, db: t.db, now: t.now, setNow: t.setNow }, assetsId, again);
    const second = await dealState(t.db, assetsId);
    expect(second.confirmations).toHaveLength(1);
    expect(second.confirmations[0].confirmationNo).not.toBe(first.confirmations[0].confirmationNo);
    expect(second.events.map((e) => e.type)).toEqual(['created']);
  });
});
