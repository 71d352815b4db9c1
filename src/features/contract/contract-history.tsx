import type { ContractDetail } from '@contract/trade-contract';
import { HistoryTimeline } from '@/components/history-timeline';
import { useT } from '@/i18n';

/**
 * The contract's history as a timeline, in the server's order: each step's label and detail (worded by the server in
 * the request's language) and time; 暂无记录 when there is none.
 */
export function ContractHistory({ history }: { history: ContractDetail['history'] }) {
  const t = useT('contract');
  if (!history.length) return <p className="m-0 text-sm text-muted">{t('暂无记录')}</p>;
  return <HistoryTimeline history={history} title={t('合同记录')} headed={false} />;
}
