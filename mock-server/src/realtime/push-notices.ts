import { lotTopic } from '../../../contract/realtime';
import type { BidService, CommittedBatch } from '../auction/service/bid-service';
import type { MessageService } from '../modules/messages/index';
import { OutbidMessages } from './outbid-messages';
import type { PushHub } from './push-hub';

/** Events after which the hall lists change (a lot opened, closed, paused or resumed). */
const HALL_EVENTS = new Set(['lot:closed', 'lot:paused', 'lot:resumed']);

/**
 * The push side of committed batches (contract/realtime.ts):
 * - `lot:updated` to the lot's topic after every batch;
 * - `notice:outbid` to the user who lost the lead (open rounds only; sealed bids lead nobody), at once; then the
 *   'outbid' message in their inbox (one write per user and lot in a batch, at most one unread per lot) with its
 *   `notice:message`, written after the commit and off the bid path by {@link OutbidMessages} (a failure is only logged);
 * - `notice:lot-closed` to every enrolled user (won / lost) and to the lot's other subscribers (mine null), then
 *   `notice:message` for each close message the close stored (deal / lot_lost / lot_unsold) through `messages.announce`;
 * - `hall:changed` to everyone when a lot opened, closed, paused or resumed.
 * `log` receives what failed in the inbox writes and pushes.
 */
export function connectPushNotices(
  bids: BidService, push: PushHub, now: () => number, messages: MessageService, log: (err: unknown) => void = () => {},
): void {
  const outbidMessages = new OutbidMessages(messages, log);
  bids.onCommit((batch: CommittedBatch) => {
    const { entry, events } = batch;
    const assetsId = entry.state.assetsId;
    const serverNow = now();
    const last = batch.wire[batch.wire.length - 1].payload;
    push.publish(lotTopic(assetsId), {
      type: 'lot:updated', assetsId, seq: last.seq, phase: last.phase, price: last.price, bidCount: last.bidCount,
      deadline: last.deadline, paused: entry.state.paused !== null, serverNow,
    });
    let leader = batch.before.phase === 'sealed' ? null : batch.before.leader;
    /** Who lost the lead in this batch → the highest price that passed them (fen). */
    const outbid = new Map<string, number>();
    batch.wire.forEach((w, i) => {
      const event = events[i];
      if (event.type === 'bid:placed' && event.kind !== 'sealed') {
        const lost = leader && leader !== event.bidderCode ? entry.userOf(leader) : undefined;
        if (lost) {
          push.sendToUser(lost, { type: 'notice:outbid', assetsId, price: event.price / 100, seq: event.seq, serverNow });
          outbid.set(lost, Math.max(outbid.get(lost) ?? 0, event.price));
        }
      }
      leader = w.payload.leaderCode;
    });
    // A batch that closed the lot tells its result through the close messages instead.
    if (outbid.size > 0 && !batch.close) outbidMessages.add(entry.meta, outbid);
    const opened = events.some((e) => e.type === 'lot:phase-changed' && e.from === 'scheduled');
    if (opened || events.some((e) => HALL_EVENTS.has(e.type))) push.broadcast({ type: 'hall:changed', serverNow });
    const closed = events.find((e) => e.type === 'lot:closed');
    if (!closed || closed.type !== 'lot:closed') return;
    const winner = batch.close?.winnerUserId ?? null;
    const enrolled = new Set(entry.enrolments().map((e) => e.userId));
    for (const userId of enrolled) {
      push.sendToUser(userId, { type: 'notice:lot-closed', assetsId, outcome: closed.outcome, mine: userId === winner ? 'won' : 'lost', serverNow });
    }
    push.publish(lotTopic(assetsId), { type: 'notice:lot-closed', assetsId, outcome: closed.outcome, mine: null, serverNow }, enrolled);
    if (batch.close?.messages.length) void messages.announce(batch.close.messages).catch(log);
  });
}
