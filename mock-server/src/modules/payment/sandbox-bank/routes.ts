import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CASHIER_PATH, PAYMENT_PATHS, SANDBOX_BANK_PAY_PATH } from '../../../../../contract/payment';
import type { AppContext } from '../../../context';
import type { PaymentDeps } from '../service';
import { signNotification, ticketSigned, type Ticket } from '../signature';
import { errorPage, payPage } from './page';

const MERCHANT = '天府农村产权交易所有限公司';

const ticketSchema = z.object({
  orderNo: z.string().regex(/^BZJ\d{18}$/), amount: z.coerce.number().int().positive(), expires: z.coerce.number().int(),
  sign: z.string(), action: z.enum(['confirm', 'cancel']).optional(),
});

const cashier = (orderNo: string, result?: string) => `${CASHIER_PATH}?orderNo=${encodeURIComponent(orderNo)}${result ? `&result=${result}` : ''}`;

/**
 * The sandbox bank, playing the third party of the online channel (design.md: a sandbox behind the provider
 * boundary). It lives outside /api because a browser navigates to it. It only trusts the signed payment request the
 * cashier handed out (order, amount in fen, expiry) and, on 确认支付 / 取消, sends the exchange a signed notification
 * through the same HTTP callback a real bank would call, then returns the browser to /cashierDesk?orderNo=….
 */
export async function sandboxBankRoutes(app: FastifyInstance, opts: { ctx: AppContext; deps: PaymentDeps }): Promise<void> {
  const { deps } = opts;

  /** Validates the signed request; answers the error page (and returns null) when it is forged or expired. */
  const readTicket = (raw: unknown, reply: FastifyReply): (Ticket & { sign: string; action?: string }) | null => {
    const parsed = ticketSchema.safeParse(raw);
    const page = (msg: string, back: string) => { reply.code(400).type('text/html; charset=utf-8').send(errorPage(msg, back)); return null; };
    if (!parsed.success) return page('支付请求无效，请返回收银台重新发起支付。', '/');
    const t = parsed.data;
    if (!ticketSigned(t, t.sign, deps.bankSecret)) return page('支付请求签名无效，请返回收银台重新发起支付。', cashier(t.orderNo));
    if (deps.now() > t.expires) return page('支付链接已过期，请返回收银台重新发起支付。', cashier(t.orderNo));
    return t;
  };

  /** GET /sandbox-bank/pay?orderNo&amount&expires&sign — the bank's payment page (HTML, Chinese). 400 page when invalid. */
  app.get(SANDBOX_BANK_PAY_PATH, async (request, reply) => {
    const t = readTicket(request.query, reply);
    if (!t) return reply;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(payPage(t, t.sign, MERCHANT, SANDBOX_BANK_PAY_PATH));
  });

  /**
   * POST /sandbox-bank/pay (form: the signed request + action confirm | cancel) — notifies the exchange (SUCCESS or
   * CANCELLED, signed) and redirects 303 to the cashier; a refused notification shows the bank's error page.
   */
  app.post(SANDBOX_BANK_PAY_PATH, async (request, reply) => {
    const t = readTicket(request.body, reply);
    if (!t) return reply;
    const fields = { orderNo: t.orderNo, amount: t.amount, status: t.action === 'cancel' ? 'CANCELLED' as const : 'SUCCESS' as const, nonce: randomBytes(16).toString('hex'), timestamp: deps.now() };
    // Like a real bank: no web-client id, only the HMAC signature authenticates the notification.
    const res = await app.inject({
      method: 'POST', url: `/api/${PAYMENT_PATHS.bankCallback}`,
      payload: { ...fields, signature: signNotification(fields, deps.bankSecret) },
    });
    if (res.statusCode !== 200) {
      const msg = (res.json() as { msg?: string }).msg ?? '支付通知失败';
      return reply.code(502).type('text/html; charset=utf-8').send(errorPage(`交易平台未接受支付结果：${msg}`, cashier(t.orderNo, 'failed')));
    }
    return reply.redirect(cashier(t.orderNo, t.action === 'cancel' ? 'cancelled' : undefined), 303);
  });
}
