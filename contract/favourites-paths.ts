/**
 * Paths of favourites and roadshow follows (§2 /myCollect) without zod: the detail page's first screen reads them
 * (bench/README.md "Web: initial JS"); re-exported by favourites.ts. Relative to `/api/`; every call needs the bearer token.
 */
export const FAVOURITE_PATHS = {
  add: 'dscq-user/collect-assets/add',
  cancel: 'dscq-user/collect-assets/cancel',
  list: 'dscq-user/collect-assets/assets-list',
  follow: 'dscq-project/roadshow/follow',
  unfollow: 'dscq-project/roadshow/unfollow',
  /** GET ?current&size → Page<FollowedRoadshow>, newest follow first. */
  followed: 'dscq-project/roadshow/followed',
} as const;
