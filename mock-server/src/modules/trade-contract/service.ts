import type { Page } from '../../../../contract/envelope';
import {
  CONTRACT_LIMITS, type ContractClause, type ContractDetail, type ContractItem, type ContractState, type ContractVersionItem, type ContractVersionText,
} from '../../../../contract/trade-contract';
import { ApiError, notFound, offsetOf, toPage } from '../../http/envelope';
import { sortableId } from '../../lib/crypto';
import { plainTextOf, sanitizeClauseHtml } from '../../services/rich-text';
import type { ContractDeps } from './deps';
import { enforce, loadContract, loadForParty, roleOf, type Loaded } from './load';
import { clearConfirmations, confirmParty } from './party-repository';
import { bumpVersion, findVersion, insertEvent, insertVersion, moveState, pageOfContracts, versionsOf } from './repository';
import { checkConfirm, checkEdit, CONTRACT_MESSAGES, stateAfterConfirm } from './state';
import { detailOf, itemOf, versionItemOf } from './view';

/** The caller's contracts (optionally of one state), newest first (§2 /myContract). */
export async function listContracts(deps: ContractDeps, userId: string, q: { state?: ContractState; current: number; size: number }): Promise<Page<ContractItem>> {
  const { rows, total } = await pageOfContracts(deps.db, userId, q.state, q.size, offsetOf(q.size, q.current));
  const loaded = await Promise.all(rows.map((r) => loadContract(deps.db, r.id)));
  const items = loaded.filter((c): c is Loaded => c !== null).map((c) => itemOf(c, roleOf(c, userId)!));
  return toPage(items, total, q.size, q.current);
}

/** The contract as the caller sees it. @throws 404 合同不存在 (also for anyone not a party). */
export async function contractDetail(deps: ContractDeps, userId: string, id: string): Promise<ContractDetail> {
  const c = await loadForParty(deps.db, id, userId);
  return detailOf(deps, c, c.role);
}

/** Every kept version, newest first. */
export async function contractVersions(deps: ContractDeps, userId: string, id: string): Promise<ContractVersionItem[]> {
  const c = await loadForParty(deps.db, id, userId);
  return (await versionsOf(deps.db, id)).map((v) => versionItemOf(v, c));
}

/** One kept version's text. @throws 404 版本不存在. */
export async function contractVersion(deps: ContractDeps, userId: string, id: string, version: number): Promise<ContractVersionText> {
  const c = await loadForParty(deps.db, id, userId);
  const v = await findVersion(deps.db, id, version);
  if (!v) throw notFound('版本不存在');
  return { ...versionItemOf(v, c), clauses: JSON.parse(v.clauses) as ContractClause[] };
}

/** The clauses of `base` with the edited negotiable ones sanitised. @throws 400 unknown or fixed key, empty or too long text, nothing changed. */
function editedClauses(base: ContractClause[], edits: Record<string, string>): ContractClause[] {
  const byKey = new Map(base.map((c) => [c.key, c]));
  for (const key of Object.keys(edits)) {
    const clause = byKey.get(key);
    if (!clause) throw new ApiError(400, `合同中没有条款「${key}」`);
    if (!clause.editable) throw new ApiError(400, `「${clause.title}」依据成交信息生成，不能修改`);
  }
  let changed = false;
  const next = base.map((c) => {
    if (edits[c.key] === undefined) return c;
    const html = sanitizeClauseHtml(edits[c.key]);
    const text = plainTextOf(html);
    if (!text) throw new ApiError(400, `「${c.title}」不能为空`);
    if (Array.from(text).length > CONTRACT_LIMITS.clauseTextMax) throw new ApiError(400, `「${c.title}」不能超过${CONTRACT_LIMITS.clauseTextMax}个字`);
    changed ||= html !== c.html;
    return { ...c, html };
  });
  if (!changed) throw new ApiError(400, '条款没有修改');
  return next;
}

/**
 * A new version of the negotiable clauses from `baseVersion` (the latest, else 409 合同已被对方修改，请刷新后再改);
 * clears both confirmations. 409 after the freeze; 400 bad clauses.
 */
export async function editContract(
  deps: ContractDeps, userId: string, p: { id: string; baseVersion: number; clauses: Record<string, string>; note: string },
): Promise<ContractDetail> {
  const { db, now } = deps;
  const c = await loadForParty(db, p.id, userId);
  enforce(checkEdit(c.snap, p.baseVersion));
  const base = await findVersion(db, p.id, p.baseVersion);
  const clauses = editedClauses(JSON.parse(base!.clauses) as ContractClause[], p.clauses);
  const t = now();
  await db.transaction().execute(async (trx) => {
    // Two parties saving from the same version: the guarded update lets one through, the other is stale.
    if (!(await bumpVersion(trx, p.id, p.baseVersion, p.baseVersion + 1, t))) throw new ApiError(409, CONTRACT_MESSAGES.stale);
    await insertVersion(trx, { contractId: p.id, version: p.baseVersion + 1, clauses: JSON.stringify(clauses), editorUserId: userId, editorRole: c.role, note: p.note, createTime: t });
    await clearConfirmations(trx, p.id);
    await insertEvent(trx, { id: sortableId(t), contractId: p.id, type: 'edited', actor: `user:${userId}`, detail: p.note ? `第 ${p.baseVersion + 1} 版：${p.note}` : `第 ${p.baseVersion + 1} 版`, createTime: t });
  });
  return contractDetail(deps, userId, p.id);
}

/**
 * The caller's party (or, with `role`, the operator for an account-less party) confirms `version`; the text
 * freezes (awaiting_signature) once both confirmed it. Confirming again answers the same detail.
 */
export async function confirmVersion(deps: ContractDeps, c: Loaded & { role: Loaded['parties'][number]['role'] }, version: number, actor: string): Promise<void> {
  const role = c.role as 'transferor' | 'transferee';
  const verdict = checkConfirm(c.snap, role, version);
  enforce(verdict);
  if (verdict === 'same') return;
  const t = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const fresh = await loadContract(trx, c.row.id);
    enforce(checkConfirm(fresh!.snap, role, version));
    if (!(await confirmParty(trx, c.row.id, role, version, t))) return;
    await insertEvent(trx, { id: sortableId(t), contractId: c.row.id, type: 'confirmed', actor, detail: `确认第 ${version} 版`, createTime: t });
    if (stateAfterConfirm(fresh!.snap, role, version) === 'awaiting_signature' && await moveState(trx, c.row.id, ['confirming'], 'awaiting_signature', t)) {
      await insertEvent(trx, { id: sortableId(t), contractId: c.row.id, type: 'frozen', actor: 'system', detail: `双方已确认第 ${version} 版，合同文本冻结，进入签署`, createTime: t });
    }
  });
}

/** POST confirm for a logged-in party. */
export async function confirmContract(deps: ContractDeps, userId: string, p: { id: string; version: number }): Promise<ContractDetail> {
  const c = await loadForParty(deps.db, p.id, userId);
  await confirmVersion(deps, c, p.version, `user:${userId}`);
  return contractDetail(deps, userId, p.id);
}
