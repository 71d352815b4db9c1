import type { Insertable, Transaction } from 'kysely';
import type { Database, SettlementTable } from '../../db/schema';

/** Stores the settlement of a deal. */
export async function insertSettlement(trx: Transaction<Database>, row: Insertable<SettlementTable>): Promise<void> {
  await trx.insertInto('settlement').values(row).execute();
}

/**
 * Moves the lot's confirmed deposits at its close: the winner's (when `winnerUserId` is given) becomes 'applied',
 * every other one 'refunding'.
 */
export async function settleDeposits(trx: Transaction<Database>, assetsId: string, winnerUserId: string | null, now: number): Promise<void> {
  await trx.updateTable('enrolment').set({ depositStatus: 'refunding', updateTime: now })
    .where('assetsId', '=', assetsId).where('depositStatus', '=', 'confirmed')
    .$if(winnerUserId !== null, (q) => q.where('userId', '<>', winnerUserId!)).execute();
  if (winnerUserId) {
    await trx.updateTable('enrolment').set({ depositStatus: 'applied', updateTime: now })
      .where('assetsId', '=', assetsId).where('userId', '=', winnerUserId).where('depositStatus', '=', 'confirmed').execute();
  }
}
