/**
 * The trade-contract module: 交易合同 (§2 /myContract, /usercenter/contract/*) — owns the tables trade_contract,
 * contract_version, contract_party, contract_signatory and contract_event. Offers the deal listener that drafts a
 * contract in the deal's transaction ({@link contractDrafter}, or {@link createContractDrafter} with the app's inbox),
 * {@link installTradeContract} (routes, operator routes, start-up completion sweep), {@link contractVerifyRoutes}
 * (joins installRealname's upload scope), the operator commands (bin/contract.ts) and the file cabinet's
 * {@link contractDocumentsOf}. Uses deal (facts), messages, auth (SMS codes), realname (file store), user (phones);
 * the seal lookup and the PDF renderer come in at install.
 */
export { contractDrafter, createContractDrafter, draftContract, type StoredFacts } from './draft';
export { installTradeContract, contractDeps, type TradeContractInstallOptions } from './install';
export { contractVerifyRoutes } from './verify-routes';
export { contractDocumentsOf, type ContractDocument } from './documents-of';
export { countOpenContracts } from './repository';
export { CONTRACT_OPERATOR_PATHS } from './operator-routes';
export { offlineConfirm, offlineSign, operatorContracts, voidContract, type OperatorContractLine } from './operator';
export { finishContract, sweepPendingDocuments } from './completion';
export { pdfDocumentMaker, type DocumentMaker } from './document';
export type { ContractDeps, SealLookup } from './deps';
export { draftText, templateOf, NEGOTIABLE_CLAUSES } from './templates/index';
export * as contractStates from './state';
export type { ContractSnap } from './state';
