import type { DemandRecord } from '@contract/demand';
import { formatDate, formatMoney, NO_VALUE, regionText } from '@/lib/format';

/** Wanted area in 亩: '50-120亩', '50亩以上', '120亩以内' or '--'. */
export function areaRange(d: Pick<DemandRecord, 'areaMin' | 'areaMax'>): string {
  const { areaMin: min, areaMax: max } = d;
  if (min !== null && max !== null) return min === max ? `${min}亩` : `${min}-${max}亩`;
  if (min !== null) return `${min}亩以上`;
  if (max !== null) return `${max}亩以内`;
  return NO_VALUE;
}

/** Budget in 元 shown in 万元 (§5 Money display); 0 reads 面议 (negotiable). */
export function budgetText(yuan: number): { text: string; unit: string } {
  return yuan > 0 ? { text: formatMoney(yuan), unit: '万元' } : { text: '面议', unit: '' };
}

/** The facts of a demand as [label, text] rows: purpose, type, region, area, term, budget, date. */
export function demandFacts(d: DemandRecord): [string, string][] {
  const budget = budgetText(d.budget);
  return [
    ['土地用途', d.demandPurposeName || NO_VALUE],
    ['资产类型', d.typeName || NO_VALUE],
    ['意向地区', regionText(d) || NO_VALUE],
    ['需求面积', areaRange(d)],
    ['流转期限', d.termYears === null ? NO_VALUE : `${d.termYears}年`],
    ['预算金额', `${budget.text}${budget.unit}`],
    ['发布日期', d.publishDate ? formatDate(d.publishDate) : NO_VALUE],
  ];
}
