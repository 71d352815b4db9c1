import type { ContractClause } from '../../../../../contract/trade-contract';
import { amountText, moneyPhrase, unitPriceText } from '../../../../../contract/rules/money';
import { PRICE_UNIT_DEFAULT } from '../../../../../contract/constants';
import { beijingTime } from '../../../http/wire';
import type { DealFacts } from '../../deal/index';

/** Working days the winner has to pay the balance after the contract is signed (the payment schedule's clause). */
export const BALANCE_WORKING_DAYS = 10;

/** What a template produces from a deal: the heading, the head facts, the fixed clauses and the negotiable defaults. */
export interface DraftText {
  template: string;
  templateName: string;
  title: string;
  head: Array<{ label: string; value: string }>;
  clauses: ContractClause[];
}

/** One asset family's contract: its code, names, the subject wording and the family's own negotiable defaults. */
export interface FamilyTemplate {
  code: string;
  templateName: string;
  title: string;
  /** 第一条 标的: what is transferred, in the family's words. */
  subject: (d: DealFacts) => string;
  /** 期限: the term clause ('' to leave the clause out, e.g. a sale). */
  term: (d: DealFacts) => string;
  /** Default text of 交付与验收 and 双方权利义务 for this family (HTML paragraphs). */
  delivery: string;
  duties: string;
}

const p = (...lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
/** Escapes text taken from the deal (names, places) before it goes into clause HTML. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Paragraphs of plain text lines as clause HTML. */
export const paragraphs = p;

const yuan = (fen: number) => fen / 100;
/** The deal price in its unit: per-unit prices (元/亩/年) with 2 decimals, lump sums by §5 Money display. */
export function priceText(d: DealFacts): string {
  const perUnit = d.priceUnit !== '' && d.priceUnit !== PRICE_UNIT_DEFAULT;
  return moneyPhrase(unitPriceText(yuan(d.priceFen), { priceType: perUnit ? 2 : 1, priceUnit: d.priceUnit }));
}
/** A sum of money (deposit, fee, balance) by the one amount rule. */
export const amountPhrase = (fen: number) => moneyPhrase(amountText(yuan(fen)));
/** 面积: '120.5 亩', '--' when the lot has no area. */
export const areaText = (d: DealFacts) => (d.area === null ? '--' : `${d.area} ${d.areaUnit}`.trim());
/** 期限: '10 年', '--' when the lot has none. */
export const termText = (d: DealFacts) => (d.termYears === null ? '--' : `${d.termYears} 年`);
const kindLabel = (k: 'person' | 'org') => (k === 'org' ? '组织' : '个人');

/** The head rows printed above the clauses (contractFactSchema). */
export function headFacts(d: DealFacts): Array<{ label: string; value: string }> {
  return [
    { label: '转让方（甲方）', value: `${d.transferor.name}（${kindLabel(d.transferor.kind)}）` },
    { label: '受让方（乙方）', value: `${d.winner.name}（${kindLabel(d.winner.kind)}，竞买号 ${d.winner.bidderCode}）` },
    { label: '标的名称', value: d.assetsName },
    { label: '项目编号', value: d.projectCode },
    { label: '资产类别', value: `${d.familyName} / ${d.typeName}` },
    { label: '坐落', value: d.location || '--' },
    { label: '面积', value: areaText(d) },
    { label: '成交价', value: priceText(d) },
    { label: '期限', value: termText(d) },
    { label: '成交确认书编号', value: d.confirmationNo },
    { label: '成交时间', value: beijingTime(d.closedTime) },
  ];
}

/** 价款与支付: price, deposit applied, service fee, balance within 10 working days of signing. */
export function paymentClause(d: DealFacts): string {
  return p(
    `本合同成交价为 ${priceText(d)}（经交易平台公开竞价成交，见成交确认书 ${d.confirmationNo}）。`,
    `乙方已缴纳的交易保证金 ${amountPhrase(d.depositAppliedFen)} 自动转为价款的一部分。`,
    `乙方应付交易服务费 ${amountPhrase(d.feeFen)}；扣除已转价款的保证金后，乙方尚应支付 ${amountPhrase(d.balanceFen)}（含服务费）。`,
    `乙方应于本合同签署之日起 ${BALANCE_WORKING_DAYS} 个工作日内，将上述余款一次性支付至交易平台指定的结算账户，由交易平台在结算确认后划转甲方。`,
    '逾期未付清的，按本合同违约责任条款处理。',
  );
}

/** Negotiable defaults shared by every family: 违约责任, 争议解决, 其他约定. */
export const COMMON_NEGOTIABLE = {
  breach: p(
    '一、乙方逾期支付价款的，每逾期一日，按应付未付金额的万分之五向甲方支付违约金；逾期超过三十日的，甲方有权解除合同，乙方已缴纳的保证金不予退还。',
    '二、甲方未按约定交付标的或交付的标的与挂牌信息不符的，应于乙方书面通知之日起十五日内补正；逾期未补正的，乙方有权解除合同，甲方应退还已收价款并赔偿乙方因此遭受的损失。',
    '三、任何一方违约给对方造成损失的，应赔偿对方的直接经济损失。',
  ),
  disputes: p(
    '因本合同引起的或与本合同有关的争议，双方应协商解决；协商不成的，可申请标的所在地农村土地承包仲裁机构或交易平台调解，或依法向标的所在地人民法院提起诉讼。',
  ),
  other: p(
    '一、本合同经双方在交易平台确认同一版本文本后，由双方签署人以短信验证码完成电子签署（组织须加盖电子签章），自最后一方签署完成之日起生效。',
    '二、本合同的挂牌公告、竞价须知、成交确认书为本合同的组成部分，与本合同具有同等法律效力。',
    '三、本合同未尽事宜，双方可另行签订补充协议，补充协议与本合同具有同等法律效力。',
  ),
};
