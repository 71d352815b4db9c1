import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { Redis } from 'ioredis';
import { CaptchaService } from './captcha';
import { memoryDevAnswers, redisDevAnswers } from './dev-answers';
import type { LoginKey } from './login-key';
import { LoginThrottle } from './login-throttle';
import type { AuthSecrets } from './secrets';
import { RefreshSessions } from './sessions';
import { SmsCodes } from './sms';
import { SandboxSmsProvider, type SmsProvider } from './sms-provider';
import { AccessTokens } from './tokens';

/** The account services every module may use (ctx.auth). */
export interface AuthServices {
  captcha: CaptchaService;
  sms: SmsCodes;
  tokens: AccessTokens;
  sessions: RefreshSessions;
  throttle: LoginThrottle;
  loginKey: LoginKey;
}

/**
 * What {@link createAuthServices} needs; `smsProvider` defaults to the sandbox outbox. `redis` (REDIS_URL, several
 * server processes) holds what the processes must share outside the database: the dev-tool captcha answers.
 */
export interface AuthServiceOptions {
  db: Db;
  now: () => number;
  config: Pick<Config, 'WEB_CLIENT_ID' | 'EXCHANGE_DEV_TOOLS' | 'ACCESS_TOKEN_TTL_S' | 'REFRESH_TOKEN_TTL_S'>;
  secrets: AuthSecrets;
  smsProvider?: SmsProvider;
  log?: (details: object, msg: string) => void;
  redis?: Redis;
}

/**
 * Wires the account services over one database and clock. The plain captcha answers are kept only when
 * EXCHANGE_DEV_TOOLS is on — in memory, or in Redis when `redis` is given (any process can show them); otherwise no
 * plain answer exists anywhere once the image is sent. Login throttle and SMS limits live in the database, which all
 * processes share.
 */
export function createAuthServices(opts: AuthServiceOptions): AuthServices {
  const { db, now, config, secrets } = opts;
  const sessions = new RefreshSessions({ db, now, ttlS: config.REFRESH_TOKEN_TTL_S, clientId: config.WEB_CLIENT_ID });
  const devAnswers = !config.EXCHANGE_DEV_TOOLS ? undefined : opts.redis ? redisDevAnswers(opts.redis, now) : memoryDevAnswers(now);
  return {
    captcha: new CaptchaService({ db, now, hashKey: secrets.hashKey, devAnswers }),
    sms: new SmsCodes({ db, now, hashKey: secrets.hashKey, provider: opts.smsProvider ?? new SandboxSmsProvider(db, now) }),
    tokens: new AccessTokens({
      key: secrets.jwtKey, ttlS: config.ACCESS_TOKEN_TTL_S, audience: config.WEB_CLIENT_ID, now,
      isRevoked: (familyId) => sessions.isRevoked(familyId),
    }),
    sessions,
    throttle: new LoginThrottle({ db, now, log: opts.log }),
    loginKey: secrets.loginKey,
  };
}
