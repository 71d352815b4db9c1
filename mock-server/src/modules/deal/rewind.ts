import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { withdrawDealNotice } from '../../services/notices';
import { deleteConfirmation } from './repository';

/**
 * A re-anchored demo lot is live again (auction/service/anchor.ts, in its rewind transaction): its last deal no
 * longer holds — the 成交确认书 (and the contract drawn from it) and the 成交公告 go, so the next close issues afresh.
 * The settlement itself (and its steps, by cascade) is deleted by the rewind; the settlement messages go with the
 * lot's outcome messages.
 */
export async function clearLotDeal(trx: Transaction<Database>, assetsId: string): Promise<void> {
  await deleteConfirmation(trx, assetsId);
  await withdrawDealNotice(trx, assetsId);
}
