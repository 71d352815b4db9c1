import { z } from 'zod';
import { APPEAL_LIMITS } from '@contract/appeal-paths';
import { appealSubmitSchema, type AppealSubjectType, type AppealSubmit } from '@contract/appeals';
import type { UploadedFile } from '@/components/ui/use-file-upload';
import { msg } from '@/i18n';

/**
 * The 我要申诉 form: the subject as `type:id` (one select), the reason (the contract's 10–2000 字 rule and messages)
 * and up to 5 uploaded files ({@link APPEAL_LIMITS}.attachmentsMax, which its message names). Messages are source
 * messages, translated where the form shows them.
 */
export const appealFormSchema = z.object({
  subject: z.string().min(1, msg('请选择申诉事项')),
  content: appealSubmitSchema.shape.content,
  attachments: z.array(z.object({ fileId: z.string(), name: z.string(), contentType: z.string() }))
    .max(APPEAL_LIMITS.attachmentsMax, msg('申诉材料不能超过5份')),
});
export type AppealFormValues = { subject: string; content: string; attachments: UploadedFile[] };

export const EMPTY_APPEAL: AppealFormValues = { subject: '', content: '', attachments: [] };

/** The select's value of a subject. */
export const subjectKey = (s: { subjectType: AppealSubjectType; subjectId: string }) => `${s.subjectType}:${s.subjectId}`;

/** The form's values as the submit body. */
export function toAppealSubmit(v: AppealFormValues): AppealSubmit {
  const cut = v.subject.indexOf(':');
  return {
    subjectType: v.subject.slice(0, cut) as AppealSubjectType, subjectId: v.subject.slice(cut + 1),
    content: v.content.trim(), attachments: v.attachments.map((f) => f.fileId),
  };
}
