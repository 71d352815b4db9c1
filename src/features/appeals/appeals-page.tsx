import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { APPEAL_STATUS_LABELS, APPEAL_STATUSES } from '@contract/appeal-paths';
import type { AppealStatus } from '@contract/appeals';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { toast } from '@/lib/toast';
import { APPEAL_PAGE_SIZE, appealListQueryOptions } from '@/features/appeals/appeals.queries';
import type { AppealsSearch } from '@/features/appeals/appeals-search';
import { AppealDetailDialog } from '@/features/appeals/appeal-detail-dialog';
import { AppealForm } from '@/features/appeals/appeal-form';
import { AppealList } from '@/features/appeals/appeal-list';
import { useT } from '@/i18n';

const ALL = 'all';

/** What the page asks of its route: a new search (merged over the current one; `undefined` drops a key). */
export type AppealsNavigate = (patch: { [K in keyof AppealsSearch]?: AppealsSearch[K] | undefined }) => void;

/**
 * /shensuRecord (§2 申诉记录): status tabs 全部 / 处理中 / 已答复 / 已办结, the caller's appeals (newest first, paged),
 * the detail of `search.id` in a dialog, and 我要申诉 (a dialog with the form; once filed, its detail opens).
 * Loading, empty (暂无申诉记录) and error states.
 */
export function AppealsPage({ search, onNavigate }: { search: AppealsSearch; onNavigate: AppealsNavigate }) {
  const t = useT('appeals');
  const [filing, setFiling] = useState(false);
  const tab = search.status ?? ALL;
  return (
    <UserCentreLayout
      title={t('申诉记录')}
      active="/shensuRecord"
      extra={
        <Button size="sm" onClick={() => setFiling(true)}>
          <Plus aria-hidden className="size-4" />
          {t('我要申诉')}
        </Button>
      }
    >
      <Tabs value={tab} onValueChange={(v) => onNavigate({ status: v === ALL ? undefined : (v as AppealStatus), current: undefined })}>
        <TabsList aria-label={t('申诉状态')}>
          <TabsTrigger value={ALL}>{t('全部')}</TabsTrigger>
          {APPEAL_STATUSES.map((s) => <TabsTrigger key={s} value={s}>{t(APPEAL_STATUS_LABELS[s])}</TabsTrigger>)}
        </TabsList>
      </Tabs>
      <AppealRecords status={search.status} current={search.current} onOpen={(id) => onNavigate({ id })} onPage={(current) => onNavigate({ current })} />
      <AppealDetailDialog id={search.id} onClose={() => onNavigate({ id: undefined })} />
      <Dialog open={filing} onOpenChange={setFiling}>
        {filing ? (
          <DialogContent title={t('我要申诉')} description={t('对实名认证、报名审核、保证金处理或竞价结果有异议的，可提出申诉。')} className="max-h-[90vh] max-w-2xl overflow-y-auto">
            <AppealForm
              onCancel={() => setFiling(false)}
              onFiled={(appeal) => {
                setFiling(false);
                toast.success(t('申诉已提交，交易所答复后将通知您'));
                onNavigate({ status: undefined, current: undefined, id: appeal.id });
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </UserCentreLayout>
  );
}

function AppealRecords({ status, current, onOpen, onPage }: {
  status: AppealStatus | undefined; current: number; onOpen: (id: string) => void; onPage: (page: number) => void;
}) {
  const t = useT('appeals');
  const { data, isPending, isError, refetch } = useQuery(appealListQueryOptions({ status, current }));
  if (isPending) return <SkeletonLines rows={5} />;
  if (isError) {
    return <EmptyState message={t('申诉记录加载失败')} action={<Button size="sm" variant="outline" onClick={() => void refetch()}>{t('重试')}</Button>} />;
  }
  if (!data.records.length) return <EmptyState message={t('暂无申诉记录')} />;
  return (
    <>
      <AppealList records={data.records} onOpen={onOpen} />
      <Pagination current={data.current} total={data.total} size={APPEAL_PAGE_SIZE} onChange={onPage} />
    </>
  );
}
