import path from 'node:path';
import { CLIENT_ID_HEADER } from '../../contract/envelope';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Db } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { liveServerPort, loadOperatorToken, OPERATOR_HEADER } from '../src/http/operator-token';

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

/**
 * Runs `work` on the server's migrated database (an --offline command): PostgreSQL at DATABASE_URL when set, else the
 * SQLite file under DATA_DIR; closes it afterwards.
 */
export async function withOfflineDb<T>(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(config.DATABASE_URL, path.join(config.DATA_DIR, 'exchange.sqlite'));
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** What one operator command line knows how to do: parse, reach the server or the database, and describe the answer. */
export interface OperatorCli<C extends { name: string }> {
  /** @throws Error with a Chinese usage problem. */
  parse(argv: string[]): { command: C; offline: boolean; server?: string };
  usage: string;
  /** The operator endpoint of a command (online). */
  request(command: C): OperatorRequest;
  /** The command straight on the server's database (--offline, see {@link withOfflineDb}); `config` of the command line. */
  offline(config: Config, command: C): Promise<unknown>;
  /** The lines to print for an answer; `offline` tells the hints that apply only then. */
  describe(command: C, result: unknown, offline: boolean): string[];
}

/**
 * Runs one operator command of `cli`: through the running server's operator endpoints (--server, else the server
 * listening on DATA_DIR (its server.json), else http://127.0.0.1:PORT), or with --offline on the database.
 * @returns the process exit code (0 ok, 1 refused, 2 usage); output goes through `print`.
 */
export async function runOperatorCli<C extends { name: string }>(
  cli: OperatorCli<C>, argv: string[], env: Record<string, string | undefined>, print: (line: string) => void,
): Promise<number> {
  let parsed;
  try {
    parsed = cli.parse(argv);
  } catch (err) {
    print((err as Error).message);
    print(cli.usage);
    return 2;
  }
  const config = loadConfig(env);
  const { command } = parsed;
  try {
    const result = parsed.offline
      ? await cli.offline(config, command)
      : await callOperator(parsed.server ?? `http://127.0.0.1:${liveServerPort(config.DATA_DIR) ?? config.PORT}`, config, cli.request(command));
    cli.describe(command, result, parsed.offline).forEach((line) => print(line));
    return 0;
  } catch (err) {
    print(`失败：${(err as Error).message}`);
    return 1;
  }
}
