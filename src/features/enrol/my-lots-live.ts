import { useMemo } from 'react';
import { EMPTY, type Observable, defer, filter, map, merge, mergeMap, of } from 'rxjs';
import type { MyLot } from '@contract/usercentre';
import { type Clock, clock as sharedClock, tick$ as sharedTick$ } from '@streams/clock';
import { push$ as sharedPush$, type PushMessage } from '@streams/push';
import { useSubscription } from '@streams/react';
import { isLotOpen, isLotUnsettled } from '@/features/enrol/my-lot';

/** While some row's lot is open, its list is asked again this often (prices move between state changes). */
export const OPEN_LOT_REFRESH_MS = 15_000;
/** A deadline counts as reached this long after it: the server closes the lot at the deadline, not before. */
export const DEADLINE_GRACE_MS = 1_000;

/** The refetch interval of a list of lots: {@link OPEN_LOT_REFRESH_MS} while one of them is open, else none. */
export const openLotInterval = (lots: MyLot[]): number | false => (lots.some(isLotOpen) ? OPEN_LOT_REFRESH_MS : false);

/**
 * Emits once for each of `deadlines` (epoch ms, server time) when the shared clock passes it (plus the grace), so a
 * countdown that reaches 0 asks for the lot's new state exactly once. Deadlines already past when subscribed are
 * skipped: the answer that carried them is already the state after them. Owns no timer (the ONE tick).
 */
export function deadlinesReached$(deadlines: number[], c: Clock = sharedClock, t$: Observable<number> = sharedTick$): Observable<number> {
  return defer(() => {
    const pending = new Set(deadlines.filter((d) => d + DEADLINE_GRACE_MS > c.now()));
    if (pending.size === 0) return EMPTY;
    return t$.pipe(
      mergeMap(() => {
        const now = c.now();
        const due = [...pending].filter((d) => d + DEADLINE_GRACE_MS <= now);
        due.forEach((d) => pending.delete(d));
        return due.length ? of(...due) : EMPTY;
      }),
    );
  });
}

/**
 * Push messages that change one of the lots: `hall:changed` (a lot opened, closed or stopped taking enrolments; sent
 * to every client), and, for the lots of `assetsIds`, `lot:updated` and `notice:lot-closed` (contract/realtime.ts).
 */
export function lotChanges$(assetsIds: ReadonlySet<string>, p$: Observable<PushMessage> = sharedPush$): Observable<unknown> {
  return p$.pipe(
    filter((m) => m.type === 'hall:changed' || ((m.type === 'lot:updated' || m.type === 'notice:lot-closed') && assetsIds.has(String(m.assetsId)))),
  );
}

/**
 * Keeps a view of the caller's lots current: `onChange` is called when the push channel reports a lot change while
 * one of the lots may still change, and once when a running countdown reaches its deadline. The caller refetches
 * (and sets {@link openLotInterval} as its poll while a lot is open).
 */
export function useMyLotsLive(rows: { assetsId: string; lot: MyLot }[], onChange: () => void): void {
  const live = rows.filter((r) => isLotUnsettled(r.lot));
  const idsKey = live.map((r) => r.assetsId).join(',');
  const deadlinesKey = live.flatMap((r) => (r.lot.paused || r.lot.deadline === null ? [] : [r.lot.deadline])).join(',');
  const changes$ = useMemo(() => {
    if (!idsKey) return EMPTY;
    const deadlines = deadlinesKey ? deadlinesKey.split(',').map(Number) : [];
    return merge(lotChanges$(new Set(idsKey.split(','))), deadlinesReached$(deadlines)).pipe(map(() => undefined));
  }, [idsKey, deadlinesKey]);
  useSubscription(changes$, onChange);
}
