import { Suspense, lazy, useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { LotUnit } from './lot-unit';
import type { SteadyLot } from './steady-lot';

// Loaded once the card is on screen: the price and the bid button matter first. On a phone the card starts below
// the first screen, and the chart library's start-up (uPlot: its module alone is a ~160 ms task at 4× CPU) waits for
// the bidder to scroll to it; on a wide screen it is in view and loads with the room.
const PriceChart = lazy(() => import('./price-chart'));

/** How near the viewport the chart card must come before its library loads: in it, not a scroll ahead. */
const CHART_MARGIN = '0px';

/**
 * How often the chart moves its end to the present while nothing happens on the lot, ms. Each move redraws the whole
 * canvas (axes and their labels); a bid, a phase or a clock step of the lot redraws it at once.
 */
export const CHART_REDRAW_MS = 5000;

/**
 * The live price chart, lazy-loaded once the card is in view, with a placeholder of the same height until then.
 * Before the start with no bid there is no line to draw (one point in the future), so the card says when it will
 * appear instead of showing an empty axis.
 * `lot` is the lot's steady view; `now` the server time of this second (epoch ms), handed to the chart when the lot
 * changed or every {@link CHART_REDRAW_MS}.
 */
export function PriceChartCard({ lot, now, unit }: { lot: SteadyLot; now: number; unit: LotUnit }) {
  const t = useT('quote');
  const [ref, inView] = useNearViewport<HTMLDivElement>(CHART_MARGIN);
  const period = Math.floor(now / CHART_REDRAW_MS);
  // `now` as it was when the lot or the period last changed: the chart (memoised) skips the seconds in between
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const chartNow = useMemo(() => now, [lot, period]);
  const placeholder = <Skeleton className="h-[220px] w-full" />;
  // The watched element stays the same whatever the card shows, so the chart loads when it first comes into view.
  return (
    <div ref={ref}>
      {lot.phase === 'scheduled' && lot.bids.length === 0 ? (
        <EmptyState message={t('竞价开始后显示价格走势')} className="h-[220px]" />
      ) : inView ? (
        <Suspense fallback={placeholder}>
          <PriceChart lot={lot} now={chartNow} unit={unit} />
        </Suspense>
      ) : placeholder}
    </div>
  );
}
