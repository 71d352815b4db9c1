import { Suspense, lazy } from 'react';
import type { LotView } from '@streams/feeds/lot';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n';
import type { LotUnit } from './lot-unit';

// Loaded after the room's first paint: the price and the bid button matter first, the chart can come a moment later.
const PriceChart = lazy(() => import('./price-chart'));

/**
 * The live price chart, lazy-loaded, with a placeholder of the same height. Before the start with no bid there is no
 * line to draw (one point in the future), so the card says when it will appear instead of showing an empty axis.
 */
export function PriceChartCard({ lot, now, unit }: { lot: LotView; now: number; unit: LotUnit }) {
  const t = useT('quote');
  if (lot.phase === 'scheduled' && lot.bids.length === 0) {
    return <EmptyState message={t('竞价开始后显示价格走势')} className="h-[220px]" />;
  }
  return (
    <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
      <PriceChart lot={lot} now={now} unit={unit} />
    </Suspense>
  );
}
