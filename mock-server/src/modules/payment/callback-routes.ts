import type { FastifyInstance } from 'fastify';
import {
  bankCallbackAnswerSchema, bankNotificationSchema, bankRefundAnswerSchema, bankRefundNotificationSchema, PAYMENT_PATHS,
} from '../../../../contract/payment';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { post } from '../../http/route';
import { handleBankNotification } from './callback';
import { handleRefundNotification } from './refund-callback';
import type { PaymentDeps } from './service';

/** Bank notifications (server to server, no user token). Prefix `/api`. */
export async function paymentCallbackRoutes(app: FastifyInstance, opts: { ctx: AppContext; deps: PaymentDeps }): Promise<void> {
  tagRoutes(app, '保证金');
  const { deps } = opts;

  /**
   * POST /api/payment/callback/sandbox-bank — contract BankNotification (JSON or form): orderNo, amount (fen), status
   * SUCCESS | CANCELLED, nonce, timestamp (epoch ms), signature = hex HMAC-SHA256 over
   * 'orderNo=…&amount=…&status=…&nonce=…&timestamp=…' with the shared secret (DATA_DIR/sandbox-bank-secret or
   * SANDBOX_BANK_SECRET). Answer { orderNo, status, replayed }. 400 签名校验失败 / 通知已过期 / 金额与订单不符 (logged,
   * order unchanged), 404 订单不存在. Idempotent: a repeated notification never pays twice.
   */
  post(app, `/${PAYMENT_PATHS.bankCallback}`, {
    summary: '沙箱银行支付结果通知（签名校验）',
    params: bankNotificationSchema, answer: bankCallbackAnswerSchema,
    handler: (n) => handleBankNotification(deps, n),
  });

  /**
   * POST /api/payment/callback/sandbox-bank/refund — contract BankRefundNotification (JSON or form): refundNo, orderNo,
   * amount (fen), status SUCCESS | FAILED (+ reason), nonce, timestamp, signature = hex HMAC-SHA256 over
   * 'refundNo=…&orderNo=…&amount=…&status=…&nonce=…&timestamp=…' with the bank secret. Answer { refundNo, status,
   * replayed }. 400 签名校验失败 / 通知已过期 / 金额与退款单不符 (logged, refund unchanged), 404 退款单不存在.
   * Idempotent: a replay answers replayed true and changes nothing (no second refund, no second message).
   */
  post(app, `/${PAYMENT_PATHS.bankRefundCallback}`, {
    summary: '沙箱银行退款结果通知（签名校验）',
    params: bankRefundNotificationSchema, answer: bankRefundAnswerSchema,
    handler: (n) => handleRefundNotification(deps, n),
  });
}
