import { useQuery } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { Link } from '@tanstack/react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { StateBadge } from '@/components/ui/state-badge';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { projectHref } from '@/lib/paths';
import { displayPrice, formatDate, regionText } from '@/lib/format';
import { latestProjectsQueryOptions } from '@/features/home/home.queries';
import { StackedCell, stackedBody, stackedHeader, stackedRow, stackedTable } from '@/features/home/stacked-table';
import { useT } from '@/i18n';

/**
 * Latest listings (§2 Home): the 6 newest projects with 项目名称, 所在地区 (province + city +
 * county), 挂牌价, 报名截止时间 (announcementEndTime) and 项目状态; 更多 opens /project without a
 * query. Rows link to the package or single-asset detail page; on phones every row is a card (stacked-table.tsx).
 */
export function LatestProjects() {
  const t = useT('home');
  const { data, isPending } = useDeferredQuery(useQuery(latestProjectsQueryOptions()));
  return (
    <Card aria-labelledby="home-latest-title">
      <CardHeader
        title={<span id="home-latest-title">{t('最新挂牌')}</span>}
        extra={
          <Link to="/project" className="text-sm text-muted hover:text-brand-700">
            {t('更多 >')}
          </Link>
        }
      />
      {isPending ? (
        <SkeletonLines rows={6} className="p-4" />
      ) : !data?.length ? (
        <EmptyState message={t('暂无挂牌项目')} />
      ) : (
        <Table className={`md:min-w-[760px] ${stackedTable}`}>
          <TableHeader className={stackedHeader}>
            <TableRow>
              <TableHead>{t('项目名称')}</TableHead>
              <TableHead>{t('所在地区')}</TableHead>
              <TableHead className="text-right">{t('挂牌价')}</TableHead>
              <TableHead>{t('报名截止时间')}</TableHead>
              <TableHead>{t('项目状态')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className={stackedBody}>
            {data.map((p) => (
              <TableRow key={p.id} className={stackedRow}>
                <StackedCell className="max-w-[380px]">
                  <HrefLink href={projectHref(p)} title={p.assetsName} translate="no" className="block truncate font-medium hover:text-brand-700 md:font-normal">
                    {p.assetsName}
                  </HrefLink>
                </StackedCell>
                <StackedCell label={t('所在地区')} translate="no" className="text-ink-soft md:whitespace-nowrap">
                  {regionText(p) || '--'}
                </StackedCell>
                <StackedCell label={t('挂牌价')} className="text-right">
                  <PriceText price={displayPrice(p)} />
                </StackedCell>
                <StackedCell label={t('报名截止时间')} className="num whitespace-nowrap text-ink-soft">
                  {p.announcementEndTime ? formatDate(p.announcementEndTime, 'YYYY-MM-DD HH:mm') : '--'}
                </StackedCell>
                <StackedCell label={t('项目状态')}>
                  <StateBadge state={p.state} projectType={p.projectType} />
                </StackedCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
