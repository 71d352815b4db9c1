import { CreditCard, Loader2 } from 'lucide-react';
import type { PaymentOrder } from '@contract/payment';
import { Button } from '@/components/ui/button';
import { PriceText } from '@/components/ui/price-text';
import { amountText } from '@/lib/format';
import { useStartOnlinePayment } from '@/features/enrol/payment.queries';
import { SandboxBadge, useIsSandbox } from '@/components/sandbox-badge';
import { msg, useT } from '@/i18n';

/** Only a same-site path or an http(s) page may be opened as the bank page (never `javascript:` and the like). */
const isSafePayUrl = (url: string) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url);

const RESULT_TEXT = { cancelled: msg('您已取消本次支付，可重新发起支付。'), failed: msg('本次支付未成功，请重新发起支付或改用线下转账。') } as const;

/**
 * 在线支付: starts the payment and sends the browser to the bank page the server returns (marked 沙箱
 * when it is the sandbox bank); the bank
 * sends it back to /cashierDesk?orderNo=…. `checking` (back from the bank, not yet paid) shows that
 * the result is being confirmed while the cashier polls; `result` explains a cancelled or failed try.
 */
export function OnlinePayPanel({ order, checking, result }: { order: PaymentOrder; checking: boolean; result?: 'cancelled' | 'failed' | 'success' }) {
  const t = useT('enrol');
  const start = useStartOnlinePayment();
  const pay = () =>
    start.mutate(order.orderNo, {
      onSuccess: (a) => {
        if (isSafePayUrl(a.payUrl)) window.location.assign(a.payUrl);
      },
    });
  const busy = start.isPending || start.isSuccess;
  const sandbox = useIsSandbox('payment');

  return (
    <div className="space-y-4 text-sm">
      {result === 'cancelled' || result === 'failed' ? (
        <p role="alert" className="rounded-control bg-amber-50 px-3 py-2 text-warn">{t(RESULT_TEXT[result])}</p>
      ) : null}
      {checking ? (
        <p role="status" className="flex items-center gap-2 rounded-control bg-brand-50 px-3 py-2 text-brand-800">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('正在确认支付结果，请稍候…')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4 rounded-card border border-line p-4">
        <CreditCard aria-hidden className="size-8 text-brand-600" strokeWidth={1.5} />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 font-medium">
            {t('网银在线支付')}
            <SandboxBadge service="payment" />
          </p>
          <p className="mt-0.5 text-xs text-muted">
            {sandbox ? t('将跳转至沙箱银行页面（测试环境，不产生真实扣款），支付成功后自动返回本页。') : t('将跳转至银行支付页面完成付款，支付成功后自动返回本页。')}
          </p>
        </div>
        <div className="text-right">
          <span className="text-xs text-muted">{t('支付金额')} </span>
          <PriceText price={amountText(order.amount)} className="text-lg" />
        </div>
      </div>
      <Button size="lg" variant="danger" onClick={pay} disabled={busy || order.status !== 'unpaid'}>
        {busy ? t('正在前往银行…') : t('立即支付')}
      </Button>
    </div>
  );
}
