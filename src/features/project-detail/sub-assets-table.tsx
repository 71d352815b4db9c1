import { useQuery } from '@tanstack/react-query';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { StateBadge } from '@/components/ui/state-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { amountText, displayPrice, regionText } from '@/lib/format';
import { pkgQueryOptions } from '@/features/project-detail/project-detail.queries';
import { areaText } from '@/features/project-detail/detail-facts';
import { useT } from '@/i18n';

/**
 * 子资产 / 标段 of a package or asset group (GET bid/nccq/pkg, §3 "1 and 2 show see sub-assets"):
 * lot number, name (to its own detail page), region, area, listing price, deposit and state.
 */
export function SubAssetsTable({ assetsId }: { assetsId: string }) {
  const t = useT('project-detail');
  const { data, isPending } = useQuery(pkgQueryOptions(assetsId));
  return (
    <Card aria-labelledby="sub-assets-title">
      <CardHeader
        title={<span id="sub-assets-title">{t('子资产列表')}</span>}
        extra={data ? <span className="text-sm text-muted">{t('共 {n} 个标段', { n: data.records.length })}</span> : null}
      />
      {isPending ? (
        <SkeletonLines rows={3} className="p-4" />
      ) : !data?.records.length ? (
        <EmptyState message={t('暂无子资产')} />
      ) : (
        <Table className="min-w-[760px]">
          <TableHeader>
            <TableRow>
              <TableHead className="w-16">{t('标段')}</TableHead>
              <TableHead>{t('资产名称')}</TableHead>
              <TableHead>{t('所在地区')}</TableHead>
              <TableHead className="text-right">{t('面积')}</TableHead>
              <TableHead className="text-right">{t('挂牌价')}</TableHead>
              <TableHead className="text-right">{t('保证金')}</TableHead>
              <TableHead>{t('状态')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.records.map((s, i) => (
              <TableRow key={s.id}>
                <TableCell className="num text-muted">{i + 1}</TableCell>
                <TableCell className="max-w-[320px]">
                  <HrefLink href={`/projectDetail/${s.id}.html`} title={s.assetsName} translate="no" className="block truncate hover:text-brand-700">
                    {s.assetsName}
                  </HrefLink>
                </TableCell>
                <TableCell className="whitespace-nowrap text-ink-soft" translate="no">{regionText(s) || '--'}</TableCell>
                <TableCell className="num whitespace-nowrap text-right">{areaText(s.area, s.areaUnit).text}</TableCell>
                <TableCell className="text-right">
                  <PriceText price={displayPrice({ ...s, projectType: 0 })} />
                </TableCell>
                <TableCell className="text-right">
                  <PriceText price={amountText(s.deposit)} />
                </TableCell>
                <TableCell>
                  <StateBadge state={s.state} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
