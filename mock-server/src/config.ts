import './http/zod-messages';
import { z } from 'zod';
import { ESIGN_PROVIDERS } from './services/e-signature/provider';
import { DEFAULT_PDF_FONT_FILE, parseFontSetting } from './services/pdf/fonts';
import { EXCHANGE_ENVS, PAYMENT_PROVIDERS, REALNAME_PROVIDERS, SMS_PROVIDERS } from '../../contract/sandbox-settings';
import { FACE_PROVIDERS } from '../../contract/seal-paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Empty strings count as "not set", so `PORT=` in a .env file falls back to the default. */
const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);

/** `z.enum` of `values` with a Chinese message listing them, '' counting as unset. */
const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess(unsetIfEmpty, z.enum(values, { message: `只能是 ${values.join('、')} 之一` }).default(fallback as never));

const PRODUCTION = '生产环境（EXCHANGE_ENV=production）';

/**
 * What production refuses, by variable: development tools and every sandbox provider. No real SMS gateway is
 * connected yet and registration, SMS login and password recovery cannot work without one, so today a production
 * configuration always stops at SMS_PROVIDER rather than run with half of the portal missing.
 */
const PRODUCTION_REFUSALS = {
  EXCHANGE_DEV_TOOLS: `${PRODUCTION}不能开启开发工具（/api/dev/* 会公开短信验证码和图形验证码答案），请删除该变量或设为 0`,
  PAYMENT_PROVIDER: `${PRODUCTION}不能使用沙箱银行（sandbox，未设置时的默认值），它不产生真实扣款；接入真实银行前请设为 none（只开放线下转账）`,
  SMS_PROVIDER: `${PRODUCTION}不能使用沙箱短信网关（sandbox，未设置时的默认值），它不发送真实短信；尚未接入真实短信网关，生产环境暂时无法启动`,
  REALNAME_PROVIDER: `${PRODUCTION}不能使用沙箱实名审核（sandbox，未设置时的默认值），它不核验真实证件；接入真实核验服务前请设为 manual（由工作人员人工审核）`,
  ESIGN_PROVIDER: `${PRODUCTION}不能使用沙箱电子签名（sandbox），它出具的签名证书没有法律效力；接入真实电子签名服务前请删除该变量或设为 none（合同暂时无法完成签署）`,
  FACE_PROVIDER: `${PRODUCTION}不能使用沙箱人脸核验（sandbox，未设置时的默认值），它不识别真实人脸；接入真实人脸识别服务前请设为 none（暂不开放电子印章绑定）`,
} as const;

const configSchema = z.object({
  PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z.string()
      .refine((v) => /^postgres(ql)?:\/\//i.test(v), '只识别 postgres:// 连接串；使用内置 SQLite 时请不要设置')
      .optional(),
  ),
  // Redis of the scaled deployment (several processes): cross-process fan-out, shared rate limits. Needs DATABASE_URL.
  REDIS_URL: z.preprocess(
    unsetIfEmpty,
    z.string().refine((v) => /^rediss?:\/\//i.test(v), '只识别 redis:// 或 rediss:// 连接串').optional(),
  ),
  WEB_CLIENT_ID: z.preprocess(unsetIfEmpty, z.string().min(1).max(64).default('nccq-web')),
  EXCHANGE_DEV_TOOLS: z.preprocess(unsetIfEmpty, z.enum(['0', '1'], { message: '只能是 0 或 1' }).default('0'))
    .transform((v) => v === '1'),
  STATIC_DIR: z.preprocess(unsetIfEmpty, z.string().default('./dist')),
  // 1: the public first-screen pages are rendered on the server when the build has its server bundle (http/ssr.ts).
  SERVER_RENDER: z.preprocess(unsetIfEmpty, z.enum(['0', '1'], { message: '只能是 0 或 1' }).default('1')).transform((v) => v === '1'),
  // Server renders per address and minute; past it the address gets the browser-rendered document (http/static.ts).
  SERVER_RENDERS_PER_MINUTE: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(100_000).default(120)),
  LOG_LEVEL: z.preprocess(unsetIfEmpty, z.enum(LOG_LEVELS, { message: `只能是 ${LOG_LEVELS.join('、')} 之一` }).default('info')),
  // Unset: a random secret is generated once and kept in ${DATA_DIR}/jwt-secret (0600).
  JWT_SECRET: z.preprocess(unsetIfEmpty, z.string().min(32, '至少 32 个字符').optional()),
  // Unset: an RSA 2048 key is generated once and kept in ${DATA_DIR}/login-key.pem (0600). PEM, '\\n' escapes allowed.
  LOGIN_PRIVATE_KEY: z.preprocess(unsetIfEmpty, z.string().includes('PRIVATE KEY', { message: '必须是 PEM 格式的 RSA 私钥' }).optional()),
  ACCESS_TOKEN_TTL_S: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(60).max(86_400).default(900)),
  REFRESH_TOKEN_TTL_S: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(3600).max(90 * 86_400).default(604_800)),
  // Unset: generated once into ${DATA_DIR}/sandbox-bank-secret. Shared by every server process when set.
  SANDBOX_BANK_SECRET: z.preprocess(unsetIfEmpty, z.string().min(32, '至少 32 个字符').optional()),
  // development: sandboxes and dev tools allowed; production: both refused at start-up (PRODUCTION_REFUSALS).
  EXCHANGE_ENV: choice(EXCHANGE_ENVS, 'development'),
  PAYMENT_PROVIDER: choice(PAYMENT_PROVIDERS, 'sandbox'),
  SMS_PROVIDER: choice(SMS_PROVIDERS, 'sandbox'),
  REALNAME_PROVIDER: choice(REALNAME_PROVIDERS, 'sandbox'),
  // Unset: sandbox in development, none in production (so production starts without an e-signature authority).
  ESIGN_PROVIDER: z.preprocess(unsetIfEmpty, z.enum(ESIGN_PROVIDERS, { message: `只能是 ${ESIGN_PROVIDERS.join('、')} 之一` }).optional()),
  // Unset: generated once into ${DATA_DIR}/esign-sandbox-secret. Shared by every server process when set.
  ESIGN_SANDBOX_SECRET: z.preprocess(unsetIfEmpty, z.string().min(32, '至少 32 个字符').optional()),
  FACE_PROVIDER: choice(FACE_PROVIDERS, 'sandbox'),
  // The address phones reach the server at (QR codes of face sessions); unset: the request's own origin.
  PUBLIC_URL: z.preprocess(unsetIfEmpty, z.string().url('必须是完整的网址，如 https://www.example.com').transform((v) => v.replace(/\/+$/, '')).optional()),
  // Worker threads answering the public listings on SQLite, off the event loop that accepts bids; 0 reads them in-thread.
  LISTING_WORKERS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(8).default(1)),
  // SMS codes asked for without logging in: per client address, and in all, per hour (each also needs an image captcha).
  SMS_ADDRESS_HOURLY_LIMIT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(10_000).default(10)),
  SMS_HOURLY_LIMIT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(1_000_000).default(500)),
  // The CJK font formal PDFs are set in; only its form is checked here: a missing file makes each PDF answer 503.
  PDF_FONT_FILE: z.preprocess(unsetIfEmpty, z.string().default(DEFAULT_PDF_FONT_FILE)).superRefine((v, ctx) => {
    const face = parseFontSetting(v);
    if (typeof face === 'string') ctx.addIssue({ code: 'custom', message: face });
  }),
}).superRefine((c, ctx) => {
  // Several processes share nothing but the database and Redis: a SQLite file cannot be that database.
  if (c.REDIS_URL && !c.DATABASE_URL) ctx.addIssue({ code: 'custom', path: ['REDIS_URL'], message: '多进程部署需要 PostgreSQL：设置 REDIS_URL 时必须同时设置 DATABASE_URL' });
  if (c.EXCHANGE_ENV !== 'production') return;
  const refused = {
    EXCHANGE_DEV_TOOLS: c.EXCHANGE_DEV_TOOLS === true, PAYMENT_PROVIDER: c.PAYMENT_PROVIDER === 'sandbox',
    SMS_PROVIDER: c.SMS_PROVIDER === 'sandbox', REALNAME_PROVIDER: c.REALNAME_PROVIDER === 'sandbox',
    ESIGN_PROVIDER: c.ESIGN_PROVIDER === 'sandbox',
    FACE_PROVIDER: c.FACE_PROVIDER === 'sandbox',
  };
  for (const [name, bad] of Object.entries(refused)) {
    if (bad) ctx.addIssue({ code: 'custom', path: [name], message: PRODUCTION_REFUSALS[name as keyof typeof PRODUCTION_REFUSALS] });
  }
  // Also when another variable is invalid, so one start lists everything to fix.
}, { when: () => true }).transform((c) => ({
  ...c, ESIGN_PROVIDER: c.ESIGN_PROVIDER ?? (c.EXCHANGE_ENV === 'production' ? 'none' as const : 'sandbox' as const),
}));

/** The exchange server's validated configuration (see .env.example for every variable). */
export type Config = z.output<typeof configSchema>;

/**
 * Reads and validates the server configuration from `env` (normally `process.env`), applying defaults:
 * PORT 8080, HOST 0.0.0.0, DATA_DIR ./data, WEB_CLIENT_ID nccq-web, EXCHANGE_DEV_TOOLS 0 (1 enables /api/dev/*),
 * STATIC_DIR ./dist, SERVER_RENDER 1 (0: the first screen renders in the browser only), SERVER_RENDERS_PER_MINUTE 120
 * (per address), LOG_LEVEL info, ACCESS_TOKEN_TTL_S 900 (60–86400), REFRESH_TOKEN_TTL_S 604800 (3600–90 days);
 * JWT_SECRET (≥ 32 chars) and LOGIN_PRIVATE_KEY (RSA PEM) are optional and otherwise kept under DATA_DIR.
 * DATABASE_URL (postgres://…) runs on PostgreSQL instead of the SQLite file under DATA_DIR; REDIS_URL (redis://…) adds Redis
 * for several server processes (socket.io adapter, push fan-out, shared rate limits) and needs DATABASE_URL.
 * EXCHANGE_ENV development (default) | production; PAYMENT_PROVIDER sandbox | none, SMS_PROVIDER sandbox,
 * REALNAME_PROVIDER sandbox | manual, FACE_PROVIDER sandbox | none (all default sandbox: `npm start` is a complete
 * demo); PUBLIC_URL (optional) the origin put in face-recognition QR codes; production refuses
 * EXCHANGE_DEV_TOOLS=1 and every sandbox. SMS_ADDRESS_HOURLY_LIMIT 10 and SMS_HOURLY_LIMIT 500 bound the SMS codes
 * asked for without logging in. LISTING_WORKERS (0–8, default 1) worker threads answer the public listings on
 * SQLite (0: on the server's own thread; PostgreSQL and an in-memory database always read in-thread). ESIGN_PROVIDER sandbox | none (default sandbox in development, none in production;
 * sandbox refused in production), ESIGN_SANDBOX_SECRET (≥ 32 chars, else kept under DATA_DIR). PDF_FONT_FILE (default Debian's NotoSerifCJK-Regular.ttc) is the CJK font of formal
 * PDFs: a .ttf/.otf, or a .ttc/.otc with `#PostScriptName` unless it follows the Noto CJK naming.
 * @throws Error whose message lists every invalid variable, one per line (fail fast at start-up).
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
  throw new Error(`配置无效（${lines.length} 项）：\n${lines.join('\n')}`);
}
