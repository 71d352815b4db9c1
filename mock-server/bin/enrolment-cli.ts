import type { Config } from '../src/config';
import { runOperatorCli, withOfflineDb, type OperatorRequest } from './operator-call';
import { parseArgs } from 'node:util';
import { ApiError } from '../src/http/envelope';
import { ENROLMENT_OPERATOR_PATHS, pendingApplications, refuseApplication, type PendingApplication } from '../src/modules/enrolment/index';
import { createMessageService } from '../src/modules/messages/index';
import { silentPushHub } from '../src/realtime/push-hub';

export const ENROLMENT_CLI_USAGE = `用法：npm run enrolment -- <命令> [选项]
  list                                      列出待缴纳保证金（尚可驳回）的报名
  refuse <报名编号> --reason <原因>          资格审核未通过，驳回报名（保证金确认前）
选项：--server <地址>  运行中的交易服务器（默认 http://127.0.0.1:$PORT）；--offline  服务器未运行时直接写数据库`;

type Command = { name: 'list' } | { name: 'refuse'; enrolmentId: string; reason: string };

/** Parses argv into a command and its options. @throws Error with the Chinese usage problem. */
export function parseEnrolmentArgs(argv: string[]): { command: Command; server?: string; offline: boolean } {
  const { values, positionals } = parseArgs({
    args: argv, allowPositionals: true,
    options: { reason: { type: 'string' }, server: { type: 'string' }, offline: { type: 'boolean', default: false } },
  });
  const [name, id] = positionals;
  const offline = values.offline ?? false;
  if (name === 'list') return { command: { name }, server: values.server, offline };
  if (name !== 'refuse') throw new Error(`未知命令：${name ?? '（空）'}`);
  if (!id || !/^\d{1,19}$/.test(id.trim())) throw new Error('请指定报名编号（数字）');
  if (!values.reason?.trim()) throw new Error('驳回须填写原因（--reason）');
  return { command: { name, enrolmentId: id.trim(), reason: values.reason.trim() }, server: values.server, offline };
}

/** Prints a result in Chinese. */
function describe(command: Command, result: unknown): string[] {
  if (command.name === 'list') {
    const rows = result as PendingApplication[];
    return rows.length ? rows.map((r) => `${r.submittedAt}  ${r.enrolmentId}  ${r.loginName}  ${r.deposit} 元  ${r.assetsName}`) : ['没有待缴纳保证金的报名'];
  }
  return [`报名 ${command.enrolmentId} 已驳回（资格审核未通过：${command.reason}），已通知报名人`];
}

/**
 * Runs one operator command: through the running server's operator endpoints (the user's open pages hear of the
 * refusal at once), or with --offline straight on the database under DATA_DIR (the message waits in the inbox).
 * @returns the process exit code (0 ok, 1 refused, 2 usage); output goes through `print`.
 */
export function runEnrolmentCli(argv: string[], env: Record<string, string | undefined>, print: (line: string) => void): Promise<number> {
  return runOperatorCli({ parse: parseEnrolmentArgs, usage: ENROLMENT_CLI_USAGE, request, offline, describe }, argv, env, print);
}

/** The operator endpoint of `command` (contract of modules/enrolment operator-routes.ts). */
function request(command: Command): OperatorRequest {
  return command.name === 'list'
    ? { method: 'GET', path: ENROLMENT_OPERATOR_PATHS.pending }
    : { method: 'POST', path: ENROLMENT_OPERATOR_PATHS.refuse, body: { enrolmentId: command.enrolmentId, reason: command.reason } };
}

async function offline(config: Config, command: Command): Promise<unknown> {
  return withOfflineDb(config, async (db) => {
    if (command.name === 'list') return pendingApplications(db);
    // No open pages to notify from here: the message is stored and read from the inbox when the user next looks.
    const messages = createMessageService({ db, push: silentPushHub, now: Date.now });
    return refuseApplication(db, messages, command.enrolmentId, command.reason, Date.now());
  }).catch((err: unknown) => {
    throw err instanceof ApiError ? new Error(err.message) : err;
  });
}
