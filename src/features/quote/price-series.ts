import type { LotView } from '@streams/feeds/lot';

/** One point of the price line: server time (epoch ms), price in 元. */
export interface PricePoint {
  t: number;
  p: number;
}

/**
 * The price over time: ascending rounds step up at each public bid from the start price; the descending clock
 * follows its public schedule (start, −step every interval, floor) up to now and shows the rest as `future`.
 */
export function priceSeries(lot: Pick<LotView, 'rules' | 'outcome' | 'phase' | 'bids'>, now: number): { past: PricePoint[]; future: PricePoint[] } {
  const r = lot.rules;
  const end = lot.outcome?.closedAt ?? now;
  const past: PricePoint[] = [];
  const future: PricePoint[] = [];
  if (r.step !== null && r.stepIntervalSec && r.floorPrice !== null) {
    // The clock ran until now, or until the first acceptance stopped it (V-shaped then climbs from there). The view
    // holds only the latest bids (SNAPSHOT_BIDS): an acceptance older than all of them stopped it before the oldest.
    const accepted = [...lot.bids].reverse().find((b) => b.kind === 'accept')?.at;
    const oldest = lot.bids.at(-1)?.at;
    const stopAt = lot.phase === 'descending' ? now : (accepted ?? (oldest !== undefined ? Math.min(end, oldest) : end));
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

/**
 * The time axis's label format for ticks `incrSec` seconds apart (uPlot's found increment): HH:mm when the ticks
 * fall on whole minutes, else HH:mm:ss.
 */
export const timeTickFormat = (incrSec: number): 'HH:mm' | 'HH:mm:ss' => (incrSec >= 60 && incrSec % 60 === 0 ? 'HH:mm' : 'HH:mm:ss');

/** Least distance between two time ticks, px: an HH:mm:ss label at 12 px is about 56 px wide, plus a gap. */
export const TIME_TICK_SPACE_PX = 72;

/** Seconds since epoch, uPlot's time scale unit. */
const sec = (ms: number) => ms / 1000;

/**
 * The two series on one shared x axis: the price so far (solid) and, on the descending clock, the public schedule
 * still to come (dashed). uPlot wants aligned columns, so each series is null where it has no point.
 */
export function chartData(past: PricePoint[], future: PricePoint[]): [number[], (number | null)[], (number | null)[]] {
  const last = past.at(-1);
  const ahead = future.length > 0 && last ? [last, ...future] : [];
  const xs = [...new Set([...past, ...ahead].map((d) => d.t))].sort((a, b) => a - b);
  const at = (pts: PricePoint[]) => {
    const byT = new Map(pts.map((d) => [d.t, d.p]));
    return xs.map((t) => byT.get(t) ?? null);
  };
  return [xs.map(sec), at(past), at(ahead)];
}

