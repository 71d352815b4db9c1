/** The exchange (出具单位 of the 成交确认书, publisher of the 成交公告): the seed's site name. */
export const EXCHANGE_NAME = '天府农村产权交易所';

/**
 * The exchange's settlement account (结算专户) the winner transfers the balance to; the memo names the confirmation
 * so the bank statement can be matched to the deal.
 */
export const PAYEE_ACCOUNT = {
  accountName: '天府农村产权交易所有限公司结算专户',
  bankName: '中国农业银行股份有限公司成都天府新区分行',
  accountNo: '2281 0101 0400 6688 8',
} as const;

/** The payee as shown for one settlement: the account and the transfer memo. */
export const payeeOf = (confirmationNo: string) => ({ ...PAYEE_ACCOUNT, memo: `${confirmationNo} 成交余款` });
