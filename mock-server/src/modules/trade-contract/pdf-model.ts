import { PLATFORM_NAME } from '../../../../contract/constants';
import { CONTRACT_ROLE_LABELS, SIGNATORY_KIND_LABELS, type ContractClause, type ContractRole, type SignatoryKind } from '../../../../contract/trade-contract';
import { beijingTime } from '../../http/wire';
import type { PdfDocumentModel } from '../../services/pdf/index';
import type { Loaded } from './load';

/**
 * The signed contract as the PDF renderer reads it: heading, number, head facts, every clause of the frozen version
 * (fixed and negotiable, numbered by the renderer), one signature block per party with its signatories' times and,
 * for an organisation, the name carved in its seal (`sealNames` by role; the party's name when unknown).
 */
export function pdfModelOf(c: Loaded, clauses: ContractClause[], sealNames: Partial<Record<ContractRole, string>>): PdfDocumentModel {
  return {
    title: c.row.title,
    number: `合同编号：${c.row.contractNo}`,
    facts: c.facts.head,
    sections: clauses.map((s) => ({ title: s.title, html: s.html })),
    parties: c.parties.map((p) => ({
      roleLabel: CONTRACT_ROLE_LABELS[p.role as ContractRole], name: p.name,
      signatures: c.signatories.filter((s) => s.role === p.role && s.removed === 0).map((s) => ({
        name: s.name, kindLabel: SIGNATORY_KIND_LABELS[s.kind as SignatoryKind], signedTime: beijingTime(s.signedTime === null ? null : Number(s.signedTime)),
      })),
      sealOrgName: p.kind === 'org' ? sealNames[p.role as ContractRole] ?? p.name : null,
    })),
    footer: `本合同经${PLATFORM_NAME}电子签署 · 合同编号 ${c.row.contractNo}`,
  };
}
