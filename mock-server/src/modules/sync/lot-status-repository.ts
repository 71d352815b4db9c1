import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/** Lot statuses (migration 001): registering, waiting for the window (registration closed), bidding, unsold, deal done. */
const REGISTERING = 1;
const WAITING = 2;
/** Enrolment (announcementEndTime) closes this long before a demo lot's bidding starts. */
const REGISTRATION_LEAD_MS = 30 * 60 * 1000;
const BIDDING = 3;
const UNSOLD = 4;
const DEAL_DONE = 7;

/** The UPDATE of reanchorDemoLots (hall-clock.ts) over every anchored project. @returns how many rows moved. */
export async function reanchorProjects(db: Db, now: number): Promise<number> {
  const result = await db.updateTable('project')
    .set((eb) => {
      const start = eb(eb('anchorStartOffsetS', '*', 1000), '+', now);
      // Enrolment closes REGISTRATION_LEAD_MS before the bidding starts, so a lot starting later than that is still registering.
      const registrationEnd = eb(start, '-', REGISTRATION_LEAD_MS).$notNull(); // only anchored rows are updated
      return {
        bidStartTime: start,
        bidEndTime: eb(start, '+', eb(eb.fn.coalesce('anchorDurationS', eb.lit(0)), '*', 1000)),
        announcementEndTime: registrationEnd,
        status: eb.case()
          .when('anchorStartOffsetS', '<=', 0).then(BIDDING)
          .when(eb('anchorStartOffsetS', '*', 1000), '>', REGISTRATION_LEAD_MS).then(REGISTERING)
          .else(WAITING).end(),
      };
    })
    .where('anchorStartOffsetS', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The three status moves of sweepLotStatuses (hall-clock.ts) as UPDATEs in `trx`, in the order they must run: close
 * lots whose window is over (7 with bids, else 4), open lots whose window began, close enrolment. `skip` leaves lots
 * with a bid activity to the engine except for closing their enrolment. Each reads only the lots that are due through
 * its (status, time) index (migration 017), so a sweep costs the same at any number of open or closed lots.
 */
export function sweepMoves(trx: Transaction<Database>, now: number, skip: boolean) {
  const managed = trx.selectFrom('bidLot').select('assetsId');
  return [
    trx.updateTable('project')
      .set((eb) => ({ status: eb.case().when('biddingCount', '>', 0).then(DEAL_DONE).else(UNSOLD).end() }))
      .where('status', 'in', [REGISTERING, WAITING, BIDDING]).where('bidEndTime', 'is not', null).where('bidEndTime', '<=', now)
      .$if(skip, (q) => q.where('assetsId', 'not in', managed)),
    trx.updateTable('project').set({ status: BIDDING })
      .where('status', 'in', [REGISTERING, WAITING]).where('bidStartTime', '<=', now).where('bidEndTime', '>', now)
      .$if(skip, (q) => q.where('assetsId', 'not in', managed)),
    trx.updateTable('project').set({ status: WAITING })
      .where('status', '=', REGISTERING).where('bidStartTime', '>', now).where('announcementEndTime', '<=', now),
  ] as const;
}

/** Runs the moves of {@link sweepMoves} one after another in `trx`. @returns how many rows changed status. */
export async function sweepProjectStatuses(trx: Transaction<Database>, now: number, skip: boolean): Promise<number> {
  let changed = 0;
  for (const move of sweepMoves(trx, now, skip)) changed += Number((await move.executeTakeFirst()).numUpdatedRows);
  return changed;
}
