import type { CommandError } from '../../../../contract/bid';
import { ApiError } from '../../http/envelope';
import type { Rejection } from '../types';

/**
 * A refused lot command. It is an {@link ApiError}, so an HTTP route may simply let it propagate (the error handler
 * answers with the envelope `{ code, msg }`); socket handlers turn it into the ack `{ error }` with {@link toCommandError}.
 * `reason` is the engine's machine-readable cause; `nextValidPrice` (元) accompanies price rejections.
 */
export class LotCommandError extends ApiError {
  constructor(code: number, msg: string, readonly reason?: string, readonly nextValidPrice?: number) {
    super(code, msg);
    this.name = 'LotCommandError';
  }

  /** The error an engine rejection becomes (lowestAcceptable fen → nextValidPrice 元). */
  static fromRejection(r: Rejection): LotCommandError {
    return new LotCommandError(r.code, r.msg, r.reason, r.lowestAcceptable === undefined ? undefined : r.lowestAcceptable / 100);
  }

  /** The wire shape of the error (contract CommandError). */
  toWire(): CommandError {
    return {
      code: this.code, msg: this.message,
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.nextValidPrice !== undefined ? { nextValidPrice: this.nextValidPrice } : {}),
    };
  }
}

/** 404 for an assetsId without a bid activity (§8: a 404 on bid endpoints rejects silently on the client). */
export const unknownLot = () => new LotCommandError(404, '竞价标的不存在', 'unknown-lot');
/** 409 for a repeated idempotency key with another price (auction-rules.md § Idempotency). */
export const keyConflict = () => new LotCommandError(409, '同一请求标识的出价金额不一致', 'idempotency-conflict');
/** 401 for a bid without a valid access token. */
export const loginRequired = () => new LotCommandError(401, '请先登录后再出价', 'login-required');

/** Any thrown value as a wire error: our own errors keep their code, anything else is a 500 with a safe message. */
export function toCommandError(err: unknown): CommandError {
  if (err instanceof LotCommandError) return err.toWire();
  if (err instanceof ApiError) return { code: err.code, msg: err.message };
  return { code: 500, msg: '服务器繁忙，请稍后再试' };
}
