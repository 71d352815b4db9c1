import type { ReactNode } from 'react';
import type { MyProjectItem } from '@contract/usercentre';
import { DepositAmount, LotCountdown, LotPhase, LotPrice, LotResult, RowAction } from '@/features/enrol/my-project-cells';
import { ProjectName } from '@/features/enrol/my-project-table';
import { useT } from '@/i18n';

function Fact({ label, children, end }: { label: string; children: ReactNode; end?: boolean }) {
  return (
    <div className="flex min-w-0 items-center justify-between gap-2">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className={end ? 'm-0 min-w-0 text-right' : 'm-0 min-w-0'}>{children}</dd>
    </div>
  );
}

/** /myProject on phones (below md): one card per enrolment with the same values as the table, the action full width. */
export function MyProjectCards({ rows, tab }: { rows: MyProjectItem[]; tab: string }) {
  const t = useT('enrol');
  return (
    <ul aria-label={t('我的项目卡片')} className="m-0 grid list-none gap-3 p-0">
      {rows.map((row) => (
        <li key={row.enrolmentId} className="rounded-card border border-line p-3">
          <ProjectName row={row} tab={tab} />
          <dl className="mt-2 grid gap-1.5 text-sm">
            <Fact label={t('竞买号')}><span className="num" translate="no">{row.bidderCode ?? '--'}</span></Fact>
            <Fact label={t('保证金')} end><DepositAmount row={row} /></Fact>
            <Fact label={t('竞价状态')}><LotPhase lot={row.lot} /></Fact>
            <Fact label={t('倒计时')}><LotCountdown lot={row.lot} /></Fact>
            <Fact label={t('当前价/成交价')} end><LotPrice lot={row.lot} /></Fact>
            <Fact label={t('结果')}><LotResult lot={row.lot} /></Fact>
          </dl>
          {row.action.kind !== 'none' ? <div className="mt-3"><RowAction action={row.action} className="w-full" /></div> : null}
        </li>
      ))}
    </ul>
  );
}
