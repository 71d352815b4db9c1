import type { Db } from '../../db/connection';
import { failureStats, insertAttempt, lastSuccess, pruneAttempts } from './attempt-repository';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** The brute-force rules (counts of failed logins, times in ms / s). */
export const THROTTLE_RULES = {
  windowMs: 15 * MINUTE,
  accountFreeFailures: 5,
  addressFreeFailures: 20,
  firstDelayS: 1,
  maxDelayS: 30,
  hourlyCap: 100,
  hourMs: 60 * MINUTE,
  /** An address that logged into the account this recently is judged on its own failures only. */
  trustMs: 30 * DAY,
} as const;

export type ThrottleVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'account' | 'address' | 'hourly-cap'; retryAfterS: number; msg: string };

/** Seconds to wait after the latest failure once `count` failures passed `free`: 1, 2, 4 … up to 30. */
export function delayAfter(count: number, free: number): number {
  if (count < free) return 0;
  return Math.min(THROTTLE_RULES.maxDelayS, THROTTLE_RULES.firstDelayS * 2 ** (count - free));
}

/**
 * Slows password and SMS-code guessing, with the attempts kept in auth_attempt so restarts forget nothing.
 * - 5 failures of one account, or 20 from one address, within 15 min: each further attempt must wait 1 s after the
 *   latest failure, doubling per failure up to 30 s.
 * - 100 failures of one account within an hour: refused until the oldest of them is an hour old.
 * Refused attempts are answered at once with a Chinese "retry in N seconds/minutes" message and logged; they do
 * not count as failures. The server never holds a request open to slow it, which would let an attacker tie up
 * connections. Nobody can lock a user out for good: every limit slides with time, a success clears the
 * account's counts, and an address the user logged in from within 30 days is judged only on its own failures.
 */
export class LoginThrottle {
  constructor(private readonly deps: { db: Db; now: () => number; log?: (details: object, msg: string) => void }) {}

  /** Whether an attempt on `accountKey` from `ip` may be checked now; call before consuming captcha or code. */
  async check(accountKey: string, ip: string): Promise<ThrottleVerdict> {
    const { db, now } = this.deps;
    const t = now();
    const R = THROTTLE_RULES;
    const trusted = (await lastSuccess(db, accountKey, t - R.trustMs, ip)) > 0;
    const reset = await lastSuccess(db, accountKey, t - R.hourMs);
    const scope = trusted ? { accountKey, ip } : { accountKey };
    const hour = await failureStats(db, scope, Math.max(t - R.hourMs, reset));
    const verdict = (reason: 'account' | 'address' | 'hourly-cap', waitMs: number, msg: (s: number) => string): ThrottleVerdict => {
      const retryAfterS = Math.max(1, Math.ceil(waitMs / 1000));
      this.deps.log?.({ accountKey, ip, reason, retryAfterS, trusted }, '登录尝试过于频繁，已拒绝');
      return { allowed: false, reason, retryAfterS, msg: msg(retryAfterS) };
    };
    if (hour.count >= R.hourlyCap) {
      return verdict('hourly-cap', hour.first + R.hourMs - t, (s) => `该账号登录失败次数过多，请 ${Math.ceil(s / 60)} 分钟后再试`);
    }
    const retry = (s: number) => `登录失败次数过多，请 ${s} 秒后再试`;
    const account = await failureStats(db, scope, Math.max(t - R.windowMs, reset));
    const accountWait = account.last + delayAfter(account.count, R.accountFreeFailures) * 1000 - t;
    if (account.count >= R.accountFreeFailures && accountWait > 0) return verdict('account', accountWait, retry);
    const address = await failureStats(db, { ip }, t - R.windowMs);
    const addressWait = address.last + delayAfter(address.count, R.addressFreeFailures) * 1000 - t;
    if (address.count >= R.addressFreeFailures && addressWait > 0) return verdict('address', addressWait, retry);
    return { allowed: true };
  }

  /** Records the outcome of an attempt that was checked; old rows (over 31 days) are swept on the way. */
  async record(accountKey: string, ip: string, grantType: string, success: boolean): Promise<void> {
    const t = this.deps.now();
    await insertAttempt(this.deps.db, { accountKey, ip, grantType, success, at: t });
    if (!success) {
      const stats = await failureStats(this.deps.db, { accountKey }, t - THROTTLE_RULES.windowMs);
      if (stats.count >= THROTTLE_RULES.accountFreeFailures) this.deps.log?.({ accountKey, ip, failures: stats.count }, '登录连续失败，开始限速');
    }
    await pruneAttempts(this.deps.db, t - THROTTLE_RULES.trustMs - DAY);
  }
}
