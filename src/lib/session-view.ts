import { useSessionStore, selectIsLoggedIn } from '@/stores/session';

/** The part of the session a header shows (§3 User session, userInfo). */
export interface SessionNameSource {
  name?: string | null;
  userInfo?: { loginName?: string | null; name?: string | null; authStatus?: number | string | null; headImg?: string | null } | null;
}

/**
 * The user name shown in the header and on the home page (§4 "Displayed user name"): while the
 * account is not fully verified (authStatus 0, 1 or 2) it is the login name, otherwise the stored name.
 */
export function displayUserName(s: SessionNameSource): string {
  const status = Number(s.userInfo?.authStatus);
  if ([0, 1, 2].includes(status) && s.userInfo?.loginName) return s.userInfo.loginName;
  return s.name || s.userInfo?.name || s.userInfo?.loginName || '';
}

/** Session facts the public pages need: logged in (baseUserId present), name and avatar path. */
export function useSessionView(): { loggedIn: boolean; name: string; headImg: string } {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const name = useSessionStore((s) => displayUserName(s));
  const headImg = useSessionStore((s) => s.userInfo?.headImg ?? '');
  return { loggedIn, name, headImg };
}
