import type { ProjectDetail } from '@contract/project-detail';
import { formatDate, NO_VALUE, regionText, unitPriceText, type MoneyText } from '@/lib/format';
import { msg, t } from '@/i18n';

/**
 * A price or price step (挂牌价, 加价幅度, 当前价) in 元 shown in the project's price unit (§3 priceType): the one price
 * formatter, unitPriceText. Deposits are money, not prices: they go through amountText.
 */
export function unitPrice(yuan: number | null | undefined, p: Pick<ProjectDetail, 'priceType' | 'priceUnit'>): MoneyText {
  return unitPriceText(yuan, p);
}

/** Area units the listings use, shown in the active language with `t(unit)`; other units (counting words) show as sent. */
export const AREA_UNITS = [msg('亩'), msg('平方米'), msg('公里')];

/**
 * An area with its unit in the active language ('58.5 mu'), or '--'. `data` is true when the unit has no translation
 * (the text is then shown as sent and marked not to translate). Call it when rendering.
 */
export function areaText(area: number | null | undefined, unit: string): { text: string; data: boolean } {
  if (area == null) return { text: '--', data: false };
  const shown = t(unit);
  return { text: t('{area}{unit}', { area, unit: shown }), data: shown === unit };
}

const time = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm') : '');
const range = (from: string, to: string) => (from || to ? t('{from} 至 {to}', { from: time(from) || '--', to: time(to) || '--' }) : NO_VALUE);

/**
 * The key facts beside the gallery, as [label, text] rows in display order: code, type, region,
 * area, term, transfer type, transferor, who may enrol, enrolment window and bidding time.
 * Empty values read '--'. Labels are in the active language: call it when rendering. The third item is true when
 * the value is data (a code, place, name or server label: not translated).
 */
export function keyFacts(d: ProjectDetail): [string, string, boolean][] {
  const region = d.regionText || regionText(d);
  const area = d.area === null ? { text: NO_VALUE, data: false } : areaText(d.area, d.areaUnit);
  return [
    [t('项目编号'), d.projectCode || NO_VALUE, true],
    [t('资产类型'), d.typeName || NO_VALUE, true],
    [t('所在地区'), region || NO_VALUE, true],
    [t('面积'), area.text, area.data],
    [t('流转期限'), d.termYears === null ? NO_VALUE : t('{n}年', { n: d.termYears }), false],
    [t('流转方式'), d.transferTypeName || NO_VALUE, true],
    [t('转出方'), d.transferor || NO_VALUE, true],
    [t('报名要求'), d.acceptKindsLabel ? t(d.acceptKindsLabel) : NO_VALUE, false],
    [t('报名时间'), range(d.enrolment.startTime, d.enrolment.endTime), false],
    [t('竞价时间'), range(d.bidStartTime, d.bidEndTime), false],
  ];
}

/** Whether the project lists sub-assets (§3: projectType 1 package, 2 asset group). */
export const hasSubAssets = (d: Pick<ProjectDetail, 'projectType' | 'isPackage'>): boolean =>
  d.isPackage || d.projectType === 1 || d.projectType === 2;
