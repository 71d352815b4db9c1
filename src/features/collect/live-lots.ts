import { type Observable, filter, of, scan, startWith } from 'rxjs';
import type { LotPhase } from '@contract/bid';
import { lotTopic } from '@contract/realtime';
import { pushTopics$, type PushMessage } from '@streams/push';

/** A lot's latest `lot:updated` (contract/realtime.ts): phase, price in 元 (null before any bid), deadline epoch ms. */
export interface LiveLot {
  phase: LotPhase;
  price: number | null;
  deadline: number | null;
  paused: boolean;
  seq: number;
}

export type LiveLots = ReadonlyMap<string, LiveLot>;
export const NO_LIVE_LOTS: LiveLots = new Map();

const isLotUpdate = (m: PushMessage): m is PushMessage & LiveLot & { assetsId: string } =>
  m.type === 'lot:updated' && typeof m.assetsId === 'string' && typeof m.seq === 'number';

/**
 * The live state of the lots of `assetsIds` while subscribed: holds their `lot:<assetsId>` push topics and keeps, per
 * lot, the newest `lot:updated` by seq (a late or replayed older one is ignored). Starts empty: rows show their
 * listing until a lot changes. Projects without a lot are refused by the server for their topic only.
 */
export function liveLots$(assetsIds: readonly string[]): Observable<LiveLots> {
  if (assetsIds.length === 0) return of(NO_LIVE_LOTS);
  return pushTopics$(assetsIds.map(lotTopic)).pipe(
    filter(isLotUpdate),
    scan<PushMessage & LiveLot & { assetsId: string }, LiveLots>((lots, m) => {
      const before = lots.get(m.assetsId);
      if (before && before.seq >= m.seq) return lots;
      const next = new Map(lots);
      next.set(m.assetsId, { phase: m.phase, price: m.price, deadline: m.deadline, paused: m.paused, seq: m.seq });
      return next;
    }, NO_LIVE_LOTS),
    startWith(NO_LIVE_LOTS),
  );
}
