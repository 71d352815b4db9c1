import type { EpochMs, LotRules, LotState } from './types';

/**
 * How far (ms) pauses before the opening have moved the lot's schedule: fixed at the opening (the opening event's
 * `shiftMs`); while the lot is still scheduled, the delay of its opening so far (a pause counted as if resumed at
 * once). @see auction-rules.md § Pause
 */
export function scheduleShiftOf(state: LotState): number {
  if (state.phase !== 'scheduled') return state.scheduleShiftMs;
  const { paused } = state;
  const opening: EpochMs | null = paused ? (paused.remainingMs === null ? null : paused.at + paused.remainingMs) : state.deadline;
  return opening === null ? 0 : Math.max(0, opening - state.rules.startAt);
}

/**
 * The lot's rules with every instant (`startAt`, `endAt`, `freeEnd`, `stage1End`) moved by the schedule shift: the
 * schedule bidders are shown and the hall lists. The same object when nothing moved.
 */
export function scheduledRules(state: LotState): LotRules {
  return shiftRules(state.rules, scheduleShiftOf(state));
}

/** `rules` with every instant moved by `shiftMs` (ms); the same object for 0. */
export function shiftRules(rules: LotRules, shiftMs: number): LotRules {
  if (shiftMs === 0) return rules;
  const move = (at: EpochMs | undefined) => (at === undefined ? undefined : at + shiftMs);
  return {
    ...rules, startAt: rules.startAt + shiftMs,
    ...(rules.endAt !== undefined ? { endAt: move(rules.endAt) } : {}),
    ...(rules.freeEnd !== undefined ? { freeEnd: move(rules.freeEnd) } : {}),
    ...(rules.stage1End !== undefined ? { stage1End: move(rules.stage1End) } : {}),
  };
}
