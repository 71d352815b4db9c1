import { TRADE_CONTRACT_PATHS } from '../../../../contract/trade-contract-paths';

/** The portal page of a contract (messages link here). */
export const contractLink = (id: string) => `/usercenter/contract/edit?id=${id}`;
/** Where the signed PDF is read (parties only). */
export const contractPdfUrl = (id: string) => `/api/${TRADE_CONTRACT_PATHS.pdf}?id=${id}`;
