import { msg } from './i18n';
/*
 * The trade contracts' endpoints, states, roles and limits without zod: the portal's entry chunk reads them (the
 * user-centre routes' search params and query paths); re-exported by trade-contract.ts.
 */
/**
 * 交易合同 (§2 /myContract, /usercenter/contract/edit, /onlineEdit, /confirm, /signatoryList, /addSignatory, /sign).
 * Each lot that closes with a winner gets one contract between its transferor (转让方) and its winner (受让方), drawn
 * from the template of the asset family and filled from the project's facts. The negotiable clauses are edited in
 * the browser (every version kept); each party confirms one version, which freezes the text once both have; then
 * every signatory of both parties signs with an SMS code (an organisation also needs its active e-seal); the signed
 * contract is rendered to a PDF whose SHA-256 is kept. Paths relative to `/api/`; every call needs the bearer token
 * and shows a contract only to its two parties (anyone else: 404). Times Beijing strings; money 元.
 */
export const TRADE_CONTRACT_PATHS = {
  /** GET ?state&current&size → Page<ContractItem>, newest first. */
  list: 'dscq-project/contract/list',
  /** GET ?id= → ContractDetail (the current version's text, parties, signatories, what the caller may do). */
  detail: 'dscq-project/contract/detail',
  /** GET ?id= → ContractVersionItem[] (newest first). */
  versions: 'dscq-project/contract/versions',
  /** GET ?id=&version= → ContractVersionText: one kept version's clauses, for reading and comparing. */
  version: 'dscq-project/contract/version',
  /** POST ContractEdit → ContractDetail: a new version of the negotiable clauses (409 when frozen or not on the latest version). */
  edit: 'dscq-project/contract/edit',
  /** POST ContractConfirm → ContractDetail: the caller's party confirms that version (409 when it is not the latest). */
  confirm: 'dscq-project/contract/confirm',
  /** POST SignatoryAdd → ContractDetail: an organisation party names a signatory (before its first signature). */
  addSignatory: 'dscq-project/contract/signatory/add',
  /** POST SignatoryRemove → ContractDetail. */
  removeSignatory: 'dscq-project/contract/signatory/remove',
  /** POST SignCodeRequest → SignCodeSent: an SMS code to the signatory's phone (rate-limited like every SMS). */
  signCode: 'dscq-project/contract/sign/code',
  /** POST ContractSign → ContractDetail: the signatory signs with the code. */
  sign: 'dscq-project/contract/sign',
  /** GET ?id= → the signed contract's PDF (parties only; 409 before it is signed). */
  pdf: 'dscq-project/contract/pdf',
  /** POST multipart (one part `file`, a PDF) → ContractVerifyResult: is this the PDF that was signed? Anyone logged in. */
  verify: 'dscq-project/contract/verify',
} as const;

/**
 * Contract states: confirming 待确认 (editable; each party confirms the latest version) → awaiting_signature 待签署
 * (both confirmed the same version: frozen) → signing 签署中 (the first signature is in) → signed 已签署 (every
 * signatory of both parties signed; the PDF exists) ; any state before signed → void 已作废 (an operator's decision).
 */
export const CONTRACT_STATES = ['confirming', 'awaiting_signature', 'signing', 'signed', 'void'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
export const CONTRACT_STATE_LABELS: Record<ContractState, string> = {
  confirming: msg('待确认'), awaiting_signature: msg('待签署'), signing: msg('签署中'), signed: msg('已签署'), void: msg('已作废'),
};
export const CONTRACT_ROLES = ['transferor', 'transferee'] as const;
export type ContractRole = (typeof CONTRACT_ROLES)[number];
export const CONTRACT_ROLE_LABELS: Record<ContractRole, string> = { transferor: msg('转让方（甲方）'), transferee: msg('受让方（乙方）') };
/**
 * Who signs for a party: self 本人 (a person party signs for themself; added by the server, never by hand),
 * legal_rep 法定代表人, agent 委托代理人 (needs an authorisation letter upload).
 */
export const SIGNATORY_KINDS = ['self', 'legal_rep', 'agent'] as const;
export type SignatoryKind = (typeof SIGNATORY_KINDS)[number];
export const SIGNATORY_KIND_LABELS: Record<SignatoryKind, string> = { self: msg('本人'), legal_rep: msg('法定代表人'), agent: msg('委托代理人') };
/** Limits: signatories per party, clause text length (characters of its plain text), edit note length. */
export const CONTRACT_LIMITS = { signatoriesPerParty: 5, clauseTextMax: 5000, noteMax: 200, verifyMaxBytes: 10 * 1024 * 1024 } as const;
