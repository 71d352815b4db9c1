import type { Draft } from './draft';
import { onDeadline } from './period-end';
import type { EpochMs, LotState } from './types';

/**
 * When the service must send the next `tick` (ms): the running deadline (opening, period end, extended end,
 * next dutch step, countdown zero). null when closed or paused — a paused lot waits for `resume`.
 */
export function nextTimerAt(state: LotState): EpochMs | null {
  if (state.phase === 'closed' || state.paused) return null;
  return state.deadline;
}

/**
 * Plays every transition due at or before `at`, each at its own due instant, so a late tick (or a bid arriving
 * before the service ticked) sees the lot exactly as the clock says it is: a deadline is exclusive — a bid at the
 * deadline ms is too late, a dutch step applies at its instant.
 */
export function advanceTo(draft: Draft, at: EpochMs): void {
  for (;;) {
    const due = nextTimerAt(draft.state);
    if (due === null || due > at) return;
    onDeadline(draft, due);
  }
}
