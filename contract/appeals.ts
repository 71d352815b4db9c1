import { z } from 'zod';
import { pagingQuerySchema } from './envelope';
import { fileIdSchema } from './realname';

/**
 * Appeals (申诉, §2 /shensuRecord): a user contests a real-name rejection, an enrolment refusal, a deposit decision or
 * a lot result, with text and up to 5 attachments (uploads of dscq-user/file/upload, JPG/PNG/PDF). The exchange answers
 * through an operator command; the answer is stored here and sent as a message. Paths relative to `/api/`; every
 * call needs the bearer token and sees only the caller's own appeals and subjects (another user's: 404).
 */
export const APPEAL_PATHS = {
  /** GET ?current&size&status → Page<AppealItem>, newest first. */
  list: 'dscq-user/appeal/list',
  /** GET ?id= → AppealDetail. */
  detail: 'dscq-user/appeal/detail',
  /** GET → AppealSubject[]: what the caller can appeal now. */
  subjects: 'dscq-user/appeal/subjects',
  /** POST AppealSubmit → AppealDetail. */
  submit: 'dscq-user/appeal/submit',
} as const;

export const APPEAL_SUBJECT_TYPES = ['realname', 'enrolment', 'deposit', 'lot'] as const;
export type AppealSubjectType = (typeof APPEAL_SUBJECT_TYPES)[number];
export const APPEAL_SUBJECT_LABELS: Record<AppealSubjectType, string> = {
  realname: '实名认证驳回', enrolment: '报名审核结果', deposit: '保证金处理', lot: '竞价结果',
};
export const APPEAL_STATUSES = ['submitted', 'answered', 'closed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = { submitted: '处理中', answered: '已答复', closed: '已办结' };
/** At most this many appeals of one subject may wait for an answer at once (1: no duplicates while one is open). */
export const APPEAL_LIMITS = { contentMin: 10, contentMax: 2000, attachmentsMax: 5 } as const;

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
  subjectType: z.enum(APPEAL_SUBJECT_TYPES, { message: '请选择申诉事项类型' }),
  subjectId: z.string({ message: '请选择申诉事项' }).trim().min(1, '请选择申诉事项').max(32, '申诉事项编号格式错误'),
  content: z.string({ message: '请填写申诉理由' }).trim()
    .min(APPEAL_LIMITS.contentMin, `申诉理由不能少于${APPEAL_LIMITS.contentMin}个字`)
    .max(APPEAL_LIMITS.contentMax, `申诉理由不能超过${APPEAL_LIMITS.contentMax}个字`),
  attachments: z.array(fileIdSchema('申诉材料'), { message: '申诉材料格式错误' })
    .max(APPEAL_LIMITS.attachmentsMax, `申诉材料不能超过${APPEAL_LIMITS.attachmentsMax}份`).default([]),
});
export type AppealSubmit = z.input<typeof appealSubmitSchema>;

export const appealListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(APPEAL_STATUSES, { message: '申诉状态不正确' }).optional(),
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
export const appealDetailQuerySchema = z.object({ id: z.string({ message: '申诉编号不能为空' }).trim().regex(/^\d{1,19}$/, '申诉编号格式错误') });
