import { z } from 'zod';
import { citizenIdError, normaliseCitizenId } from './citizen-id';
import { creditCodeError, normaliseCreditCode } from './credit-code';
import { emailError } from './email';
import { fileNameError } from './file-name';
import { ID_DOCUMENT_MESSAGES, idDocumentError, isIdType, normaliseIdNumber, type IdType } from './id-document';
import { landlineError, mobileError, MOBILE_MESSAGES } from './mobile';
import { ORG_NAME_MESSAGES, orgNameError } from './org-name';
import { ORG_TYPE_MESSAGES, ORG_TYPES } from './org-type';
import { normalisePersonName, PERSON_NAME_MESSAGES, personNameError } from './person-name';
import { urlError } from './url';
import { msg } from '../i18n';

/**
 * zod schemas over the §5 rules, for react-hook-form resolvers and the server's request parsing alike. Each schema
 * reports exactly the rule's Chinese message (one issue, the first failing check) and outputs the normalised
 * value the server stores (trimmed, upper-cased codes, '·' in names).
 */

/** A string schema whose only check is `rule`; missing or non-string input gets `emptyMessage`. */
export function ruleString(rule: (v: string) => string | null, emptyMessage: string) {
  return z.string({ message: emptyMessage }).superRefine((v, ctx) => {
    const problem = rule(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** §5 Mobile number → trimmed 11 digits. */
export const mobileSchema = ruleString(mobileError, MOBILE_MESSAGES.empty).transform((v) => v.trim());
/** §5 Landline → trimmed. */
export const landlineSchema = ruleString(landlineError, msg('固定电话不能为空')).transform((v) => v.trim());
/** §5 Citizen ID → 18 characters, 'X' upper-case. */
export const citizenIdSchema = ruleString((v) => citizenIdError(v), msg('证件号码不能为空')).transform(normaliseCitizenId);
/** §5 Name (with the '·' extension) → normalised name. */
export const personNameSchema = ruleString(personNameError, PERSON_NAME_MESSAGES.empty).transform(normalisePersonName);
/** Unified social credit code → 18 upper-case characters. */
export const creditCodeSchema = ruleString(creditCodeError, msg('统一社会信用代码不能为空')).transform(normaliseCreditCode);
/** Organisation name (business licence) → trimmed. */
export const orgNameSchema = ruleString(orgNameError, ORG_NAME_MESSAGES.empty).transform((v) => v.trim());
/** One of the organisation types of contract/rules/org-type.ts. */
export const orgTypeSchema = z.enum(ORG_TYPES, { message: ORG_TYPE_MESSAGES.unknown });
/** E-mail → trimmed. */
export const emailSchema = ruleString(emailError, msg('邮箱不能为空')).transform((v) => v.trim());
/** http/https/ftp URL → trimmed. */
export const urlSchema = ruleString(urlError, msg('网址不能为空')).transform((v) => v.trim());
/** File name without \ / : * ? " < > | → trimmed. */
export const fileNameSchema = ruleString(fileNameError, msg('文件名不能为空')).transform((v) => v.trim());

/** §3 identity document type 0–10, given as a number or a numeric string (dictionary keys are strings). */
export const idTypeSchema = z.coerce.number({ message: ID_DOCUMENT_MESSAGES.type })
  .refine(isIdType, ID_DOCUMENT_MESSAGES.type).transform((v) => v as IdType);
/** A document number before its type is known: trimmed, upper-cased, 1–30 characters; checked by {@link checkIdDocument}. */
export const idNumberSchema = z.string({ message: ID_DOCUMENT_MESSAGES.empty }).trim()
  .min(1, ID_DOCUMENT_MESSAGES.empty).max(30, ID_DOCUMENT_MESSAGES.other).transform(normaliseIdNumber);

/**
 * A `superRefine` step for an object holding a document type and number: runs {@link idDocumentError} and puts the
 * message on the number field (so a form shows it under the right input).
 * @param typeKey the type field ('idType', 'legalIdType'); numberKey the number field
 */
export function checkIdDocument<K extends string, N extends string>(typeKey: K, numberKey: N) {
  return (value: Record<K | N, unknown>, ctx: z.RefinementCtx) => {
    const problem = idDocumentError(Number(value[typeKey]), String(value[numberKey] ?? ''));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [numberKey] });
  };
}
