import { z } from 'zod';
import { fileIdSchema } from '@contract/realname';
import { mobileSchema, personNameSchema } from '@contract/rules/schemas';

/**
 * The /contract/seal/apply form: the contract's own rules (sealApplySchema) with the licence as a string field ('' =
 * not uploaded yet), so its 请上传营业执照 shows like any other field's message.
 */
export const sealFormSchema = z.object({
  applicantName: personNameSchema,
  applicantPhone: mobileSchema,
  licenceFileId: z.string().superRefine((v, ctx) => {
    const r = fileIdSchema('营业执照').safeParse(v || undefined);
    if (!r.success) ctx.addIssue({ code: 'custom', message: r.error.issues[0].message });
  }),
});
export type SealFormValues = z.input<typeof sealFormSchema>;
export const EMPTY_SEAL_FORM: SealFormValues = { applicantName: '', applicantPhone: '', licenceFileId: '' };
