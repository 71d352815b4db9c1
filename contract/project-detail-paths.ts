import { msg } from './i18n';

/*
 * The detail page's endpoints and enrolment kinds without zod: the detail page's first screen reads them (bench/README.md
 * "Web: initial JS"); re-exported by project-detail.ts, which documents them (§2 /projectDetail, §7 Projects and bidding).
 */
/** Paths of the project detail family, relative to the `/api/` base. */
export const DETAIL_PATHS = {
  detail: 'dscq-project/project/detail',
  baseInfo: 'dscq-project/assets-detail/base-info',
  topInfo: 'dscq-project/assets-detail/top-info',
  section: 'dscq-project/assets-detail',
  materials: 'dscq-project/assets-detail/enrol-materials',
  attachments: 'dscq-project/assets-detail/attachments',
  verifyCode: 'dscq-project/assets-detail/verify-code',
  pkg: 'dscq-project/bid/nccq/pkg',
  features: 'dscq-project/assets-feature/list',
  attachmentLog: 'dscq-project/client-attachment-log/submit',
} as const;

/** Which real-name kinds may enrol: individuals, organisations (法人或其他组织) or both. */
export const ACCEPT_KINDS = ['both', 'person', 'org'] as const;
export const ACCEPT_KIND_LABELS: Record<(typeof ACCEPT_KINDS)[number], string> = {
  both: msg('个人或机构均可报名'), person: msg('仅限个人报名'), org: msg('仅限机构（法人或其他组织）报名'),
};
