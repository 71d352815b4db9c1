import type { ReactNode } from 'react';
import type { ProjectDetail } from '@contract/project-detail';
import { PriceText } from '@/components/ui/price-text';
import { amountText, displayPrice, premiumRate } from '@/lib/format';
import { unitPrice } from '@/features/project-detail/detail-facts';
import { useT } from '@/i18n';

/**
 * The money block of a project: 挂牌价 in its unit (packages: 详见子资产), 保证金 (money: 元 / 万元, never per unit), 加价幅度
 * in the price's unit, and once
 * bidding has started the current price (成交价 after a deal, nothing after 流拍) with its premium rate (§4 Premium
 * rate, '---' without bids).
 */
export function PricePanel({ project: p }: { project: ProjectDetail }) {
  const t = useT('project-detail');
  const bidding = p.biddingCount > 0;
  const cells: [string, ReactNode][] = [
    [t('保证金'), <PriceText key="d" price={amountText(p.deposit)} />],
    [t('加价幅度'), <PriceText key="i" price={unitPrice(p.increment, p)} />],
  ];
  // An unsold lot (status 4, 流拍) shows no price: neither a 成交价 nor its last bid in its place.
  if (bidding && p.status !== 4) {
    cells.push([p.status === 7 ? t('成交价') : t('当前价'), <PriceText key="c" price={unitPrice(p.biddingPrice || p.startPrice, p)} />]);
    cells.push([t('溢价率'), <span key="r" className="num font-semibold text-price">{premiumRate(p)}</span>]);
  }
  return (
    <div className="rounded-card bg-price-soft/60 px-4 py-3">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-sm text-muted">{t('挂牌价')}</span>
        <PriceText price={displayPrice(p)} className="text-2xl" />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {cells.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="truncate">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
