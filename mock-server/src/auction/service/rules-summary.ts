import { FAT_FINGER_INCREMENTS, LOT_MODE_LABELS, type LotRules as WireRules } from '../../../../contract/bid';
import { amountText, moneyPhrase, unitPriceText, type PriceUnitOf } from '../../../../contract/rules/money';
import type { Fen, LotRules } from '../types';
import { yuan, yuanOrNull } from './wire-events';

/**
 * The two money formatters of the portal (contract/rules/money.ts), for fen: prices and price steps in the lot's price
 * unit (so 竞价须知 reads like the price panel and the bid room), sums such as the deposit always as money (元 / 万元).
 */
interface Money { price: (fen: Fen) => string; amount: (fen: Fen) => string }
const moneyOf = (unit: PriceUnitOf): Money => ({
  price: (fen) => moneyPhrase(unitPriceText(fen / 100, unit)),
  amount: (fen) => moneyPhrase(amountText(fen / 100)),
});

const minutes = (sec: number) => (sec % 60 === 0 ? `${sec / 60} 分钟` : `${sec} 秒`);

/** Sealed revisions: how often, and that a revision may only raise and replaces the earlier price (auction-rules.md "Bids are final"). */
const revisions = (r: LotRules) =>
  (r.revisionsAllowed > 0 ? `，可修改 ${r.revisionsAllowed} 次，修改只能提高报价，以最后一次为准` : '，提交后不可修改');

/** The rule of the mode in one Chinese paragraph (auction-rules.md § Modes). */
function modeSentence(r: LotRules, m: Money): string {
  const limited = `限时报价期 ${minutes(r.limitedPeriodSec)}，每有一次有效出价重新计时`;
  const clock = `自起始价 ${m.price(r.startPrice)} 起每 ${r.stepIntervalSec ?? 0} 秒降价 ${m.price(r.step ?? 0)}，最低降至 ${m.price(r.floorPrice ?? 0)}`;
  switch (r.mode) {
    case 'ongoing':
      return `在竞价时间内自由出价，价高者得。截止前 ${minutes(r.extensionWindowSec)}内有有效出价的，截止时间自该出价起顺延 ${minutes(r.extensionWindowSec)}，直至一个完整延时周期内无人出价。`;
    case 'phased':
      return `自由报价期内自由出价，不延时。自由报价期结束时有 ${r.minBiddersForLimited} 人以上出价的进入限时报价期，仅自由报价期内出过价的竞买人可参加，${limited}；仅一人出价的按其报价成交，无人出价的流拍。`;
    case 'final':
      return `开始即进入限时报价期（${minutes(r.limitedPeriodSec)}），每有一次有效出价重新计时，倒计时结束时最高报价者得；首个倒计时内无人出价的流拍。`;
    case 'onceOff':
      return `密封报价：报价期内每位竞买人提交一次报价${revisions(r)}。报价期间只公布报价人数，结束后公开全部报价及竞买号，价高者得；报价相同的，优先购买权人优先，再按报价时间先后。`;
    case 'firstComeFirstServed':
      return r.onFirstTake === 'ascend'
        ? `按挂牌价 ${m.price(r.startPrice)} 应价，第一个应价的竞买人领先，随后进入 ${minutes(r.ascendingSec ?? 0)}的自由竞价期，其他竞买人可在此价基础上加价，价高者得。`
        : `按挂牌价 ${m.price(r.startPrice)} 受让，第一个应价的竞买人即成交。挂牌期内无人应价的流拍。`;
    case 'twoStage':
      return `第一阶段密封报价${revisions(r)}；报价不低于起始价的前 ${r.qualifyTopK} 名（与第 ${r.qualifyTopK} 名报价相同的均入围）进入第二阶段并相互公开第一阶段报价；第二阶段从第一阶段最高价起，第一阶段最高报价人领先，${limited}。第二阶段无人出价的，由第一阶段最高报价人成交；仅一人入围的不进行第二阶段，按其第一阶段报价成交。`;
    case 'dutchAuction':
      return `降价拍：${clock}；第一个应价的竞买人按应价时的价格成交。降至底价后一个周期内仍无人应价的流拍。`;
    case 'vShaped':
      return `V型竞价：先降价，${clock}；第一个应价确定价格后进入${limited}，其他竞买人可在该价基础上加价，应价人以应价领先；无人加价的按应价成交，降至底价无人应价的流拍。`;
  }
}

/** The pre-emptive-right rule as shown in 竞价须知 (auction-rules.md § Pre-emptive right). */
function prioritySentence(r: LotRules, enabled: boolean): string {
  if (!enabled) return '本标的无优先购买权人行使优先购买权。';
  return r.priorityTieRule ?? '本标的有优先购买权人：同等条件下优先购买权人可按当前价应价取得领先，其他竞买人须再加价；顺位高者可按当前价取得顺位低者的领先，顺位相同的先出价者领先；密封报价相同时优先购买权人优先。';
}

/** 竞价须知 sentences, in display order. */
function notesOf(r: LotRules, depositFen: number, priorityEnabled: boolean, m: Money): string[] {
  const descending = r.mode === 'dutchAuction';
  const tiers = (r.incrementTiers ?? []).map((t) => `${m.price(t.fromPrice)} 起每次加价 ${m.price(t.increment)}`).join('，');
  return [
    `竞价方式：${LOT_MODE_LABELS[r.mode]}。${modeSentence(r, m)}`,
    ...(descending ? [] : [`加价幅度 ${m.price(r.increment)}${tiers ? `（${tiers}）` : ''}；首次出价不低于起始价，此后出价须为当前价加整数倍加价幅度，单次加价超过 ${FAT_FINGER_INCREMENTS} 个加价幅度时系统将请您确认。`]),
    r.reservePrice !== null ? '本标的设有保留价（不公开），最高有效报价低于保留价的流拍。' : '本标的未设保留价。',
    prioritySentence(r, priorityEnabled),
    `保证金 ${m.amount(depositFen)}：须完成报名、实名认证并经确认缴纳保证金后方可出价；成交后竞得人保证金转为价款，其他竞买人的保证金予以退还。`,
    '出价一经系统受理不得撤回；竞价时间以服务器时间为准，网络延迟造成的出价失败由竞买人自行承担。',
  ];
}

/**
 * 竞价须知 of a lot for the wire (contract LotRules, 元): the engine rules minus the reserve price, plus the deposit,
 * whether pre-emptive rights apply (`priorityEnabled`: the lot lets holders exercise and someone holds one) and the
 * rule sentences, whose prices are written in the lot's price `unit` (priceType 2: per priceUnit, else 万元) and whose
 * deposit is written as money (元 / 万元), exactly as the portal shows them beside the sentences.
 */
export function rulesSummary(r: LotRules, depositFen: number, hasPriorityHolders: boolean, unit: PriceUnitOf): WireRules {
  const m = moneyOf(unit);
  const priorityEnabled = r.priorityExercisable !== false && hasPriorityHolders;
  const clockMode = r.mode === 'dutchAuction' || r.mode === 'vShaped';
  const limitedModes = ['phased', 'final', 'twoStage', 'vShaped'];
  return {
    mode: r.mode, modeLabel: LOT_MODE_LABELS[r.mode], startPrice: yuan(r.startPrice), increment: yuan(r.increment),
    incrementTiers: (r.incrementTiers ?? []).map((t) => ({ fromPrice: yuan(t.fromPrice), increment: yuan(t.increment) })),
    deposit: yuan(depositFen), hasReserve: r.reservePrice !== null, startAt: r.startAt, endAt: r.endAt ?? null,
    extensionWindowSec: r.mode === 'ongoing' || (r.mode === 'firstComeFirstServed' && r.onFirstTake === 'ascend') ? r.extensionWindowSec : null,
    limitedPeriodSec: limitedModes.includes(r.mode) ? r.limitedPeriodSec : null, freeEndAt: r.freeEnd ?? null,
    minBiddersForLimited: r.mode === 'phased' ? r.minBiddersForLimited : null,
    revisionsAllowed: r.mode === 'onceOff' || r.mode === 'twoStage' ? r.revisionsAllowed : null,
    stage1EndAt: r.stage1End ?? null, qualifyTopK: r.mode === 'twoStage' ? r.qualifyTopK : null,
    step: clockMode ? yuanOrNull(r.step) : null, stepIntervalSec: clockMode ? r.stepIntervalSec ?? null : null,
    floorPrice: clockMode ? yuanOrNull(r.floorPrice) : null,
    onFirstTake: r.mode === 'firstComeFirstServed' ? r.onFirstTake : null, ascendingSec: r.ascendingSec ?? null,
    priorityEnabled, priorityRule: prioritySentence(r, priorityEnabled), notes: notesOf(r, depositFen, priorityEnabled, m),
  };
}
