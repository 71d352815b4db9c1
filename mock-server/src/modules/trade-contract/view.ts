import {
  CONTRACT_ROLE_LABELS, CONTRACT_STATE_LABELS, SIGNATORY_KIND_LABELS,
  type ContractClause, type ContractDetail, type ContractItem, type ContractRole, type ContractState, type ContractVersionItem, type SignatoryKind,
} from '../../../../contract/trade-contract';
import { maskPhone } from '../../../../contract/rules/mask';
import { beijingTime, fenToYuan } from '../../http/wire';
import { fileUrl } from '../realname/index';
import { actionsFor, todoOf } from './actions';
import type { SealStatus } from '../../../../contract/seal-paths';
import type { ContractDeps } from './deps';
import { contractPdfUrl } from './links';
import type { Loaded } from './load';
import { eventsOf, findVersion, type VersionRow } from './repository';
import { templateNameOf } from './templates/index';

/** Labels of the history's event types. */
export const EVENT_LABELS: Record<string, string> = {
  drafted: '合同生成', edited: '修改条款', confirmed: '确认合同文本', frozen: '文本已冻结', signatory_added: '添加签署人',
  signatory_removed: '移除签署人', signed_by: '签署', completed: '签署完成', document_failed: '合同文件生成失败', voided: '合同作废',
};
const time = (ms: number | null | undefined) => beijingTime(ms === null || ms === undefined ? null : Number(ms));
/** A history event's readable detail: events that keep data (the certificate) store JSON with `text`. */
const eventText = (detail: string) => (detail.startsWith('{') ? String((JSON.parse(detail) as { text?: string }).text ?? '') : detail);

/** The seal state of each organisation party with an account ('active' or 'none'), null for a person. */
async function sealStates(deps: ContractDeps, c: Loaded): Promise<Record<string, SealStatus | null>> {
  const out: Record<string, SealStatus | null> = {};
  for (const p of c.parties) {
    // A party that signed keeps the seal it signed with; otherwise its seal as it is now (null: never applied).
    if (p.kind !== 'org') out[p.role] = null;
    else out[p.role] = p.sealId ? 'active' : p.userId ? (await deps.sealLookup(deps.db, p.userId))?.status ?? null : null;
  }
  return out;
}

/** The contract as `role` sees it (ContractDetail), with the current version's clauses and what `role` may do. */
export async function detailOf(deps: ContractDeps, c: Loaded, role: ContractRole): Promise<ContractDetail> {
  const { row, facts, snap } = c;
  const [version, events, seals] = await Promise.all([findVersion(deps.db, row.id, row.version), eventsOf(deps.db, row.id), sealStates(deps, c)]);
  const files = await Promise.all(c.signatories.map((s) => (s.authorisationFileId ? deps.files.find(s.authorisationFileId) : null)));
  return {
    id: row.id, contractNo: row.contractNo, title: row.title, templateName: templateNameOf(row.template), assetsId: row.assetsId,
    assetsName: facts.deal.assetsName, confirmationNo: facts.deal.confirmationNo, state: snap.state, stateLabel: CONTRACT_STATE_LABELS[snap.state],
    myRole: role, version: row.version,
    parties: c.parties.map((p) => ({
      role: p.role as ContractRole, roleLabel: CONTRACT_ROLE_LABELS[p.role as ContractRole], name: p.name, kind: p.kind as 'person' | 'org',
      confirmedVersion: p.confirmedVersion, confirmedTime: time(p.confirmedTime), signedTime: time(p.signedTime), sealStatus: seals[p.role],
    })),
    facts: facts.head,
    clauses: version ? (JSON.parse(version.clauses) as ContractClause[]) : [],
    signatories: c.signatories.filter((s) => s.removed === 0).map((s, i) => ({
      id: s.id, role: s.role as ContractRole, kind: s.kind as SignatoryKind, kindLabel: SIGNATORY_KIND_LABELS[s.kind as SignatoryKind], name: s.name,
      phoneMasked: s.phone ? maskPhone(s.phone) : '', signedTime: time(s.signedTime),
      authorisation: s.authorisationFileId
        ? { fileId: s.authorisationFileId, name: files[i]?.originalName ?? '授权委托书', url: fileUrl(s.authorisationFileId) } : null,
    })),
    actions: actionsFor(snap, role, seals[role] === 'active', row.documentFileId !== ''),
    document: row.documentFileId
      ? { sha256: row.documentSha256, signedTime: time(row.signedTime), size: row.documentSize, url: contractPdfUrl(row.id) } : null,
    voidReason: row.voidReason, createTime: time(row.createTime), updateTime: time(row.updateTime),
    history: events.map((e) => ({ type: e.type, label: EVENT_LABELS[e.type] ?? e.type, time: time(e.createTime), detail: eventText(e.detail) })),
  };
}

/** One row of /myContract for `userId`. */
export function itemOf(c: Loaded, role: ContractRole): ContractItem {
  const { row, facts, snap } = c;
  const other = c.parties.find((p) => p.role !== role);
  return {
    id: row.id, contractNo: row.contractNo, title: row.title, assetsId: row.assetsId, assetsName: facts.deal.assetsName,
    counterpartyName: other?.name ?? '', myRole: role, price: fenToYuan(facts.deal.priceFen) ?? 0, priceUnit: facts.deal.priceUnit,
    state: snap.state as ContractState, stateLabel: CONTRACT_STATE_LABELS[snap.state], todo: todoOf(snap, role), updateTime: time(row.updateTime),
  };
}

/** A kept version as listed (who made it, which parties confirmed it). */
export function versionItemOf(v: VersionRow, c: Loaded): ContractVersionItem {
  const role = v.editorRole as ContractRole | null;
  return {
    version: v.version, editorRole: role, editorLabel: role ? CONTRACT_ROLE_LABELS[role] : '系统', note: v.note, time: time(v.createTime),
    confirmedBy: c.parties.filter((p) => p.confirmedVersion === v.version).map((p) => p.role as ContractRole),
  };
}
