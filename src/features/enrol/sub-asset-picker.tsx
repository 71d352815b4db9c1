import { useQuery } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import { EmptyState } from '@/components/ui/empty-state';
import { PriceText } from '@/components/ui/price-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { amountText, displayPrice, projectStateText } from '@/lib/format';
import { subAssetsQueryOptions } from '@/features/enrol/enrol.queries';
import type { EnrolFormValues } from '@/features/enrol/enrol-form';
import { useT } from '@/i18n';

/** Stands for the count in the selection sentence, split there to render the number highlighted (a private-use character). */
const COUNT_MARK = '\u{E000}';

/**
 * 选择标段 of a package enrolment (/bidEnrollPkg): the sub-assets (GET bid/nccq/pkg) with a checkbox
 * each and the deposit of the selection added up. Ended or sold 标段 cannot be chosen.
 */
export function SubAssetPicker({ assetsId, control, error }: { assetsId: string; control: Control<EnrolFormValues>; error?: string }) {
  const t = useT('enrol');
  const { data, isPending } = useQuery(subAssetsQueryOptions(assetsId));
  const { field } = useController({ control, name: 'subAssetsIds' });
  const chosen = new Set(field.value);
  const records = data?.records ?? [];
  const total = records.filter((r) => chosen.has(r.id)).reduce((sum, r) => sum + r.deposit, 0);
  const toggle = (id: string) => field.onChange(chosen.has(id) ? field.value.filter((v) => v !== id) : [...field.value, id]);

  // The count sits highlighted inside the sentence: the message is split around its placeholder.
  const [before, after = ''] = t('已选 {n} 个标段，保证金合计', { n: COUNT_MARK }).split(COUNT_MARK);

  if (isPending) return <SkeletonLines rows={3} />;
  if (!records.length) return <EmptyState message={t('该打包项目暂无可报名的标段')} />;
  return (
    <fieldset aria-describedby={error ? 'sub-assets-error' : undefined} className="min-w-0 border-0 p-0">
      <legend className="mb-2 text-sm font-medium">
        <span aria-hidden className="mr-0.5 text-price">*</span>{t('选择报名标段')}
      </legend>
      <Table className="min-w-[620px]">
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">{t('选择')}</TableHead>
            <TableHead>{t('标段名称')}</TableHead>
            <TableHead className="text-right">{t('挂牌价')}</TableHead>
            <TableHead className="text-right">{t('保证金')}</TableHead>
            <TableHead>{t('状态')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {records.map((r) => {
            // Ended and sold 标段 cannot be chosen; anything else is left to the server's check.
            const open = r.status !== 4 && r.status !== 7;
            return (
              <TableRow key={r.id}>
                <TableCell>
                  <input type="checkbox" aria-label={t('选择 {name}', { name: r.assetsName })} className="size-4 accent-brand-600" checked={chosen.has(r.id)} disabled={!open} onChange={() => toggle(r.id)} />
                </TableCell>
                <TableCell className="max-w-[300px] truncate" title={r.assetsName} translate="no">{r.assetsName}</TableCell>
                <TableCell className="text-right"><PriceText price={displayPrice({ ...r, projectType: 0 })} /></TableCell>
                <TableCell className="text-right"><PriceText price={amountText(r.deposit)} /></TableCell>
                <TableCell className="text-ink-soft">{projectStateText(r.state)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <p className="mt-2 text-sm text-ink-soft">
        {before}<span className="num font-semibold">{chosen.size}</span>{after} <PriceText price={amountText(total)} />
      </p>
      {error ? <p id="sub-assets-error" role="alert" className="mt-1 text-xs text-price">{error}</p> : null}
    </fieldset>
  );
}
