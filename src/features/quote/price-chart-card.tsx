import { Suspense, lazy, useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import type { SteadyLot } from './steady-lot';

// Loaded after the room's first paint: the price and the bid button matter first, the chart can come a moment later.
const PriceChart = lazy(() => import('./price-chart'));

/**
 * How often the chart moves its end to the present while nothing happens on the lot, ms. Each move redraws the whole
 * canvas (axes and their labels); a bid, a phase or a clock step of the lot redraws it at once.
 */
export const CHART_REDRAW_MS = 5000;

/**
 * The live price chart, lazy-loaded, with a placeholder of the same height. Before the start with no bid there is no
 * line to draw (one point in the future), so the card says when it will appear instead of showing an empty axis.
 * `lot` is the lot's steady view; `now` the server time of this second (epoch ms), handed to the chart when the lot
 * changed or every {@link CHART_REDRAW_MS}.
 */
export function PriceChartCard({ lot, now, unit }: { lot: SteadyLot; now: number; unit: LotUnit }) {
  const t = useT('quote');
  const period = Math.floor(now / CHART_REDRAW_MS);
  // `now` as it was when the lot or the period last changed: the chart (memoised) skips the seconds in between
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const chartNow = useMemo(() => now, [lot, period]);
  if (lot.phase === 'scheduled' && lot.bids.length === 0) {
    return <EmptyState message={t('竞价开始后显示价格走势')} className="h-[220px]" />;
  }
  return (
    <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
      <PriceChart lot={lot} now={chartNow} unit={unit} />
    </Suspense>
  );
}
