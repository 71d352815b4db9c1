import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import type { EnrolmentDetail } from '@contract/usercentre';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { Badge } from '@/components/ui/badge';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useSessionStore } from '@/stores/session';
import { EnrolmentFacts, LotSummary, MaterialList, SubAssetList } from '@/features/enrol/enrolment-facts';
import { RowAction } from '@/features/enrol/my-project-cells';
import { enrolmentDetailQueryOptions, myProjectKeys } from '@/features/enrol/my-projects.queries';
import { openLotInterval, useMyLotsLive } from '@/features/enrol/my-lots-live';
import { OrderHistory } from '@/features/enrol/order-history';
import { isNotFound, RecordLoadError, RecordMissing } from '@/features/enrol/record-states';
import { myProjectHref, type EnrolmentDetailSearch } from '@/features/enrol/records-search';
import { useT } from '@/i18n';

const STATE_TONES = { pending_payment: 'warn', paid: 'brand', refused: 'price' } as const;

/**
 * /enrollDetail?id= (§2, issue 14): one enrolment of the caller — its state, the refusal reason up front when the
 * exchange refused it, the facts (project, kind, bidder code, deposit 元, the deposit order with its state and link),
 * the chosen 标段, the materials (viewable), the lot with its live countdown, the action and the state history.
 * An unknown or someone else's id (404) shows 报名记录不存在 with the way back to /myProject (the tab of `search`).
 */
export function EnrolmentDetailPage({ search }: { search: EnrolmentDetailSearch }) {
  const t = useT('enrol');
  const back = myProjectHref(search.tab);
  return (
    <UserCentreLayout
      title={t('报名详情')}
      active="/myProject"
      extra={<HrefLink href={back} className="inline-flex items-center text-sm text-brand-700 hover:underline"><ChevronLeft aria-hidden className="size-4" />{t('返回我的项目')}</HrefLink>}
    >
      {search.id ? <EnrolmentDetailBody id={search.id} back={back} /> : <RecordMissing message={t('报名记录不存在')} backHref={back} backLabel={t('返回我的项目')} />}
    </UserCentreLayout>
  );
}

function EnrolmentDetailBody({ id, back }: { id: string; back: string }) {
  const t = useT('enrol');
  const userId = useSessionStore((s) => s.baseUserId ?? '');
  const queryClient = useQueryClient();
  const { data, error, isPending, isError, isFetching, refetch } = useQuery({
    ...enrolmentDetailQueryOptions(userId, id),
    refetchInterval: (query) => (query.state.data ? openLotInterval([query.state.data.lot]) : false),
  });
  useMyLotsLive(data ? [data] : [], () => void queryClient.invalidateQueries({ queryKey: myProjectKeys.detail(userId, id) }));

  if (isPending || (isError && isFetching && !data)) return <SkeletonLines rows={8} />;
  if (isError && !data) {
    return isNotFound(error) ? <RecordMissing message={t('报名记录不存在')} backHref={back} backLabel={t('返回我的项目')} /> : <RecordLoadError what={t('报名详情')} onRetry={() => void refetch()} />;
  }
  return <EnrolmentDetailView detail={data} />;
}

function EnrolmentDetailView({ detail: d }: { detail: EnrolmentDetail }) {
  const t = useT('enrol');
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="m-0 min-w-0 truncate text-base font-semibold" translate="no">{d.assetsName}</h2>
          <Badge tone={STATE_TONES[d.state]}>{t(d.stateLabel)}</Badge>
        </div>
        <RowAction action={d.action} />
      </div>
      {d.state === 'refused' ? (
        <p role="alert" className="m-0 rounded-control bg-price-soft px-3 py-2 text-sm text-price">
          {t('报名未通过：')}{d.refuseReason ? <span translate="no">{d.refuseReason}</span> : t('请联系交易所了解原因')}
        </p>
      ) : null}
      <EnrolmentFacts detail={d} />
      <SubAssetList subAssets={d.subAssets} />
      <MaterialList materials={d.materials} />
      <LotSummary lot={d.lot} />
      <OrderHistory history={d.history} title={t('报名记录')} />
    </>
  );
}
