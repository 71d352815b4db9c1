import { memo } from 'react';
import { BadgeCheck, CircleSlash, Trophy } from 'lucide-react';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { formatDate } from '@/lib/format';
import { closeReasonText } from '@contract/close-reasons';
import { useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import type { SteadyLot } from './steady-lot';
import { lotPrice } from './quote-format';

/**
 * The result after the close (auction-rules.md "Close"): 成交 at a price to a bidder code, or 流拍 with the reason.
 * The winner reads the deal confirmation text (deposit applied to the price) with the way to 项目结算 (the 成交确认书
 * and the balance); everyone else the refund state of their deposit.
 */
export const OutcomePanel = memo(function OutcomePanel({ lot, unit }: { lot: SteadyLot; unit: LotUnit }) {
  const t = useT('quote');
  const o = lot.outcome;
  if (!o) return <p className="m-0 text-sm text-ink-soft">{t('竞价已结束，正在确认结果…')}</p>;
  const me = lot.me;
  const won = o.result === 'deal' && me?.code != null && me.code === o.winnerCode;
  const price = lotPrice(o.price, unit);
  return (
    <div className="space-y-3" data-testid="lot-outcome">
      {o.result === 'deal' ? (
        <p className="m-0 flex flex-wrap items-center gap-2 text-lg font-semibold">
          <BadgeCheck aria-hidden className="size-5 text-price" />
          {t('成交：成交价')} <PriceText price={price} className="text-lg" />{t('，竞得人竞买号')}
          <span className="num text-price" translate="no">{o.winnerCode}</span>
        </p>
      ) : (
        <p className="m-0 flex items-center gap-2 text-lg font-semibold text-ink-soft">
          <CircleSlash aria-hidden className="size-5" />
          {t('流拍')}
        </p>
      )}
      <p className="m-0 text-sm text-ink-soft">
        {t('{reason}（{time} 结束）', { reason: t(closeReasonText(o.reason) ?? o.reasonText), time: formatDate(o.closedAt, 'YYYY-MM-DD HH:mm:ss.SSS') })}
      </p>
      {won ? (
        <div className="rounded-control bg-price-soft p-3 text-sm text-ink" data-testid="deal-confirmation">
          <p className="m-0 flex items-center gap-1.5 font-semibold text-price">
            <Trophy aria-hidden className="size-4" />
            {t('恭喜您竞得本标的')}
          </p>
          <p className="m-0 mt-1">
            {t('成交确认书已生成：竞得人竞买号 {code}，成交价 {price} {unit}。您缴纳的保证金已转为成交价款（{deposit}），请在“项目结算”中查看成交确认书，按约定期限签订合同、缴清余款。', {
              code: o.winnerCode, price: price.text, unit: price.unit, deposit: me?.depositLabel ? t(me.depositLabel) : '',
            })}
          </p>
          <p className="m-0 mt-2 flex gap-4">
            <HrefLink href="/projectSettlement" className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline sm:min-h-0">{t('查看成交确认书/去结算')}</HrefLink>
          </p>
        </div>
      ) : me?.code ? (
        <p className="m-0 text-sm" data-testid="deposit-refund">
          {t('您的保证金状态：')}<b>{t(me.depositLabel)}</b>
          {me.depositStatus === 'refunding' ? t('，将原路退还至缴款账户') : ''}
        </p>
      ) : null}
    </div>
  );
});
