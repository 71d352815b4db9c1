import type { DealConfirmation, SettlementDetail, SettlementItem } from '../../../../contract/settlement';
import { formatYuan } from '../../auction/money';
import type { Db } from '../../db/connection';
import { ApiError, offsetOf, toPage } from '../../http/envelope';
import { typeNames } from '../../services/catalog';
import type { PdfDocumentModel } from '../../services/pdf/document-model';
import { confirmationDocument } from './document';
import { partySettlement } from './settle';
import { findContractId, findEvents, findOwnFile, findPartySettlements, findSettlementOfLot, type SettlementRow } from './repository';
import { toConfirmation, toDetail, toItem } from './view';

/** GET list: the caller's settlements (as winner or transferor), newest first, optionally of one status. */
export async function listSettlements(db: Db, userId: string, q: { current: number; size: number; status?: string }) {
  const { rows, total } = await findPartySettlements(db, userId, q.status, q.size, offsetOf(q.size, q.current));
  return toPage<SettlementItem>(rows.map((r) => toItem(r, userId)), total, q.size, q.current);
}

/** GET detail: one settlement of the caller's (404 otherwise) with its history, proof, payee and contract. */
export async function settlementDetail(db: Db, userId: string, id: string): Promise<SettlementDetail> {
  const s = await partySettlement({ db }, id, userId);
  const [events, proof, contractId] = await Promise.all([
    findEvents(db, s.id), s.proofFileId ? findOwnFile(db, s.proofFileId, s.winnerUserId) : null, findContractId(db, s.assetsId),
  ]);
  return toDetail(s, userId, { events, proof, contractId });
}

/** The issued settlement of lot `assetsId` when the caller is a party, else 404. */
async function partyLot(db: Db, userId: string, assetsId: string): Promise<SettlementRow> {
  const s = await findSettlementOfLot(db, assetsId);
  if (!s || (s.winnerUserId !== userId && s.transferorUserId !== userId)) throw new ApiError(404, '成交确认书不存在');
  return s;
}

/** GET confirmation: the lot's 成交确认书 (parties only; 404 otherwise). */
export async function dealConfirmation(db: Db, userId: string, assetsId: string): Promise<DealConfirmation> {
  const s = await partyLot(db, userId, assetsId);
  const [names, contractId] = await Promise.all([typeNames(db, [s.familyId]), findContractId(db, s.assetsId)]);
  return toConfirmation(s, userId, { familyName: names.get(s.familyId) ?? '', lotName: s.parentAssetsId ? s.assetsName : '', contractId });
}

/** The 成交确认书 of lot `assetsId` as a document model (parties only; 404 otherwise), its file name and issue time (epoch ms). */
export async function confirmationModel(db: Db, userId: string, assetsId: string): Promise<{ model: PdfDocumentModel; fileName: string; producedAt: number }> {
  const c = await dealConfirmation(db, userId, assetsId);
  const s = await partyLot(db, userId, assetsId);
  const model = confirmationDocument(c, {
    balanceText: formatYuan(Number(s.balanceFen)), feeText: formatYuan(Number(s.feeFen)), depositText: formatYuan(Number(s.depositAppliedFen)),
  });
  return { model, fileName: `成交确认书-${c.confirmationNo}.pdf`, producedAt: Number(s.issuedTime) };
}
