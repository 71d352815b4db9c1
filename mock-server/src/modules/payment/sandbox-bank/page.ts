import { SANDBOX_BANK_BANNER } from '../../../../../contract/sandbox';
import type { Ticket } from '../signature';

/** The sandbox bank's name on its pages. */
export const BANK_NAME = '沙箱银行网上支付';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fen as the bank writes amounts: '¥12,300.00'. */
function yuan(fen: number): string {
  const [whole, cents] = (fen / 100).toFixed(2).split('.');
  return `¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** Every page of the sandbox bank: its header, the 沙箱 banner (it moves no money, whatever the page says) and `body`. */
function layout(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>
body{margin:0;font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;background:#eef2f6;color:#222}
header{background:#b71c1c;color:#fff;padding:14px 24px;font-size:18px;font-weight:600}
.sandbox{background:#fff3cd;color:#7a4b00;border-bottom:1px solid #f0d58c;padding:10px 24px;font-size:15px;font-weight:600;text-align:center}
main{max-width:520px;margin:32px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
dl{display:grid;grid-template-columns:110px 1fr;gap:10px 12px;margin:0 0 24px}dt{color:#666}dd{margin:0}
.amount{font-size:28px;color:#b71c1c;font-weight:700}.tip{color:#888;font-size:13px;margin-top:20px}
form{display:inline}button{font-size:16px;padding:10px 28px;border-radius:4px;border:1px solid #b71c1c;cursor:pointer;margin-right:12px}
.pay{background:#b71c1c;color:#fff}.cancel{background:#fff;color:#b71c1c}a{color:#b71c1c}
</style></head><body><header>${BANK_NAME}（测试环境）</header><p class="sandbox" role="note">${SANDBOX_BANK_BANNER}</p><main>${body}</main></body></html>`;
}

/** Hidden fields that carry the signed payment request back to the bank with the chosen action. */
const hidden = (t: Ticket, sign: string, action: string) =>
  `<input type="hidden" name="orderNo" value="${esc(t.orderNo)}"><input type="hidden" name="amount" value="${t.amount}">`
  + `<input type="hidden" name="expires" value="${t.expires}"><input type="hidden" name="sign" value="${esc(sign)}">`
  + `<input type="hidden" name="action" value="${action}">`;

/** The payment page: merchant, order, amount and the 确认支付 / 取消 buttons (each posts back to the bank). */
export function payPage(t: Ticket, sign: string, merchant: string, postPath: string): string {
  return layout(`${BANK_NAME} - 订单支付`, `<h2 style="margin-top:0">订单支付</h2><dl>
<dt>收款商户</dt><dd>${esc(merchant)}</dd><dt>商品名称</dt><dd>交易保证金</dd><dt>订单号</dt><dd>${esc(t.orderNo)}</dd>
<dt>支付金额</dt><dd class="amount">${yuan(t.amount)}</dd></dl>
<form method="post" action="${postPath}">${hidden(t, sign, 'confirm')}<button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${postPath}">${hidden(t, sign, 'cancel')}<button class="cancel" type="submit">取消</button></form>
<p class="tip">这是测试环境的模拟银行页面，不会产生真实扣款。点击“确认支付”后银行将通知交易平台并返回收银台。</p>`);
}

/** An error page with a way back to the cashier (or the portal's home when the order is unknown). */
export function errorPage(msg: string, backUrl: string): string {
  return layout(`${BANK_NAME} - 支付失败`, `<h2 style="margin-top:0">无法完成支付</h2><p>${esc(msg)}</p><p><a href="${esc(backUrl)}">返回收银台</a></p>`);
}
