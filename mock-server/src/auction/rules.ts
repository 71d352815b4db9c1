import type { AuctionMode, LotRules } from './types';

/** Rules as a lot is configured: the defaulted parameters may be left out. */
export type LotRulesInput = Omit<
  LotRules,
  'extensionWindowSec' | 'limitedPeriodSec' | 'minBiddersForLimited' | 'revisionsAllowed' | 'onFirstTake' | 'qualifyTopK'
> &
  Partial<
    Pick<LotRules, 'extensionWindowSec' | 'limitedPeriodSec' | 'minBiddersForLimited' | 'revisionsAllowed' | 'onFirstTake' | 'qualifyTopK'>
  >;

/** Defaults of auction-rules.md: 300 s extension window and limited period, 2 bidders for the limited period, no sealed revision, top 3 qualify. */
export const RULE_DEFAULTS = {
  extensionWindowSec: 300,
  limitedPeriodSec: 300,
  minBiddersForLimited: 2,
  revisionsAllowed: 0,
  onFirstTake: 'sell',
  qualifyTopK: 3,
} as const satisfies Partial<LotRules>;

/** Fills the defaulted parameters. */
export function defineRules(input: LotRulesInput): LotRules {
  return { ...RULE_DEFAULTS, ...input } as LotRules;
}

const posInt = (n: unknown): boolean => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** Parameters each mode cannot run without (beyond the common ones). */
const REQUIRED: Record<AuctionMode, (keyof LotRules)[]> = {
  ongoing: ['endAt'],
  phased: ['freeEnd'],
  final: [],
  onceOff: ['endAt'],
  firstComeFirstServed: ['endAt'],
  twoStage: ['stage1End'],
  dutchAuction: ['step', 'stepIntervalSec', 'floorPrice'],
  vShaped: ['step', 'stepIntervalSec', 'floorPrice'],
};

/**
 * Checks a lot's rules before it is scheduled; returns Chinese problems, empty when the rules are usable.
 * The engine assumes valid rules (it does not re-check them on every command).
 */
export function validateRules(rules: LotRules): string[] {
  const problems: string[] = [];
  if (!posInt(rules.startPrice)) problems.push('起始价须为正整数（分）');
  if (!posInt(rules.increment)) problems.push('加价幅度须为正整数（分）');
  for (const tier of rules.incrementTiers ?? []) {
    if (!posInt(tier.increment) || !posInt(tier.fromPrice)) problems.push('阶梯加价幅度须为正整数（分）');
  }
  if (rules.reservePrice !== null && !posInt(rules.reservePrice)) problems.push('保留价须为正整数（分）或不设');
  if (!posInt(rules.extensionWindowSec) || !posInt(rules.limitedPeriodSec)) problems.push('延时周期与限时报价期须为正整数（秒）');
  if (!Number.isSafeInteger(rules.revisionsAllowed) || rules.revisionsAllowed < 0) problems.push('可修改次数须为非负整数');
  if (!posInt(rules.qualifyTopK) || !posInt(rules.minBiddersForLimited)) problems.push('入围人数与限时期最少人数须为正整数');
  for (const key of REQUIRED[rules.mode]) {
    if (rules[key] === undefined) problems.push(`${rules.mode} 模式缺少参数 ${key}`);
  }
  const after = (name: keyof LotRules, v: number | undefined) => {
    if (v !== undefined && v <= rules.startAt) problems.push(`${name} 须晚于开始时间`);
  };
  after('endAt', rules.endAt);
  after('freeEnd', rules.freeEnd);
  after('stage1End', rules.stage1End);
  if (rules.mode === 'firstComeFirstServed' && rules.onFirstTake === 'ascend' && !posInt(rules.ascendingSec)) {
    problems.push('先到先得（变卖）模式须设置竞价时长 ascendingSec');
  }
  if (rules.mode === 'dutchAuction' || rules.mode === 'vShaped') {
    if (!posInt(rules.step) || !posInt(rules.stepIntervalSec)) problems.push('降价幅度与降价周期须为正整数');
    if (!posInt(rules.floorPrice) || (rules.floorPrice ?? 0) > rules.startPrice) problems.push('底价须为正整数且不高于起始价');
    // The floor is the lowest price the seller accepts: a reserve above it would sell nothing the clock offers below it.
    if (rules.reservePrice !== null && posInt(rules.floorPrice) && rules.reservePrice > rules.floorPrice!) {
      problems.push('降价拍与V型竞价的底价即委托方可接受的最低价，不得另设高于底价的保留价');
    }
  }
  return problems;
}
