import { stepIntervalMs } from './dutch';
import { emit, type Draft } from './draft';
import type { EpochMs, LotPhase, LotRules } from './types';

interface Opening {
  to: LotPhase;
  deadline: EpochMs;
  price?: number;
}

/**
 * First phase of each mode and when it runs out, opened at `at` (ms): the scheduled start, or later by `shiftMs`
 * when a pause before the opening moved the whole schedule — every window boundary then moves by the same amount.
 */
function openingOf(rules: LotRules, at: EpochMs, shiftMs: number): Opening {
  const sec = (s: number | undefined) => (s ?? 0) * 1000;
  const shifted = (boundary: EpochMs | undefined) => (boundary ?? at) + shiftMs;
  switch (rules.mode) {
    case 'ongoing':
      return { to: 'ascending', deadline: shifted(rules.endAt) };
    case 'phased':
      return { to: 'free', deadline: shifted(rules.freeEnd) };
    case 'final':
      // The limited period alone: the first countdown starts at the opening.
      return { to: 'limited', deadline: at + sec(rules.limitedPeriodSec) };
    case 'onceOff':
      return { to: 'sealed', deadline: shifted(rules.endAt) };
    case 'twoStage':
      return { to: 'sealed', deadline: shifted(rules.stage1End) };
    case 'firstComeFirstServed':
      return { to: 'fixed', deadline: shifted(rules.endAt), price: rules.startPrice };
    case 'dutchAuction':
    case 'vShaped':
      return { to: 'descending', deadline: at + stepIntervalMs(rules), price: rules.startPrice };
  }
}

/**
 * Opens a scheduled lot at `at` (ms), the due instant of its opening: `startAt`, or `startAt` plus the length of
 * any pause before the opening. Such a pause moves the whole schedule (`endAt`, `freeEnd`, `stage1End`; the dutch
 * steps and limited countdowns run from the opening anyway), so every window keeps its full length; the shift is
 * recorded on the event (`shiftMs`) for the rule texts shown to bidders.
 * @see auction-rules.md § Pause, § Modes
 */
export function openLot(draft: Draft, at: EpochMs): void {
  const shiftMs = Math.max(0, at - draft.state.rules.startAt);
  const { to, deadline, price } = openingOf(draft.state.rules, at, shiftMs);
  emit(draft, {
    type: 'lot:phase-changed',
    at,
    from: 'scheduled',
    to,
    // Valid rules put every window end after startAt; the clamp only guards hand-made rules.
    deadline: Math.max(deadline, at),
    ...(price !== undefined ? { price } : {}),
    ...(shiftMs > 0 ? { shiftMs } : {}),
  });
}
