import type { HallPollRequest } from './hall-delta';
import { type HallPollPost, createHallPollHandler } from './hall-poll';

/** The hall poll's worker: started by hall-transport.ts (through hall.feed.ts), runs hall-poll.ts. */
const scope = self as unknown as { onmessage: ((e: MessageEvent<HallPollRequest>) => void) | null; postMessage: HallPollPost };
const handle = createHallPollHandler((message, transfer) => scope.postMessage(message, transfer));
scope.onmessage = (e) => void handle(e.data);
