import type { ContractClause, ContractDetail } from '@contract/trade-contract';
import { Badge } from '@/components/ui/badge';
import { RichText } from '@/components/ui/rich-text';
import { useT } from '@/i18n';

/**
 * The deal's facts printed at the head of the contract (标的名称, 坐落, 面积, 成交价 …) as a two-column table. They are
 * part of the contract document (zh legal text), so labels and values are data.
 */
export function ContractFacts({ facts }: { facts: ContractDetail['facts'] }) {
  const t = useT('contract');
  if (!facts.length) return null;
  return (
    <dl aria-label={t('合同要素')} className="m-0 grid grid-cols-1 overflow-hidden rounded-card border border-line text-sm sm:grid-cols-2">
      {facts.map((f) => (
        <div key={f.label} translate="no" className="grid grid-cols-[7rem_1fr] border-b border-line last:border-b-0 sm:[&:nth-last-child(2):nth-child(odd)]:border-b-0">
          <dt className="bg-canvas px-3 py-2 text-muted">{f.label}</dt>
          <dd className="m-0 min-w-0 break-words px-3 py-2 text-ink">{f.value || '--'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The clauses in order, each with its title and whether it is fixed (固定条款, filled by the exchange from the deal) or
 * negotiable (可协商); the text is the server's sanitised HTML, passed once more through the portal's one rich-text
 * renderer (DOMPurify) before it reaches the DOM. Titles and text are the contract document (data); `label` names the
 * list (default 合同条款).
 */
export function ContractClauses({ clauses, label }: { clauses: ContractClause[]; label?: string }) {
  const t = useT('contract');
  return (
    <ol aria-label={label ?? t('合同条款')} className="m-0 grid list-none gap-4 p-0">
      {clauses.map((c) => (
        <li key={c.key} aria-label={c.title}>
          <h3 className="m-0 flex flex-wrap items-center gap-2 text-[15px] font-semibold text-ink">
            <span translate="no">{c.title}</span>
            {c.editable ? <Badge tone="brand">{t('可协商')}</Badge> : <Badge tone="muted">{t('固定条款')}</Badge>}
          </h3>
          <div translate="no">
            <RichText html={c.html} emptyText={t('（本条暂无内容）')} className="text-sm leading-7" />
          </div>
        </li>
      ))}
    </ol>
  );
}
