import { parseArgs } from 'node:util';
import { CONTRACT_STATE_LABELS, type ContractState } from '../../contract/trade-contract-paths';
import { loadConfig, type Config } from '../src/config';
import { ApiError } from '../src/http/envelope';
import { createMessageService } from '../src/modules/messages/index';
import { FileStore } from '../src/modules/realname/index';
import {
  CONTRACT_OPERATOR_PATHS, offlineConfirm, offlineSign, operatorContracts, pdfDocumentMaker, voidContract, type ContractDeps, type OperatorContractLine,
} from '../src/modules/trade-contract/index';
import { silentPushHub } from '../src/realtime/push-hub';
import { esignatureProviderFor } from '../src/services/e-signature/index';
import { runOperatorCli, withOfflineDb, type OperatorRequest } from './operator-call';

export const CONTRACT_CLI_USAGE = `用法：npm run contract -- <命令> [选项]
  list                                        列出尚未签署完成的交易合同
  void <合同编号> --reason <原因>              作废合同（签署完成前）
  offline-confirm <合同编号>                   为没有平台账户的转让方确认最新合同文本（已线下核对）
  offline-sign <合同编号>                      登记没有平台账户的转让方已线下签署（组织已加盖公章）
选项：--server <地址>  运行中的交易服务器（默认 http://127.0.0.1:$PORT）；--offline  服务器未运行时直接写数据库`;

type Command = { name: 'list' } | { name: 'void'; contractNo: string; reason: string } | { name: 'offline-confirm' | 'offline-sign'; contractNo: string };

/** Parses argv into a command. @throws Error with the Chinese usage problem. */
export function parseContractArgs(argv: string[]): { command: Command; server?: string; offline: boolean } {
  const { values, positionals } = parseArgs({
    args: argv, allowPositionals: true,
    options: { reason: { type: 'string' }, server: { type: 'string' }, offline: { type: 'boolean', default: false } },
  });
  const [name, no] = positionals;
  const contractNo = (no ?? '').trim();
  let command: Command;
  if (name === 'list') command = { name };
  else if (name === 'void' || name === 'offline-confirm' || name === 'offline-sign') {
    if (!/^HT\d{14}$/.test(contractNo)) throw new Error('请指定合同编号（HT 加 14 位数字）');
    if (name === 'void') {
      const reason = values.reason?.trim() ?? '';
      if (!reason) throw new Error('作废合同须填写原因（--reason）');
      command = { name, contractNo, reason };
    } else command = { name, contractNo };
  } else throw new Error(`未知命令：${name ?? '（空）'}`);
  return { command, server: values.server, offline: values.offline ?? false };
}

const STATE_TEXT = (r: { state: string }) => CONTRACT_STATE_LABELS[r.state as ContractState] ?? r.state;

/** The lines printed for an answer. */
function describe(command: Command, result: unknown): string[] {
  switch (command.name) {
    case 'list': {
      const rows = result as OperatorContractLine[];
      return rows.length
        ? rows.map((r) => `${r.updateTime}  ${r.contractNo}  ${r.stateLabel}  第${r.version}版  ${r.transferor} → ${r.transferee}${r.offlineParty ? '  [转让方线下办理]' : ''}  ${r.assetsName}`)
        : ['没有尚未签署完成的合同'];
    }
    case 'void': return [`合同 ${command.contractNo} 已作废`];
    case 'offline-confirm': return [`已为线下转让方确认合同 ${command.contractNo} 的第 ${(result as { version: number }).version} 版，当前状态：${STATE_TEXT(result as { state: string })}`];
    case 'offline-sign': return [`已登记线下转让方签署合同 ${command.contractNo}，当前状态：${STATE_TEXT(result as { state: string })}`];
  }
}

/** The operator endpoint and body of a command. */
function request(command: Command): OperatorRequest {
  const P = CONTRACT_OPERATOR_PATHS;
  switch (command.name) {
    case 'list': return { method: 'GET', path: P.list };
    case 'void': return { method: 'POST', path: P.void, body: { contractNo: command.contractNo, reason: command.reason } };
    case 'offline-confirm': return { method: 'POST', path: P.offlineConfirm, body: { contractNo: command.contractNo } };
    case 'offline-sign': return { method: 'POST', path: P.offlineSign, body: { contractNo: command.contractNo } };
  }
}

/** Straight on the database: messages stored without a push; no SMS is sent from here; the PDF in PDF_FONT_FILE, certified by ESIGN_PROVIDER. */
async function offline(cli: Config, command: Command): Promise<unknown> {
  const dataDir = cli.DATA_DIR;
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const authority = esignatureProviderFor(config.ESIGN_PROVIDER, { dataDir, secret: config.ESIGN_SANDBOX_SECRET, exchangeEnv: config.EXCHANGE_ENV });
  return withOfflineDb(cli, async (db) => {
    const now = Date.now;
    const noSms = async (): Promise<never> => { throw new ApiError(409, '线下命令不发送短信验证码'); };
    const deps: ContractDeps = {
      db, now, messages: createMessageService({ db, push: silentPushHub, now }), sms: { send: noSms, verify: noSms },
      files: new FileStore({ db, dataDir, now }), sealLookup: async () => null, documents: pdfDocumentMaker(config.PDF_FONT_FILE, authority),
      log: (err, msg) => console.error(msg, err),
    };
    switch (command.name) {
      case 'list': return operatorContracts(deps);
      case 'void': return voidContract(deps, command.contractNo, command.reason);
      case 'offline-confirm': return offlineConfirm(deps, command.contractNo);
      case 'offline-sign': return offlineSign(deps, command.contractNo);
    }
  }).catch((err: unknown) => {
    throw err instanceof ApiError ? new Error(err.message) : err;
  });
}

/** Runs one contract operator command (online through the operator endpoints, or --offline). @returns the exit code. */
export function runContractCli(argv: string[], env: Record<string, string | undefined>, print: (line: string) => void): Promise<number> {
  return runOperatorCli({ parse: parseContractArgs, usage: CONTRACT_CLI_USAGE, request, offline, describe }, argv, env, print);
}
