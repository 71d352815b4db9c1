import type { Db } from '../../db/connection';
import { reanchorProjects, sweepProjectStatuses } from './lot-status-repository';

/**
 * Re-anchors the demo lots to the server's start-up time so the hall is never empty however old the database is.
 * For every project with anchor_start_offset_s set: bid_start_time = now + offset·1000, bid_end_time = start +
 * anchor_duration_s·1000, announcement_end_time = start − 30 min; status 3 when the window has started, 1 while enrolment
 * is still open, else 2. Prices and bid counts are left alone.
 * Lots whose anchored window is already over are left for {@link sweepLotStatuses} to close. Demo lots with a bid
 * activity are then re-created through the engine by `reanchorAuctionLots` (auction/service/anchor.ts), which
 * rewrites these columns from the engine state (main.ts runs both, in that order).
 * @returns the number of lots re-anchored.
 */
export async function reanchorDemoLots(db: Db, now: number): Promise<number> {
  return reanchorProjects(db, now);
}

/** What {@link sweepLotStatuses} may move: every lot (the time-only rules), or only lots the auction engine does not drive. */
export interface SweepOptions {
  /** Leave lots with a bid activity (bid_lot row) to the engine, except for closing their enrolment. */
  engineLots?: 'skip';
}

/**
 * Moves lots along their time window by the clock alone:
 * - a registering lot (1) whose enrolment closed becomes waiting (2) — for every lot, since enrolment is not an
 *   auction event;
 * - a registering or waiting lot whose window has opened becomes bidding (3);
 * - a lot whose window has closed (status 2 or 3, bid_end_time <= now) becomes deal done (7) when it has bids,
 *   else ended unsold (4).
 * With `engineLots: 'skip'` (what the server runs) the last two apply only to projects without a bid activity: the
 * auction engine opens and closes its lots itself (extension windows, reserve price, deal confirmation).
 * @returns how many lots changed status.
 */
export async function sweepLotStatuses(db: Db, now: number, opts: SweepOptions = {}): Promise<number> {
  return db.transaction().execute((trx) => sweepProjectStatuses(trx, now, opts.engineLots === 'skip'));
}

/** Handle of a running sweeper. */
export interface Sweeper { stop(): void }

/**
 * Runs {@link sweepLotStatuses} with `engineLots: 'skip'` every `intervalMs` (5 s in production) and calls
 * `onChange(changed)` when any lot moved, which the process uses to push `hall:changed`. Errors are reported through
 * `onError` and do not stop it. Auctioned lots open, extend and close by the bid service's own timers.
 */
export function startStatusSweeper(opts: {
  db: Db; now: () => number; intervalMs?: number; onChange: (changed: number) => void; onError: (err: unknown) => void;
}): Sweeper {
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow sweep must not overlap the next one
    running = true;
    sweepLotStatuses(opts.db, opts.now(), { engineLots: 'skip' })
      .then((changed) => { if (changed > 0) opts.onChange(changed); })
      .catch(opts.onError)
      .finally(() => { running = false; });
  }, opts.intervalMs ?? 5000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
