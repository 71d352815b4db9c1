import type { Config } from '../src/config';
import { runOperatorCli, withOfflineDb, type OperatorRequest } from './operator-call';
import { parseArgs } from 'node:util';
import { ApiError } from '../src/http/envelope';
import { createDepositEnrolments } from '../src/modules/enrolment/index';
import { createMessageService } from '../src/modules/messages/index';
import {
  confirmProof, forfeitDeposit, listRefunds, loadBankSecret, markRefundPaid, PAYMENT_OPERATOR_PATHS, pendingProofs, rejectProof, RefundRun,
  retryRefund, type RefundFilter, type RefundLine,
} from '../src/modules/payment/index';
import { silentPushHub } from '../src/realtime/push-hub';

export const PAYMENT_CLI_USAGE = `用法：npm run payment -- <命令> [选项]
  list                                        列出待确认的线下转账凭证
  confirm --order <订单号>                    确认保证金到账（分配竞买号）
  reject --order <订单号> --reason <原因>      驳回转账凭证
  refunds [--failed | --pending]              列出保证金退款（全部 / 退款失败 / 尚未退还）
  retry --refund <退款单号>                   重试退款失败的退款单（同一退款单号再次向银行发起）
  mark-refunded --refund <退款单号> --reference <银行流水号>
                                              登记已由人工转账退还的保证金（PAYMENT_PROVIDER=none 时）
  forfeit <订单号> --reason <原因>             扣除保证金（已确认或已转价款的订单）
选项：--server <地址>  运行中的交易服务器（默认 http://127.0.0.1:$PORT）；--offline  服务器未运行时直接写数据库`;

type Command =
  | { name: 'list' } | { name: 'confirm'; orderNo: string } | { name: 'reject'; orderNo: string; reason: string }
  | { name: 'refunds'; filter: RefundFilter } | { name: 'retry'; refundNo: string }
  | { name: 'mark-refunded'; refundNo: string; reference: string } | { name: 'forfeit'; orderNo: string; reason: string };

/** Parses argv into a command and its options. @throws Error with the Chinese usage problem. */
export function parsePaymentArgs(argv: string[]): { command: Command; server?: string; offline: boolean } {
  const { values, positionals } = parseArgs({
    args: argv, allowPositionals: true,
    options: {
      order: { type: 'string' }, reason: { type: 'string' }, refund: { type: 'string' }, reference: { type: 'string' },
      failed: { type: 'boolean', default: false }, pending: { type: 'boolean', default: false },
      server: { type: 'string' }, offline: { type: 'boolean', default: false },
    },
  });
  const name = positionals[0];
  const orderNo = (values.order ?? positionals[1] ?? '').trim();
  const refundNo = (values.refund ?? positionals[1] ?? '').trim();
  const reason = values.reason?.trim() ?? '';
  let command: Command;
  if (name === 'list') command = { name };
  else if (name === 'refunds') command = { name, filter: values.failed ? 'failed' : values.pending ? 'pending' : 'all' };
  else if (name === 'confirm' || name === 'reject' || name === 'forfeit') {
    if (!orderNo) throw new Error('请用 --order 指定订单号');
    if (name !== 'confirm' && !reason) throw new Error(`${name === 'reject' ? '驳回' : '扣除保证金'}须填写原因（--reason）`);
    command = name === 'confirm' ? { name, orderNo } : { name, orderNo, reason };
  } else if (name === 'retry' || name === 'mark-refunded') {
    if (!refundNo) throw new Error('请用 --refund 指定退款单号');
    if (name === 'mark-refunded' && !values.reference?.trim()) throw new Error('请用 --reference 填写退款的银行流水号');
    command = name === 'retry' ? { name, refundNo } : { name, refundNo, reference: values.reference!.trim() };
  } else throw new Error(`未知命令：${name ?? '（空）'}`);
  return { command, server: values.server, offline: values.offline ?? false };
}

const REFUND_STATUS = { pending: '待退还', requested: '已发起', refunded: '已退还', failed: '退款失败' } as Record<string, string>;

/** Prints a result in Chinese. */
function describe(command: Command, result: unknown): string[] {
  switch (command.name) {
    case 'list': {
      const rows = result as Array<{ orderNo: string; loginName: string; assetsName: string; amount: number; submittedAt: string }>;
      return rows.length ? rows.map((r) => `${r.submittedAt}  ${r.orderNo}  ${r.loginName}  ${r.amount} 元  ${r.assetsName}`) : ['没有待确认的转账凭证'];
    }
    case 'confirm': {
      const r = result as { bidderCode: string | null; replayed: boolean };
      return [r.replayed ? `订单 ${command.orderNo} 此前已确认，未重复入账` : `订单 ${command.orderNo} 已确认到账，竞买号 ${r.bidderCode}`];
    }
    case 'reject': return [`订单 ${command.orderNo} 的转账凭证已驳回`];
    case 'refunds': {
      const rows = result as RefundLine[];
      return rows.length
        ? rows.map((r) => `${r.updatedAt}  ${r.refundNo}  ${r.orderNo}  ${r.loginName}  ${r.amount} 元  ${REFUND_STATUS[r.status] ?? r.status}`
          + `（第 ${r.attempts} 次）${r.lastError ? `  ${r.lastError}` : ''}  ${r.cause}  ${r.assetsName}`)
        : ['没有符合条件的退款单'];
    }
    case 'retry': return [`退款单 ${command.refundNo} 已重新发起，当前状态：${REFUND_STATUS[(result as { status: string }).status] ?? ''}`];
    case 'mark-refunded': return [`退款单 ${command.refundNo} 已登记为已退还（流水号 ${command.reference}）`];
    case 'forfeit': return [`订单 ${command.orderNo} 的保证金已扣除`];
  }
}

/**
 * Runs one operator command: through the running server's operator endpoints (so the live bid engine sees a
 * confirmed bidder at once), or with --offline straight on the database under DATA_DIR (the engine reads the
 * bidders when it next loads the lot). @returns the process exit code; output goes through `print`.
 */
export function runPaymentCli(argv: string[], env: Record<string, string | undefined>, print: (line: string) => void): Promise<number> {
  return runOperatorCli({ parse: parsePaymentArgs, usage: PAYMENT_CLI_USAGE, request, offline, describe: describeWithHints }, argv, env, print);
}

/** The answer's lines, and what an --offline confirm or retry leaves for the server to pick up. */
function describeWithHints(command: Command, result: unknown, offline: boolean): string[] {
  const lines = describe(command, result);
  if (offline && command.name === 'confirm') lines.push('提示：服务器下次加载该标的时会读到新的竞买人。');
  if (offline && command.name === 'retry') lines.push('提示：服务器下次启动时会向银行重新发起该退款。');
  return lines;
}

/** The operator endpoint and body of a command. */
function request(command: Command): OperatorRequest {
  const P = PAYMENT_OPERATOR_PATHS;
  switch (command.name) {
    case 'list': return { path: P.pending, method: 'GET' };
    case 'refunds': return { path: `${P.refunds}?filter=${command.filter}`, method: 'GET' };
    case 'confirm': return { path: P.confirm, method: 'POST', body: { orderNo: command.orderNo } };
    case 'reject': return { path: P.reject, method: 'POST', body: { orderNo: command.orderNo, reason: command.reason } };
    case 'retry': return { path: P.retry, method: 'POST', body: { refundNo: command.refundNo } };
    case 'mark-refunded': return { path: P.markRefunded, method: 'POST', body: { refundNo: command.refundNo, reference: command.reference } };
    case 'forfeit': return { path: P.forfeit, method: 'POST', body: { orderNo: command.orderNo, reason: command.reason } };
  }
}

/**
 * Straight on the database: messages are stored without a push (nobody is connected), and a retried refund only goes
 * back to pending — the server asks the bank for it at its next start.
 */
async function offline(config: Config, command: Command): Promise<unknown> {
  return withOfflineDb(config, async (db) => {
    // No open pages to notify from here: messages are stored and read from the inbox when the user next looks.
    const messages = createMessageService({ db, push: silentPushHub, now: Date.now });
    const deps = {
      db, enrolments: createDepositEnrolments(messages), now: Date.now, bankSecret: loadBankSecret(config.DATA_DIR), onBiddersChanged: async () => {},
      onlineChannel: false, messages,
    };
    switch (command.name) {
      case 'list': return await pendingProofs(deps);
      case 'confirm': return await confirmProof(deps, command.orderNo);
      case 'reject': return await rejectProof(deps, command.orderNo, command.reason);
      case 'refunds': return await listRefunds(deps, command.filter);
      case 'retry': return await retryRefund(deps, new RefundRun({ db, now: Date.now, provider: null, onError: () => {} }), command.refundNo);
      case 'mark-refunded': return await markRefundPaid(deps, command.refundNo, command.reference);
      case 'forfeit': return await forfeitDeposit(deps, command.orderNo, command.reason);
    }
  }).catch((err: unknown) => {
    throw err instanceof ApiError ? new Error(err.message) : err;
  });
}
