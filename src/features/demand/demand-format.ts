import type { DemandRecord } from '@contract/demand';
import { formatDate, formatMoney, NO_VALUE, regionText } from '@/lib/format';
import { t } from '@/i18n';

/**
 * Wanted area in 亩, in the active language: '50-120亩', '50亩以上', '120亩以内' or '--'. Call it where it is shown.
 */
export function areaRange(d: Pick<DemandRecord, 'areaMin' | 'areaMax'>): string {
  const { areaMin: min, areaMax: max } = d;
  if (min !== null && max !== null) return min === max ? t('{n}亩', { n: min }) : t('{min}-{max}亩', { min, max });
  if (min !== null) return t('{n}亩以上', { n: min });
  if (max !== null) return t('{n}亩以内', { n: max });
  return NO_VALUE;
}

/** Lease term in years ('5年'), '--' when unknown, in the active language. */
export function termText(years: number | null): string {
  return years === null ? NO_VALUE : t('{n}年', { n: years });
}

/** Budget in 元 shown in 万元 (§5 Money display); 0 reads 面议 (negotiable). In the active language. */
export function budgetText(yuan: number): { text: string; unit: string } {
  return yuan > 0 ? { text: formatMoney(yuan), unit: t('万元') } : { text: t('面议'), unit: '' };
}

/**
 * The facts of a demand as [label, text, data] rows, in the active language: purpose, type, region, area, term,
 * budget, date. `data` marks a value that is data from the server (not translated).
 */
export function demandFacts(d: DemandRecord): [string, string, boolean][] {
  return [
    [t('土地用途'), d.demandPurposeName || NO_VALUE, true],
    [t('资产类型'), d.typeName || NO_VALUE, true],
    [t('意向地区'), regionText(d) || NO_VALUE, true],
    [t('需求面积'), areaRange(d), false],
    [t('流转期限'), termText(d.termYears), false],
    [t('预算金额'), d.budget > 0 ? t('{amount}万元', { amount: formatMoney(d.budget) }) : t('面议'), false],
    [t('发布日期'), d.publishDate ? formatDate(d.publishDate) : NO_VALUE, false],
  ];
}
