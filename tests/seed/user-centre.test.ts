import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetAnchoredLot, type AnchorSpec } from '../../mock-server/src/auction/service/anchor';
import { BidService } from '../../mock-server/src/auction/service/bid-service';
import { openSqlite, type Db } from '../../mock-server/src/db/connection';
import { migrateToLatest } from '../../mock-server/src/db/migrate';
import type { Database } from '../../mock-server/src/db/schema';
import { AUCTION_ROSTER } from '../../mock-server/src/seed/auction-bidders';
import { seedIfEmpty, TRANSFEROR_ACCOUNT } from '../../mock-server/src/seed/index';
import { isCitizenId } from '../../contract/rules/citizen-id';
import { isCreditCode } from '../../contract/rules/credit-code';

const NOW = Date.UTC(2026, 10, 21, 2, 0, 0);
const DAY = 86_400_000;
const ZHANGSAN = '1900000000000000001';
const CQNONGYE = '1900000000000000004';
const TABLES = ['enrolmentApplication', 'enrolmentEvent', 'paymentOrder', 'payment', 'paymentEvent', 'depositRefund', 'sandboxBankRefund',
  'userMessage', 'settlement', 'bidLot', 'lotEvent', 'enrolment', 'file'] as const satisfies ReadonlyArray<keyof Database>;

let db: Db;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seed-uc-'));
  db = openSqlite(':memory:');
  await migrateToLatest(db);
  await seedIfEmpty(db, { dataDir, now: NOW });
});

afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async (table: (typeof TABLES)[number]) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const ordersOf = (userId: string) => db.selectFrom('paymentOrder').innerJoin('enrolmentApplication', 'enrolmentApplication.id', 'paymentOrder.enrolmentId')
  .select(['paymentOrder.orderNo', 'paymentOrder.assetsId', 'paymentOrder.status', 'paymentOrder.channel', 'paymentOrder.amountFen',
    'paymentOrder.paidTime', 'enrolmentApplication.bidderCode', 'enrolmentApplication.state'])
  .where('paymentOrder.userId', '=', userId).execute();
const eventTypes = async (orderNo: string) => (await db.selectFrom('paymentEvent').select('type').where('orderNo', '=', orderNo).orderBy('id').execute()).map((e) => e.type);

describe('the demo lots’ roster bidders have the portal’s own enrolment and deposit', () => {
  it('gives every roster row of every demo lot an application with the same bidder code and a matching order', async () => {
    const rows = await db.selectFrom('enrolment').innerJoin('bidLot', 'bidLot.assetsId', 'enrolment.assetsId')
      .innerJoin('userAccount', 'userAccount.id', 'enrolment.userId')
      .select(['enrolment.assetsId', 'enrolment.userId', 'enrolment.bidderCode', 'enrolment.depositFen', 'enrolment.depositStatus', 'userAccount.loginName', 'userAccount.userType'])
      .where('bidLot.anchor', 'is not', null).execute();
    const roster = rows.filter((r) => AUCTION_ROSTER.some((x) => x.loginName === r.loginName && x.code === r.bidderCode));
    expect(roster.length).toBeGreaterThan(200);
    for (const r of roster) {
      const app = await db.selectFrom('enrolmentApplication').selectAll().where('userId', '=', r.userId).where('assetsId', '=', r.assetsId).executeTakeFirstOrThrow();
      const order = await db.selectFrom('paymentOrder').selectAll().where('enrolmentId', '=', app.id).executeTakeFirstOrThrow();
      expect(app.kind).toBe(r.userType === 2 ? 'org' : 'person');
      expect(Number(app.depositFen)).toBe(Number(r.depositFen));
      expect(Number(order.amountFen)).toBe(Number(r.depositFen));
      expect(JSON.parse(app.materials).length).toBeGreaterThanOrEqual(2);
      expect(app.createTime).toBeLessThan(NOW);
      if (r.depositStatus === 'unpaid') {
        expect([r.loginName, app.state, app.bidderCode, order.status]).toEqual(['lisi', 'pending_payment', null, 'unpaid']);
        continue;
      }
      expect([app.state, app.bidderCode, order.status]).toEqual(['paid', r.bidderCode, 'paid']);
      expect(order.channel).toBe(r.loginName === 'cqnongye' ? 'offline' : 'online');
      expect(Number(order.paidTime)).toBeGreaterThan(Number(app.createTime));
      expect(Number(order.paidTime)).toBeLessThan(NOW);
      const history = await db.selectFrom('enrolmentEvent').select('type').where('enrolmentId', '=', app.id).orderBy('createTime').execute();
      expect(history.map((h) => h.type)).toEqual(['submitted', 'accepted']);
      expect((await eventTypes(order.orderNo)).at(-1)).toBe('paid');
      expect(await db.selectFrom('payment').select('channel').where('orderNo', '=', order.orderNo).execute()).toEqual([{ channel: order.channel }]);
    }
  });

  it('points the materials and transfer proofs at files the bidder owns', async () => {
    const apps = await db.selectFrom('enrolmentApplication').select(['userId', 'materials']).execute();
    const files = new Map((await db.selectFrom('file').select(['id', 'ownerUserId']).execute()).map((f) => [f.id, f.ownerUserId]));
    for (const a of apps) for (const m of JSON.parse(a.materials) as Array<{ fileId: string }>) expect(files.get(m.fileId)).toBe(a.userId);
    const offline = await db.selectFrom('paymentOrder').select(['userId', 'proofFileId']).where('channel', '=', 'offline').execute();
    expect(offline.length).toBeGreaterThan(0);
    for (const o of offline) expect(files.get(o.proofFileId)).toBe(o.userId);
  });
});

describe('the village collective that lists the demo lots', () => {
  it('is a verified organisation with a valid credit code and legal representative, transferor of every demo lot', async () => {
    const account = await db.selectFrom('userAccount').selectAll().where('loginName', '=', 'zhanqi').executeTakeFirstOrThrow();
    expect(account).toMatchObject({ id: TRANSFEROR_ACCOUNT.id, userType: 2, authStatus: 3, name: TRANSFEROR_ACCOUNT.name });
    const record = await db.selectFrom('realnameVerification').selectAll().where('userId', '=', account.id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ kind: 'org', status: 3, orgName: account.name, orgType: '村集体经济组织', legalName: '高德明' });
    expect([isCreditCode(record.creditCode), record.creditCode.slice(0, 2), isCitizenId(record.legalIdNumber)]).toEqual([true, 'N2', true]);
    const demoLots = await db.selectFrom('project').select(['transferorUserId', 'transferor']).where('anchorStartOffsetS', 'is not', null).where('projectNature', '=', 49).execute();
    expect(demoLots.length).toBeGreaterThan(0);
    expect(demoLots.every((p) => p.transferorUserId === account.id && p.transferor === account.name)).toBe(true);
  });
});

describe('zhangsan’s auction history', () => {
  it('holds a lot he won and settled, one he won whose balance is due, one he lost and one that failed, each closed with its deposit settled', async () => {
    const closed = await db.selectFrom('bidLot').innerJoin('enrolment', 'enrolment.assetsId', 'bidLot.assetsId')
      .select(['bidLot.assetsId', 'bidLot.phase', 'bidLot.resultOutcome', 'bidLot.resultWinnerCode', 'bidLot.resultPriceFen', 'bidLot.closedTime', 'enrolment.bidderCode', 'enrolment.depositStatus'])
      .where('bidLot.anchor', 'is', null).where('enrolment.userId', '=', ZHANGSAN).execute();
    expect(closed).toHaveLength(4);
    const orders = new Map((await ordersOf(ZHANGSAN)).map((o) => [o.assetsId, o]));
    const outcomes = [];
    const settlements: string[] = [];
    for (const lot of closed) {
      expect(lot.phase).toBe('closed');
      expect(lot.closedTime).toBeLessThan(NOW - DAY);
      const order = orders.get(lot.assetsId)!;
      const refund = await db.selectFrom('depositRefund').selectAll().where('orderNo', '=', order.orderNo).executeTakeFirst();
      const won = lot.resultWinnerCode === lot.bidderCode;
      outcomes.push(won ? 'won' : lot.resultOutcome === 'deal' ? 'lost' : 'unsold');
      if (won) {
        expect([order.status, lot.depositStatus, refund]).toEqual(['applied', 'applied', undefined]);
        const settlement = await db.selectFrom('settlement').selectAll().where('assetsId', '=', lot.assetsId).executeTakeFirstOrThrow();
        expect(settlement).toMatchObject({ winnerUserId: ZHANGSAN, bidderCode: lot.bidderCode });
        settlements.push(settlement.status);
        // The lots he won are listed by the village collective zhanqi, whose account sees the deal too.
        const confirmation = await db.selectFrom('dealConfirmation').selectAll().where('assetsId', '=', lot.assetsId).executeTakeFirstOrThrow();
        expect(confirmation).toMatchObject({ settlementId: settlement.id, transferorUserId: '1900000000000000009', winnerUserId: ZHANGSAN });
        expect(Number(settlement.priceFen)).toBe(Number(lot.resultPriceFen));
        expect(Number(settlement.depositAppliedFen)).toBe(Number(order.amountFen));
      } else {
        expect([order.status, lot.depositStatus]).toEqual(['refunded', 'refunded']);
        expect(refund).toMatchObject({ status: 'refunded', cause: lot.resultOutcome === 'deal' ? 'lost' : 'unsold', userId: ZHANGSAN });
        expect(Number(refund!.refundedTime)).toBeGreaterThan(Number(lot.closedTime));
        expect(await db.selectFrom('sandboxBankRefund').select('orderNo').where('refundNo', '=', refund!.refundNo).execute()).toEqual([{ orderNo: order.orderNo }]);
      }
      expect(Number(order.paidTime)).toBeLessThan(Number(lot.closedTime));
      const project = await db.selectFrom('project').select(['status', 'biddingPriceFen']).where('assetsId', '=', lot.assetsId).executeTakeFirstOrThrow();
      // 已成交 (7) only once the settlement was confirmed; an ended lot (4) otherwise.
      const settled = await db.selectFrom('settlement').select('status').where('assetsId', '=', lot.assetsId).executeTakeFirst();
      expect(project.status).toBe(settled?.status === 'confirmed' ? 7 : 4);
      expect(project.biddingPriceFen).toBe(lot.resultPriceFen);
    }
    expect(outcomes.sort()).toEqual(['lost', 'unsold', 'won', 'won']);
    expect(settlements.sort()).toEqual(['awaiting_payment', 'confirmed']);
  });

  it('replays each historic lot to the same closed result in the bid service, which opens none of them', async () => {
    const lots = await db.selectFrom('bidLot').select(['assetsId', 'resultWinnerCode', 'resultPriceFen', 'seq']).where('anchor', 'is', null).execute();
    const bids = new BidService({ db, now: () => NOW });
    for (const lot of lots) {
      const entry = await bids.current(lot.assetsId);
      expect(entry.state.phase).toBe('closed');
      expect(entry.state.seq).toBe(lot.seq);
      expect(entry.state.result?.winnerCode ?? null).toBe(lot.resultWinnerCode);
      expect(entry.state.result?.price ?? null).toBe(lot.resultPriceFen === null ? null : Number(lot.resultPriceFen));
    }
    await bids.stop();
  });

  it('has the inbox messages of those events, the latest still unread, in Beijing office hours', async () => {
    const messages = await db.selectFrom('userMessage').selectAll().where('userId', '=', ZHANGSAN).orderBy('createTime').execute();
    const types = messages.map((m) => m.type);
    for (const t of ['realname_approved', 'enrolment_accepted', 'deal', 'deposit_applied', 'lot_lost', 'lot_unsold', 'deposit_refunded']) expect(types).toContain(t);
    expect(messages.filter((m) => m.isRead === 0).length).toBeGreaterThan(0);
    expect(messages.filter((m) => m.isRead === 1).every((m) => Number(m.readTime) > Number(m.createTime))).toBe(true);
    expect(messages.find((m) => m.type === 'deal')?.category).toBe('trade');
    const refunded = messages.find((m) => m.type === 'deposit_refunded');
    expect(refunded).toMatchObject({ category: 'deposit', title: '保证金已退还' }); // as the live refund writes it, linking to its order
    expect(refunded?.link).toMatch(/^\/depositDetail\?orderNo=BZJ\d{18}$/);
    const hours = messages.filter((m) => m.type === 'realname_approved' || m.type === 'deposit_refunded').map((m) => new Date(Number(m.createTime) + 8 * 3600_000).getUTCHours());
    for (const h of hours) expect(h >= 9 && h < 18).toBe(true);
    const cq = await db.selectFrom('userMessage').select('type').where('userId', '=', CQNONGYE).execute();
    expect(cq.map((m) => m.type)).toEqual(expect.arrayContaining(['lot_lost', 'deposit_refunded', 'realname_approved']));
  });
});

describe('re-anchoring and re-seeding', () => {
  it('brings a demo lot’s refunded and applied deposits back to paid, with no refund, ledger entry or result message left', async () => {
    const lot = await db.selectFrom('bidLot').select(['assetsId', 'anchor']).where('anchor', 'is not', null).orderBy('assetsId').executeTakeFirstOrThrow();
    const orders = await db.selectFrom('paymentOrder').select(['orderNo', 'userId', 'amountFen']).where('assetsId', '=', lot.assetsId).where('status', '=', 'paid').execute();
    expect(orders.length).toBeGreaterThanOrEqual(3);
    const [winner, loser, refunding] = orders;
    const later = NOW + 3 * DAY;
    // What a previous run's close and refund run left behind.
    await db.updateTable('paymentOrder').set({ status: 'applied' }).where('orderNo', '=', winner.orderNo).execute();
    await db.updateTable('paymentOrder').set({ status: 'refunded' }).where('orderNo', '=', loser.orderNo).execute();
    await db.updateTable('paymentOrder').set({ status: 'refunding' }).where('orderNo', '=', refunding.orderNo).execute();
    await db.insertInto('paymentEvent').values([
      { id: `${later}001000`, orderNo: winner.orderNo, type: 'applied', actor: 'system', detail: '{}', createTime: later },
      { id: `${later}002000`, orderNo: loser.orderNo, type: 'refunded', actor: 'bank', detail: '{}', createTime: later },
      { id: `${later}003000`, orderNo: refunding.orderNo, type: 'refund_requested', actor: 'system', detail: '{}', createTime: later },
    ]).execute();
    for (const [o, status] of [[loser, 'refunded'], [refunding, 'requested']] as const) {
      await db.insertInto('depositRefund').values({
        refundNo: `TK2026112400000000${o === loser ? '01' : '02'}`, orderNo: o.orderNo, userId: o.userId, assetsId: lot.assetsId, amountFen: o.amountFen,
        cause: 'lost', status, createTime: later, updateTime: later, refundedTime: status === 'refunded' ? later : null,
      }).execute();
    }
    await db.insertInto('sandboxBankRefund').values({ refundNo: 'TK202611240000000001', orderNo: loser.orderNo, amountFen: loser.amountFen, bankReference: 'SBR1', createTime: later }).execute();
    await db.insertInto('userMessage').values([
      { id: '9100000000000000001', userId: loser.userId, title: '保证金退还通知', content: '…', type: 'deposit_refunded', category: 'deposit', assetsId: lot.assetsId, createTime: later },
      { id: '9100000000000000002', userId: winner.userId, title: '竞价成交通知', content: '…', type: 'deal', category: 'trade', assetsId: lot.assetsId, createTime: later },
    ]).execute();
    const kept = await db.selectFrom('userMessage').select('id').where('assetsId', '=', lot.assetsId).execute();

    await resetAnchoredLot(db, lot.assetsId, JSON.parse(lot.anchor!) as AnchorSpec, later + DAY);

    const after = await db.selectFrom('paymentOrder').select(['orderNo', 'status']).where('orderNo', 'in', [winner.orderNo, loser.orderNo, refunding.orderNo]).execute();
    expect(after.map((o) => o.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await db.selectFrom('depositRefund').select('refundNo').where('assetsId', '=', lot.assetsId).execute()).toEqual([]);
    expect(await db.selectFrom('sandboxBankRefund').select('refundNo').where('orderNo', '=', loser.orderNo).execute()).toEqual([]);
    for (const o of [winner, loser, refunding]) expect((await eventTypes(o.orderNo)).at(-1)).toBe('paid');
    const left = await db.selectFrom('userMessage').select('id').where('assetsId', '=', lot.assetsId).execute();
    expect(left.map((m) => m.id).sort()).toEqual(kept.map((m) => m.id).filter((id) => !id.startsWith('91000000000000000')).sort());
  });

  it('leaves a refund caused by a refused enrolment alone', async () => {
    const lot = await db.selectFrom('bidLot').select(['assetsId', 'anchor']).where('anchor', 'is not', null).orderBy('assetsId', 'desc').executeTakeFirstOrThrow();
    const order = await db.selectFrom('paymentOrder').select(['orderNo', 'userId', 'amountFen']).where('assetsId', '=', lot.assetsId).where('status', '=', 'paid').executeTakeFirstOrThrow();
    await db.updateTable('paymentOrder').set({ status: 'refunded' }).where('orderNo', '=', order.orderNo).execute();
    await db.insertInto('depositRefund').values({
      refundNo: 'TK202611240000000009', orderNo: order.orderNo, userId: order.userId, assetsId: lot.assetsId, amountFen: order.amountFen,
      cause: 'refused', status: 'refunded', createTime: NOW, updateTime: NOW, refundedTime: NOW,
    }).execute();
    await resetAnchoredLot(db, lot.assetsId, JSON.parse(lot.anchor!) as AnchorSpec, NOW + DAY);
    expect((await db.selectFrom('paymentOrder').select('status').where('orderNo', '=', order.orderNo).executeTakeFirstOrThrow()).status).toBe('refunded');
    expect(await db.selectFrom('depositRefund').select('cause').where('orderNo', '=', order.orderNo).execute()).toEqual([{ cause: 'refused' }]);
  });

  it('adds nothing when seeded again, also days later', async () => {
    const before = await Promise.all(TABLES.map(count));
    expect(await seedIfEmpty(db, { dataDir, now: NOW + 2 * DAY })).toBe(false);
    expect(await Promise.all(TABLES.map(count))).toEqual(before);
  });

  it('brings a database seeded before these records up to date at the next start', async () => {
    const old = openSqlite(':memory:');
    const dir = mkdtempSync(join(tmpdir(), 'seed-uc-old-'));
    try {
      await migrateToLatest(old);
      await seedIfEmpty(old, { dataDir: dir, now: NOW });
      const zhangsanApps = async () => (await old.selectFrom('enrolmentApplication').select('id').where('userId', '=', ZHANGSAN).execute()).length;
      const full = await zhangsanApps();
      // As it was before: the bidders only in the bid service's table, no history.
      await old.deleteFrom('paymentOrder').execute();
      await old.deleteFrom('enrolmentApplication').execute();
      await old.deleteFrom('userMessage').execute();
      const history = (await old.selectFrom('bidLot').select('assetsId').where('anchor', 'is', null).execute()).map((l) => l.assetsId);
      await old.deleteFrom('bidLot').where('assetsId', 'in', history).execute();
      await old.deleteFrom('enrolment').where('assetsId', 'in', history).execute();
      await old.deleteFrom('settlement').execute();
      await old.deleteFrom('dealConfirmation').execute();
      expect(await zhangsanApps()).toBe(0);
      await seedIfEmpty(old, { dataDir: dir, now: NOW + DAY });
      expect(await zhangsanApps()).toBe(full);
      expect((await old.selectFrom('bidLot').select('assetsId').where('anchor', 'is', null).execute()).length).toBe(4);
    } finally {
      await old.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
