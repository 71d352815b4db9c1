import {
  DEAL_ROLE_LABELS, SETTLEMENT_STATUS_LABELS, type DealConfirmation, type DealRole, type SettlementDetail, type SettlementItem, type SettlementStatus,
} from '../../../../contract/settlement';
import { beijingTime, fenToYuan } from '../../http/wire';
import { fileUrl } from '../realname/index';
import { SETTLEMENT_EVENT_LABELS } from './events';
import { dealValueFen, feeRuleText, priceTextOf } from './facts';
import { payeeOf } from './payee';
import type { SettlementRow } from './repository';

const yuan = (fen: number | null | undefined) => fenToYuan(fen === null || fen === undefined ? 0 : Number(fen)) ?? 0;

/** 2026年11月26日 (Beijing). */
export function chineseDay(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

/** The caller's side of a settlement. */
export const roleOf = (s: SettlementRow, userId: string): DealRole => (s.winnerUserId === userId ? 'transferee' : 'transferor');

/** A settlement in the caller's list; price in 元 in the lot's unit (`priceUnit`), balanceDue in 元. */
export function toItem(s: SettlementRow, userId: string): SettlementItem {
  const role = roleOf(s, userId);
  const status = s.status as SettlementStatus;
  return {
    id: s.id, assetsId: s.assetsId, assetsName: s.assetsName, confirmationNo: s.confirmationNo, role, roleLabel: DEAL_ROLE_LABELS[role],
    price: yuan(s.priceFen), priceUnit: s.priceType === 2 ? s.priceUnit || '元' : '元', balanceDue: yuan(s.balanceFen), status,
    statusLabel: SETTLEMENT_STATUS_LABELS[status] ?? s.status, createTime: beijingTime(Number(s.createTime)),
  };
}

/** The proof as the detail shows it, null before any upload. */
export interface ProofFile { id: string; originalName: string; contentType: string }

/**
 * /projectSettleDetail: the item plus the arithmetic (dealValue − depositApplied + serviceFee = balanceDue, all 元;
 * `dealValue` is the price itself, or unit × area × years for a per-unit price), the fee rule, the payee, the history.
 */
export function toDetail(
  s: SettlementRow, userId: string, o: { events: Array<{ type: string; createTime: number; detail: string }>; proof: ProofFile | null; contractId: string | null },
): SettlementDetail {
  const item = toItem(s, userId);
  const valueFen = dealValueFen({ priceFen: Number(s.priceFen), priceType: s.priceType, area: s.area, termYears: s.termYears });
  const perUnit = s.priceType === 2 ? `${priceTextOf(Number(s.priceFen), s)}${s.area !== null ? ` × ${s.area}${s.areaUnit}` : ''}${s.termYears !== null ? ` × ${s.termYears}年` : ''}` : '';
  return {
    ...item, depositApplied: yuan(s.depositAppliedFen), serviceFee: yuan(s.feeFen), feeRule: feeRuleText(s.familyId), paid: yuan(s.paidFen),
    dealValue: yuan(valueFen), dealValueText: perUnit,
    bidderCode: s.bidderCode, winnerName: s.winnerName, transferorName: s.transferorName, closedTime: beijingTime(Number(s.closedTime)),
    confirmedTime: s.confirmedTime ? beijingTime(Number(s.confirmedTime)) : '', rejectReason: s.status === 'proof_rejected' ? s.rejectReason : '',
    canPay: item.role === 'transferee' && (s.status === 'awaiting_payment' || s.status === 'proof_rejected'), contractId: o.contractId,
    proof: o.proof && s.proofTime ? {
      fileId: o.proof.id, name: o.proof.originalName, url: fileUrl(o.proof.id), contentType: o.proof.contentType, time: beijingTime(Number(s.proofTime)),
    } : null,
    payee: payeeOf(s.confirmationNo),
    history: o.events.map((e) => ({ type: e.type, label: SETTLEMENT_EVENT_LABELS[e.type] ?? e.type, time: beijingTime(Number(e.createTime)), detail: e.detail })),
  };
}

/** The 成交确认书 as the caller sees it. */
export function toConfirmation(s: SettlementRow, userId: string, o: { familyName: string; lotName: string; contractId: string | null }): DealConfirmation {
  return {
    confirmationNo: s.confirmationNo, assetsId: s.assetsId, projectCode: s.projectCode, assetsName: s.assetsName, lotName: o.lotName,
    familyName: o.familyName, transferorName: s.transferorName, winnerName: s.winnerName, bidderCode: s.bidderCode,
    price: yuan(s.priceFen), priceUnit: s.priceType === 2 ? s.priceUnit || '元' : '元', priceText: priceTextOf(Number(s.priceFen), s),
    closedTime: beijingTime(Number(s.closedTime)), issuedTime: beijingTime(Number(s.issuedTime)), role: roleOf(s, userId), contractId: o.contractId,
  };
}
