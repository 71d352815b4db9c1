import { stepIntervalMs } from './dutch';
import { emit, type Draft } from './draft';
import type { EpochMs, LotPhase, LotRules } from './types';

interface Opening {
  to: LotPhase;
  deadline: EpochMs;
  price?: number;
}

/** First phase of each mode and when it runs out, opened at `at` (ms, the scheduled start or its post-pause shift). */
function openingOf(rules: LotRules, at: EpochMs): Opening {
  const sec = (s: number | undefined) => (s ?? 0) * 1000;
  switch (rules.mode) {
    case 'ongoing':
      return { to: 'ascending', deadline: rules.endAt ?? at };
    case 'phased':
      return { to: 'free', deadline: rules.freeEnd ?? at };
    case 'final':
      // The limited period alone: the first countdown starts at the opening.
      return { to: 'limited', deadline: at + sec(rules.limitedPeriodSec) };
    case 'onceOff':
      return { to: 'sealed', deadline: rules.endAt ?? at };
    case 'twoStage':
      return { to: 'sealed', deadline: rules.stage1End ?? at };
    case 'firstComeFirstServed':
      return { to: 'fixed', deadline: rules.endAt ?? at, price: rules.startPrice };
    case 'dutchAuction':
    case 'vShaped':
      return { to: 'descending', deadline: at + stepIntervalMs(rules), price: rules.startPrice };
  }
}

/** Opens a scheduled lot at `at` (ms). @see auction-rules.md § Modes */
export function openLot(draft: Draft, at: EpochMs): void {
  const { to, deadline, price } = openingOf(draft.state.rules, at);
  emit(draft, {
    type: 'lot:phase-changed',
    at,
    from: 'scheduled',
    to,
    // A window whose end already passed (opened late after a pause) still closes through the timer at once.
    deadline: Math.max(deadline, at),
    ...(price !== undefined ? { price } : {}),
  });
}
