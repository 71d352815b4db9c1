import type { Redis } from 'ioredis';

/** One plain captcha answer and when its captcha expires (epoch ms). */
interface DevAnswer { answer: string; expireTime: number }

/**
 * Plain captcha answers by captcha key, kept only when EXCHANGE_DEV_TOOLS=1 (read by GET /api/dev/captcha/:key).
 * An answer is readable until its captcha expires (by the server clock) or is checked.
 */
export interface DevCaptchaAnswers {
  /** Keeps `answer` of captcha `key` until `expireTime` (epoch ms). */
  keep(key: string, answer: string, expireTime: number): Promise<void>;
  /** Forgets the answer of `key` (its captcha was checked). */
  forget(key: string): Promise<void>;
  /** The answer of `key` while its captcha lives, else null. */
  read(key: string): Promise<string | null>;
}

const live = (entry: DevAnswer | undefined | null, t: number) => (entry && entry.expireTime > t ? entry.answer : null);

/** The answers in this process's memory (single process); expired ones are swept at each `keep`. */
export function memoryDevAnswers(now: () => number): DevCaptchaAnswers {
  const answers = new Map<string, DevAnswer>();
  return {
    keep: async (key, answer, expireTime) => {
      const t = now();
      for (const [k, v] of answers) if (v.expireTime < t) answers.delete(k);
      answers.set(key, { answer, expireTime });
    },
    forget: async (key) => void answers.delete(key),
    read: async (key) => live(answers.get(key), now()),
  };
}

const KEY_PREFIX = 'exchange:dev-captcha:';

/**
 * The answers in Redis (REDIS_URL), so a captcha issued by one server process is readable on another: one JSON value
 * per captcha that Redis drops at the captcha's expiry (at least 1 ms from now).
 */
export function redisDevAnswers(redis: Redis, now: () => number): DevCaptchaAnswers {
  return {
    keep: async (key, answer, expireTime) => {
      await redis.set(KEY_PREFIX + key, JSON.stringify({ answer, expireTime } satisfies DevAnswer), 'PX', Math.max(1, expireTime - now()));
    },
    forget: async (key) => void (await redis.del(KEY_PREFIX + key)),
    read: async (key) => {
      const text = await redis.get(KEY_PREFIX + key);
      return live(text === null ? null : (JSON.parse(text) as DevAnswer), now());
    },
  };
}
