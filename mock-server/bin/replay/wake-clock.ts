import type WebSocket from 'ws';
import { preciseNow } from './clock-sync';

/*
 * The receipt time of a delivery, as the time the worker's event loop woke up with it. One watcher process serves
 * about a thousand sockets: when a broadcast lands, the kernel holds a frame for each of them and one poll of the
 * event loop returns them all, but the worker reads and checks them one after another, ~10 µs each — timestamped at
 * its turn, the thousandth frame would count ~10 ms of the harness's own queue as delivery latency, which no real
 * client (one socket per browser) ever sees. So the first socket read after a wake-up takes the time, and every frame
 * read in the same poll phase gets that time: each of them was in the kernel's buffer before the poll returned, so
 * the stamp is never earlier than its arrival (an upper bound; a worker the OS does not schedule still counts the
 * wait). The stamp is dropped in the check phase (setImmediate), before the next poll.
 */

let stamp: number | null = null;
const drop = () => { stamp = null; };

/** Marks a socket read: takes the time if it is the first read since the event loop last polled. */
export function touchWakeClock(): void {
  if (stamp !== null) return;
  stamp = preciseNow();
  setImmediate(drop);
}

/** The receipt time (epoch ms) of what is being handled now: the wake-up's stamp, else the current time. */
export function receivedAt(): number {
  return stamp ?? preciseNow();
}

/** Stamps every read of `ws`'s TCP connection (before ws parses it) with {@link touchWakeClock}; call once it is open. */
export function stampReads(ws: WebSocket): void {
  const raw = (ws as unknown as { _socket?: NodeJS.EventEmitter })._socket;
  raw?.prependListener('data', touchWakeClock);
}
