import { z } from 'zod';
import { pagingQuerySchema } from './envelope';
import { fileIdSchema } from './realname';
import { SEAL_STATUSES } from './seal-paths';
import { mobileSchema, personNameSchema } from './rules/schemas';
import { CONTRACT_LIMITS, CONTRACT_ROLES, CONTRACT_STATES, SIGNATORY_KINDS } from './trade-contract-paths';
import { msg } from './i18n';
export {
  CONTRACT_LIMITS, CONTRACT_ROLE_LABELS, CONTRACT_ROLES, CONTRACT_STATE_LABELS, CONTRACT_STATES, SIGNATORY_KIND_LABELS, SIGNATORY_KINDS,
  TRADE_CONTRACT_PATHS, type ContractRole, type ContractState, type SignatoryKind,
} from './trade-contract-paths';

const idSchema = z.string({ message: msg('合同编号不能为空') }).trim().regex(/^\d{1,19}$/, msg('合同编号格式错误'));
export const contractIdQuerySchema = z.object({ id: idSchema });
export const contractListQuerySchema = pagingQuerySchema.extend({
  state: z.enum(CONTRACT_STATES, { message: msg('合同状态不正确') }).optional(),
});

/** One contract in /myContract. `price` 元 in `priceUnit`. `myRole` the caller's side; `todo` what waits on the caller ('' nothing). */
export const contractItemSchema = z.object({
  id: z.string(), contractNo: z.string(), title: z.string(), assetsId: z.string(), assetsName: z.string(),
  counterpartyName: z.string(), myRole: z.enum(CONTRACT_ROLES), price: z.number(), priceUnit: z.string(),
  state: z.enum(CONTRACT_STATES), stateLabel: z.string(), todo: z.string(), updateTime: z.string(),
});
export type ContractItem = z.infer<typeof contractItemSchema>;

/**
 * A clause of the contract. Fixed clauses (editable false) are filled from the deal's facts by the server; negotiable
 * ones (editable true) are HTML from the rich-text editor, sanitised by the server (p, strong, em, u, ol, ul, li, br).
 */
export const contractClauseSchema = z.object({ key: z.string(), title: z.string(), html: z.string(), editable: z.boolean() });
export type ContractClause = z.infer<typeof contractClauseSchema>;

/** A signatory of one party; phone masked (138****0000); signedTime '' until signed. */
export const signatorySchema = z.object({
  id: z.string(), role: z.enum(CONTRACT_ROLES), kind: z.enum(SIGNATORY_KINDS), kindLabel: z.string(), name: z.string(),
  phoneMasked: z.string(), signedTime: z.string(),
  authorisation: z.object({ fileId: z.string(), name: z.string(), url: z.string() }).nullable(),
});
export type Signatory = z.infer<typeof signatorySchema>;

/** A party: its name, kind (person 个人 / org 组织), which version it confirmed (null none) and its seal (orgs). */
export const contractPartySchema = z.object({
  role: z.enum(CONTRACT_ROLES), roleLabel: z.string(), name: z.string(), kind: z.enum(['person', 'org']),
  confirmedVersion: z.number().int().nullable(), confirmedTime: z.string(), signedTime: z.string(),
  /** For an organisation: its e-seal state (SEAL_STATUSES; null when it never applied), null for a person. */
  sealStatus: z.enum(SEAL_STATUSES).nullable(),
});

/** A fact of the deal printed at the head of the contract (标的名称, 坐落, 面积, 成交价, 期限, 付款方式, 保证金…). */
export const contractFactSchema = z.object({ label: z.string(), value: z.string() });

/** What the caller may do now; each false carries why in `reasons` (key → Chinese reason) for the disabled control. */
export const contractActionsSchema = z.object({
  edit: z.boolean(), confirm: z.boolean(), manageSignatories: z.boolean(), sign: z.boolean(), download: z.boolean(),
  reasons: z.record(z.string(), z.string()),
});

/** The signed document: its SHA-256 (hex) and when the last signature completed it. */
export const contractDocumentSchema = z.object({ sha256: z.string(), signedTime: z.string(), size: z.number().int(), url: z.string() });

export const contractDetailSchema = z.object({
  id: z.string(), contractNo: z.string(), title: z.string(), templateName: z.string(), assetsId: z.string(), assetsName: z.string(),
  confirmationNo: z.string(), state: z.enum(CONTRACT_STATES), stateLabel: z.string(), myRole: z.enum(CONTRACT_ROLES),
  version: z.number().int(), parties: z.array(contractPartySchema), facts: z.array(contractFactSchema),
  clauses: z.array(contractClauseSchema), signatories: z.array(signatorySchema), actions: contractActionsSchema,
  document: contractDocumentSchema.nullable(), voidReason: z.string(), createTime: z.string(), updateTime: z.string(),
  history: z.array(z.object({ type: z.string(), label: z.string(), time: z.string(), detail: z.string() })),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

/** A kept version: who made it (party role, '系统' for the draft), when, the note. */
export const contractVersionItemSchema = z.object({
  version: z.number().int(), editorRole: z.enum(CONTRACT_ROLES).nullable(), editorLabel: z.string(), note: z.string(), time: z.string(),
  confirmedBy: z.array(z.enum(CONTRACT_ROLES)),
});
export type ContractVersionItem = z.infer<typeof contractVersionItemSchema>;
export const contractVersionQuerySchema = contractIdQuerySchema.extend({ version: z.coerce.number({ message: msg('版本号格式错误') }).int().min(1, msg('版本号格式错误')) });
export const contractVersionTextSchema = contractVersionItemSchema.extend({ clauses: z.array(contractClauseSchema) });
export type ContractVersionText = z.infer<typeof contractVersionTextSchema>;

/**
 * POST edit: the negotiable clauses by key (HTML), based on `baseVersion` (must be the latest: 409 otherwise, someone
 * else edited), with a note. Unknown keys or a fixed clause: 400. An edit clears both parties' confirmations.
 */
export const contractEditSchema = z.object({
  id: idSchema,
  baseVersion: z.number({ message: msg('版本号格式错误') }).int().min(1),
  clauses: z.record(z.string(), z.string().max(CONTRACT_LIMITS.clauseTextMax * 4, msg('条款内容过长'))),
  note: z.string().trim().max(CONTRACT_LIMITS.noteMax, msg('修改说明不能超过200个字')).default(''),
});
export type ContractEdit = z.input<typeof contractEditSchema>;

/** POST confirm: the caller's party confirms `version` (must be the latest). */
export const contractConfirmSchema = z.object({ id: idSchema, version: z.number({ message: msg('版本号格式错误') }).int().min(1) });

/** POST addSignatory (organisation parties): legal_rep or agent; an agent needs `authorisationFileId` (授权委托书). */
export const signatoryAddSchema = z.object({
  id: idSchema,
  kind: z.enum(['legal_rep', 'agent'], { message: msg('请选择签署人类型') }),
  name: personNameSchema,
  phone: mobileSchema,
  authorisationFileId: fileIdSchema('授权委托书').optional(),
}).refine((v) => v.kind !== 'agent' || v.authorisationFileId, { message: msg('委托代理人须上传授权委托书'), path: ['authorisationFileId'] });
export type SignatoryAdd = z.input<typeof signatoryAddSchema>;
export const signatoryRemoveSchema = z.object({ id: idSchema, signatoryId: z.string().trim().regex(/^\d{1,19}$/, msg('签署人编号格式错误')) });

export const signCodeRequestSchema = signatoryRemoveSchema;
/** The code went to `phoneMasked`; another may be asked after `retryAfterSec`. */
export const signCodeSentSchema = z.object({ phoneMasked: z.string(), retryAfterSec: z.number().int() });
export const contractSignSchema = signatoryRemoveSchema.extend({
  code: z.string({ message: msg('请输入短信验证码') }).trim().regex(/^\d{6}$/, msg('短信验证码为6位数字')),
});
export type ContractSign = z.input<typeof contractSignSchema>;

/** POST verify answer: match true with the contract it is, else false (the file was altered or is another document). */
export const contractVerifyResultSchema = z.object({
  match: z.boolean(), sha256: z.string(), contractNo: z.string(), title: z.string(), signedTime: z.string(),
});
export type ContractVerifyResult = z.infer<typeof contractVerifyResultSchema>;
