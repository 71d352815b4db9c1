import { msg } from './i18n';
/*
 * The user centre's paths and /myProject tabs without zod: the portal's entry chunk reads them (the push notices
 * refresh the summary, the routes' search params and query paths; bench/README.md "Web: initial JS"); re-exported by
 * usercentre.ts.
 */

/** The path of the /usercenterIndex tiles' counts. */
export const USERCENTRE_SUMMARY_PATH = 'dscq-user/usercenter/summary';

/**
 * The bidder's own records in the user centre (§2 /myProject /enrollDetail /usercenterIndex). Paths relative to
 * `/api/`; every call needs the bearer token and answers only the caller's own records (another user's id: 404).
 * Money in 元, times Beijing strings, `deadline` server epoch ms (count down on the shared clock).
 */
export const USERCENTRE_PATHS = {
  /** GET ?tab&current&size → Page<MyProjectItem>, newest enrolment first. */
  myProjects: 'dscq-project/enrolment/my-projects',
  /** GET ?id= (enrolment id) → EnrolmentDetail. */
  enrolmentDetail: 'dscq-project/enrolment/detail',
  /** GET → UsercentreSummary (the tiles' counts). */
  summary: USERCENTRE_SUMMARY_PATH,
} as const;

/**
 * /myProject tabs: enrolling 报名中 (before the bidding starts), bidding 竞价中 (the lot is open or paused), ended
 * 已结束 (the lot closed, or the enrolment was refused), deal 已成交 (the caller won), unsold 未成交 (closed without the
 * caller winning: lost or 流拍). A closed lot appears under ended and under deal or unsold.
 */
export const MY_PROJECT_TABS = ['all', 'enrolling', 'bidding', 'ended', 'deal', 'unsold'] as const;
export type MyProjectTab = (typeof MY_PROJECT_TABS)[number];
export const MY_PROJECT_TAB_LABELS: Record<MyProjectTab, string> = {
  all: msg('全部'), enrolling: msg('报名中'), bidding: msg('竞价中'), ended: msg('已结束'), deal: msg('已成交'), unsold: msg('未成交'),
};

