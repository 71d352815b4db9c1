import { simulate, type AnchorBid } from '../auction/service/anchor';
import { lotProjection, projectProjection } from '../auction/service/projection';
import { closeMessages } from '../auction/service/close-messages';
import { defineRules } from '../auction/rules';
import type { LotBidder } from '../auction/types';
import type { Db } from '../db/connection';
import { newId } from '../lib/crypto';
import { findProfile } from '../modules/detail/index';
import { enrolmentAcceptedMessage, recordDemoApplication } from '../modules/enrolment/index';
import { storeHistoricMessages, type HistoricMessage, type MessageService, type NewMessage } from '../modules/messages/index';
import { confirmSettlement, issuePendingDeals, submitSettlementProof, type DealListener } from '../modules/deal/index';
import { MESSAGE_TYPES } from '../../../contract/messages';
import { formatYuan } from '../auction/money';
import type { Queryable } from '../db/queryable';
import { TRANSFEROR_ACCOUNT } from './transferors';
import type { DemoUser } from './users';
import { depositAppliedMessage, depositRefundedMessage, recordDemoDeposit } from '../modules/payment/index';
import { AUCTION_BIDDERS } from './auction-bidders';
import { kindOf } from './demo-enrolments';
import { MaterialFiles } from './material-files';
import { Rng } from './random';
import { findClosedHallProjects, findSettlementOf, hasBidLot, insertClosedLot, setTransferorOf } from './seed-repository';
import { beijingAt, DAY, HOUR, MINUTE } from './time';
import { DEMO_USERS } from './users';

/** Seed of the history's times. */
const HISTORY_SEED = 20261125;

/**
 * The demo accounts' auction history, on closed bidding lots of the seed (the most recently ended first): a deal
 * zhangsan won and settled, a deal he (and cqnongye) lost to zhaoliu (settled), a lot that failed (流拍), and a deal
 * zhangsan won whose balance is still due (the settlement to walk). `pick`: which closed lot of that status; `bidders`:
 * login name and bidder code, the winner first on a deal; `welcomed`: who also gets the (earlier) message that their
 * real-name verification was approved; `settled`: the deal's settlement was confirmed (state 7), else it awaits payment
 * (state 4). The lots zhangsan won are listed by the village collective zhanqi (transferors.ts).
 */
const HISTORY = [
  { key: 'won', status: 7, pick: 0, bidders: [['zhangsan', 'K208'], ['zhaoliu', 'M371'], ['sunqi', 'P554']], welcomed: ['zhangsan'], settled: true },
  { key: 'lost', status: 7, pick: 1, bidders: [['zhaoliu', 'T190'], ['zhangsan', 'B046'], ['cqnongye', 'R733'], ['wujiu', 'W862']], welcomed: ['cqnongye'], settled: true },
  { key: 'unsold', status: 4, pick: 0, bidders: [['zhangsan', 'N315'], ['zhouba', 'Q427']], welcomed: [], settled: false },
  { key: 'due', status: 7, pick: 2, bidders: [['zhangsan', 'K512'], ['sunqi', 'P683']], welcomed: [], settled: false },
] as const;

type Project = Awaited<ReturnType<typeof findClosedHallProjects>>[number];
const ACCOUNTS = [...DEMO_USERS, ...AUCTION_BIDDERS];
const account = (loginName: string) => ACCOUNTS.find((u) => u.loginName === loginName)!;

/** The open bids of a deal: `count` alternating bids on the increment grid ending with the winner at `finalFen`. */
function dealBids(p: Project, codes: string[], closeAt: number): AnchorBid[] {
  const start = Number(p.startPriceFen);
  const inc = Number(p.incrementFen);
  const count = Math.max(1, Number(p.biddingCount));
  const k = Math.max(count - 1, Math.round((Number(p.biddingPriceFen ?? start) - start) / inc));
  const from = Number(p.bidStartTime) + 3 * MINUTE;
  const to = closeAt - 10 * MINUTE;
  return Array.from({ length: count }, (_, i) => {
    const fromEnd = count - 1 - i;
    const steps = count === 1 ? k : Math.round((k * i) / (count - 1));
    const at = count === 1 ? from : from + Math.round(((to - from) * i) / (count - 1));
    return { atS: (at - closeAt) / 1000, code: codes[fromEnd % codes.length], priceFen: start + steps * inc, type: 'bid' as const };
  });
}

/** The next office-hour moment on a later day: the bank's refund lands the next working morning. */
const nextMorning = (t: number, rng: Rng) => beijingAt(t, 1, rng.int(9, 11), rng.int(0, 59));

/**
 * Writes the demo accounts' auction history (see {@link HISTORY}) once: each chosen lot gets a closed auction (its
 * event log played through the engine — ongoing mode, bids alternating to the seeded final price — so the bid service
 * sees a closed lot and never re-opens it; bid_lot result columns, the settlement of a deal), and every bidder the
 * portal's records: a paid enrolment with its history, a deposit applied to the price (the winner, 已转价款) or
 * refunded (已退还: deposit_refund refunded and the sandbox bank's ledger entry), and the inbox messages of each step
 * (enrolment accepted, deal / lot lost / 流拍, deposit applied / refunded; older ones read). Lots that already have a
 * bid activity are skipped. @returns how many lots were written.
 */
export async function seedDemoHistory(db: Db, opts: { dataDir: string; now: number; dealListeners?: readonly DealListener[] }): Promise<number> {
  const closed = await findClosedHallProjects(db);
  const rng = new Rng(HISTORY_SEED);
  const chosen: Array<{ h: (typeof HISTORY)[number]; p: Project }> = [];
  for (const h of HISTORY) {
    const candidates = [];
    // A lot written before keeps its place: a deal whose settlement is still due is state 4 but was chosen as a deal.
    for (const p of closed.filter((x) => (x.resultOutcome ? (x.resultOutcome === 'deal' ? 7 : 4) : x.status) === h.status)) {
      if ((await findProfile(db, p)).acceptKinds === 'both') candidates.push(p);
    }
    if (candidates[h.pick]) chosen.push({ h, p: candidates[h.pick] });
  }
  // The documents were uploaded once the first of those enrolments opened.
  const files = new MaterialFiles(db, opts.dataDir, Math.min(opts.now - DAY, ...chosen.map((c) => Number(c.p.announcementStartTime) + HOUR)));
  // The most recent lot's result and refund are still unread; everything before was read.
  const unreadFrom = Math.max(...chosen.map((c) => Number(c.p.bidEndTime)));
  let written = 0;
  for (const { h, p } of chosen) {
    if (await hasBidLot(db, p.assetsId)) continue;
    const winner = await writeHistoricLot(db, p, h, { files, rng, unreadFrom });
    if (winner) await settleHistoricDeal(db, p, h, { ...winner, files, unreadFrom, now: opts.now, listeners: opts.dealListeners ?? [] });
    written += 1;
  }
  return written;
}

async function writeHistoricLot(
  db: Db, p: Project, h: (typeof HISTORY)[number], o: { files: MaterialFiles; rng: Rng; unreadFrom: number },
): Promise<{ winner: DemoUser; closeAt: number } | null> {
  const { files, rng } = o;
  const closeAt = Number(p.bidEndTime);
  const startAt = Number(p.bidStartTime);
  const depositFen = Number(p.depositFen);
  const rules = defineRules({ mode: 'ongoing', startPrice: Number(p.startPriceFen), increment: Number(p.incrementFen), reservePrice: null, startAt, endAt: closeAt });
  const people = h.bidders.map(([login, code]) => ({ user: account(login), code }));
  const bidders: Record<string, LotBidder> = Object.fromEntries(people.map((x) => [x.code, { bidderCode: x.code, userId: x.user.id, eligible: true, priorityRank: null }]));
  const bids = h.status === 7 ? dealBids(p, people.map((x) => x.code), closeAt) : [];
  const { state, events } = simulate(p.assetsId, rules, bidders, bids, closeAt + MINUTE);
  if (state.phase !== 'closed') throw new Error(`历史标的 ${p.assetsId} 未能结束`);
  const winner = state.result?.outcome === 'deal' ? people.find((x) => x.code === state.result?.winnerCode) ?? null : null;
  const finalFen = state.result?.price ?? 0;
  const profile = await findProfile(db, p);
  const plan = async (x: (typeof people)[number]) => {
    const owner = { userId: x.user.id, name: x.user.name, kind: kindOf(x.user.userType) };
    const submittedAt = beijingAt(Number(p.announcementEndTime), -rng.int(2, 9), rng.int(9, 16), rng.int(0, 59));
    const startedAt = submittedAt + rng.int(3, 30) * MINUTE;
    const paidAt = startedAt + rng.int(1, 5) * MINUTE;
    return { x, owner, submittedAt, startedAt, paidAt, materials: await files.forMaterials(owner, profile.materials) };
  };
  const plans: Array<Awaited<ReturnType<typeof plan>>> = [];
  for (const x of people) plans.push(await plan(x));
  const opened = events.find((e) => e.type === 'lot:phase-changed' && e.from === 'scheduled');
  await db.transaction().execute(async (trx) => {
    await insertClosedLot(trx, {
      lot: { assetsId: p.assetsId, mode: rules.mode, rules: JSON.stringify(rules), anchor: null, ...lotProjection(state, closeAt), openedTime: opened?.at ?? null, createTime: Number(p.publishDate) },
      events: events.map((e) => ({ assetsId: p.assetsId, seq: e.seq, type: e.type, payload: JSON.stringify(e), at: e.at })),
      bidders: people.map((x) => ({
        id: newId(), assetsId: p.assetsId, userId: x.user.id, bidderCode: x.code, depositFen, depositStatus: x === winner ? 'applied' : 'refunded',
        priorityRank: null, status: 'enrolled', createTime: Number(p.announcementStartTime), updateTime: closeAt,
      })),
      settlement: winner ? {
        id: newId(), assetsId: p.assetsId, winnerUserId: winner.user.id, bidderCode: winner.code, priceFen: finalFen, depositAppliedFen: depositFen,
        status: 'awaiting_payment', createTime: closeAt, updateTime: closeAt,
      } : null,
      project: projectProjection(state),
    });
    if (winner?.user.loginName === 'zhangsan') await setTransferorOf(trx, p.assetsId, TRANSFEROR_ACCOUNT.id, TRANSFEROR_ACCOUNT.name);
    const messages: HistoricMessage[] = [];
    for (const plan of plans) {
      const won = plan.x === winner;
      const enrolmentId = await recordDemoApplication(trx, {
        assetsId: p.assetsId, userId: plan.x.user.id, kind: plan.owner.kind, depositFen, materials: plan.materials,
        submittedAt: plan.submittedAt, paidAt: plan.paidAt, bidderCode: plan.x.code,
      });
      const requestedAt = closeAt + rng.int(1, 3) * MINUTE;
      const refundedAt = nextMorning(closeAt, rng);
      const deposit = await recordDemoDeposit(trx, {
        enrolmentId, userId: plan.x.user.id, assetsId: p.assetsId, amountFen: depositFen, createdAt: plan.submittedAt,
        pay: { channel: 'online', startedAt: plan.startedAt, paidAt: plan.paidAt, bidderCode: plan.x.code },
        close: won ? { kind: 'applied', at: closeAt } : { kind: 'refunded', cause: winner ? 'lost' : 'unsold', requestedAt, refundedAt },
      });
      messages.push(...lotMessages(p, { ...plan, enrolmentId, ...deposit }, { winnerUserId: winner?.user.id ?? null, finalFen, depositFen, closeAt, refundedAt }));
      if ((h.welcomed as readonly string[]).includes(plan.x.user.loginName)) {
        const at = beijingAt(Math.min(...plans.map((q) => q.submittedAt)), -rng.int(3, 12), 10, rng.int(0, 59));
        messages.push({
          userId: plan.x.user.id, type: 'realname_approved', title: '实名认证已通过', link: '/membership', createTime: at, readTime: at + 30 * MINUTE,
          content: '您提交的实名认证资料已审核通过，现在可以报名参加项目竞价。',
        });
      }
    }
    await storeHistoricMessages(trx, messages.map((m) => (m.createTime >= o.unreadFrom ? { ...m, readTime: null } : m)));
  });
  return winner ? { winner: winner.user, closeAt } : null;
}

/**
 * The deal after a historic lot's hammer, through the deal module's own functions (so its listeners — the contract's
 * draft — run as for a live deal): the 成交确认书 and settlement minutes after the close, and for a settled deal the
 * winner's balance proof the next day and the operator's confirmation the day after (state 7, 成交公告). Messages are
 * stored as history: read, except from `unreadFrom` on.
 */
async function settleHistoricDeal(
  db: Db, p: Project, h: (typeof HISTORY)[number],
  o: { winner: DemoUser; closeAt: number; files: MaterialFiles; unreadFrom: number; now: number; listeners: readonly DealListener[] },
): Promise<void> {
  let clock = o.closeAt + 5 * MINUTE;
  const deps = { db, now: () => clock, messages: historicInbox(() => clock, o.unreadFrom), listeners: o.listeners };
  // Issued once: a lot whose confirmation survived (a partly rebuilt database) is left as it is.
  if (!(await issuePendingDeals(deps, [p.assetsId])) || !h.settled) return;
  const settlement = await findSettlementOf(db, p.assetsId);
  if (!settlement) return;
  clock = Math.min(o.now - 3 * HOUR, beijingAt(o.closeAt, 1, 10, 20));
  const owner = { userId: o.winner.id, name: o.winner.name, kind: kindOf(o.winner.userType) };
  const proofFileId = await o.files.balanceProof(owner, p.assetsName, formatYuan(Number(settlement.balanceFen)), clock);
  await submitSettlementProof(deps, o.winner.id, { id: settlement.id, proofFileId, remark: '网银转账' });
  clock = Math.min(o.now - 2 * HOUR, beijingAt(o.closeAt, 2, 15, 40));
  await confirmSettlement(deps, settlement.id);
}

/** An inbox that files the deal's messages as history at the seed's clock (read two hours later unless from `unreadFrom` on). */
function historicInbox(clock: () => number, unreadFrom: number): MessageService {
  const store = async (q: Queryable, m: NewMessage) => {
    const at = clock();
    await storeHistoricMessages(q, [{ ...m, createTime: at, readTime: at >= unreadFrom ? null : at + 2 * HOUR }]);
    return { id: '', userId: m.userId, type: m.type, category: MESSAGE_TYPES[m.type], title: m.title };
  };
  const refuse = (): never => { throw new Error('历史数据只存档消息，不发送'); };
  return { store, announce: async () => {}, send: refuse, sendMany: refuse, unread: refuse };
}

/**
 * The inbox of one bidder of a historic lot, written by the same builders as a live lot's (报名成功, the close's message,
 * the deposit applied or refunded): each message read a little after it came.
 */
function lotMessages(
  p: Project, plan: { x: { user: { id: string }; code: string }; paidAt: number; enrolmentId: string; orderNo: string; refundNo: string | null },
  o: { winnerUserId: string | null; finalFen: number; depositFen: number; closeAt: number; refundedAt: number },
): HistoricMessage[] {
  const userId = plan.x.user.id;
  const at = (m: NewMessage, time: number): HistoricMessage => ({ ...m, assetsId: m.assetsId ?? p.assetsId, link: m.link ?? '', createTime: time, readTime: time + 2 * HOUR });
  const meta = { assetsId: p.assetsId, assetsName: p.assetsName, depositFen: o.depositFen, priceType: p.priceType, priceUnitName: p.priceUnit };
  const result = o.winnerUserId
    ? { outcome: 'deal' as const, price: o.finalFen, reason: 'highest-bid' as const }
    : { outcome: 'unsold' as const, reason: 'no-bids' as const };
  const bidder = { userId, bidderCode: plan.x.code, depositFen: o.depositFen, depositStatus: 'confirmed' as const, priorityRank: null, status: 'enrolled', verified: true };
  const deposit = { userId, assetsId: p.assetsId, assetsName: p.assetsName, orderNo: plan.orderNo, amountFen: o.depositFen };
  const list = [
    at(enrolmentAcceptedMessage({ userId, assetsId: p.assetsId, assetsName: p.assetsName, enrolmentId: plan.enrolmentId, bidderCode: plan.x.code }), plan.paidAt),
    at(closeMessages(meta, result, [bidder], o.winnerUserId)[0], o.closeAt),
  ];
  if (o.winnerUserId === userId) list.push(at(depositAppliedMessage(deposit), o.closeAt + 1_000));
  else if (plan.refundNo) list.push(at(depositRefundedMessage(deposit, { refundNo: plan.refundNo, cause: o.winnerUserId ? 'lost' : 'unsold' }), o.refundedAt));
  return list;
}
