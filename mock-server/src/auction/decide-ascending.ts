import { emit, type Draft } from './draft';
import { isOnGrid } from './grid';
import { lowestAcceptable, isQualified } from './pricing';
import { mayMatch } from './priority';
import { reject } from './rejections';
import type { BidderCode, EpochMs, Fen, Rejection } from './types';

/**
 * A bid in an open ascending round (ongoing, free, limited, stage2, fcfs 'ascend'). The bidder is known to be
 * eligible and the lot running. Returns a rejection, or emits the bid and its effect on the countdown:
 * - ongoing / 'ascend': a bid within `extensionWindowSec` of the end moves the end to bid time + window;
 * - limited / stage2: the countdown restarts at `limitedPeriodSec` from the bid;
 * - free: no extension.
 * Only this path extends, so rejected bids never do.
 * @see auction-rules.md § Price grid, § No self-outbidding, § Pre-emptive right, § ongoing, § phased, § final
 */
export function decideRaise(draft: Draft, code: BidderCode, price: Fen, at: EpochMs): Rejection | null {
  const { state } = draft;
  if (!isQualified(state, code)) return reject.notQualified(state.phase);
  if (state.leader === code) return reject.selfOutbid();
  const matching = price === state.currentPrice && mayMatch(state, code);
  if (!matching && !isOnGrid(state.rules, state.currentPrice, price)) {
    const lowest = lowestAcceptable(state, code) ?? state.rules.startPrice;
    return reject.price(lowest, price < lowest);
  }
  emit(draft, { type: 'bid:placed', at, bidderCode: code, price, kind: matching ? 'match' : 'bid', leader: code });
  extendAfterBid(draft, at);
  return null;
}

function extendAfterBid(draft: Draft, at: EpochMs): void {
  const { phase, deadline, rules } = draft.state;
  if (deadline === null) return;
  let next = deadline;
  if (phase === 'ascending') {
    const windowMs = rules.extensionWindowSec * 1000;
    if (deadline - at < windowMs) next = at + windowMs;
  } else if (phase === 'limited' || phase === 'stage2') {
    next = at + rules.limitedPeriodSec * 1000;
  }
  if (next !== deadline) emit(draft, { type: 'lot:extended', at, deadline: next });
}
