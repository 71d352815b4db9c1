import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../mock-server/src/config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      PORT: 8080, HOST: '0.0.0.0', DATA_DIR: './data', WEB_CLIENT_ID: 'nccq-web', EXCHANGE_DEV_TOOLS: false,
      STATIC_DIR: './dist', SERVER_RENDER: true, SERVER_RENDERS_PER_MINUTE: 120, LISTING_WORKERS: 1, LOG_LEVEL: 'info',
      ACCESS_TOKEN_TTL_S: 900, REFRESH_TOKEN_TTL_S: 604_800,
      EXCHANGE_ENV: 'development', PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'sandbox', REALNAME_PROVIDER: 'sandbox', FACE_PROVIDER: 'sandbox',
      SMS_ADDRESS_HOURLY_LIMIT: 10, SMS_HOURLY_LIMIT: 500,
      PDF_FONT_FILE: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', ESIGN_PROVIDER: 'sandbox',
    });
    expect(loadConfig({ PORT: '', EXCHANGE_DEV_TOOLS: '1' })).toMatchObject({ PORT: 8080, EXCHANGE_DEV_TOOLS: true });
  });

  it('lists every invalid variable in one error', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', EXCHANGE_DEV_TOOLS: 'yes' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/配置无效（3 项）/);
    for (const name of ['PORT', 'LOG_LEVEL', 'EXCHANGE_DEV_TOOLS']) expect(message).toContain(`- ${name}:`);
  });

  it('takes a postgres:// DATABASE_URL and a redis:// REDIS_URL, refusing other schemes and Redis without PostgreSQL', () => {
    const scaled = loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/exchange', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(scaled.DATABASE_URL).toBe('postgres://u:p@localhost/exchange');
    expect(scaled.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: 只识别 postgres/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@h/db', REDIS_URL: 'memcache://x' })).toThrow(/REDIS_URL: 只识别 redis/);
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/REDIS_URL: 多进程部署需要 PostgreSQL/);
  });
});
