import type { BidResult } from '../../../../contract/bid';
import type { LotEvent, LotState } from '../types';
import { publicLeader, publicPrice } from './projection';
import { wireOutcome, yuan, yuanOrNull } from './wire-events';

/**
 * The accepted result of a bid or acceptance (contract BidResult without the per-viewer `me` and `replayed`), as
 * stored under its idempotency key: the bid itself and the lot right after the command (e.g. closed by a dutch
 * acceptance). `events` are the command's events; timer catch-up events never contain a bid, so the one bid is its own.
 */
export function bidResultOf(events: readonly LotEvent[], after: LotState): Omit<BidResult, 'replayed' | 'me'> {
  const placed = events.find((e) => e.type === 'bid:placed');
  if (!placed || placed.type !== 'bid:placed') throw new Error(`lot ${after.assetsId}: accepted command without a bid`);
  const leading = after.phase === 'closed' ? after.result?.winnerCode === placed.bidderCode : after.leader === placed.bidderCode;
  return {
    bid: {
      seq: placed.seq, bidderCode: placed.bidderCode, price: yuan(placed.price), at: placed.at,
      // A sealed bid is neither leading nor outbid until its round is revealed.
      status: placed.kind === 'sealed' && after.phase === 'sealed' ? 'sealed' : leading ? 'leading' : 'outbid', kind: placed.kind,
    },
    phase: after.phase, price: yuanOrNull(publicPrice(after)), leaderCode: publicLeader(after), deadline: after.deadline,
    outcome: wireOutcome(after),
  };
}
