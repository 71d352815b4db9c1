import { useEffect, useRef, useState } from 'react';
import type { LotView } from '@streams/feeds/lot';
import { formatDate } from '@/lib/format';
import type { LotUnit } from './lot-unit';
import { lotPrice } from './quote-format';

/** One point of the price line: server time (epoch ms), price in 元. */
export interface PricePoint {
  t: number;
  p: number;
}

/**
 * The price over time: ascending rounds step up at each public bid from the start price; the descending clock
 * follows its public schedule (start, −step every interval, floor) up to now and shows the rest as `future`.
 */
export function priceSeries(lot: LotView, now: number): { past: PricePoint[]; future: PricePoint[] } {
  const r = lot.rules;
  const end = lot.outcome?.closedAt ?? now;
  const past: PricePoint[] = [];
  const future: PricePoint[] = [];
  if (r.step !== null && r.stepIntervalSec && r.floorPrice !== null) {
    // the clock ran until now, or until the first acceptance stopped it (V-shaped then climbs from there)
    const stopAt = lot.phase === 'descending' ? now : ([...lot.bids].reverse().find((b) => b.kind === 'accept')?.at ?? end);
    for (let i = 0, price = r.startPrice; i <= 500; i++, price = Math.max(r.floorPrice, price - r.step)) {
      const point = { t: r.startAt + i * r.stepIntervalSec * 1000, p: price };
      (point.t <= stopAt ? past : future).push(point);
      if (price <= r.floorPrice) break;
    }
  } else {
    past.push({ t: Math.min(r.startAt, lot.bids.at(-1)?.at ?? r.startAt), p: r.startPrice });
  }
  for (const b of [...lot.bids].reverse()) if (b.kind !== 'sealed') past.push({ t: b.at, p: b.price });
  if (past.length > 0 && lot.phase !== 'descending') past.push({ t: Math.max(end, past.at(-1)!.t), p: past.at(-1)!.p });
  return { past, future: lot.phase === 'descending' ? future : [] };
}

const H = 220;
const PAD = { l: 64, r: 12, t: 12, b: 26 };

/** The rendered width of the chart box, so text keeps its real size on a phone (viewBox = pixels). */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** Step path through the points (a price holds until the next change). */
function stepPath(points: PricePoint[], x: (t: number) => number, y: (p: number) => number): string {
  return points.map((pt, i) => (i === 0 ? `M${x(pt.t)},${y(pt.p)}` : `H${x(pt.t)}V${y(pt.p)}`)).join('');
}

/** Live price chart (SVG, no chart library: a step line of at most a few hundred points). Default export for React.lazy. */
export default function PriceChart({ lot, now, unit }: { lot: LotView; now: number; unit: LotUnit }) {
  const [box, W] = useWidth();
  const { past, future } = priceSeries(lot, now);
  const all = [...past, ...future];
  if (all.length === 0) return <div ref={box} />;
  const t0 = Math.min(...all.map((d) => d.t));
  const t1 = Math.max(t0 + 1000, ...all.map((d) => d.t));
  const lo = Math.min(...all.map((d) => d.p));
  const hi = Math.max(...all.map((d) => d.p));
  const span = hi - lo || Math.max(1, hi * 0.05);
  const [pMin, pMax] = [lo - span * 0.1, hi + span * 0.1];
  const x = (t: number) => PAD.l + ((t - t0) / (t1 - t0)) * (W - PAD.l - PAD.r);
  const y = (p: number) => PAD.t + (1 - (p - pMin) / (pMax - pMin)) * (H - PAD.t - PAD.b);
  const ticks = [hi, (hi + lo) / 2, lo].filter((v, i, a) => a.indexOf(v) === i);
  const last = past.at(-1);
  // the unit is in the card heading; axis labels carry the number only
  const label = (v: number) => lotPrice(v, unit).text;

  return (
    <div ref={box}>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} className="block max-w-full" role="img" aria-label={`价格走势，当前 ${last ? `${label(last.p)} ${lotPrice(last.p, unit).unit}` : '--'}`}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} className="stroke-line" strokeDasharray="3 3" />
            <text x={PAD.l - 6} y={y(v) + 4} textAnchor="end" className="fill-muted text-[11px]">
              {label(v)}
            </text>
          </g>
        ))}
        <text x={PAD.l} y={H - 6} className="fill-muted text-[11px]">{formatDate(t0, 'HH:mm:ss')}</text>
        <text x={W - PAD.r} y={H - 6} textAnchor="end" className="fill-muted text-[11px]">{formatDate(t1, 'HH:mm:ss')}</text>
        {future.length > 0 && last ? (
          <path d={stepPath([last, ...future], x, y)} fill="none" className="stroke-muted" strokeWidth={1.5} strokeDasharray="4 4" />
        ) : null}
        <path d={stepPath(past, x, y)} fill="none" className="stroke-price" strokeWidth={2} />
        {last ? <circle cx={x(last.t)} cy={y(last.p)} r={4} className="fill-price" /> : null}
      </svg>
    </div>
  );
}
