import { memo, useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { TIME_TICK_SPACE_PX, chartData, priceSeries, timeTickFormat } from './price-series';
import { formatDate } from '@/lib/format';
import { useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import type { SteadyLot } from './steady-lot';
import { lotPrice } from './quote-format';

const H = 220;
/** Width of the price axis (px) for its longest label: about 7 px per digit at 12 px, plus the tick and a gap. */
const axisWidth = (labels: readonly string[]) => Math.max(48, 18 + 7 * Math.max(0, ...labels.map((l) => l.length)));

/** Whether this browser can draw on a canvas (jsdom cannot; the chart then stays an empty box with its label). */
const canDraw = () => typeof document !== 'undefined' && Boolean(document.createElement('canvas').getContext?.('2d'));

/**
 * Live price chart drawn by uPlot (a maintained, small canvas chart library; this module is lazy-loaded), as a
 * stepped line: a price holds until the next bid or clock step, drawn up to `now` (server time, epoch ms). Memoised:
 * it draws when its props change. Default export for React.lazy.
 */
export default memo(function PriceChart({ lot, now, unit }: { lot: SteadyLot; now: number; unit: LotUnit }) {
  const t = useT('quote');
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [width, setWidth] = useState(640);
  const { past, future } = priceSeries(lot, now);
  const data = chartData(past, future);
  const dataRef = useRef(data);
  dataRef.current = data;
  const last = past.at(-1);
  // the unit is in the card heading; axis labels carry the number only
  const label = (v: number) => lotPrice(v, unit).text;
  const labelRef = useRef(label);
  labelRef.current = label;

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el || !canDraw()) return;
    let cancelled = false;
    let u: uPlot | null = null;
    // uPlot (and its stylesheet) load with the chart, not with the room: the price and the bid button come first
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(async ([{ default: UPlot }]) => {
      // The library's evaluation and the chart's first draw in two tasks: on a slow phone each blocks the page for
      // about half as long as both together would.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (cancelled) return;
      const stepped = UPlot.paths.stepped!({ align: 1 });
      u = new UPlot(
        {
          width, height: H, legend: { show: false }, cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true } },
          axes: [
            {
              // uPlot's default 50 px between ticks let HH:mm:ss labels touch once a lot had run about 12 minutes
              stroke: '#6b7280', grid: { show: false }, space: TIME_TICK_SPACE_PX,
              values: (_u, ticks, _axis, _space, incr) => ticks.map((t) => formatDate(t * 1000, timeTickFormat(incr))),
            },
            {
              stroke: '#6b7280', size: (_u, labels) => axisWidth(labels ?? []), grid: { stroke: '#e5e7eb', dash: [3, 3] },
              values: (_u, ticks) => ticks.map((v) => labelRef.current(v)),
            },
          ],
          series: [
            {},
            { stroke: '#dc2626', width: 2, paths: stepped, points: { show: false }, spanGaps: true },
            { stroke: '#9ca3af', width: 1.5, dash: [4, 4], paths: stepped, points: { show: false }, spanGaps: true },
          ],
        },
        dataRef.current,
        el,
      );
      plot.current = u;
    });
    return () => { cancelled = true; u?.destroy(); plot.current = null; };
  }, [width]);

  useEffect(() => { plot.current?.setData(data); });

  return (
    <div
      ref={box}
      className="min-h-[220px]"
      role="img"
      aria-label={last ? t('价格走势，当前 {price} {unit}', { price: label(last.p), unit: lotPrice(last.p, unit).unit }) : t('价格走势，当前 --')}
    />
  );
});
