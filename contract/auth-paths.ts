/**
 * Accounts and sessions — endpoints and the real-name status codes, without zod (the portal's entry chunk reads them;
 * bench/README.md "Web: initial JS"); re-exported by auth.ts.
 *
 * Endpoints of accounts and sessions (§2 Login and logout, §3 userInfo, §4 Session / Token refresh / Displayed user name,
 * §5 Mobile number, §7 Authentication and accounts, §8). Paths are relative to the `/api/` base.
 */
export const AUTH_PATHS = {
  token: 'blade-auth/oauth/token',
  captcha: 'blade-auth/oauth/captcha',
  /** The app-shell captcha (§7); same answer as {@link AUTH_PATHS.captcha}. */
  shellCaptcha: 'dscq-system/validate-code/captcha',
  publicKey: 'blade-auth/oauth/public-key',
  smsCode: 'dscq-user/sms/code',
  smsNoLoginCode: 'dscq-user/sms/no-login/code',
  register: 'dscq-user/user/register',
  forgetPassword: 'dscq-user/user/forget-password',
  findAccount: 'dscq-user/user/find-account',
  userDetail: 'dscq-user/user/detail',
  logout: 'logout',
} as const;

/** Real-name status (§3 userInfo.authStatus). 0, 1 and 2 make the header show loginName (§4 Displayed user name). */
export const AUTH_STATUS = { unverified: 0, verifying: 1, rejected: 2, verified: 3 } as const;

/** Account kind (§6: person and organisation verification are separate flows). */
export const USER_TYPE = { person: 1, organisation: 2 } as const;
