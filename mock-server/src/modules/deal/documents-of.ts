import { SETTLEMENT_PATHS } from '../../../../contract/settlement-paths';
import type { Queryable } from '../../db/queryable';
import { findPartyDeals } from './repository';

/** A document of a deal as the file cabinet lists it: `url` (the confirmation's parties-only PDF route) or `fileId`. */
export interface DealDocument {
  kind: 'confirmation' | 'balance_proof';
  url?: string;
  fileId?: string;
  name: string;
  assetsId: string;
  assetsName: string;
  /** Epoch ms: the confirmation's issue, or the proof's upload. */
  time: number;
}

/**
 * The deal documents of `userId`: the 成交确认书 of every deal where they are a party (both parties read the same PDF),
 * and the winner's latest balance proof (结算付款凭证; the transferor never sees the winner's bank slip).
 */
export async function dealDocumentsOf(db: Queryable, userId: string): Promise<DealDocument[]> {
  const docs: DealDocument[] = [];
  for (const d of await findPartyDeals(db, userId)) {
    docs.push({
      kind: 'confirmation', url: `/api/${SETTLEMENT_PATHS.confirmationPdf}?assetsId=${d.assetsId}`, name: `成交确认书（${d.confirmationNo}）.pdf`,
      assetsId: d.assetsId, assetsName: d.assetsName, time: Number(d.issuedTime),
    });
    if (d.winnerUserId === userId && d.proofFileId) {
      docs.push({ kind: 'balance_proof', fileId: d.proofFileId, name: '结算付款凭证', assetsId: d.assetsId, assetsName: d.assetsName, time: Number(d.proofTime ?? d.updateTime) });
    }
  }
  return docs;
}
