/**
 * Paths of enrolment (报名, §2 /bidEnrollNormal /enrollDetail, §7) without zod: the detail page's enrol button reads them
 * (bench/README.md "Web: initial JS"); re-exported by enrolment.ts. Relative to `/api/`.
 */
export const ENROLMENT_PATHS = {
  /** GET or POST ?assetsId= — { allowed, reasons[] } for the detail page's 我要报名 button; anonymous callers too. */
  check: 'dscq-project/enrolment/check',
  submit: 'dscq-project/enrolment/submit',
  mine: 'dscq-project/enrolment/mine',
} as const;
