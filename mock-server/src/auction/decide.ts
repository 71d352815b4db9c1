import { decideAccept } from './decide-accept';
import { decideRaise } from './decide-ascending';
import { decideSealed } from './decide-sealed';
import { draftOf, emit, type Draft } from './draft';
import { replay } from './evolve';
import { isFen } from './money';
import { ASCENDING_PHASES } from './priority';
import { reject } from './rejections';
import { advanceTo } from './timers';
import type { Decision, LotCommand, LotEvent, LotState, Rejection } from './types';

/**
 * Validates a command against the lot and returns the events it causes (consecutive seqs from state.seq + 1),
 * or a rejection (nothing changes). Pure: never mutates `state`, reads no clock.
 * Every command first catches up on transitions due by its `at` (period ends, dutch steps, close), so the
 * answer is what the clock says even when the service's tick is late; those events come first in the list.
 * A rejected command returns no events: its catch-up is replayed by the next tick.
 */
export function decide(state: LotState, command: LotCommand): Decision {
  if (state.updatedAt !== null && command.at < state.updatedAt) return { rejection: reject.staleTime() };
  const draft = draftOf(state);
  const rejection = run(draft, command);
  return rejection ? { rejection } : { events: draft.events };
}

/**
 * Convenience for the service: decide and, if accepted, the state after the events (what `replay` gives).
 * Persist `events` before acknowledging or broadcasting; keep `state` only once they are stored.
 */
export function execute(state: LotState, command: LotCommand): { state: LotState; events: LotEvent[] } | { rejection: Rejection } {
  const decision = decide(state, command);
  if ('rejection' in decision) return decision;
  return { state: replay(state, decision.events), events: decision.events };
}

function run(draft: Draft, command: LotCommand): Rejection | null {
  const { at } = command;
  switch (command.type) {
    case 'tick':
      advanceTo(draft, at);
      return null;
    case 'open':
      // An explicit open is a tick that must find the lot due to open.
      if (draft.state.paused) return reject.paused();
      if (draft.state.phase !== 'scheduled') return draft.state.phase === 'closed' ? reject.closed() : reject.alreadyOpen();
      if (draft.state.deadline === null || at < draft.state.deadline) return reject.notStarted();
      advanceTo(draft, at);
      return null;
    case 'pause': {
      if (draft.state.paused) return reject.alreadyPaused();
      advanceTo(draft, at);
      if (draft.state.phase === 'closed') return reject.closed();
      const { deadline } = draft.state;
      emit(draft, { type: 'lot:paused', at, reason: command.reason, remainingMs: deadline === null ? null : deadline - at });
      return null;
    }
    case 'resume': {
      const { paused } = draft.state;
      if (!paused) return reject.notPaused();
      // The frozen countdown restarts from resume time with the time it had left.
      emit(draft, { type: 'lot:resumed', at, deadline: paused.remainingMs === null ? null : at + paused.remainingMs });
      return null;
    }
    case 'bid':
    case 'accept':
      return placeBid(draft, command);
  }
}

/** Common checks of bids and acceptances, then the phase's own rule. @see auction-rules.md § Eligibility */
function placeBid(draft: Draft, command: Extract<LotCommand, { type: 'bid' | 'accept' }>): Rejection | null {
  if (draft.state.paused) return reject.paused();
  advanceTo(draft, command.at);
  const { state } = draft;
  if (state.phase === 'closed') return reject.closed();
  if (state.phase === 'scheduled') return reject.notStarted();
  const bidder = state.bidders[command.bidderCode];
  if (!bidder) return reject.notEnrolled();
  if (!bidder.eligible) return reject.notEligible();
  if (!isFen(command.price)) return reject.invalidPrice();
  const { bidderCode, price, at } = command;
  const accepting = state.phase === 'fixed' || state.phase === 'descending';
  if (accepting) return command.type === 'accept' ? decideAccept(draft, bidderCode, price, at) : reject.useAccept();
  if (command.type === 'accept') return reject.useBid();
  if (state.phase === 'sealed') return decideSealed(draft, bidderCode, price, at);
  if (ASCENDING_PHASES.includes(state.phase)) return decideRaise(draft, bidderCode, price, at);
  return reject.closed();
}
