import { useQuery } from '@tanstack/react-query';
import { CONTRACT_STATE_LABELS } from '@contract/trade-contract-paths';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { msg, t, useT } from '@/i18n';
import { CONTRACT_PAGE_SIZE, contractListQueryOptions } from '@/features/contract/contract.queries';
import { ContractCards, ContractTable } from '@/features/contract/contract-rows';
import { CONTRACT_TABS, type ContractListSearch, type ContractTab } from '@/features/contract/contract-search';

/** A tab's label in the active language. */
const tabLabel = (tab: ContractTab) => t(tab === 'all' ? msg('全部') : CONTRACT_STATE_LABELS[tab]);

/**
 * /myContract (§2 user centre): the caller's trade contracts under the state tabs (全部, 待确认, 待签署, 签署中, 已签署,
 * 已作废; URL `state`, page `current`): a table on wider screens, cards on phones, each leading to the contract's
 * workspace. Loading skeleton, an empty state per tab, an error with retry.
 */
export function ContractListPage({ search, onSearch }: { search: ContractListSearch; onSearch: (next: Partial<ContractListSearch>) => void }) {
  const t = useT('contract');
  return (
    <UserCentreLayout title={t('我的合同')} active="/myContract">
      <Tabs activationMode="manual" value={search.state} onValueChange={(v) => onSearch({ state: v as ContractTab, current: 1 })}>
        <TabsList aria-label={t('合同状态')}>
          {CONTRACT_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>{tabLabel(tab)}</TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <ContractList search={search} onPage={(current) => onSearch({ current })} />
    </UserCentreLayout>
  );
}

function ContractList({ search, onPage }: { search: ContractListSearch; onPage: (page: number) => void }) {
  const t = useT('contract');
  const { data, isPending, isError, isFetching, refetch } = useQuery(contractListQueryOptions({ state: search.state, current: search.current }));
  const rows = data?.records ?? [];

  if (isPending || (isError && isFetching && !data)) return <SkeletonLines rows={6} />;
  if (isError && !data) {
    return (
      <EmptyState
        className="py-12"
        message={<span role="alert">{t('合同加载失败，请稍后重试')}</span>}
        action={<Button size="sm" variant="secondary" onClick={() => void refetch()}>{t('重新加载')}</Button>}
      />
    );
  }
  if (rows.length === 0) {
    const message = search.state === 'all' ? t('暂无合同：竞价成交后，交易合同会出现在这里') : t('暂无{state}的合同', { state: tabLabel(search.state) });
    return <EmptyState className="py-14" message={message} action={<HrefLink href="/myProject" className="text-brand-700 hover:underline">{t('查看我的项目')}</HrefLink>} />;
  }
  return (
    <>
      <div className="hidden md:block"><ContractTable rows={rows} /></div>
      <div className="md:hidden"><ContractCards rows={rows} /></div>
      <Pagination current={search.current} total={data?.total ?? 0} size={CONTRACT_PAGE_SIZE} onChange={onPage} />
    </>
  );
}
