import type { DemandRecord } from '@contract/demand';
import { Badge } from '@/components/ui/badge';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { formatDate, regionText } from '@/lib/format';
import { demandHref } from '@/features/demand/demand-params';
import { areaRange, budgetText, termText } from '@/features/demand/demand-format';
import { useT } from '@/i18n';

/**
 * One demand in the /demand list: purpose and status, the title linking to its detail page, the
 * summary, region, wanted area, term and publish date, with the budget on the right.
 */
export function DemandCard({ demand: d }: { demand: DemandRecord }) {
  const t = useT('demand');
  const href = demandHref(d.id);
  // [label, value, whether the value is data from the server (not translated)]
  const facts: [string, string, boolean?][] = [
    [t('意向地区'), regionText(d) || '--', true],
    [t('需求面积'), areaRange(d)],
    [t('流转期限'), termText(d.termYears)],
    [t('发布日期'), d.publishDate ? formatDate(d.publishDate) : '--'],
  ];
  return (
    <article className="flex flex-col gap-3 border-b border-line p-4 last:border-b-0 hover:bg-brand-50/40 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {d.demandPurposeName ? <Badge tone="outline" translate="no">{d.demandPurposeName}</Badge> : <Badge tone="outline">{t('需求')}</Badge>}
          <Badge tone={d.status === 1 ? 'brand' : 'muted'}>{t(d.statusLabel)}</Badge>
        </div>
        <h3 className="mt-1.5 text-base font-semibold">
          <HrefLink href={href} className="line-clamp-2 hover:text-brand-700" title={d.title} translate="no">
            {d.title}
          </HrefLink>
        </h3>
        {d.summary ? <p className="mt-1 line-clamp-2 text-sm text-ink-soft" translate="no">{d.summary}</p> : null}
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm text-ink-soft md:grid-cols-[2fr_1fr_1fr_1fr]">
          {facts.map(([label, value, data]) => (
            <div key={label} className="flex min-w-0 gap-1">
              <dt className="shrink-0 text-muted">{t('{label}：', { label })}</dt>
              <dd className="truncate num" translate={data ? 'no' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-2 sm:w-40 sm:flex-col sm:items-end">
        <div className="text-right">
          <div className="text-xs text-muted">{t('预算金额')}</div>
          <PriceText price={budgetText(d.budget)} className="text-lg" />
        </div>
        <HrefLink href={href} className="text-sm text-brand-700 hover:underline">
          {t('查看详情')} &gt;
        </HrefLink>
      </div>
    </article>
  );
}
