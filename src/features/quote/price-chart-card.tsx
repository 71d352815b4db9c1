import { Suspense, lazy } from 'react';
import type { LotView } from '@streams/feeds/lot';
import { Skeleton } from '@/components/ui/skeleton';
import type { LotUnit } from './lot-unit';

// Loaded after the room's first paint: the price and the bid button matter first, the chart can come a moment later.
const PriceChart = lazy(() => import('./price-chart'));

/** The live price chart, lazy-loaded, with a placeholder of the same height. */
export function PriceChartCard({ lot, now, unit }: { lot: LotView; now: number; unit: LotUnit }) {
  return (
    <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
      <PriceChart lot={lot} now={now} unit={unit} />
    </Suspense>
  );
}
