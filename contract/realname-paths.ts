/**
 * Paths of real-name verification and uploads (§2 /realNamePerson /realNameOrg, §6) without zod: the detail page's
 * enrol button reads them (bench/README.md "Web: initial JS"); re-exported by realname.ts. Relative to `/api/`.
 */
export const REALNAME_PATHS = {
  submitPerson: 'dscq-user/realname/person/submit',
  submitOrg: 'dscq-user/realname/org/submit',
  /** GET: the caller's latest record (data null when never submitted). */
  myRecord: 'dscq-user/realname/detail',
  /** POST multipart/form-data, one part named `file`. */
  upload: 'dscq-user/file/upload',
  /** GET `${file}/${fileId}`: the bytes, to their owner only (anyone else gets the 404 envelope). */
  file: 'dscq-user/file',
  licenceCheck: 'dscq-user/realname/licence-check',
  enrolmentCheck: 'dscq-project/enrol/check',
} as const;
