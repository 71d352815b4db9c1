import { z } from 'zod';
import { pagingQuerySchema } from './envelope';
import { fileIdSchema } from './realname';
import { APPEAL_LIMITS, APPEAL_STATUSES, APPEAL_SUBJECT_TYPES } from './appeal-paths';
import { msg } from './i18n';
export { APPEAL_LIMITS, APPEAL_PATHS, APPEAL_STATUS_LABELS, APPEAL_STATUSES, APPEAL_SUBJECT_LABELS, APPEAL_SUBJECT_TYPES, type AppealStatus, type AppealSubjectType } from './appeal-paths';

/**
 * Something the caller may appeal: subjectId is the real-name record id, the enrolment id, the deposit order number
 * or the lot's assetsId; title names it as the user knows it; `open` true when an appeal of it waits for an answer.
 */
export const appealSubjectSchema = z.object({
  subjectType: z.enum(APPEAL_SUBJECT_TYPES), subjectTypeLabel: z.string(), subjectId: z.string(), title: z.string(),
  time: z.string(), open: z.boolean(),
});
export type AppealSubject = z.infer<typeof appealSubjectSchema>;

/** POST submit. 400 on a short text or too many files, 404 when the subject is not the caller's, 409 when one is open. */
export const appealSubmitSchema = z.object({
  subjectType: z.enum(APPEAL_SUBJECT_TYPES, { message: msg('请选择申诉事项类型') }),
  subjectId: z.string({ message: msg('请选择申诉事项') }).trim().min(1, msg('请选择申诉事项')).max(32, msg('申诉事项编号格式错误')),
  content: z.string({ message: msg('请填写申诉理由') }).trim()
    .min(APPEAL_LIMITS.contentMin, msg('申诉理由不能少于10个字'))
    .max(APPEAL_LIMITS.contentMax, msg('申诉理由不能超过2000个字')),
  attachments: z.array(fileIdSchema('申诉材料'), { message: msg('申诉材料格式错误') })
    .max(APPEAL_LIMITS.attachmentsMax, msg('申诉材料不能超过5份')).default([]),
});
export type AppealSubmit = z.input<typeof appealSubmitSchema>;

export const appealListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(APPEAL_STATUSES, { message: msg('申诉状态不正确') }).optional(),
});

/** One appeal in the list. Times Beijing; answerTime '' until answered. */
export const appealItemSchema = z.object({
  id: z.string(), subjectType: z.enum(APPEAL_SUBJECT_TYPES), subjectTypeLabel: z.string(), subjectId: z.string(), subjectTitle: z.string(),
  summary: z.string(), status: z.enum(APPEAL_STATUSES), statusLabel: z.string(), createTime: z.string(), answerTime: z.string(),
});
export type AppealItem = z.infer<typeof appealItemSchema>;

/** An appeal with its text, attachments (name, url to GET, content type) and the exchange's answer ('' none yet). */
export const appealDetailSchema = appealItemSchema.extend({
  content: z.string(), answer: z.string(), closeTime: z.string(),
  attachments: z.array(z.object({ fileId: z.string(), name: z.string(), url: z.string(), contentType: z.string() })),
});
export type AppealDetail = z.infer<typeof appealDetailSchema>;
export const appealDetailQuerySchema = z.object({ id: z.string({ message: msg('申诉编号不能为空') }).trim().regex(/^\d{1,19}$/, msg('申诉编号格式错误')) });
