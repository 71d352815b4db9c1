import type { AnchorSpec } from '../auction/service/anchor';
import type { AuctionMode } from '../auction/types';
import { spreadTimes, type BidStep } from './auction-bids';
import type { Rng } from './random';

/** The eight modes, in the order demo lots take them (so every mode gets several live and upcoming lots). */
export const MODES: readonly AuctionMode[] = ['ongoing', 'phased', 'final', 'onceOff', 'firstComeFirstServed', 'twoStage', 'dutchAuction', 'vShaped'];

/** What a plan needs of the project: prices in fen, its anchored window (s from start-up) and how busy it was seeded. */
export interface PlanFacts { startFen: number; incFen: number; offsetS: number; durationS: number; bids: number }

/** Rules (instants relative to start-up) and planned seed bids of one demo lot; `priority`: holders are enrolled. */
export interface LotPlan { rules: AnchorSpec['rules']; steps: BidStep[]; priority: boolean }

const base = (mode: AuctionMode, f: PlanFacts) => ({
  mode, startPrice: f.startFen, increment: f.incFen, reservePrice: null as number | null, extensionWindowSec: 300,
  limitedPeriodSec: 300, minBiddersForLimited: 2, revisionsAllowed: 0, onFirstTake: 'sell' as 'sell' | 'ascend', qualifyTopK: 3,
});
/** A hidden reserve `pct` above the start, on the increment grid. */
const reserve = (f: PlanFacts, pct: number) => f.startFen + Math.ceil((f.startFen * pct) / f.incFen) * f.incFen;
const bids = (times: number[]): BidStep[] => times.map((atS) => ({ atS, type: 'bid' }));

/** The largest 1, 2 or 5 × 10^k whole 元 (in fen) not above `fen`, at least 1 元: price steps an auctioneer would announce. */
function niceStep(fen: number): number {
  const yuan = Math.max(1, Math.floor(fen / 100));
  const magnitude = 10 ** Math.floor(Math.log10(yuan));
  const lead = [5, 2, 1].find((m) => m * magnitude <= yuan)!;
  return lead * magnitude * 100;
}

/** Descending clock: `steps` equal drops of a round amount, together at most 45% of the start price. */
function clock(f: PlanFacts, intervalS: number, steps: number) {
  const step = niceStep((f.startFen * 0.45) / steps);
  const n = Math.max(1, Math.min(steps, Math.floor((f.startFen * 0.45) / step)));
  return { step, stepIntervalSec: intervalS, floorPrice: f.startFen - n * step };
}

/**
 * A live demo lot (`offsetS` ≤ 0: its window opened before start-up). Variant `k` (0–2) of each mode differs on
 * purpose: ongoing k0/k1 end 3 / 8 minutes after start-up with a 60 s extension window (a browser test can watch an
 * extension); final k0 has a 5-minute countdown and no bid (closes unsold unless someone bids); phased k0 enters its
 * limited period 4 minutes in; twoStage k1 is already in stage 2; fcfs k1 and vShaped k1 were already taken;
 * dutch lots step every 10–30 s.
 */
export function livePlan(mode: AuctionMode, k: number, f: PlanFacts, rng: Rng): LotPlan {
  const o = f.offsetS;
  const e = f.offsetS + f.durationS;
  const n = Math.min(f.bids, 10);
  const b = base(mode, f);
  switch (mode) {
    case 'ongoing': {
      const endAtS = [180, 480, e][k];
      return { rules: { ...b, startAtS: o, endAtS, extensionWindowSec: k < 2 ? 60 : 300, reservePrice: k === 2 ? reserve(f, 0.3) : null }, steps: bids(spreadTimes(n, o + 20, -30, rng)), priority: k === 2 };
    }
    case 'phased':
      return {
        rules: { ...b, startAtS: o, freeEndS: k === 0 ? 240 : e, limitedPeriodSec: k === 2 ? 600 : 300, reservePrice: k === 1 ? reserve(f, 0.2) : null },
        steps: bids(spreadTimes(k === 0 ? Math.max(n, 3) : n, o + 20, -30, rng)), priority: k === 1,
      };
    case 'final': {
      if (k === 0) return { rules: { ...b, startAtS: -120, limitedPeriodSec: 300 }, steps: [], priority: false };
      const [period, gap, count] = k === 1 ? [1800, 400, Math.max(n, 4)] : [900, 300, Math.max(n, 3)];
      const times = Array.from({ length: count }, (_, j) => -60 - gap * (count - 1 - j));
      return { rules: { ...b, startAtS: times[0] - 240, limitedPeriodSec: period }, steps: bids(times), priority: k === 2 };
    }
    case 'onceOff':
      return {
        rules: { ...b, startAtS: o, endAtS: e, revisionsAllowed: k === 1 ? 1 : 0, reservePrice: k === 0 ? reserve(f, 0.1) : null },
        steps: k === 2 ? [] : bids(spreadTimes(Math.min(Math.max(n, 2), 4), o + 20, -30, rng)), priority: k === 2,
      };
    case 'firstComeFirstServed':
      if (k !== 1) return { rules: { ...b, startAtS: o, endAtS: e }, steps: [], priority: k === 2 };
      return {
        rules: { ...b, startAtS: Math.min(o, -600), endAtS: e, onFirstTake: 'ascend', ascendingSec: 1800 },
        steps: [{ atS: -300, type: 'accept' }, ...bids([-200, -100])], priority: false,
      };
    case 'twoStage': {
      if (k !== 1) return { rules: { ...b, startAtS: o, stage1EndS: e, qualifyTopK: k === 2 ? 2 : 3 }, steps: k === 0 ? bids(spreadTimes(2, o + 20, -30, rng)) : [], priority: k === 2 };
      const startAtS = Math.min(o, -1800);
      return { rules: { ...b, startAtS, stage1EndS: -120, limitedPeriodSec: 1800 }, steps: bids([...spreadTimes(3, startAtS + 20, -150, rng), -60]), priority: false };
    }
    case 'dutchAuction': {
      const [interval, steps, elapsed] = [[10, 120, 6], [20, 90, 9], [30, 75, 5]][k];
      return { rules: { ...b, startAtS: -elapsed * interval - 3, ...clock(f, interval, steps) }, steps: [], priority: false };
    }
    case 'vShaped': {
      const [interval, steps, elapsed] = [[15, 80, 6], [30, 60, 8], [20, 90, 4]][k];
      return {
        rules: { ...b, startAtS: -elapsed * interval - 3, ...clock(f, interval, steps), limitedPeriodSec: k === 1 ? 900 : 300 },
        steps: k === 1 ? [{ atS: -90, type: 'accept' }, ...bids([-40])] : [], priority: false,
      };
    }
  }
}

/** An upcoming demo lot (`offsetS` > 0): scheduled, no bids; its mode's window follows the anchored one. */
export function upcomingPlan(mode: AuctionMode, k: number, f: PlanFacts): LotPlan {
  const o = f.offsetS;
  const e = f.offsetS + f.durationS;
  const b = { ...base(mode, f), startAtS: o };
  const rules: Record<AuctionMode, AnchorSpec['rules']> = {
    ongoing: { ...b, endAtS: e, reservePrice: k === 1 ? reserve(f, 0.2) : null },
    phased: { ...b, freeEndS: e },
    final: { ...b, limitedPeriodSec: 600 },
    onceOff: { ...b, endAtS: e },
    firstComeFirstServed: { ...b, endAtS: e },
    twoStage: { ...b, stage1EndS: e },
    dutchAuction: { ...b, ...clock(f, 20, 90) },
    vShaped: { ...b, ...clock(f, 30, 60) },
  };
  return { rules: rules[mode], steps: [], priority: k === 1 };
}
