import type { Queryable } from '../../db/queryable';
import type { StoredFacts } from './draft';
import { contractPdfUrl } from './links';
import { signedContractsOf } from './repository';

/** A signed contract's document as the file cabinet lists it (size bytes, time epoch ms of the last signature, url the parties-only PDF route). */
export interface ContractDocument {
  fileId?: string; name: string; assetsId: string; assetsName: string; url: string; size: number; time: number; sourceLabel: '合同';
}

/** The signed contract documents of `userId` (either party), newest first — for the file cabinet (contract folder). */
export async function contractDocumentsOf(db: Queryable, userId: string): Promise<ContractDocument[]> {
  const rows = await signedContractsOf(db, userId);
  return rows.map((r) => ({
    fileId: r.documentFileId || undefined, name: `${r.title}（${r.contractNo}）.pdf`, assetsId: r.assetsId,
    assetsName: (JSON.parse(r.facts) as StoredFacts).deal.assetsName, url: contractPdfUrl(r.id), size: r.documentSize,
    time: Number(r.signedTime ?? 0), sourceLabel: '合同',
  }));
}
