import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { StateBadge } from '@/components/ui/state-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { projectHref } from '@/lib/paths';
import { displayPrice, formatDate, regionText } from '@/lib/format';
import { latestProjectsQueryOptions } from '@/features/home/home.queries';

/**
 * Latest listings (§2 Home): the 6 newest projects with 项目名称, 所在地区 (province + city +
 * county), 挂牌价, 报名截止时间 (announcementEndTime) and 项目状态; 更多 opens /project without a
 * query. Rows link to the package or single-asset detail page.
 */
export function LatestProjects() {
  const { data, isPending } = useQuery(latestProjectsQueryOptions());
  return (
    <Card aria-labelledby="home-latest-title">
      <CardHeader
        title={<span id="home-latest-title">最新挂牌</span>}
        extra={
          <Link to="/project" className="text-sm text-muted hover:text-brand-700">
            更多 &gt;
          </Link>
        }
      />
      {isPending ? (
        <SkeletonLines rows={6} className="p-4" />
      ) : !data?.length ? (
        <EmptyState message="暂无挂牌项目" />
      ) : (
        <Table className="min-w-[760px]">
          <TableHeader>
            <TableRow>
              <TableHead>项目名称</TableHead>
              <TableHead>所在地区</TableHead>
              <TableHead className="text-right">挂牌价</TableHead>
              <TableHead>报名截止时间</TableHead>
              <TableHead>项目状态</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((p) => (
              <TableRow key={p.id}>
                <TableCell className="max-w-[380px]">
                  <HrefLink href={projectHref(p)} title={p.assetsName} className="block truncate hover:text-brand-700">
                    {p.assetsName}
                  </HrefLink>
                </TableCell>
                <TableCell className="whitespace-nowrap text-ink-soft">{regionText(p) || '--'}</TableCell>
                <TableCell className="text-right">
                  <PriceText price={displayPrice(p)} />
                </TableCell>
                <TableCell className="num whitespace-nowrap text-ink-soft">
                  {p.announcementEndTime ? formatDate(p.announcementEndTime, 'YYYY-MM-DD HH:mm') : '--'}
                </TableCell>
                <TableCell>
                  <StateBadge state={p.state} projectType={p.projectType} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
