import { msg } from './i18n';
/*
 * The appeals' endpoints, subject types, states and limits without zod: the portal's entry chunk reads them (the
 * /shensuRecord route's search params and query paths); re-exported by appeals.ts.
 */
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
  realname: msg('实名认证驳回'), enrolment: msg('报名审核结果'), deposit: msg('保证金处理'), lot: msg('竞价结果'),
};
export const APPEAL_STATUSES = ['submitted', 'answered', 'closed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = { submitted: msg('处理中'), answered: msg('已答复'), closed: msg('已办结') };
/** At most this many appeals of one subject may wait for an answer at once (1: no duplicates while one is open). */
export const APPEAL_LIMITS = { contentMin: 10, contentMax: 2000, attachmentsMax: 5 } as const;

