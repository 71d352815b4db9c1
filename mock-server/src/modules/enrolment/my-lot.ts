import { LOT_PHASE_LABELS, LOT_PHASES, type LotPhase } from '../../../../contract/bid';
import { priceUnitLabel } from '../../../../contract/rules/money';
import { MY_PROJECT_TABS, type MyLot, type MyProjectTab } from '../../../../contract/usercentre';
import { beijingTime, fenToYuan } from '../../http/wire';
import type { ProjectRow } from '../detail/index';
import type { MyProjectRow } from './my-projects-repository';

/** The lot's phase as the contract knows it, or null when the project has no bidding (yet). */
export function phaseOf(row: Pick<MyProjectRow, 'phase'>): LotPhase | null {
  return row.phase !== null && (LOT_PHASES as readonly string[]).includes(row.phase) ? row.phase as LotPhase : null;
}

/** Open = between the opening and the close (paused included). */
export const isOpenPhase = (phase: LotPhase | null) => phase !== null && phase !== 'scheduled' && phase !== 'closed';

/** The caller won: a deal closed with the caller's bidder code on that lot as the winner's (decided by the list's SQL). */
export const wonLot = (row: Pick<MyProjectRow, 'won'>) => Number(row.won) === 1;

/**
 * The lot of a row as the caller sees it (contract MyLot): phase and label ('暂无竞价安排' without bidding), the
 * opening time of `lotProject` (Beijing), the running `deadline` (epoch ms: the opening while scheduled, the close
 * while open; null paused, closed or none), the public current price (元; null in a sealed round), whether the
 * caller's code leads, and once closed the outcome, won / lost (lost only for a bidder: an unpaid applicant took no
 * part) and the final price (元, deals only).
 */
export function myLotOf(row: MyProjectRow, lotProject: ProjectRow | null): MyLot {
  const phase = phaseOf(row);
  const closed = phase === 'closed';
  const paused = row.paused === 1 && !closed;
  const outcome = closed ? (row.resultOutcome === 'deal' ? 'deal' : 'unsold') : null;
  return {
    phase, phaseLabel: phase ? LOT_PHASE_LABELS[phase] : '暂无竞价安排', startTime: beijingTime(lotProject?.bidStartTime),
    deadline: phase && !closed && !paused ? row.deadline ?? null : null, paused,
    currentPrice: phase ? fenToYuan(row.currentPriceFen) : null, priceUnit: lotProject ? priceUnitLabel(lotProject) : '',
    leading: isOpenPhase(phase) && row.lotBidderCode !== null && row.leaderCode === row.lotBidderCode,
    outcome, mine: closed ? (wonLot(row) ? 'won' : row.lotBidderCode !== null && row.state === 'paid' ? 'lost' : null) : null,
    finalPrice: outcome === 'deal' ? fenToYuan(row.resultPriceFen) : null,
  };
}

/**
 * The tabs a row belongs to (contract MY_PROJECT_TABS), as the list's SQL filter decides them
 * (my-projects-repository.ts): refused → ended; no bidding yet or scheduled → enrolling; open → bidding; closed →
 * ended and deal (won) or unsold.
 */
export function tabsOf(row: MyProjectRow): MyProjectTab[] {
  const flags: Record<Exclude<MyProjectTab, 'all'>, unknown> = {
    enrolling: row.inEnrolling, bidding: row.inBidding, ended: row.inEnded, deal: row.inDeal, unsold: row.inUnsold,
  };
  return ['all', ...MY_PROJECT_TABS.filter((tab) => tab !== 'all' && Number(flags[tab]) === 1)];
}
