import type { ContractClause, ContractDetail, ContractItem, ContractVersionItem, Signatory } from '@contract/trade-contract';

export { fakeApi, page, renderAt, type Call } from '../records/records-fixtures';

/** The contract endpoints below /api/. */
export const PATH = {
  list: 'dscq-project/contract/list', detail: 'dscq-project/contract/detail', versions: 'dscq-project/contract/versions',
  version: 'dscq-project/contract/version', edit: 'dscq-project/contract/edit', confirm: 'dscq-project/contract/confirm',
  addSignatory: 'dscq-project/contract/signatory/add', removeSignatory: 'dscq-project/contract/signatory/remove',
  signCode: 'dscq-project/contract/sign/code', sign: 'dscq-project/contract/sign', pdf: 'dscq-project/contract/pdf',
} as const;

export const CONTRACT_ID = '501';

/** A /myContract row: a contract waiting for the caller's confirmation. */
export const contractRow = (over: Partial<ContractItem> = {}): ContractItem => ({
  id: CONTRACT_ID, contractNo: 'HT-2026-000501', title: '土地经营权流转合同', assetsId: '0123456789abcdef0123456789abcdef',
  assetsName: '东坡区土地承包经营权出租', counterpartyName: '眉山市丰收农业有限公司', myRole: 'transferor', price: 1_250_000, priceUnit: '万元',
  state: 'confirming', stateLabel: '待确认', todo: '待我确认', updateTime: '2026-11-25 16:00:00', ...over,
});

export const fixedClause: ContractClause = { key: 'subject', title: '第一条 流转标的', html: '<p>甲方将位于东坡区的土地经营权流转给乙方。</p>', editable: false };
export const payClause = (html = '<p>乙方应于合同签订之日起30日内支付全部价款。</p>'): ContractClause => ({ key: 'payment', title: '第三条 价款支付', html, editable: true });

export const signatory = (over: Partial<Signatory> = {}): Signatory => ({
  id: '71', role: 'transferee', kind: 'legal_rep', kindLabel: '法定代表人', name: '王建国', phoneMasked: '138****0000', signedTime: '', authorisation: null, ...over,
});

/** The detail of contract 501, version 2, 待确认; the caller is the transferee (an organisation) and may edit and confirm. */
export const contractDetail = (over: Partial<ContractDetail> = {}): ContractDetail => ({
  id: CONTRACT_ID, contractNo: 'HT-2026-000501', title: '土地经营权流转合同', templateName: '农村土地经营权流转合同（示范文本）',
  assetsId: '0123456789abcdef0123456789abcdef', assetsName: '东坡区土地承包经营权出租', confirmationNo: 'CJ-2026-0088',
  state: 'confirming', stateLabel: '待确认', myRole: 'transferee', version: 2,
  parties: [
    { role: 'transferor', roleLabel: '转让方（甲方）', name: '东坡区太和村股份经济合作社', kind: 'org', confirmedVersion: 2, confirmedTime: '2026-11-25 10:00:00', signedTime: '', sealStatus: 'active' },
    { role: 'transferee', roleLabel: '受让方（乙方）', name: '眉山市丰收农业有限公司', kind: 'org', confirmedVersion: null, confirmedTime: '', signedTime: '', sealStatus: null },
  ],
  facts: [{ label: '标的名称', value: '东坡区土地承包经营权出租' }, { label: '成交价', value: '125 万元' }],
  clauses: [fixedClause, payClause()],
  signatories: [signatory()],
  actions: { edit: true, confirm: true, manageSignatories: true, sign: false, download: false, reasons: { sign: '双方确认合同后才能签署', download: '合同签署完成后才能下载' } },
  document: null, voidReason: '', createTime: '2026-11-24 09:00:00', updateTime: '2026-11-25 10:00:00',
  history: [{ type: 'created', label: '生成合同', time: '2026-11-24 09:00:00', detail: '' }, { type: 'edited', label: '甲方修改合同', time: '2026-11-25 09:30:00', detail: '第 2 版' }],
  ...over,
});

export const versionItem = (version: number, over: Partial<ContractVersionItem> = {}): ContractVersionItem => ({
  version, editorRole: version === 1 ? null : 'transferor', editorLabel: version === 1 ? '系统' : '转让方（甲方）', note: '', time: `2026-11-2${3 + version} 09:30:00`,
  confirmedBy: [], ...over,
});
