import { z } from 'zod';
import { fileIdSchema } from '@contract/realname';
import { mobileSchema, personNameSchema } from '@contract/rules/schemas';
import { msg } from '@/i18n';

const licenceId = fileIdSchema(msg('营业执照'));

/**
 * The /contract/seal/apply form: the contract's own rules (sealApplySchema) with the licence as a string field ('' =
 * not uploaded yet), so its 请上传营业执照 shows like any other field's message. The licence messages are the portal's
 * own (marked for the catalogue; the form shows them with t).
 */
export const sealFormSchema = z.object({
  applicantName: personNameSchema,
  applicantPhone: mobileSchema,
  licenceFileId: z.string().superRefine((v, ctx) => {
    if (licenceId.safeParse(v || undefined).success) return;
    ctx.addIssue({ code: 'custom', message: v ? msg('营业执照无效，请重新上传') : msg('请上传营业执照') });
  }),
});
export type SealFormValues = z.input<typeof sealFormSchema>;
export const EMPTY_SEAL_FORM: SealFormValues = { applicantName: '', applicantPhone: '', licenceFileId: '' };
