import { z } from 'zod';
import { AUTH_STATUS } from './auth';
import { ID_DOCUMENT_MESSAGES } from './rules/id-document';
import {
  checkIdDocument, creditCodeSchema, idNumberSchema, idTypeSchema, mobileSchema, orgNameSchema, orgTypeSchema,
  personNameSchema,
} from './rules/schemas';
import { msg } from './i18n';

/**
 * Real-name verification (实名认证, §2 /realNamePerson /realNamePersonInfo /membershipReason /realNameOrg, §6 person
 * and organisation flows), uploads, and the two checks §7 names without paths: the business-licence check and the
 * enrolment check. Paths are relative to the `/api/` base; every call needs the bearer token.
 * Status follows §3 authStatus: 0 未认证 → submit → 1 认证中 → review → 3 已认证 or 2 认证未通过 (resubmit allowed).
 */
export { REALNAME_PATHS } from './realname-paths';

/** Upload limits: one file per request, 5 MB; JPEG, PNG or PDF recognised by content, not by name. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const UPLOAD_MESSAGES = {
  missing: msg('请选择要上传的文件'),
  tooLarge: msg('文件不能超过5MB'),
  tooMany: msg('每次只能上传一个文件'),
  badType: msg('只能上传 JPG、PNG 图片或 PDF 文件（按文件内容识别，改扩展名无效）'),
  imageOnly: msg('只能上传 JPG 或 PNG 图片'),
  notFound: msg('文件不存在'),
} as const;

/** The two messages of an upload field by its label: missing (请上传…) and not a stored upload (…无效，请重新上传). */
const FILE_ID_MESSAGES: Record<string, readonly [missing: string, invalid: string]> = {
  证件人像面: [msg('请上传证件人像面'), msg('证件人像面无效，请重新上传')],
  证件国徽面: [msg('请上传证件国徽面'), msg('证件国徽面无效，请重新上传')],
  营业执照: [msg('请上传营业执照'), msg('营业执照无效，请重新上传')],
  付款凭证: [msg('请上传付款凭证'), msg('付款凭证无效，请重新上传')],
  授权委托书: [msg('请上传授权委托书'), msg('授权委托书无效，请重新上传')],
  报名材料: [msg('请上传报名材料'), msg('报名材料无效，请重新上传')],
  转账凭证: [msg('请上传转账凭证'), msg('转账凭证无效，请重新上传')],
  申诉材料: [msg('请上传申诉材料'), msg('申诉材料无效，请重新上传')],
};

/**
 * A stored upload's id: 32 lowercase hex characters (unguessable, like asset ids). `label` names the upload in its
 * messages; the labels of {@link FILE_ID_MESSAGES} have catalogued messages, any other label gets the same wording.
 */
export const fileIdSchema = (label: string) => {
  const [missing, invalid] = FILE_ID_MESSAGES[label] ?? [`请上传${label}`, `${label}无效，请重新上传`];
  return z.string({ message: missing }).trim().regex(/^[0-9a-f]{32}$/, invalid);
};

/** POST upload answer. `url` is the path to GET the bytes (relative to the site, e.g. '/api/dscq-user/file/<id>'). */
export const uploadAnswerSchema = z.object({
  fileId: z.string(), name: z.string(), size: z.number().int(), contentType: z.enum(UPLOAD_CONTENT_TYPES), url: z.string(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * POST submitPerson (JSON body). name §5 Name (2–4 汉字, or dotted ethnic-minority names up to 15 characters);
 * idType §3 0–10; idNumber checked for its type (type 0: the full §5 Citizen ID rule, message on `idNumber`);
 * phone must be the account's own phone; frontImage / backImage are fileIds of the caller's uploads (JPG/PNG),
 * backImage required for ID cards (idType 0 and 1). Answer {@link realnameRecordSchema} with status 1.
 * 400 with a Chinese msg: rule failures, a record already 认证中 or 已认证, images not the caller's.
 */
export const personVerificationRequestSchema = z.object({
  name: personNameSchema,
  idType: idTypeSchema,
  idNumber: idNumberSchema,
  phone: mobileSchema,
  frontImage: fileIdSchema('证件人像面'),
  backImage: fileIdSchema('证件国徽面').optional(),
}).superRefine(checkIdDocument('idType', 'idNumber')).superRefine((v, ctx) => {
  if ((v.idType === 0 || v.idType === 1) && !v.backImage) ctx.addIssue({ code: 'custom', message: msg('请上传证件国徽面'), path: ['backImage'] });
});
export type PersonVerificationRequest = z.input<typeof personVerificationRequestSchema>;

/**
 * POST submitOrg (JSON body): orgName and creditCode as on the business licence (统一社会信用代码, GB 32100), orgType
 * one of ORG_TYPES (must fit the code's prefix), the legal representative's name / document type / number (same
 * rules as a person), licenceImage a fileId (JPG/PNG/PDF), contactName + contactPhone. Answer as for persons.
 */
export const orgVerificationRequestSchema = z.object({
  orgName: orgNameSchema,
  creditCode: creditCodeSchema,
  orgType: orgTypeSchema,
  legalName: personNameSchema,
  legalIdType: idTypeSchema,
  legalIdNumber: idNumberSchema,
  licenceImage: fileIdSchema('营业执照'),
  contactName: personNameSchema,
  contactPhone: mobileSchema,
}).superRefine(checkIdDocument('legalIdType', 'legalIdNumber'));
export type OrgVerificationRequest = z.input<typeof orgVerificationRequestSchema>;

export const REALNAME_KIND = { person: 'person', org: 'org' } as const;
export const REVIEWERS = ['sandbox', 'operator'] as const;

/**
 * A verification record as its owner sees it (GET myRecord, and the submit answers). Personal numbers are masked
 * (§5 Masking: ID first 4 + last 4, phone 3 + 4). status is the §3 authStatus (1 认证中, 2 认证未通过, 3 已认证);
 * reason is the Chinese rejection reason ('' unless status 2, shown on /membershipReason). Times are Beijing
 * 'YYYY-MM-DD HH:mm:ss'; reviewedAt '' while pending. person/org: the submitted fields of that kind, else null.
 * manualReview: true while the record is 认证中 and waits for an operator because its document (the person's, or
 * the legal representative's) is not a resident ID card and cannot be checked online; the decision then arrives as
 * a message in the inbox. Absent or false otherwise.
 */
export const realnameRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(['person', 'org']),
  status: z.number().int(),
  statusLabel: z.string(),
  reason: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string(),
  reviewer: z.enum(['', ...REVIEWERS]),
  person: z.object({
    name: z.string(), idType: z.number().int(), idTypeLabel: z.string(), idNumber: z.string(), phone: z.string(),
    frontImage: z.string(), backImage: z.string(),
  }).nullable(),
  org: z.object({
    orgName: z.string(), creditCode: z.string(), orgType: z.string(), legalName: z.string(), legalIdType: z.number().int(),
    legalIdNumber: z.string(), licenceImage: z.string(), contactName: z.string(), contactPhone: z.string(),
  }).nullable(),
  manualReview: z.boolean().optional(),
});
export type RealnameRecord = z.infer<typeof realnameRecordSchema>;
/** GET myRecord answer: the latest record, or null when the user never submitted. */
export const myRecordAnswerSchema = realnameRecordSchema.nullable();

/**
 * POST licenceCheck (business-licence check, §7; the caller handles the answer itself, §8): { creditCode, orgName }.
 * Answer { valid, msg }: msg '' when valid, else why (code rule message, or a name that does not match the
 * registry's record for that code). Always 200 for well-formed parameters, so the form can show msg inline.
 */
export const licenceCheckRequestSchema = z.object({
  creditCode: z.string({ message: msg('统一社会信用代码不能为空') }).trim().min(1, msg('统一社会信用代码不能为空')).max(32),
  orgName: z.string({ message: msg('机构名称不能为空') }).trim().min(1, msg('机构名称不能为空')).max(200),
});
export const licenceCheckAnswerSchema = z.object({ valid: z.boolean(), msg: z.string() });
export type LicenceCheckAnswer = z.infer<typeof licenceCheckAnswerSchema>;

/** Why an enrolment is refused: a stable code for the screen's logic plus the Chinese text to show. */
export const ENROLMENT_REASON_CODES = ['notVerified', 'verifying', 'verificationRejected', 'projectNotFound'] as const;
export const enrolmentReasonSchema = z.object({ code: z.string(), msg: z.string() });

/**
 * POST enrolmentCheck (§7 "enrolment check"; handled by the caller, §8): { assetsId } (32 hex). Login required
 * (401 otherwise). Answer { allowed, reasons[] }: allowed only when the caller's authStatus is 3 (已认证, person or
 * organisation). reasons lists every refusal (empty when allowed); codes from ENROLMENT_REASON_CODES and more
 * as enrolment grows (deposit, registration window, …), so clients must show unknown codes' msg as is.
 */
export const enrolmentCheckRequestSchema = z.object({
  assetsId: z.string({ message: msg('项目编号不能为空') }).trim().regex(/^[0-9a-f]{32}$/i, msg('项目编号格式错误')).transform((v) => v.toLowerCase()),
});
export const enrolmentCheckAnswerSchema = z.object({ allowed: z.boolean(), reasons: z.array(enrolmentReasonSchema) });
export type EnrolmentCheckAnswer = z.infer<typeof enrolmentCheckAnswerSchema>;

/** Re-exported so screens need one import: the statuses a record moves through and the document-type messages. */
export { AUTH_STATUS, ID_DOCUMENT_MESSAGES };
