import type { ReactNode } from 'react';
import type { ProjectDetail } from '@contract/project-detail';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { amountText, displayPrice, formatDate, regionText } from '@/lib/format';
import { useT } from '@/i18n';

const time = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm') : '--');

/**
 * 确认信息 block of the enrolment: the project being enrolled in (name linking back, code, region,
 * price and deposit in their units, enrolment window, who may enrol) so the user checks it first.
 */
export function EnrolSummary({ project: p }: { project: ProjectDetail }) {
  const t = useT('enrol');
  const href = `${p.isPackage ? '/projectPkg' : '/projectDetail'}/${p.assetsId}.html`;
  // [label, value, whether the value is data from the server (not translated)]
  const rows: [string, ReactNode, boolean?][] = [
    [t('项目编号'), p.projectCode || '--', true],
    [t('所在地区'), p.regionText || regionText(p) || '--', true],
    [t('挂牌价'), <PriceText key="p" price={displayPrice(p)} />],
    [t('保证金'), p.isPackage ? t('按所选标段合计') : <PriceText key="d" price={amountText(p.deposit)} />],
    [t('报名时间'), t('{start} 至 {end}', { start: time(p.enrolment.startTime), end: time(p.enrolment.endTime) })],
    [t('报名要求'), p.acceptKindsLabel ? t(p.acceptKindsLabel) : '--'],
  ];
  return (
    <section aria-label={t('项目信息')} className="rounded-card border border-line bg-canvas/60 p-4">
      <HrefLink href={href} translate="no" className="text-base font-semibold hover:text-brand-700">
        {p.assetsName}
      </HrefLink>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([label, value, data]) => (
          <div key={label} className="flex min-w-0 gap-1">
            <dt className="shrink-0 text-muted">{t('{label}：', { label })}</dt>
            <dd className="min-w-0 text-ink-soft num" translate={data ? 'no' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
