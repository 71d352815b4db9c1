import type { Db } from '../db/connection';
import { regionNames, typeNames } from '../services/catalog';
import { family } from './asset-types';
import { TRANSFER_LABELS } from './dictionaries';
import { priceText } from './pricing';
import { amountText, moneyPhrase } from '../../../contract/rules/money';
import { Rng } from './random';
import { findAllProjects } from './seed-repository';
import { chineseDate } from './time';

/** What the detail builders know about one project: its row plus names resolved once for the whole seed. */
export interface DetailFacts {
  assetsId: string; projectCode: string; assetsName: string; projectType: number; projectNature: number; parentAssetsId: string;
  priceType: number; startPriceFen: number | null; priceUnit: string; depositFen: number; incrementFen: number; investAmountFen: number;
  familyId: string; familyName: string; familyIcon: string; typeName: string; transferType: string; transferLabel: string;
  province: string; city: string; county: string; town: string; village: string;
  area: number | null; areaUnit: string; termYears: number | null; transferor: string; description: string; imgSrc: string;
  status: number; publishDate: number; announcementStartTime: number; announcementEndTime: number; bidStartTime: number | null;
}

/** Every project with the names its texts need, in asset-id order (stable across runs). */
export async function loadDetailFacts(db: Db): Promise<DetailFacts[]> {
  const rows = await findAllProjects(db);
  const [regions, types] = await Promise.all([
    regionNames(db, rows.flatMap((r) => [r.provinceCode, r.cityCode, r.countyCode])),
    typeNames(db, rows.map((r) => r.assetTypeId)),
  ]);
  return rows.map((r) => {
    const fam = family(r.familyId);
    const city = regions.get(r.cityCode) ?? '';
    return {
      assetsId: r.assetsId, projectCode: r.projectCode, assetsName: r.assetsName, projectType: r.projectType,
      projectNature: r.projectNature, parentAssetsId: r.parentAssetsId, priceType: r.priceType,
      startPriceFen: r.startPriceFen === null ? null : Number(r.startPriceFen), priceUnit: r.priceUnit,
      depositFen: Number(r.depositFen), incrementFen: Number(r.incrementFen), investAmountFen: Number(r.investAmountFen),
      familyId: r.familyId, familyName: fam.name, familyIcon: fam.icon, typeName: types.get(r.assetTypeId) ?? fam.name,
      transferType: r.transferType, transferLabel: TRANSFER_LABELS[r.transferType] ?? '转让',
      province: regions.get(r.provinceCode) ?? '', city: city === '市辖区' || city === '县' ? '' : city,
      county: regions.get(r.countyCode) ?? '', town: r.townName, village: r.villageName,
      area: r.area === null ? null : Number(r.area), areaUnit: r.areaUnit, termYears: r.termYears, transferor: r.transferor,
      description: r.description, imgSrc: r.imgSrc, status: r.status, publishDate: Number(r.publishDate),
      announcementStartTime: Number(r.announcementStartTime), announcementEndTime: Number(r.announcementEndTime),
      bidStartTime: r.bidStartTime === null ? null : Number(r.bidStartTime),
    };
  });
}

/** A PRNG of its own per project (seeded by the asset id), so adding a project never reshuffles the others' texts. */
export function projectRng(f: DetailFacts): Rng {
  return new Rng(parseInt(f.assetsId.slice(0, 8), 16) ^ 0x5eed0006);
}

/** '四川省成都市邛崃市平乐镇石门村' — the full location. */
export const locationText = (f: DetailFacts) => `${f.province}${f.city}${f.county}${f.town}${f.village}`;

/** The listing price as written in notices; a package of per-unit lots has none of its own. */
export const startPriceText = (f: DetailFacts) => (f.startPriceFen === null ? '按各标段挂牌价' : priceText(f.startPriceFen, f.priceType, f.priceUnit));

/** A sum of money (deposit, valuation) as written in Chinese text, by the portal's one amount formatter: 元 / 万元. */
export function yuanText(fen: number): string {
  return moneyPhrase(amountText(fen / 100));
}

/** The area with its unit, or '—'. */
export const areaWithUnit = (f: DetailFacts) => (f.area === null ? '—' : `${f.area}${f.areaUnit}`);

/** The term in years, or '—' for sales. */
export const termText = (f: DetailFacts) => (f.termYears ? `${f.termYears}年` : '—');

/** Beijing date in Chinese ('2026年11月21日'). */
export { chineseDate };

/** Escapes text for HTML content. */
export const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A two-column table of label/value rows (the tabs' structured blocks). */
export function kvTable(rows: Array<[string, string]>): string {
  return `<table class="kv"><tbody>${rows.map(([k, v]) => `<tr><th>${html(k)}</th><td>${html(v)}</td></tr>`).join('')}</tbody></table>`;
}

/** A table with a header row. */
export function gridTable(head: string[], rows: string[][]): string {
  const th = head.map((h) => `<th>${html(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${html(c)}</td>`).join('')}</tr>`).join('');
  return `<table class="grid"><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

/** Paragraphs from sentences. */
export const paras = (...texts: string[]) => texts.map((t) => `<p>${html(t)}</p>`).join('');
