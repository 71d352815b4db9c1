import './production-mode';
import { loadConfig, type Config } from './config';
import { DataDirLockError, lockDataDir } from './db/data-dir-lock';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

/**
 * On SQLite, makes this the one server process of DATA_DIR (db/data-dir-lock.ts) before anything opens the database, or
 * exits with the one-line reason (another process holds it; the folder cannot be locked). PostgreSQL: nothing, several
 * processes are that deployment's design.
 */
function lockSqliteDataDir(config: Config): void {
  if (config.DATABASE_URL) return;
  try {
    lockDataDir(config.DATA_DIR);
  } catch (err) {
    if (!(err instanceof DataDirLockError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/**
 * The exchange server as one process (`npm start`): validated config, on SQLite the DATA_DIR's lock (one server process
 * per SQLite file), the database (the SQLite file `${DATA_DIR}/exchange.sqlite`, or PostgreSQL with DATABASE_URL)
 * prepared (serve.ts prepareOnce), then served.
 * Several processes on one port: `npm run start:cluster` (cluster.ts); a further process on another machine of the same
 * deployment (same DATABASE_URL, REDIS_URL and secrets) prepares nothing while another process of it runs
 * (serve.ts prepareOnce); EXCHANGE_PREPARED=1 skips the preparation in any case.
 */
async function main(): Promise<void> {
  const config = readConfig();
  lockSqliteDataDir(config);
  // Loaded after the lock, so that a refused second process exits within a second rather than after loading the app.
  const { openConfiguredDatabase, prepareOnce, serve } = await import('./serve');
  const db = openConfiguredDatabase(config);
  const started = await prepareOnce(db, config);
  await serve(config, db, { worker: false, started });
}

main().catch((err) => {
  console.error('服务启动失败：', err);
  process.exit(1);
});
