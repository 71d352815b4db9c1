import { loadConfig, type Config } from './config';
import { openConfiguredDatabase, prepareDatabase, serve } from './serve';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

/**
 * The exchange server as one process (`npm start`): validated config, the database (the SQLite file
 * `${DATA_DIR}/exchange.sqlite`, or PostgreSQL with DATABASE_URL) prepared (serve.ts prepareDatabase), then served.
 * Several processes on one port: `npm run start:cluster` (cluster.ts); a further process on another machine of the same
 * deployment (same DATABASE_URL, REDIS_URL and secrets) starts with EXCHANGE_PREPARED=1 and skips the preparation.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const db = openConfiguredDatabase(config);
  // EXCHANGE_PREPARED=1: another process of the deployment prepared the database (a second machine joining a cluster).
  const started = process.env.EXCHANGE_PREPARED === '1' ? { prepared: 'elsewhere' } : await prepareDatabase(db, config);
  await serve(config, db, { worker: false, started });
}

main().catch((err) => {
  console.error('服务启动失败：', err);
  process.exit(1);
});
