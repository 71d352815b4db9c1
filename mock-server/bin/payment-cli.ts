import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLIENT_ID_HEADER } from '../../contract/envelope';
import { loadConfig } from '../src/config';
import { openSqlite } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { ApiError } from '../src/http/envelope';
import { loadOperatorToken, OPERATOR_HEADER } from '../src/http/operator-token';
import { createDepositEnrolments } from '../src/modules/enrolment/index';
import { createMessageService } from '../src/modules/messages/index';
import { confirmProof, loadBankSecret, PAYMENT_OPERATOR_PATHS, pendingProofs, rejectProof } from '../src/modules/payment/index';
import { silentPushHub } from '../src/realtime/push-hub';

export const PAYMENT_CLI_USAGE = `用法：npm run payment -- <命令> [选项]
  list                                  列出待确认的线下转账凭证
  confirm --order <订单号>              确认保证金到账（分配竞买号）
  reject --order <订单号> --reason <原因> 驳回转账凭证
选项：--server <地址>  运行中的交易服务器（默认 http://127.0.0.1:$PORT）；--offline  服务器未运行时直接写数据库`;

type Command = { name: 'list' } | { name: 'confirm'; orderNo: string } | { name: 'reject'; orderNo: string; reason: string };

/** Parses argv into a command and its options. @throws Error with the Chinese usage problem. */
export function parsePaymentArgs(argv: string[]): { command: Command; server?: string; offline: boolean } {
  const { values, positionals } = parseArgs({
    args: argv, allowPositionals: true,
    options: { order: { type: 'string' }, reason: { type: 'string' }, server: { type: 'string' }, offline: { type: 'boolean', default: false } },
  });
  const name = positionals[0];
  const orderNo = values.order?.trim() ?? '';
  if (name !== 'list' && !orderNo) throw new Error(name === 'confirm' || name === 'reject' ? '请用 --order 指定订单号' : `未知命令：${name ?? '（空）'}`);
  if (name === 'reject' && !values.reason?.trim()) throw new Error('驳回须填写原因（--reason）');
  const command: Command = name === 'list' ? { name } : name === 'confirm' ? { name, orderNo } : { name: 'reject', orderNo, reason: values.reason!.trim() };
  return { command, server: values.server, offline: values.offline ?? false };
}

/** Prints a result in Chinese. */
function describe(command: Command, result: unknown): string[] {
  if (command.name === 'list') {
    const rows = result as Array<{ orderNo: string; loginName: string; assetsName: string; amount: number; submittedAt: string }>;
    return rows.length ? rows.map((r) => `${r.submittedAt}  ${r.orderNo}  ${r.loginName}  ${r.amount} 元  ${r.assetsName}`) : ['没有待确认的转账凭证'];
  }
  if (command.name === 'confirm') {
    const r = result as { bidderCode: string | null; replayed: boolean };
    return [r.replayed ? `订单 ${command.orderNo} 此前已确认，未重复入账` : `订单 ${command.orderNo} 已确认到账，竞买号 ${r.bidderCode}`];
  }
  return [`订单 ${command.orderNo} 的转账凭证已驳回`];
}

/**
 * Runs one operator command: through the running server's operator endpoints (so the live bid engine sees a
 * confirmed bidder at once), or with --offline straight on the database under DATA_DIR (the engine reads the
 * bidders when it next loads the lot). @returns the process exit code; output goes through `print`.
 */
export async function runPaymentCli(argv: string[], env: Record<string, string | undefined>, print: (line: string) => void): Promise<number> {
  let parsed;
  try {
    parsed = parsePaymentArgs(argv);
  } catch (err) {
    print((err as Error).message);
    print(PAYMENT_CLI_USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const { command } = parsed;
  try {
    const result = parsed.offline ? await offline(config.DATA_DIR, command) : await online(parsed.server ?? `http://127.0.0.1:${config.PORT}`, config, command);
    describe(command, result).forEach((line) => print(line));
    if (parsed.offline && command.name === 'confirm') print('提示：服务器下次加载该标的时会读到新的竞买人。');
    return 0;
  } catch (err) {
    print(`失败：${(err as Error).message}`);
    return 1;
  }
}

async function online(server: string, config: { DATA_DIR: string; WEB_CLIENT_ID: string }, command: Command): Promise<unknown> {
  const headers = { [CLIENT_ID_HEADER]: config.WEB_CLIENT_ID, [OPERATOR_HEADER]: loadOperatorToken(config.DATA_DIR), 'content-type': 'application/json' };
  const url = `${server.replace(/\/$/, '')}/api/${PAYMENT_OPERATOR_PATHS[command.name === 'list' ? 'pending' : command.name]}`;
  const body = command.name === 'list' ? undefined : JSON.stringify(command.name === 'confirm' ? { orderNo: command.orderNo } : { orderNo: command.orderNo, reason: command.reason });
  let res: Response;
  try {
    res = await fetch(url, { method: body ? 'POST' : 'GET', headers, body });
  } catch {
    throw new Error(`无法连接交易服务器 ${server}；服务器未运行时请加 --offline`);
  }
  const answer = await res.json() as { success: boolean; data: unknown; msg: string };
  if (!answer.success) throw new Error(answer.msg);
  return answer.data;
}

async function offline(dataDir: string, command: Command): Promise<unknown> {
  const db = openSqlite(path.join(dataDir, 'exchange.sqlite'));
  try {
    await migrateToLatest(db);
    // No open pages to notify from here: messages are stored and read from the inbox when the user next looks.
    const messages = createMessageService({ db, push: silentPushHub, now: Date.now });
    const deps = {
      db, enrolments: createDepositEnrolments(messages), now: Date.now, bankSecret: loadBankSecret(dataDir), onBiddersChanged: async () => {},
      onlineChannel: false, messages,
    };
    if (command.name === 'list') return await pendingProofs(deps);
    if (command.name === 'confirm') return await confirmProof(deps, command.orderNo);
    await rejectProof(deps, command.orderNo, command.reason);
    return null;
  } catch (err) {
    throw err instanceof ApiError ? new Error(err.message) : err;
  } finally {
    await db.destroy();
  }
}
