import { queryOptions } from '@tanstack/react-query';
import { AUTH_PATHS } from '@contract/auth-paths';
import type { UserDetail } from '@contract/auth';
import { api } from '@/lib/api/client';
import type { UserInfo } from '@/stores/session';

/**
 * The logged-in user's profile (GET dscq-user/user/detail, bearer; §3 userInfo, §7). Shared by
 * the login flow, the displayed-name refresh on load (§4) and the user centre, so all of them
 * read and update one cache entry per user.
 */
export const userKeys = {
  all: ['user'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  /** Keyed by baseUserId so a different login never sees the previous user's profile. */
  detail: (baseUserId: string) => [...userKeys.details(), baseUserId] as const,
};

/**
 * Profile query of `baseUserId`. Failures use the default §8 policy of the query cache ("Failed user-info
 * load: an alert or warning with the server msg" — the warning toast; a 401 logs out).
 */
export const userDetailQueryOptions = (baseUserId: string) =>
  queryOptions({
    queryKey: userKeys.detail(baseUserId),
    queryFn: ({ signal }) => api.get<UserDetail>(AUTH_PATHS.userDetail, undefined, { signal }),
    staleTime: 60_000,
  });

/** The session's view of a profile: userInfo (§3) and the stored name ('' becomes undefined). */
export function profileToSession(d: Pick<UserDetail, 'loginName' | 'name' | 'authStatus' | 'headImg'>): { userInfo: UserInfo; name?: string } {
  return {
    userInfo: { loginName: d.loginName, name: d.name, authStatus: d.authStatus, headImg: d.headImg },
    name: d.name || undefined,
  };
}
