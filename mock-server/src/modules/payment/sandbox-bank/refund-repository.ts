import type { Selectable } from 'kysely';
import type { SandboxBankRefundTable } from '../../../db/schema';
import type { Queryable } from '../../../db/queryable';

/** The sandbox bank's ledger entry of a refund number, or null. */
export async function findBankRefund(db: Queryable, refundNo: string): Promise<Selectable<SandboxBankRefundTable> | null> {
  return (await db.selectFrom('sandboxBankRefund').selectAll().where('refundNo', '=', refundNo).executeTakeFirst()) ?? null;
}

/** Books a refund in the bank's ledger unless its number is there already (two racing requests book it once). */
export async function insertBankRefund(db: Queryable, row: Selectable<SandboxBankRefundTable>): Promise<void> {
  await db.insertInto('sandboxBankRefund').values(row).onConflict((oc) => oc.column('refundNo').doNothing()).execute();
}
