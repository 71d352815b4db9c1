import { msg } from './i18n';
/**
 * Which third-party providers the exchange server runs with (its settings PAYMENT_PROVIDER, SMS_PROVIDER,
 * REALNAME_PROVIDER and EXCHANGE_ENV, see .env.example). A sandbox stands in for the third party and moves no
 * money, sends no message and checks no real registry; the server refuses to start in production with any of them.
 * Plain constants without zod, so the portal's chunks read them without the schema library (see headers.ts); the
 * answer's schema is in sandbox.ts.
 */
export const EXCHANGE_ENVS = ['development', 'production'] as const;
/** sandbox: the sandbox bank at /sandbox-bank/pay; none: no online channel (offline transfer only). */
export const PAYMENT_PROVIDERS = ['sandbox', 'none'] as const;
/** sandbox: codes are written to the server's outbox, never sent. No real gateway is connected yet. */
export const SMS_PROVIDERS = ['sandbox'] as const;
/** sandbox: the rule-based reviewer decides within a second; manual: every submission waits for an operator. */
export const REALNAME_PROVIDERS = ['sandbox', 'manual'] as const;

export type ExchangeEnv = (typeof EXCHANGE_ENVS)[number];
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];
export type RealnameProviderName = (typeof REALNAME_PROVIDERS)[number];

/** GET /api/dscq-system/sandbox (public; not a call of the exchange's real backend, where it answers 404 = no sandbox). */
export const SANDBOX_PATH = 'dscq-system/sandbox';

/** The banner of every page a sandbox serves and the portal's marker next to a sandbox-backed action. */
export const SANDBOX_LABEL = msg('沙箱');
export const SANDBOX_BANK_BANNER = msg('沙箱环境：不产生真实扣款');
