import { MESSAGE_CODES, PLATFORM_NAME } from '../../../../contract/constants';
import type { Db } from '../../db/connection';
import { beijingTime } from '../../http/wire';
import { newId } from '../../lib/crypto';
import { findOutboxMessages, insertOutboxMessage } from './sms-repository';

/** One text message to send: `content` is the full text; `code` is repeated so a sandbox can show it alone. */
export interface SmsMessage { phone: string; purpose: number; code: string; content: string }

/**
 * The SMS gateway (design.md: third parties sit behind a provider interface). A real gateway implements `send`;
 * the server only ever hands it a phone and a text. `send` rejects when the gateway refused the message.
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Purposes of codes the server sends on its own behalf (not asked for through dscq-user/sms/code): a code is valid
 * only for its purpose, so a login code cannot sign a contract. contractSign: signing a trade contract.
 */
export const SMS_PURPOSES = { contractSign: 3001 } as const;

const PURPOSE_TEXT: Record<number, string> = {
  [SMS_PURPOSES.contractSign]: '签署交易合同',
  [MESSAGE_CODES.default]: '登录',
  [MESSAGE_CODES.register]: '注册账号',
  [MESSAGE_CODES.forgotPassword]: '找回账号或密码',
};

/** The text of a code message, e.g. '【农村产权交易平台】您正在登录，验证码为 123456，5分钟内有效，请勿泄露给他人。' */
export function smsText(purpose: number, code: string, ttlMinutes: number): string {
  return `【${PLATFORM_NAME}】您正在${PURPOSE_TEXT[purpose] ?? '进行身份验证'}，验证码为 ${code}，${ttlMinutes}分钟内有效，请勿泄露给他人。`;
}

/**
 * The sandbox gateway: "sends" by writing to the sms_outbox table, the only place a plain code is ever stored.
 * Development reads it at GET /api/dev/sms-outbox (EXCHANGE_DEV_TOOLS=1 only).
 */
export class SandboxSmsProvider implements SmsProvider {
  constructor(private readonly db: Db, private readonly now: () => number) {}

  async send(message: SmsMessage): Promise<void> {
    await insertOutboxMessage(this.db, { id: newId(), ...message, createTime: this.now() });
  }
}

/** One outbox entry as the dev endpoint shows it (messageCode = purpose; createTime Beijing time). */
export interface OutboxEntry { id: string; phone: string; messageCode: number; code: string; content: string; createTime: string }

/** The latest `limit` sandbox messages, newest first, optionally of one phone. */
export async function readOutbox(db: Db, phone: string | undefined, limit: number): Promise<OutboxEntry[]> {
  const rows = await findOutboxMessages(db, phone, limit);
  return rows.map((r) => ({
    id: r.id, phone: r.phone, messageCode: r.purpose, code: r.code, content: r.content, createTime: beijingTime(Number(r.createTime)),
  }));
}
