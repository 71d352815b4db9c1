import { useQuery } from '@tanstack/react-query';
import { DEPOSIT_TABS } from '@contract/payment-paths';
import type { DepositTab } from '@contract/payment';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionStore } from '@/stores/session';
import { DepositCards, DepositTable } from '@/features/enrol/deposit-rows';
import { DEPOSIT_ORDERS_PAGE_SIZE, depositOrdersQueryOptions } from '@/features/enrol/payment.queries';
import { RecordLoadError } from '@/features/enrol/record-states';
import type { DepositSearch } from '@/features/enrol/records-search';
import { useT } from '@/i18n';

const TABS = Object.entries(DEPOSIT_TABS) as [DepositTab, (typeof DEPOSIT_TABS)[DepositTab]][];

/**
 * /myDeposit (§2 user centre, issue 14): the caller's deposit orders under the DEPOSIT_TABS (全部, 待支付, 已支付,
 * 已确认, 退还中, 已退还, 已转价款, 已扣除; URL `tab`, page `current`): a table on wider screens, cards on phones,
 * each leading to /depositDetail. Loading skeleton, an empty state per tab, an error with retry.
 */
export function DepositsPage({ search, onSearch }: { search: DepositSearch; onSearch: (next: Partial<DepositSearch>) => void }) {
  const t = useT('enrol');
  return (
    <UserCentreLayout title={t('我的保证金')} active="/myDeposit">
      <Tabs activationMode="manual" value={search.tab} onValueChange={(v) => onSearch({ tab: v as DepositTab, current: 1 })}>
        <TabsList aria-label={t('保证金状态')}>
          {TABS.map(([key, tab]) => (
            <TabsTrigger key={key} value={key}>{t(tab.label)}</TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <DepositList search={search} onPage={(current) => onSearch({ current })} />
    </UserCentreLayout>
  );
}

function DepositList({ search, onPage }: { search: DepositSearch; onPage: (page: number) => void }) {
  const t = useT('enrol');
  const userId = useSessionStore((s) => s.baseUserId ?? '');
  const { data, isPending, isError, isFetching, refetch } = useQuery(depositOrdersQueryOptions(userId, { tab: search.tab, current: search.current }));
  const rows = data?.records ?? [];

  if (isPending || (isError && isFetching && !data)) return <SkeletonLines rows={6} />;
  if (isError && !data) return <RecordLoadError what={t('保证金订单')} onRetry={() => void refetch()} />;
  if (rows.length === 0) {
    const message = search.tab === 'all' ? t('暂无保证金订单') : t('暂无{state}的保证金订单', { state: t(DEPOSIT_TABS[search.tab].label) });
    return <EmptyState className="py-14" message={message} action={<HrefLink href="/myProject" className="text-brand-700 hover:underline">{t('查看我的项目')}</HrefLink>} />;
  }
  return (
    <>
      <div className="hidden md:block"><DepositTable rows={rows} /></div>
      <div className="md:hidden"><DepositCards rows={rows} /></div>
      <Pagination current={search.current} total={data?.total ?? 0} size={DEPOSIT_ORDERS_PAGE_SIZE} onChange={onPage} />
    </>
  );
}
