import { useQuery } from '@tanstack/react-query';
import { SETTLEMENT_STATUS_LABELS } from '@contract/settlement-paths';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionStore } from '@/stores/session';
import { msg, t, useT } from '@/i18n';
import { SETTLEMENTS_PAGE_SIZE, settlementListQueryOptions } from '@/features/settlement/settlement.queries';
import { SettlementCards, SettlementTable } from '@/features/settlement/settlement-rows';
import { SETTLEMENT_TABS, type SettlementListSearch } from '@/features/settlement/settlement-search';

/** A tab's label in the active language. */
const tabLabel = (tab: SettlementListSearch['status']) => t(tab === 'all' ? msg('全部') : SETTLEMENT_STATUS_LABELS[tab]);

/**
 * /projectSettlement (§2 user centre): the deals the caller is a party of — as the winner (受让方, who pays the balance)
 * or the transferor (转让方, who follows it) — under status tabs (URL `status`, page `current`): a table on wider
 * screens, cards on phones, each leading to /projectSettleDetail (and 去缴款 while the winner owes the balance).
 */
export function SettlementsPage({ search, onSearch }: { search: SettlementListSearch; onSearch: (next: Partial<SettlementListSearch>) => void }) {
  const t = useT('settlement');
  return (
    <UserCentreLayout title={t('项目结算')} active="/projectSettlement">
      <Tabs activationMode="manual" value={search.status} onValueChange={(v) => onSearch({ status: v as SettlementListSearch['status'], current: 1 })}>
        <TabsList aria-label={t('结算状态')}>
          {SETTLEMENT_TABS.map((tab) => <TabsTrigger key={tab} value={tab}>{tabLabel(tab)}</TabsTrigger>)}
        </TabsList>
      </Tabs>
      <SettlementList search={search} onPage={(current) => onSearch({ current })} />
    </UserCentreLayout>
  );
}

function SettlementList({ search, onPage }: { search: SettlementListSearch; onPage: (page: number) => void }) {
  const t = useT('settlement');
  const userId = useSessionStore((s) => s.baseUserId ?? '');
  const { data, isPending, isError, isFetching, refetch } = useQuery(settlementListQueryOptions(userId, { status: search.status, current: search.current }));
  const rows = data?.records ?? [];
  if (isPending || (isError && isFetching && !data)) return <SkeletonLines rows={6} />;
  if (isError && !data) {
    return (
      <EmptyState className="py-12" message={<span role="alert">{t('结算记录加载失败，请稍后重试')}</span>}
        action={<Button size="sm" variant="secondary" onClick={() => void refetch()}>{t('重新加载')}</Button>} />
    );
  }
  if (rows.length === 0) {
    const message = search.status === 'all' ? t('暂无结算记录') : t('暂无{status}的结算', { status: tabLabel(search.status) });
    return (
      <EmptyState
        className="py-14" message={message}
        action={<HrefLink href="/myProject?tab=deal" className="text-brand-700 hover:underline">{t('查看已成交的项目')}</HrefLink>}
      />
    );
  }
  return (
    <>
      <div className="hidden md:block"><SettlementTable rows={rows} /></div>
      <div className="md:hidden"><SettlementCards rows={rows} /></div>
      <Pagination current={search.current} total={data?.total ?? 0} size={SETTLEMENTS_PAGE_SIZE} onChange={onPage} />
    </>
  );
}
