import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useCommonStore } from './common';

/** Profile fields of the logged-in user (§3 userInfo, §7 dscq-user/user/detail). */
export interface UserInfo {
  loginName?: string;
  name?: string;
  /** Real-name status; 0, 1 and 2 make the header show loginName (§4 Displayed user name). */
  authStatus?: number;
  headImg?: string;
}

/** OAuth grant the session came from; only 'password' sends the bearer token and refreshes (§4, §7). */
export type GrantType = 'password' | 'verify_code' | 'authorization_code' | 'client_credentials' | (string & {});

/** What a successful login hands to the store (mapped from the token answer by the auth feature). */
export interface LoginPayload {
  baseUserId: string;
  /** access_token */
  token?: string;
  /** refresh_token */
  refreshToken?: string;
  /** expires_in of the access token, seconds (the server's own lifetime, §4 Token refresh). */
  expiresIn?: number;
  grantType?: GrantType;
  /** false: the account may not get a token; default true (§4 Session). */
  isAllowAccess?: boolean;
  name?: string;
  userInfo?: UserInfo;
}

/** Persisted part of the session (§3 User session). */
export interface SessionData {
  baseUserId?: string;
  name?: string;
  userInfo?: UserInfo;
  token?: string;
  refreshToken?: string;
  grantType?: GrantType;
  /** Epoch ms when the token was stored — the token store entry's timestamp (§3), read by the refresh timer (§4). */
  tokenSavedAt?: number;
  /** Lifetime of the stored access token in seconds (expires_in), when the server said. */
  tokenExpiresIn?: number;
  isAllowAccess: boolean;
}

export interface SessionState extends SessionData {
  /**
   * Login succeeded: stores user id, grant type and — unless `isAllowAccess` is false — the tokens
   * with a timestamp; clears any screen lock. @see §4 Session
   */
  loggedIn(payload: LoginPayload): void;
  /** Logged out (by the user, a 401 or a failed refresh): clears the session and the lock, helpBrowser false. @see §2 Login and logout */
  loggedOut(): void;
  /** A token refresh succeeded: new tokens and timestamp. @see §4 Token refresh */
  tokenRefreshed(tokens: { token: string; refreshToken?: string; expiresIn?: number }): void;
  /** The profile was (re)loaded. */
  userInfoLoaded(userInfo: UserInfo, name?: string): void;
}

/** localStorage key of the session. */
export const SESSION_STORE_KEY = 'nccq-session';

const EMPTY: SessionData = {
  baseUserId: undefined,
  name: undefined,
  userInfo: undefined,
  token: undefined,
  refreshToken: undefined,
  grantType: undefined,
  tokenSavedAt: undefined,
  tokenExpiresIn: undefined,
  isAllowAccess: true,
};

/**
 * The user session (zustand, persisted to localStorage). Components read it through selectors;
 * the api client and router read `useSessionStore.getState()`.
 * @see §3 User session, §4 Session
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...EMPTY,
      loggedIn: (p) => {
        const allowed = p.isAllowAccess !== false;
        set({
          ...EMPTY,
          baseUserId: p.baseUserId,
          name: p.name,
          userInfo: p.userInfo,
          grantType: p.grantType,
          isAllowAccess: allowed,
          ...(allowed && p.token
            ? { token: p.token, refreshToken: p.refreshToken, tokenSavedAt: Date.now(), tokenExpiresIn: p.expiresIn }
            : {}),
        });
        useCommonStore.getState().unlocked();
      },
      loggedOut: () => {
        set({ ...EMPTY });
        useCommonStore.getState().loggedOut();
      },
      tokenRefreshed: ({ token, refreshToken, expiresIn }) =>
        set((s) => ({ token, refreshToken: refreshToken ?? s.refreshToken, tokenSavedAt: Date.now(), tokenExpiresIn: expiresIn ?? s.tokenExpiresIn })),
      userInfoLoaded: (userInfo, name) => set((s) => ({ userInfo, name: name ?? s.name })),
    }),
    {
      name: SESSION_STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): SessionData => ({
        baseUserId: s.baseUserId,
        name: s.name,
        userInfo: s.userInfo,
        token: s.token,
        refreshToken: s.refreshToken,
        grantType: s.grantType,
        tokenSavedAt: s.tokenSavedAt,
        tokenExpiresIn: s.tokenExpiresIn,
        isAllowAccess: s.isAllowAccess,
      }),
    },
  ),
);

/** Logged in means a baseUserId is present (§4 Session). */
export const selectIsLoggedIn = (s: SessionData): boolean => Boolean(s.baseUserId);

/** The bearer token to send, or undefined: only for the password grant (§7 general rules). */
export const selectBearerToken = (s: SessionData): string | undefined => (s.grantType === 'password' && s.token ? s.token : undefined);

/** Age of the stored token in ms at `now`, or null without a token (§4 Token refresh). */
export const tokenAgeMs = (s: SessionData, now: number = Date.now()): number | null =>
  s.token && s.tokenSavedAt !== undefined ? now - s.tokenSavedAt : null;
