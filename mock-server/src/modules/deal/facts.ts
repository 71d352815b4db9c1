import { USER_TYPE } from '../../../../contract/auth';
import { feeScheduleOf, serviceFeeFen } from '../../../../contract/rules/service-fee';
import { unitPriceText, moneyPhrase } from '../../../../contract/rules/money';
import { formatYuan } from '../../auction/money';
import type { Db } from '../../db/connection';
import { regionNames, typeNames } from '../../services/catalog';
import type { DealFacts } from './deal-facts';
import type { DealSource } from './repository';

/**
 * The deal's value the balance is counted from, in fen: the hammer price, or for a per-unit price (price_type 2, e.g.
 * 元/亩/年) the contract total unit × area × years (a missing area or term counts as 1), rounded to the fen.
 */
export function dealValueFen(p: { priceFen: number; priceType: number; area: number | null; termYears: number | null }): number {
  if (p.priceType !== 2) return p.priceFen;
  return Math.round(p.priceFen * (p.area ?? 1) * (p.termYears ?? 1));
}

/** Fee and balance in fen: balance = value − deposit applied + fee, never below 0 (`excessFen` the part of the deposit refunded). */
export function settlementAmounts(familyId: string, valueFen: number, depositAppliedFen: number) {
  const feeFen = serviceFeeFen(familyId, valueFen);
  const due = valueFen - depositAppliedFen + feeFen;
  return { feeFen, balanceFen: Math.max(0, due), excessFen: Math.max(0, -due) };
}

/** The fee schedule of a family in words: '土地承包经营权：50万元以下0.5%，50万元至200万元0.3%，200万元以上0.1%，最低50元'. */
export function feeRuleText(familyId: string): string {
  const s = feeScheduleOf(familyId);
  const wan = (fen: number) => `${fen / 1_000_000}万元`;
  let lower = 0;
  const parts = s.bands.map((b) => {
    const rate = `${b.rateBp / 100}%`;
    const text = b.uptoFen === null ? `${wan(lower)}以上${rate}` : lower === 0 ? `${wan(b.uptoFen)}以下${rate}` : `${wan(lower)}至${wan(b.uptoFen)}${rate}`;
    lower = b.uptoFen ?? lower;
    return text;
  });
  return `${s.label}：${parts.join('，')}，最低${s.minimumFen / 100}元（分段累进计算，向受让方收取）`;
}

/** A transferor without an account: an organisation when its name says so (村委会, 合作社, 公司…). */
const ORG_NAME = /村|社|公司|委员会|集体|组|厂|中心|站/;

/** The price as printed: in the lot's unit ('1,210.00 元/亩/年', '12.5 万元'). */
export const priceTextOf = (priceFen: number, s: { priceType: number; priceUnit: string }) =>
  moneyPhrase(unitPriceText(priceFen / 100, { priceType: s.priceType, priceUnit: s.priceUnit }));

/** The facts of the deal issued from `s` (names read through `db`, outside the issuing transaction). */
export async function dealFactsOf(db: Db, s: DealSource, ids: { confirmationId: string; confirmationNo: string }): Promise<DealFacts> {
  const [regions, types] = await Promise.all([regionNames(db, [s.provinceCode, s.cityCode, s.countyCode]), typeNames(db, [s.familyId, s.assetTypeId])]);
  const valueFen = dealValueFen({ priceFen: Number(s.priceFen), priceType: s.priceType, area: s.area, termYears: s.termYears });
  const depositAppliedFen = Number(s.depositAppliedFen);
  const { feeFen, balanceFen } = settlementAmounts(s.familyId, valueFen, depositAppliedFen);
  const transferorName = s.transferorAccountName || s.transferor;
  const transferorKind = s.transferorType !== null && s.transferorType !== undefined
    ? (s.transferorType === USER_TYPE.organisation ? 'org' : 'person') : (ORG_NAME.test(transferorName) ? 'org' : 'person');
  return {
    ...ids, settlementId: s.settlementId, assetsId: s.assetsId, projectCode: s.projectCode, assetsName: s.assetsName,
    familyId: s.familyId, familyName: types.get(s.familyId) ?? '', typeName: types.get(s.assetTypeId) ?? '', transferType: s.transferType,
    location: [regions.get(s.provinceCode), regions.get(s.cityCode), regions.get(s.countyCode), s.townName, s.villageName].filter(Boolean).join(''),
    area: s.area, areaUnit: s.areaUnit, termYears: s.termYears, priceUnit: s.priceType === 2 ? s.priceUnit || '元' : '元',
    transferor: { userId: s.transferorUserId ?? null, name: transferorName, kind: transferorKind },
    winner: { userId: s.winnerUserId, name: s.winnerName || s.winnerLogin, kind: s.winnerType === USER_TYPE.organisation ? 'org' : 'person', bidderCode: s.bidderCode },
    priceFen: Number(s.priceFen), depositAppliedFen, feeFen, balanceFen, closedTime: Number(s.closedTime),
  };
}

/** The settlement's created-step detail: the arithmetic in 元 (and the refund of a deposit above what is due). */
export function amountsDetail(f: DealFacts, valueFen: number): string {
  const excess = f.depositAppliedFen - valueFen - f.feeFen;
  return `成交价款 ${formatYuan(valueFen)} − 保证金抵扣 ${formatYuan(f.depositAppliedFen)} + 交易服务费 ${formatYuan(f.feeFen)} = 应付余款 ${formatYuan(f.balanceFen)}`
    + (excess > 0 ? `；保证金超出应付部分 ${formatYuan(excess)} 将原路退还` : '');
}
