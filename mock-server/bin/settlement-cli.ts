import { parseArgs } from 'node:util';
import { ApiError } from '../src/http/envelope';
import {
  confirmSettlement, openSettlements, rejectSettlementProof, SETTLEMENT_OPERATOR_PATHS, type OpenSettlement,
} from '../src/modules/deal/index';
import { createMessageService } from '../src/modules/messages/index';
import { silentPushHub } from '../src/realtime/push-hub';
import type { Config } from '../src/config';
import { runOperatorCli, withOfflineDb, type OperatorRequest } from './operator-call';

export const SETTLEMENT_CLI_USAGE = `用法：npm run settlement -- <命令> [选项]
  list [--pending]                 列出未完成的结算（--pending：只列出待审核付款凭证的）
  confirm <结算编号>                确认余款到账（项目变为已成交，发布成交公告）
  reject <结算编号> --reason <原因>  驳回余款付款凭证
选项：--server <地址>  运行中的交易服务器（默认 http://127.0.0.1:$PORT）；--offline  服务器未运行时直接写数据库`;

type Command = { name: 'list'; pending: boolean } | { name: 'confirm'; id: string } | { name: 'reject'; id: string; reason: string };

/** Parses argv into a command and its options. @throws Error with the Chinese usage problem. */
export function parseSettlementArgs(argv: string[]): { command: Command; server?: string; offline: boolean } {
  const { values, positionals } = parseArgs({
    args: argv, allowPositionals: true,
    options: { reason: { type: 'string' }, pending: { type: 'boolean', default: false }, server: { type: 'string' }, offline: { type: 'boolean', default: false } },
  });
  const [name, rawId] = positionals;
  const id = (rawId ?? '').trim();
  let command: Command;
  if (name === 'list') command = { name, pending: values.pending ?? false };
  else if (name === 'confirm' || name === 'reject') {
    if (!/^\d{1,19}$/.test(id)) throw new Error('请指定结算编号（数字）');
    const reason = values.reason?.trim() ?? '';
    if (name === 'reject' && !reason) throw new Error('驳回须填写原因（--reason）');
    command = name === 'confirm' ? { name, id } : { name, id, reason };
  } else throw new Error(`未知命令：${name ?? '（空）'}`);
  return { command, server: values.server, offline: values.offline ?? false };
}

function describe(command: Command, result: unknown): string[] {
  switch (command.name) {
    case 'list': {
      const rows = result as OpenSettlement[];
      return rows.length ? rows.map((r) => `${r.updatedAt}  ${r.id}  ${r.confirmationNo}  ${r.loginName}  ${r.balance} 元  ${r.statusLabel}  ${r.assetsName}`) : ['没有符合条件的结算'];
    }
    case 'confirm': return [(result as { replayed: boolean }).replayed ? `结算 ${command.id} 此前已确认，未重复处理` : `结算 ${command.id} 已确认，项目已成交`];
    case 'reject': return [`结算 ${command.id} 的付款凭证已驳回`];
  }
}

function request(command: Command): OperatorRequest {
  const P = SETTLEMENT_OPERATOR_PATHS;
  switch (command.name) {
    case 'list': return { method: 'GET', path: `${P.list}?pending=${command.pending ? 1 : 0}` };
    case 'confirm': return { method: 'POST', path: P.confirm, body: { id: command.id } };
    case 'reject': return { method: 'POST', path: P.reject, body: { id: command.id, reason: command.reason } };
  }
}

/** Straight on the database: messages are stored without a push (nobody is connected). */
function offline(config: Config, command: Command): Promise<unknown> {
  return withOfflineDb(config, async (db) => {
    const deps = { db, now: Date.now, messages: createMessageService({ db, push: silentPushHub, now: Date.now }), listeners: [] };
    switch (command.name) {
      case 'list': return openSettlements(db, command.pending);
      case 'confirm': return confirmSettlement(deps, command.id);
      case 'reject': return rejectSettlementProof(deps, command.id, command.reason);
    }
  }).catch((err: unknown) => {
    throw err instanceof ApiError ? new Error(err.message) : err;
  });
}

/**
 * Runs one settlement operator command through the running server's operator endpoints, or with --offline on the
 * database under DATA_DIR. @returns the process exit code (0 ok, 1 refused, 2 usage); output through `print`.
 */
export function runSettlementCli(argv: string[], env: Record<string, string | undefined>, print: (line: string) => void): Promise<number> {
  return runOperatorCli({ parse: parseSettlementArgs, usage: SETTLEMENT_CLI_USAGE, request, offline, describe: (c, r) => describe(c, r) }, argv, env, print);
}
