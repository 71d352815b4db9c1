import { evolve } from './evolve';
import type { LotEvent, LotState } from './types';

type WithoutSeq<T> = T extends unknown ? Omit<T, 'seq'> : never;
/** An event before it gets its seq. */
export type EventBody = WithoutSeq<LotEvent>;

/**
 * Working copy used while deciding one command: every emitted event is applied at once, so later checks of the
 * same command (and the timers it catches up on) see the state those events produce — the decided state is
 * by construction the replayed one.
 */
export interface Draft {
  state: LotState;
  events: LotEvent[];
}

export function draftOf(state: LotState): Draft {
  return { state, events: [] };
}

/** Gives the event the lot's next seq (gap-free) and applies it. */
export function emit(draft: Draft, body: EventBody): void {
  const event = { ...body, seq: draft.state.seq + 1 } as LotEvent;
  draft.state = evolve(draft.state, event);
  draft.events.push(event);
}
