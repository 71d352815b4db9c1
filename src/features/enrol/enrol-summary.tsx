import type { ReactNode } from 'react';
import type { ProjectDetail } from '@contract/project-detail';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { amountText, displayPrice, formatDate, regionText } from '@/lib/format';

const time = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm') : '--');

/**
 * 确认信息 block of the enrolment: the project being enrolled in (name linking back, code, region,
 * price and deposit in their units, enrolment window, who may enrol) so the user checks it first.
 */
export function EnrolSummary({ project: p }: { project: ProjectDetail }) {
  const href = `${p.isPackage ? '/projectPkg' : '/projectDetail'}/${p.assetsId}.html`;
  const rows: [string, ReactNode][] = [
    ['项目编号', p.projectCode || '--'],
    ['所在地区', p.regionText || regionText(p) || '--'],
    ['挂牌价', <PriceText key="p" price={displayPrice(p)} />],
    ['保证金', p.isPackage ? '按所选标段合计' : <PriceText key="d" price={amountText(p.deposit)} />],
    ['报名时间', `${time(p.enrolment.startTime)} 至 ${time(p.enrolment.endTime)}`],
    ['报名要求', p.acceptKindsLabel || '--'],
  ];
  return (
    <section aria-label="项目信息" className="rounded-card border border-line bg-canvas/60 p-4">
      <HrefLink href={href} className="text-base font-semibold hover:text-brand-700">
        {p.assetsName}
      </HrefLink>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-1">
            <dt className="shrink-0 text-muted">{label}：</dt>
            <dd className="min-w-0 text-ink-soft num">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
