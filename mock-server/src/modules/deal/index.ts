/**
 * The deal module: what follows the hammer — the 成交确认书 (deal_confirmation) issued once per lot that closed with a
 * winner, and its settlement (settlement, settlement_event): service fee, balance due, the winner's payment proof and
 * the operator's check; a confirmed settlement sets the project to state 7 (已成交) through the project module and
 * publishes the 成交公告 through services/notices. Offers {@link installDeal} (routes, close listener, start-up sweep),
 * the issuing and confirming functions the seed and the operator commands use, and the DealFacts its listeners get.
 * Uses messages (ctx.messages), project (setDealDone), realname (file urls).
 */
export type { DealFacts, DealListener } from './deal-facts';
export { installDeal, type DealInstallOptions } from './install';
export { issueDeal, issuePendingDeals, type DealDeps } from './issue';
export { confirmSettlement, rejectSettlementProof, submitSettlementProof } from './settle';
export { openSettlements, SETTLEMENT_OPERATOR_PATHS, type OpenSettlement } from './operator';
export { PDF_UNAVAILABLE_MSG, type PdfRenderer } from './routes';
export { dealValueFen, feeRuleText, settlementAmounts } from './facts';
export { PAYEE_ACCOUNT } from './payee';
export { clearLotDeal } from './rewind';
export { dealDocumentsOf, type DealDocument } from './documents-of';
export { countSettlementsDue } from './repository';
