/**
 * The auth module: sessions and login (§4 Session, §7 blade-auth) — owns the tables refresh_token, captcha, sms_code,
 * sms_outbox and auth_attempt. Offers: its routes ({@link authRoutes}, {@link tokenRoute}); the account services every
 * module reaches through ctx.auth ({@link createAuthServices}: captcha, SMS codes, access tokens, refresh sessions,
 * login throttle, login key); the secrets and the SMS gateway interface for wiring; the sandbox outbox for /api/dev.
 * Uses the user module for accounts and password checks.
 */
export { authRoutes } from './routes';
export { tokenRoute } from './token-route';
export { createAuthServices, type AuthServiceOptions, type AuthServices } from './service';
export { loadAuthSecrets, memoryAuthSecrets, type AuthSecrets } from './secrets';
export { generateLoginKeyPem, loginKeyFromPem, type LoginKey } from './login-key';
export { readOutbox, SandboxSmsProvider, SMS_PURPOSES, type OutboxEntry, type SmsMessage, type SmsProvider } from './sms-provider';
export { AccessTokens, type AccessClaims } from './tokens';
export { RefreshSessions, type EndedSessions } from './sessions';
export { delayAfter, LoginThrottle } from './login-throttle';
export type { Check } from './captcha';
