import type { Namespace } from 'socket.io';
import { LOT_EVENTS, type LotEventsBatch, type LotMeEvent } from '../../../contract/bid';
import type { BidService, CommittedBatch } from '../auction/service/bid-service';
import type { LotEntry } from '../auction/service/lot-entry';
import { privateReveal, viewerOf } from '../auction/service/snapshot';
import { localiseViewer } from './ack-language';
import { lotRoom, type BidSocketData, type LotRooms } from './lot-rooms';
import { broadcastOnce, directConnection, textFrame } from './room-broadcast';

/** The `lot:events` frame of a committed batch: its events in seq order, each stamped with the send time `serverNow` (ms). */
export function batchFrame(batch: CommittedBatch, serverNow: number): LotEventsBatch {
  const events = batch.wire.map((e) => ({ name: e.name, payload: { ...e.payload, serverNow } }) as LotEventsBatch['events'][number]);
  return { assetsId: batch.entry.state.assetsId, serverNow, events };
}

/**
 * Sends each authenticated bidder in the lot's room their own `lot:me` (its reason in the connection's language) when
 * it changed since the last one. The view is serialised once (it is both the change key and the payload's body) and,
 * when socket.io holds nothing queued for the socket, written as one ready websocket frame — the bytes
 * `socket.emit('lot:me', …)` would send — so a bidder in many busy lots costs one write per update, not a pass
 * through socket.io, engine.io and ws; else it is emitted.
 */
function sendChangedViews(nsp: Namespace, entry: LotEntry, rooms: LotRooms, serverNow: number): void {
  const assetsId = entry.state.assetsId;
  let head: string | undefined;
  for (const socket of rooms.of(assetsId)) {
    const data = socket.data as BidSocketData;
    if (!data.userId || !entry.enrolmentOf(data.userId)) continue;
    const me = localiseViewer(viewerOf(entry, data.userId), data.language);
    const revealed = privateReveal(entry, data.userId);
    const key = `"me":${JSON.stringify(me)},"revealed":${JSON.stringify(revealed)}`;
    if (data.lastMe.get(assetsId) === key) continue;
    data.lastMe.set(assetsId, key);
    const raw = directConnection(socket);
    if (!raw) {
      socket.emit('lot:me', { assetsId, seq: entry.state.seq, serverNow, me, revealed } satisfies LotMeEvent);
      continue;
    }
    head ??= `42${nsp.name === '/' ? '' : `${nsp.name},`}["lot:me",${JSON.stringify({ assetsId, seq: entry.state.seq, serverNow }).slice(0, -1)},`;
    raw.write(textFrame(Buffer.from(`${head}${key}}]`)));
  }
}

/** A TCP connection as a Node stream: writes between cork() and uncork() go out together. */
interface Corkable { cork(): void; uncork(): void }

/**
 * Connections corked until the current callback of the event loop has run (process.nextTick): the bid service hands
 * all batches of a joint commit over in one callback, so each connection is written once per turn.
 */
class CorkedUntilTick {
  private readonly open = new Set<Corkable>();

  add(raw: Corkable | null): void {
    if (!raw || typeof raw.cork !== 'function' || this.open.has(raw)) return;
    if (this.open.size === 0) process.nextTick(() => this.release());
    raw.cork();
    this.open.add(raw);
  }

  private release(): void {
    for (const raw of this.open) raw.uncork();
    this.open.clear();
  }
}

/**
 * Broadcasts every committed batch to its lot's room as ONE `lot:events` frame (contract/bid.ts), encoded once for the
 * whole room and written to each socket as is (room-broadcast.ts); then sends each authenticated bidder in the room
 * their own `lot:me` when it changed (next valid price, lead, qualification), plus the stage-1 reveal to two-stage
 * qualifiers — all of a turn in one write per bidder. Watchers cost the broadcast's write and nothing else: the `lot:me` pass walks only the sockets with a
 * token (LotRooms). Runs after the commit and after the command's own ack. With several server processes each one
 * writes to its own sockets, for its own commits and for those of the others (BidService.onCommit `everywhere`). A changed bidder list (enrolment,
 * confirmed deposit) sends the `lot:me` alone, so a bidder watching the room sees the new bidder code and
 * eligibility at once.
 */
export function connectLotFanout(nsp: Namespace, bids: BidService, rooms: LotRooms, now: () => number): void {
  const corked = new CorkedUntilTick();
  bids.onCommit((batch: CommittedBatch) => {
    const { entry } = batch;
    const serverNow = now();
    // A bidder's connection stays corked until the batches of this turn are out: its broadcasts and lot:me of all
    // its lots leave in one system call.
    for (const socket of rooms.of(entry.state.assetsId)) corked.add(directConnection(socket) as Corkable | null);
    broadcastOnce(nsp, lotRoom(entry.state.assetsId), LOT_EVENTS, batchFrame(batch, serverNow));
    sendChangedViews(nsp, entry, rooms, serverNow);
  }, { everywhere: true });
  bids.onEnrolments((entry) => sendChangedViews(nsp, entry, rooms, now()));
}
