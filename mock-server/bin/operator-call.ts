import path from 'node:path';
import { CLIENT_ID_HEADER } from '../../contract/envelope';
import type { Config } from '../src/config';
import { openSqlite, type Db } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { loadOperatorToken, OPERATOR_HEADER } from '../src/http/operator-token';

/** One operator endpoint call: method, path relative to /api/, and the JSON body of a POST. */
export interface OperatorRequest { method: 'GET' | 'POST'; path: string; body?: object }

/**
 * Calls an operator endpoint of the running server at `server` (e.g. http://127.0.0.1:8080) with the portal's client
 * id and the operator token under DATA_DIR. @returns the envelope's data. @throws Error with the server's Chinese msg
 * when it refuses, or 无法连接交易服务器 … when nothing answers (the caller may retry with --offline).
 */
export async function callOperator(server: string, config: Pick<Config, 'DATA_DIR' | 'WEB_CLIENT_ID'>, r: OperatorRequest): Promise<unknown> {
  const headers = { [CLIENT_ID_HEADER]: config.WEB_CLIENT_ID, [OPERATOR_HEADER]: loadOperatorToken(config.DATA_DIR), 'content-type': 'application/json' };
  let res: Response;
  try {
    res = await fetch(`${server.replace(/\/$/, '')}/api/${r.path}`, { method: r.method, headers, body: r.body ? JSON.stringify(r.body) : undefined });
  } catch {
    throw new Error(`无法连接交易服务器 ${server}；服务器未运行时请加 --offline`);
  }
  const answer = await res.json() as { success: boolean; data: unknown; msg: string };
  if (!answer.success) throw new Error(answer.msg);
  return answer.data;
}

/** Runs `work` on the migrated database under `dataDir` (an --offline command), closing it afterwards. */
export async function withOfflineDb<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openSqlite(path.join(dataDir, 'exchange.sqlite'));
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}
