import { BID_PATHS } from '@contract/bid-basics';
import type { LotSnapshot } from '@contract/bid';
import { type LotFeedState, initialLotFeedState } from '@streams/feeds/lot-view';
import { firstAnswerKey, takeFirstAnswer } from '@/lib/api/first-answers';
import { activeLanguage, languageTag } from '@/i18n';

/**
 * The lot's public snapshot the server inlined into the document (mock-server/src/http/first-answers.ts: the
 * anonymous answer of GET /api-bid/lot/snapshot, no bidder's side). Free of the stream layer: the room's first
 * screen is drawn from it before the live room's chunk (rxjs, the socket) has loaded.
 */

/** A lot's public snapshot inlined into the document, and the device time the document arrived (epoch ms). */
export type InlinedSnapshot = { snapshot: LotSnapshot; receivedAt: number };
const inlined = new Map<string, InlinedSnapshot>();

/** When the document's answer arrived, device epoch ms: its snapshot's serverNow was stamped just before. */
function documentReceivedAt(): number {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav && nav.responseStart > 0 ? performance.timeOrigin + nav.responseStart : Date.now();
}

/** The public snapshot of `assetsId` as the document (or, in a server render, the request being rendered) carries it. */
function readInlined(assetsId: string): InlinedSnapshot | undefined {
  const key = firstAnswerKey('GET', BID_PATHS.snapshot, { assetsId });
  const envelope = takeFirstAnswer(key, languageTag(activeLanguage()), true) as { code?: number; data?: LotSnapshot } | undefined;
  return envelope?.code === 200 && envelope.data ? { snapshot: envelope.data, receivedAt: documentReceivedAt() } : undefined;
}

/**
 * The public snapshot of `assetsId` inlined into the document, or undefined. Read from the document once and kept
 * until the lot's feed opens with it ({@link takeInlinedSnapshot}), so the room's first render and the feed start
 * from the same state. A server render reads its request's answers each time: nothing is kept between requests.
 */
export function peekInlinedSnapshot(assetsId: string): InlinedSnapshot | undefined {
  if (import.meta.env.SSR) return readInlined(assetsId);
  if (!inlined.has(assetsId)) {
    const found = readInlined(assetsId);
    if (found) inlined.set(assetsId, found);
  }
  return inlined.get(assetsId);
}

/** The inlined snapshot, for the feed that opens with it (then forgotten: a later visit asks the server). */
export function takeInlinedSnapshot(assetsId: string): InlinedSnapshot | undefined {
  const found = peekInlinedSnapshot(assetsId);
  inlined.delete(assetsId);
  return found;
}

/**
 * The room's state before its feed's first emission: the inlined public snapshot when there is one (the lot shown,
 * its bidder's side unknown), its server time moved on by the device time since the document arrived so the
 * countdown shows the time left now; else 'loading'. `asRendered`: at the snapshot's own server time instead, as the
 * server rendered it (for the browser's hydration of that render, which must draw the same clock).
 */
export function openingFeedState(assetsId: string, asRendered = false): LotFeedState {
  const found = peekInlinedSnapshot(assetsId);
  const elapsed = found && !asRendered ? Date.now() - found.receivedAt : 0;
  return initialLotFeedState(assetsId, found?.snapshot, found && found.snapshot.serverNow + elapsed);
}
