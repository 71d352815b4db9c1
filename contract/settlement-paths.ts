import { msg } from './i18n';
/*
 * The settlement's endpoints, states and labels without zod: the portal's entry chunk reads them (the user-centre
 * routes' search params and query paths); re-exported by settlement.ts.
 */
/**
 * The deal after the hammer (auction-rules.md § Close, §2 /projectSettlement /projectSettleDetail /settleDetailPayInfo):
 * a lot that closes with a winner produces one 成交确认书 (deal confirmation) and one settlement (结算). The balance due
 * is price − deposit applied + service fee; the winner transfers it and uploads the proof; an operator confirms or
 * rejects the proof. A confirmed settlement sets the project to state 7 (已成交) and publishes its 成交公告.
 * Paths relative to `/api/`; every call needs the bearer token and shows a record only to its parties (the winner,
 * and the transferor, who sees but cannot pay); anyone else gets 404. Money on the wire in 元, times Beijing strings.
 */
export const SETTLEMENT_PATHS = {
  /** GET ?current&size&status → Page<SettlementItem>, newest first: settlements where the caller is a party. */
  list: 'dscq-project/settlement/list',
  /** GET ?id= → SettlementDetail. */
  detail: 'dscq-project/settlement/detail',
  /** POST SettlementProofSubmit → SettlementDetail: the winner's proof of the balance transfer (a fileId of an upload). */
  proof: 'dscq-project/settlement/proof',
  /** GET ?assetsId= → DealConfirmation: the lot's 成交确认书 (parties only). */
  confirmation: 'dscq-project/deal/confirmation',
  /** GET ?assetsId= → the 成交确认书 as a PDF (parties only; 404 otherwise). */
  confirmationPdf: 'dscq-project/deal/confirmation/pdf',
} as const;

/**
 * Settlement states: awaiting_payment 待缴款 (the balance is due) → proof_submitted 待确认 (proof uploaded) →
 * confirmed 已结算 (the operator confirmed: project state 7) | proof_rejected 凭证未通过 (upload a new proof →
 * proof_submitted). A balance of 0 (deposit ≥ price + fee) still needs the operator's confirmation.
 */
export const SETTLEMENT_STATUSES = ['awaiting_payment', 'proof_submitted', 'proof_rejected', 'confirmed'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  awaiting_payment: msg('待缴款'), proof_submitted: msg('待确认'), proof_rejected: msg('凭证未通过'), confirmed: msg('已结算'),
};
/** The caller's side of a deal: transferee 受让方 (the winner, who pays) or transferor 转让方 (the seller). */
export const DEAL_ROLES = ['transferee', 'transferor'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];
export const DEAL_ROLE_LABELS: Record<DealRole, string> = { transferee: msg('受让方'), transferor: msg('转让方') };
