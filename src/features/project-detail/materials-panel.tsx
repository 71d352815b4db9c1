import { useQuery } from '@tanstack/react-query';
import { ACCEPT_KIND_LABELS } from '@contract/project-detail-paths';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { materialsQueryOptions } from '@/features/project-detail/project-detail.queries';
import { msg, useT } from '@/i18n';

const APPLIES_TO = { both: msg('个人、机构'), person: msg('个人'), org: msg('机构') } as const;

/** 报名材料 tab (GET assets-detail/enrol-materials): who may enrol, then each material with whom it applies to. */
export function MaterialsPanel({ assetsId }: { assetsId: string }) {
  const t = useT('project-detail');
  const { data, isPending } = useQuery(materialsQueryOptions(assetsId));
  if (isPending) return <SkeletonLines rows={4} className="py-2" />;
  if (!data) return <EmptyState message={t('暂无报名材料要求')} />;
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-soft">
        {t('报名资格：')}
        <span className="font-medium text-ink">{t(data.acceptKindsLabel || ACCEPT_KIND_LABELS[data.acceptKinds])}</span>
      </p>
      {data.materials.length === 0 ? (
        <EmptyState message={t('本项目无需上传报名材料')} />
      ) : (
        <Table className="min-w-[560px]">
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">{t('序号')}</TableHead>
              <TableHead>{t('材料名称')}</TableHead>
              <TableHead>{t('适用对象')}</TableHead>
              <TableHead>{t('是否必传')}</TableHead>
              <TableHead>{t('说明')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.materials.map((m, i) => (
              <TableRow key={m.code}>
                <TableCell className="num text-muted">{i + 1}</TableCell>
                <TableCell className="font-medium" translate="no">{m.name}</TableCell>
                <TableCell>{t(APPLIES_TO[m.appliesTo])}</TableCell>
                <TableCell>{m.required ? <Badge tone="price">{t('必传')}</Badge> : <Badge tone="muted">{t('选传')}</Badge>}</TableCell>
                <TableCell className="text-ink-soft" translate="no">{m.note || '--'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
