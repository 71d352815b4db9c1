import type { ContractDetail } from '@contract/trade-contract';
import { formatDate } from '@/lib/format';
import { useT } from '@/i18n';

/**
 * The contract's history as a timeline, in the server's order: each step's label (worded by the server), time and
 * detail (data).
 */
export function ContractHistory({ history }: { history: ContractDetail['history'] }) {
  const t = useT('contract');
  if (!history.length) return <p className="m-0 text-sm text-muted">{t('暂无记录')}</p>;
  return (
    <ol aria-label={t('合同记录')} className="m-0 list-none space-y-2 border-l border-line pl-4">
      {history.map((h, i) => (
        <li key={`${h.type}-${i}`} className="relative text-sm">
          <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-brand-500" />
          <span className="text-ink">{h.label}</span>
          <span className="num ml-3 text-xs text-muted">{formatDate(h.time, 'YYYY-MM-DD HH:mm:ss')}</span>
          {h.detail ? <p translate="no" className="m-0 mt-0.5 text-xs wrap-anywhere text-ink-soft">{h.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}
