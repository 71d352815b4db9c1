/**
 * The path of the /usercenterIndex tiles' counts without zod (the portal's entry chunk reads it: the push notices
 * refresh the summary; bench/README.md "Web: initial JS"); USERCENTRE_PATHS.summary in usercentre.ts is this path.
 */
export const USERCENTRE_SUMMARY_PATH = 'dscq-user/usercenter/summary';
