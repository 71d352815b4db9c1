import { CheckCircle2 } from 'lucide-react';
import type { PaymentOrder } from '@contract/payment';
import { buttonVariants } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { useT } from '@/i18n';

/**
 * The end of the payment: 保证金已缴纳, the bidder code (竞买号) the exchange assigned, the way
 * into the quote hall of the lot (/quoteHall?assetsId=…) and to the user's projects (/myProject).
 */
export function PaidResult({ order }: { order: PaymentOrder }) {
  const t = useT('enrol');
  return (
    <section aria-label={t('缴纳结果')} className="flex flex-col items-center gap-3 rounded-card border border-brand-200 bg-brand-50/60 px-4 py-8 text-center">
      <CheckCircle2 aria-hidden className="size-12 text-brand-600" strokeWidth={1.5} />
      <h2 className="text-lg font-semibold">{t('保证金缴纳成功')}</h2>
      <p className="text-sm text-ink-soft">
        {t('您的竞买号：')}
        {order.bidderCode ? (
          <strong data-testid="bidder-code" translate="no" className="num ml-1 text-2xl tracking-wider text-price">{order.bidderCode}</strong>
        ) : (
          <strong data-testid="bidder-code" className="num ml-1 text-2xl tracking-wider text-price">{t('分配中')}</strong>
        )}
      </p>
      <p className="text-xs text-muted">{t('请牢记竞买号，竞价开始后凭此号在报价厅出价。')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <HrefLink href={`/quoteHall?assetsId=${order.assetsId}`} className={buttonVariants({ size: 'lg', variant: 'danger' })}>
          {t('进入报价厅')}
        </HrefLink>
        <HrefLink href={`/projectDetail/${order.assetsId}.html`} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          {t('返回项目详情')}
        </HrefLink>
        <HrefLink href="/myProject" className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
          {t('查看我的项目')}
        </HrefLink>
      </div>
    </section>
  );
}
