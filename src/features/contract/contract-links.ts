/** Links between the contract pages (/usercenter/contract/*); kept out of the route schemas' module, which the entry chunk loads. */

/** The pages of one contract, by name (the routes under /usercenter/contract/). */
export type ContractPage = 'edit' | 'onlineEdit' | 'confirm' | 'signatoryList' | 'addSignatory' | 'sign';

/** The href of one of a contract's pages. */
export const contractHref = (page: ContractPage, id: string): string => `/usercenter/contract/${page}?id=${encodeURIComponent(id)}`;

/** The workspace comparing versions `from` and `to`. */
export const compareHref = (id: string, from: number, to: number): string => `${contractHref('edit', id)}&from=${from}&to=${to}`;
