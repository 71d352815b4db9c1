import './http/zod-messages';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Empty strings count as "not set", so `PORT=` in a .env file falls back to the default. */
const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);

const configSchema = z.object({
  PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z.string()
      .refine((v) => !/^postgres(ql)?:/i.test(v), 'PostgreSQL 支持尚未启用，请删除 DATABASE_URL 以使用内置 SQLite')
      .refine((v) => /^postgres(ql)?:/i.test(v), '目前只识别 postgres:// 连接串；使用内置 SQLite 时请不要设置')
      .optional(),
  ),
  WEB_CLIENT_ID: z.preprocess(unsetIfEmpty, z.string().min(1).max(64).default('nccq-web')),
  EXCHANGE_DEV_TOOLS: z.preprocess(unsetIfEmpty, z.enum(['0', '1'], { message: '只能是 0 或 1' }).default('0'))
    .transform((v) => v === '1'),
  STATIC_DIR: z.preprocess(unsetIfEmpty, z.string().default('./dist')),
  LOG_LEVEL: z.preprocess(unsetIfEmpty, z.enum(LOG_LEVELS, { message: `只能是 ${LOG_LEVELS.join('、')} 之一` }).default('info')),
  // Unset: a random secret is generated once and kept in ${DATA_DIR}/jwt-secret (0600).
  JWT_SECRET: z.preprocess(unsetIfEmpty, z.string().min(32, '至少 32 个字符').optional()),
  // Unset: an RSA 2048 key is generated once and kept in ${DATA_DIR}/login-key.pem (0600). PEM, '\\n' escapes allowed.
  LOGIN_PRIVATE_KEY: z.preprocess(unsetIfEmpty, z.string().includes('PRIVATE KEY', { message: '必须是 PEM 格式的 RSA 私钥' }).optional()),
  ACCESS_TOKEN_TTL_S: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(60).max(86_400).default(900)),
  REFRESH_TOKEN_TTL_S: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(3600).max(90 * 86_400).default(604_800)),
  // Unset: generated once into ${DATA_DIR}/sandbox-bank-secret. Shared by every server process when set.
  SANDBOX_BANK_SECRET: z.preprocess(unsetIfEmpty, z.string().min(32, '至少 32 个字符').optional()),
});

/** The exchange server's validated configuration (see .env.example for every variable). */
export type Config = z.output<typeof configSchema>;

/**
 * Reads and validates the server configuration from `env` (normally `process.env`), applying defaults:
 * PORT 8080, HOST 0.0.0.0, DATA_DIR ./data, WEB_CLIENT_ID nccq-web, EXCHANGE_DEV_TOOLS 0 (1 enables /api/dev/*),
 * STATIC_DIR ./dist, LOG_LEVEL info, ACCESS_TOKEN_TTL_S 900 (60–86400), REFRESH_TOKEN_TTL_S 604800 (3600–90 days);
 * JWT_SECRET (≥ 32 chars) and LOGIN_PRIVATE_KEY (RSA PEM) are optional and otherwise kept under DATA_DIR.
 * DATABASE_URL is reserved for PostgreSQL, which is not enabled yet, so setting it is an error rather than a silent fallback to SQLite.
 * @throws Error whose message lists every invalid variable, one per line (fail fast at start-up).
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
  throw new Error(`配置无效（${lines.length} 项）：\n${lines.join('\n')}`);
}
