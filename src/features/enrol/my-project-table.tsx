import type { MyProjectItem } from '@contract/usercentre';
import { Badge } from '@/components/ui/badge';
import { HrefLink } from '@/components/ui/href-link';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { projectHref } from '@/lib/paths';
import { DepositAmount, LotCountdown, LotPhase, LotPrice, LotResult, RowAction } from '@/features/enrol/my-project-cells';
import { enrolmentDetailHref } from '@/features/enrol/records-search';
import { useT } from '@/i18n';

/**
 * The project cell: its name to the project's detail page, the project code, the enrolment's state while it is not
 * complete (待缴纳保证金, 报名未通过), and the way to the enrolment's detail.
 */
export function ProjectName({ row, tab }: { row: MyProjectItem; tab: string }) {
  const t = useT('enrol');
  return (
    <div className="min-w-0">
      <HrefLink href={projectHref({ id: row.assetsId, projectType: row.projectType })} title={row.assetsName} translate="no" className="line-clamp-2 font-medium hover:text-brand-700">
        {row.assetsName}
      </HrefLink>
      <div className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <span className="num" translate="no">{row.projectCode}</span>
        {row.state !== 'paid' ? <Badge tone={row.state === 'refused' ? 'price' : 'warn'}>{t(row.stateLabel)}</Badge> : null}
        <HrefLink href={enrolmentDetailHref(row.enrolmentId, tab)} className="inline-flex min-h-6 items-center text-brand-700 hover:underline" aria-label={t('报名详情：{name}', { name: row.assetsName })}>
          {t('报名详情')}
        </HrefLink>
      </div>
    </div>
  );
}

/**
 * /myProject on wider screens (md and up): one dense row per enrolment — project, bidder code, deposit 元 with its
 * state, lot phase, live countdown, current or final price in the lot's unit (right-aligned), result and action.
 */
export function MyProjectTable({ rows, tab }: { rows: MyProjectItem[]; tab: string }) {
  const t = useT('enrol');
  return (
    <Table aria-label={t('我的项目')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('项目名称')}</TableHead>
          <TableHead>{t('竞买号')}</TableHead>
          <TableHead className="text-right">{t('保证金')}</TableHead>
          <TableHead>{t('竞价状态')}</TableHead>
          <TableHead>{t('倒计时')}</TableHead>
          <TableHead className="text-right">{t('当前价/成交价')}</TableHead>
          <TableHead>{t('结果')}</TableHead>
          <TableHead>{t('操作')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.enrolmentId}>
            <TableCell className="max-w-[260px]"><ProjectName row={row} tab={tab} /></TableCell>
            <TableCell className="num whitespace-nowrap" translate="no">{row.bidderCode ?? <span className="text-muted">--</span>}</TableCell>
            <TableCell className="text-right"><DepositAmount row={row} /></TableCell>
            <TableCell className="whitespace-nowrap"><LotPhase lot={row.lot} /></TableCell>
            <TableCell className="whitespace-nowrap"><LotCountdown lot={row.lot} /></TableCell>
            <TableCell className="text-right"><LotPrice lot={row.lot} /></TableCell>
            <TableCell><LotResult lot={row.lot} /></TableCell>
            <TableCell><RowAction action={row.action} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
