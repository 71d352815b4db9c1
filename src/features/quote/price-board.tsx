import { memo } from 'react';
import { Crown } from 'lucide-react';
import { PriceText } from '@/components/ui/price-text';
import { cn } from '@/components/ui/cn';
import { msg, useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import type { SteadyLot } from './steady-lot';
import { lotPremium, lotPrice } from './quote-format';

function Stat({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="m-0 mt-0.5 truncate">{children}</dd>
    </div>
  );
}

/** Heading of the price (a source message): 当前价, or what the number means in the phases that have no ascending price. */
function priceTitle(lot: SteadyLot): string {
  if (lot.phase === 'descending') return msg('当前降价价格');
  if (lot.phase === 'fixed') return msg('挂牌价格');
  if (lot.phase === 'closed' && lot.outcome?.result === 'deal') return msg('成交价');
  if (lot.phase === 'closed' && lot.outcome?.result === 'unsold') return msg('竞价结果');
  return msg('当前价');
}

/**
 * The price block: current price with its unit (§3), the premium rate over the start price (§4), the leader's
 * bidder code ("您当前领先" for the leader), counts, and the "reserve not yet met" flag. Sealed rounds show the number of
 * sealed bids only; an unsold lot shows 流拍 and no price. Nothing in it moves with the clock: it takes the lot's steady
 * view and renders only when that changes.
 */
export const PriceBoard = memo(function PriceBoard({ lot, unit }: { lot: SteadyLot; unit: LotUnit }) {
  const t = useT('quote');
  const sealed = lot.phase === 'sealed';
  // 流拍 has no price to show (auction-rules.md "Close"): no 成交价, no last price in its place.
  const unsold = lot.phase === 'closed' && lot.outcome?.result === 'unsold';
  const shown = lot.phase === 'closed' && lot.outcome?.price != null ? lot.outcome.price : lot.price;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="m-0 text-xs text-muted">{sealed ? t('密封报价期') : t(priceTitle(lot))}</p>
          {sealed ? (
            <p className="m-0 mt-1 text-lg font-semibold text-ink">{t('报价保密，开标前不公开')}</p>
          ) : unsold ? (
            <p className="m-0 mt-1 text-3xl leading-tight text-ink-soft" data-testid="current-price">{t('流拍')}</p>
          ) : (
            <p className="m-0 mt-1 text-3xl leading-tight" data-testid="current-price">
              <PriceText price={lotPrice(shown ?? lot.startPrice, unit)} className="[&>span:first-child]:text-3xl" />
            </p>
          )}
        </div>
        {lot.iLead ? (
          <span data-testid="you-lead" className="inline-flex items-center gap-1 rounded-full bg-price-soft px-3 py-1 text-sm font-semibold text-price">
            <Crown aria-hidden className="size-4" />
            {t('您当前领先')}
          </span>
        ) : null}
      </div>
      <dl className="m-0 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label={t('起始价')}>
          <PriceText price={lotPrice(lot.startPrice, unit)} />
        </Stat>
        <Stat label={t('溢价率')}>
          <span className={cn('num font-semibold', lotPremium(lot).includes('%') ? 'text-price' : 'text-muted')} data-testid="premium-rate">
            {sealed || unsold ? '---' : lotPremium(lot)}
          </span>
        </Stat>
        <Stat label={sealed ? t('已提交报价') : t('领先竞买号')}>
          {sealed ? (
            <span className="num font-semibold" data-testid="sealed-count">{t('{n} 份', { n: lot.sealedCount ?? 0 })}</span>
          ) : (
            <span className="num font-semibold" data-testid="leader-code" translate={lot.leaderCode ? 'no' : undefined}>{lot.leaderCode ?? t('暂无')}</span>
          )}
        </Stat>
        {sealed ? null : (
          <Stat label={t('出价次数 / 人数')}>
            <span className="num" data-testid="bid-counts">
              {lot.bidCount} / {lot.bidderCount}
            </span>
          </Stat>
        )}
      </dl>
      {lot.reserveMet === false ? <p className="m-0 text-xs text-warn">{t('本标的设有保留价，当前尚未达到保留价')}</p> : null}
      {lot.reserveMet === true ? <p className="m-0 text-xs text-brand-700">{t('已达到保留价')}</p> : null}
    </div>
  );
});
