import { createHash } from 'node:crypto';
import type { ContractClause, ContractRole } from '../../../../contract/trade-contract';
import { sortableId } from '../../lib/crypto';
import { ESIGN_UNAVAILABLE_MSG } from '../../services/e-signature/index';
import type { StoredMessage } from '../messages/index';
import type { ContractDeps } from './deps';
import { contractLink } from './links';
import { loadContract, type Loaded } from './load';
import { pdfModelOf } from './pdf-model';
import { completeContract, contractsInState, eventsOf, findVersion, insertEvent } from './repository';
import { allSigned } from './state';

/** Completions under way in this process, by contract: a second caller waits for the first instead of rendering twice. */
const running = new Map<string, Promise<boolean>>();

/**
 * Completes contract `id` once every signatory signed (state signing): renders the frozen text to PDF (time = the
 * last signature), hashes it (SHA-256 hex), certifies the hash, stores the file (owner: the transferee; the routes
 * check that only the two parties read it), then in one transaction moves the contract to signed with the document
 * and keeps the certificate in the `completed` event, with a message to each party with an account.
 * Never throws: a failure (no font, provider down) leaves the signatures and the contract in signing with a
 * `document_failed` event; {@link sweepPendingDocuments} (at start-up) and a repeated sign call try again.
 * @returns true when the contract is signed afterwards
 */
export function finishContract(deps: ContractDeps, id: string): Promise<boolean> {
  const current = running.get(id);
  if (current) return current;
  const job = attempt(deps, id)
    .catch((err: unknown) => { deps.log(err, '合同签署完成处理失败'); return false; })
    .finally(() => running.delete(id));
  running.set(id, job);
  return job;
}

async function attempt(deps: ContractDeps, id: string): Promise<boolean> {
  const c = await loadContract(deps.db, id);
  if (!c || c.snap.state !== 'signing' || !allSigned(c.snap)) return c?.snap.state === 'signed';
  const producedAt = Math.max(...c.snap.signatories.filter((s) => !s.removed).map((s) => s.signedTime ?? 0));
  const transferee = c.parties.find((p) => p.role === 'transferee')!;
  let made: { bytes: Buffer; sha256: string; certificate: unknown };
  let file: { id: string };
  try {
    made = await makeDocument(deps, c, producedAt);
    file = await deps.files.save(transferee.userId!, 'document', made.bytes, 'application/pdf', `${c.row.contractNo}.pdf`);
  } catch (err) {
    deps.log(err, '合同文件生成失败');
    // One note per wait in the history, however many retries fail.
    if ((await eventsOf(deps.db, id)).at(-1)?.type === 'document_failed') return false;
    const t = deps.now();
    await insertEvent(deps.db, {
      id: sortableId(t), contractId: id, type: 'document_failed', actor: 'system', createTime: t,
      detail: '各方已签署完成，合同文件生成失败，系统将自动重试',
    }).catch((e: unknown) => deps.log(e, '合同事件写入失败'));
    return false;
  }
  const stored = await deps.db.transaction().execute(async (trx) => {
    if (!(await completeContract(trx, id, { fileId: file.id, sha256: made.sha256, size: made.bytes.length, signedTime: producedAt }))) return null;
    const t = deps.now();
    await insertEvent(trx, {
      id: sortableId(t), contractId: id, type: 'completed', actor: 'system', createTime: t,
      detail: JSON.stringify({ text: `合同签署完成，文件摘要 SHA-256：${made.sha256}`, sha256: made.sha256, certificate: made.certificate }),
    });
    const out: StoredMessage[] = [];
    for (const p of c.parties.filter((x) => x.userId)) {
      out.push(await deps.messages.store(trx, {
        userId: p.userId!, type: 'contract_signed', assetsId: c.row.assetsId, link: contractLink(id),
        title: `交易合同已签署：${c.facts.deal.assetsName}`,
        content: `《${c.row.title}》（合同编号 ${c.row.contractNo}）各方已签署完成，合同已生效，可在合同详情中下载合同文件。`,
      }));
    }
    return out;
  });
  if (stored) await deps.messages.announce(stored);
  return true;
}

/** Renders, hashes and certifies the signed text. */
async function makeDocument(deps: ContractDeps, c: Loaded, producedAt: number) {
  const version = await findVersion(deps.db, c.row.id, c.row.version);
  const clauses = JSON.parse(version!.clauses) as ContractClause[];
  const sealNames: Partial<Record<ContractRole, string>> = {};
  for (const p of c.parties) {
    if (p.kind === 'org' && p.userId) sealNames[p.role as ContractRole] = (await deps.sealLookup(deps.db, p.userId))?.orgName;
  }
  const bytes = await deps.documents.render(pdfModelOf(c, clauses, sealNames), producedAt);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (!deps.documents.certify) throw new Error(ESIGN_UNAVAILABLE_MSG);
  const signers = c.signatories.filter((s) => s.removed === 0).map((s) => s.name);
  const certificate = await deps.documents.certify({ documentSha256: sha256, signers, signedAt: producedAt });
  return { bytes, sha256, certificate };
}

/** Start-up sweep: every contract whose signatures are all in but whose document is missing is completed now. */
export async function sweepPendingDocuments(deps: ContractDeps): Promise<number> {
  let done = 0;
  for (const row of await contractsInState(deps.db, ['signing'], 1000)) {
    if (await finishContract(deps, row.id)) done += 1;
  }
  return done;
}
