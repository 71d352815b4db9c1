import { REFUND_STATUS_LABELS, type RefundView } from '@contract/payment';
import { Badge } from '@/components/ui/badge';
import { PriceText } from '@/components/ui/price-text';
import { amountText, formatDate } from '@/lib/format';
import { FactList } from '@/features/enrol/enrolment-facts';
import { useT } from '@/i18n';

const TONES = { pending: 'warn', requested: 'warn', refunded: 'muted', failed: 'price' } as const;
const time = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm:ss') : '--');

/**
 * The refund of a deposit (/depositDetail, contract/payment.ts RefundView): refund number, why (未竞得 / 流拍 /
 * 报名未通过 / 撤回报名), state (退还中, 已退还, 退还失败，平台处理中), amount 元 and times.
 */
export function RefundBlock({ refund }: { refund: RefundView }) {
  const t = useT('enrol');
  return (
    <section aria-label={t('保证金退还')} className="rounded-card border border-line p-3">
      <h3 className="mb-2 mt-0 flex items-center gap-2 text-sm font-semibold">
        {t('保证金退还')}
        <Badge tone={TONES[refund.status]}>{t(REFUND_STATUS_LABELS[refund.status])}</Badge>
      </h3>
      <FactList
        label={t('退还信息')}
        rows={[
          [t('退款单号'), <span key="n" className="num" translate="no">{refund.refundNo}</span>],
          [t('退还原因'), t(refund.causeLabel)],
          [t('退还金额'), <PriceText key="a" price={amountText(refund.amount)} />],
          [t('发起时间'), <span key="c" className="num">{time(refund.createTime)}</span>],
          [t('到账时间'), <span key="r" className="num">{time(refund.refundedTime)}</span>],
        ]}
      />
      {refund.status === 'failed' ? <p className="m-0 mt-2 text-xs text-muted">{t('退还未成功，平台正在处理，无需重复申请。')}</p> : null}
    </section>
  );
}
