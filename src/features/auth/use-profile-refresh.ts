import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AUTH_STATUS } from '@contract/auth-paths';
import { profileToSession, userDetailQueryOptions } from '@/lib/user-detail';
import { useSessionStore } from '@/stores/session';

/** authStatus values whose header name is the loginName and must be fetched fresh (§4). */
const REFRESHED_STATUSES: readonly number[] = [AUTH_STATUS.unverified, AUTH_STATUS.verifying, AUTH_STATUS.rejected];

/**
 * §4 Displayed user name: while the stored authStatus is 0, 1 or 2 (or unknown) the profile is
 * fetched when the app loads and written back to the session, so the header shows the current
 * loginName and a verification that finished meanwhile switches it to the stored name. Verified
 * users (3) keep the stored name without a call. Shares the cache entry the login just filled.
 */
export function useProfileRefresh(): void {
  const baseUserId = useSessionStore((s) => s.baseUserId);
  const status = useSessionStore((s) => s.userInfo?.authStatus);
  const needed = !!baseUserId && (status === undefined || REFRESHED_STATUSES.includes(Number(status)));
  const { data } = useQuery({ ...userDetailQueryOptions(baseUserId ?? ''), enabled: needed });

  useEffect(() => {
    if (!data || useSessionStore.getState().baseUserId !== data.id) return;
    const { userInfo, name } = profileToSession(data);
    useSessionStore.getState().userInfoLoaded(userInfo, name);
  }, [data]);
}
