import { randomInt, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_S, type CaptchaAnswer } from '../../../../contract/auth';
import type { Db } from '../../db/connection';
import { hmacHex, sameHex } from '../../lib/crypto';
import { deleteCaptcha, deleteExpiredCaptchas, findCaptcha, insertCaptcha } from './captcha-repository';
import type { DevCaptchaAnswers } from './dev-answers';

/** Outcome of checking a one-time secret: ok, or the Chinese message to show. */
export type Check = { ok: true } | { ok: false; msg: string };

export const CAPTCHA_MESSAGES = {
  missing: '验证码已失效，请刷新后重试',
  expired: '验证码已过期，请刷新后重试',
  wrong: '验证码不正确',
} as const;

// No 0/O/o, 1/I/i/l/L: the answer is compared case-insensitively and must be readable on the image.
const CHARSET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 4;
const TTL_MS = CAPTCHA_TTL_S * 1000;
// svg-captcha picks its own text with Math.random; the text is drawn here with crypto and only rendered there.
const render = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;

/**
 * Image captchas (§2 Login, §5 Captcha): the answer lives server-side only, as an HMAC; a captcha lasts
 * {@link CAPTCHA_TTL_S} s and is consumed by its first check, right or wrong.
 */
export class CaptchaService {
  constructor(private readonly deps: { db: Db; now: () => number; hashKey: Uint8Array; devAnswers?: DevCaptchaAnswers }) {}

  private hash(key: string, answer: string): string {
    return hmacHex(this.deps.hashKey, `captcha:${key}:${answer.trim().toLowerCase()}`);
  }

  /** A new captcha `{ key, image }`, image a `data:image/svg+xml;base64,…` URL. Expired rows are swept on the way. */
  async issue(): Promise<CaptchaAnswer> {
    const { db, now, devAnswers } = this.deps;
    const t = now();
    let answer = '';
    for (let i = 0; i < LENGTH; i++) answer += CHARSET[randomInt(CHARSET.length)];
    const key = randomUUID();
    await deleteExpiredCaptchas(db, t);
    await insertCaptcha(db, { captchaKey: key, answerHash: this.hash(key, answer), expireTime: t + TTL_MS, createTime: t });
    await devAnswers?.keep(key, answer, t + TTL_MS);
    const svg = render(answer, { width: 120, height: 40, fontSize: 42, noise: 2, color: true, background: '#f5f7fa' });
    return { key, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * Checks `answer` (case-insensitive) for captcha `key` and consumes the captcha whatever the outcome.
   * Only the caller that deletes the row may pass, so two concurrent checks cannot both use one captcha.
   */
  async check(key: string, answer: string): Promise<Check> {
    const { db, now, devAnswers } = this.deps;
    await devAnswers?.forget(key);
    const row = await findCaptcha(db, key);
    if (!row) return { ok: false, msg: CAPTCHA_MESSAGES.missing };
    if (!(await deleteCaptcha(db, key))) return { ok: false, msg: CAPTCHA_MESSAGES.missing };
    if (Number(row.expireTime) <= now()) return { ok: false, msg: CAPTCHA_MESSAGES.expired };
    return sameHex(row.answerHash, this.hash(key, answer)) ? { ok: true } : { ok: false, msg: CAPTCHA_MESSAGES.wrong };
  }

  /**
   * The plain answer of a live, unchecked captcha in dev mode, whichever process issued it; null otherwise (always
   * null without EXCHANGE_DEV_TOOLS).
   */
  async devAnswer(key: string): Promise<string | null> {
    return (await this.deps.devAnswers?.read(key)) ?? null;
  }
}
