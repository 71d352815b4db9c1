import { z } from 'zod';
import { fileIdSchema, orgVerificationRequestSchema, personVerificationRequestSchema } from '@contract/realname';
import { creditCodeError } from '@contract/rules/credit-code';
import { ID_TYPE } from '@contract/rules/id-document';
import { mobileError } from '@contract/rules/mobile';
import { orgTypeError, orgTypeMismatch, type OrgType } from '@contract/rules/org-type';
import { checkIdDocument, creditCodeSchema, mobileSchema, orgNameSchema, personNameSchema } from '@contract/rules/schemas';
import { msg, t } from '@/i18n';

/**
 * Form schemas of the two verification flows (§5, §6), built from the contract's rule schemas so
 * the form says exactly what the server would. The contract's request schemas check the document
 * number only once every field has the right type; a form needs the number's message while the
 * photos are still missing, so here every field is a string and the cross-field checks (number by
 * type, photos, type vs credit code) always run. The request itself is still parsed by the
 * contract schema before it is sent.
 */

type Ctx = z.RefinementCtx;
const addIssue = (ctx: Ctx, path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });

/**
 * The contract's check of an upload field ('' = none yet), with its message in the active language: 请上传… /
 * …无效，请重新上传. `label` is the field's source message.
 */
function checkFileId(ctx: Ctx, path: string, value: string, label: string) {
  const r = fileIdSchema(label).safeParse(value || undefined);
  if (r.success) return;
  addIssue(ctx, path, value ? t('{label}无效，请重新上传', { label: t(label) }) : t('请上传{label}', { label: t(label) }));
}

/** Resident and temporary ID cards have a back (国徽面), which the contract then requires. */
export const needsBackImage = (idType: string) => Number(idType) === ID_TYPE.residentId || Number(idType) === ID_TYPE.temporaryId;

/** True when `phone` fits the account's masked phone ('138****8000'): the sandbox only accepts the account's own phone. */
export function fitsMaskedPhone(phone: string, masked: string): boolean {
  const p = phone.trim();
  return p.length === masked.length && [...masked].every((c, i) => c === '*' || c === p[i]);
}

/**
 * The phone must be a §5 mobile number and the one bound to the account (shown masked in the hint). Messages are
 * source messages (shown with `t()`) or, with the phone in them, already in the active language.
 */
function checkAccountPhone(ctx: Ctx, path: string, phone: string, accountPhone: string) {
  if (mobileError(phone)) return; // the field's own §5 message is already there
  if (!accountPhone) addIssue(ctx, path, msg('账号尚未绑定手机号，请先在“更换手机号”中绑定'));
  else if (!fitsMaskedPhone(phone, accountPhone)) addIssue(ctx, path, t('须为账号绑定的手机号（{phone}）', { phone: accountPhone }));
}

/** /realNamePerson form. @param accountPhone the profile's masked phone ('' when unbound) */
export function personFormSchema(accountPhone: string) {
  return z
    .object({
      name: personNameSchema,
      idType: z.string(),
      idNumber: z.string(),
      phone: mobileSchema,
      frontImage: z.string(),
      backImage: z.string(),
    })
    .superRefine((v, ctx) => {
      checkIdDocument('idType', 'idNumber')(v, ctx);
      checkAccountPhone(ctx, 'phone', v.phone, accountPhone);
      checkFileId(ctx, 'frontImage', v.frontImage, msg('证件人像面'));
      if (needsBackImage(v.idType)) checkFileId(ctx, 'backImage', v.backImage, msg('证件国徽面'));
    });
}
export type PersonFormValues = z.input<ReturnType<typeof personFormSchema>>;

/** /realNameOrg form; the organisation type must also fit the credit code's prefix (GB 32100). */
export function orgFormSchema(accountPhone: string) {
  return z
    .object({
      orgName: orgNameSchema,
      creditCode: creditCodeSchema,
      orgType: z.string(),
      legalName: personNameSchema,
      legalIdType: z.string(),
      legalIdNumber: z.string(),
      licenceImage: z.string(),
      contactName: personNameSchema,
      contactPhone: mobileSchema,
    })
    .superRefine((v, ctx) => {
      const typeProblem = orgTypeError(v.orgType) ?? (creditCodeError(v.creditCode) ? null : orgTypeMismatch(v.orgType as OrgType, v.creditCode));
      if (typeProblem) addIssue(ctx, 'orgType', typeProblem);
      checkIdDocument('legalIdType', 'legalIdNumber')(v, ctx);
      checkFileId(ctx, 'licenceImage', v.licenceImage, msg('营业执照'));
      checkAccountPhone(ctx, 'contactPhone', v.contactPhone, accountPhone);
    });
}
export type OrgFormValues = z.input<ReturnType<typeof orgFormSchema>>;

/** The POST submitPerson body, normalised by the contract schema (trimmed, 'X' upper-case, idType a number). */
export const toPersonRequest = (v: PersonFormValues) =>
  personVerificationRequestSchema.parse({ ...v, backImage: v.backImage || undefined });

/** The POST submitOrg body, normalised by the contract schema. */
export const toOrgRequest = (v: OrgFormValues) => orgVerificationRequestSchema.parse(v);

/** Empty person form; the document type starts at 居民身份证. */
export const EMPTY_PERSON: PersonFormValues = { name: '', idType: '0', idNumber: '', phone: '', frontImage: '', backImage: '' };
/** Empty organisation form. */
export const EMPTY_ORG: OrgFormValues = {
  orgName: '', creditCode: '', orgType: '', legalName: '', legalIdType: '0', legalIdNumber: '', licenceImage: '', contactName: '', contactPhone: '',
};
