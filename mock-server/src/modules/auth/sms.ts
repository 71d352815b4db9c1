import { randomInt } from 'node:crypto';
import {
  SMS_CODE_TTL_S, SMS_DAILY_LIMIT, SMS_RESEND_INTERVAL_S, type SmsSent,
} from '../../../../contract/auth';
import type { Db } from '../../db/connection';
import { ApiError } from '../../http/envelope';
import { maskPhone } from '../../../../contract/rules/mask';
import type { Check } from './captcha';
import { hmacHex, newId, sameHex } from '../../lib/crypto';
import { smsText, type SmsProvider } from './sms-provider';
import {
  consumeOpenCodes, countCodesSince, deleteCode, findOpenCode, insertCode, lastCodeTime, nthNewestCodeTimeSince, updateCode,
} from './sms-repository';

/** Wrong entries a code survives; the next check after that refuses even the right code. */
export const SMS_MAX_TRIES = 5;
const TTL_MS = SMS_CODE_TTL_S * 1000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BEIJING_OFFSET_MS = 8 * 3600_000;

export const SMS_MESSAGES = {
  none: '请先获取短信验证码',
  expired: '短信验证码已过期，请重新获取',
  tooManyTries: '短信验证码错误次数过多，请重新获取',
  wrong: (left: number) => `短信验证码不正确，还可尝试 ${left} 次`,
  wait: (s: number) => `短信发送过于频繁，请 ${s} 秒后再试`,
  daily: `该手机号今日获取验证码次数已达上限（${SMS_DAILY_LIMIT} 次），请明天再试`,
  hourly: (minutes: number) => `平台本小时发送的短信验证码已达上限，请 ${minutes} 分钟后再试`,
  gateway: '短信发送失败，请稍后再试',
} as const;

/** Start of the Beijing calendar day containing `t` (epoch ms): the daily cap resets at 00:00 Beijing time. */
const beijingDayStart = (t: number) => Math.floor((t + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;

/**
 * SMS verification codes (§7 sms/code, §9 message codes): 6 digits from crypto.randomInt, stored as an HMAC bound
 * to phone + purpose, valid {@link SMS_CODE_TTL_S} s, single use, at most {@link SMS_MAX_TRIES} wrong tries.
 * Per phone: one send per {@link SMS_RESEND_INTERVAL_S} s and {@link SMS_DAILY_LIMIT} per Beijing day; optionally a cap
 * on all codes of the last hour.
 */
export class SmsCodes {
  constructor(private readonly deps: { db: Db; now: () => number; hashKey: Uint8Array; provider: SmsProvider }) {}

  private hash(phone: string, purpose: number, code: string): string {
    return hmacHex(this.deps.hashKey, `sms:${phone}:${purpose}:${code}`);
  }

  /**
   * Issues a code for `phone` and `purpose` (message code) and, when `deliver`, sends it. `deliver: false` is for
   * phones that must not learn anything (forgot password to an unknown phone): the code is recorded, counts
   * against the limits and answers exactly like a sent one, but nobody ever receives it.
   * Earlier unused codes of the same phone and purpose stop working. `hourlyCap` (requests without a login): refused
   * once the server issued that many codes, of any phone and purpose, in the last hour.
   * @throws ApiError 429 with the seconds to wait, the daily cap or the hourly cap; 500 when the gateway refused.
   */
  async send(phone: string, purpose: number, opts: { deliver: boolean; hourlyCap?: number }): Promise<SmsSent> {
    const { db, now, provider } = this.deps;
    const t = now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = newId();
    // One transaction: two simultaneous requests cannot both pass the 60-second check.
    await db.transaction().execute(async (trx) => {
      const last = await lastCodeTime(trx, phone);
      const waitMs = last !== null ? last + SMS_RESEND_INTERVAL_S * 1000 - t : 0;
      if (waitMs > 0) throw new ApiError(429, SMS_MESSAGES.wait(Math.ceil(waitMs / 1000)));
      if (await countCodesSince(trx, phone, beijingDayStart(t)) >= SMS_DAILY_LIMIT) throw new ApiError(429, SMS_MESSAGES.daily);
      if (opts.hourlyCap !== undefined) {
        // The oldest code that keeps the count at the cap: once it is an hour old, one more may be sent.
        const recent = await nthNewestCodeTimeSince(trx, t - HOUR_MS, opts.hourlyCap);
        if (recent !== null) throw new ApiError(429, SMS_MESSAGES.hourly(Math.max(1, Math.ceil((recent + HOUR_MS - t) / 60_000))));
      }
      await consumeOpenCodes(trx, phone, purpose, t);
      await insertCode(trx, {
        id, phone, purpose, codeHash: this.hash(phone, purpose, code), delivered: opts.deliver ? 1 : 0,
        expireTime: t + TTL_MS, consumedTime: null, createTime: t,
      });
    });
    if (opts.deliver) {
      try {
        await provider.send({ phone, purpose, code, content: smsText(purpose, code, SMS_CODE_TTL_S / 60) });
      } catch {
        // The user did not get a code: do not charge the attempt against their limits.
        await deleteCode(db, id);
        throw new ApiError(500, SMS_MESSAGES.gateway);
      }
    }
    return { phone: maskPhone(phone), expiresIn: SMS_CODE_TTL_S, resendIn: SMS_RESEND_INTERVAL_S };
  }

  /**
   * Checks `code` against the latest unused code of `phone` + `purpose`. Right: the code is consumed. Wrong: one
   * try is used up. Never throws for a bad code; the verdict carries the Chinese message.
   */
  async verify(phone: string, purpose: number, code: string): Promise<Check> {
    const { db, now } = this.deps;
    const t = now();
    return db.transaction().execute(async (trx): Promise<Check> => {
      const row = await findOpenCode(trx, phone, purpose);
      if (!row) return { ok: false, msg: SMS_MESSAGES.none };
      if (Number(row.expireTime) <= t) return { ok: false, msg: SMS_MESSAGES.expired };
      if (row.attempts >= SMS_MAX_TRIES) return { ok: false, msg: SMS_MESSAGES.tooManyTries };
      if (!sameHex(row.codeHash, this.hash(phone, purpose, code.trim()))) {
        const attempts = row.attempts + 1;
        await updateCode(trx, row.id, { attempts });
        return { ok: false, msg: attempts >= SMS_MAX_TRIES ? SMS_MESSAGES.tooManyTries : SMS_MESSAGES.wrong(SMS_MAX_TRIES - attempts) };
      }
      await updateCode(trx, row.id, { consumedTime: t });
      return { ok: true };
    });
  }
}
