import { areaText, placeText, type AssetSpec, type FamilyBuilder, type Place, type SpecContext } from './asset-spec';
import { TRANSFER_LABELS } from './dictionaries';
import { CN_NUMERALS } from './names';

/** A multi-asset project: the parent (projectType 1 package or 2 asset group) and its sub-lots (projectType 3). */
export interface PackageSpec { parent: ParentSpec; subs: AssetSpec[]; subPlaces: Place[] }

/** A parent has no single start price when its lots are priced per unit. */
export type ParentSpec = Omit<AssetSpec, 'startPriceFen'> & { startPriceFen: number | null };

/** Families offered as packages, with what the sub-lots share (subtype/mode) and the parent's name. */
const PACKAGE_SHAPES: Record<string, { subtype?: string; mode?: 'lease' | 'sale'; mixed?: boolean; name: (p: Place, subs: AssetSpec[]) => string }> = {
  '1': { subtype: '耕地经营权', name: (p, s) => `${placeText(p, false)}${areaText(sum(s, 'area'))}亩耕地经营权整体${TRANSFER_LABELS[s[0].transferType]}` },
  '2': { mode: 'sale', mixed: true, name: (p) => `${placeText(p, false)}集体闲置资产打包转让` },
  '3': { subtype: '四荒地', name: (p, s) => `${placeText(p, false)}${areaText(sum(s, 'area'))}亩四荒地经营权整体出租` },
  '4': { mode: 'sale', name: (p, s) => `${placeText(p, false)}${areaText(sum(s, 'area'))}亩林权打包转让` },
  '5': { subtype: '收割机', name: (p) => `${placeText(p, false)}农机合作社农机具打包转让` },
  '7': { subtype: '工业用地', name: (p, s) => `${placeText(p, false)}${s.length}宗集体经营性建设用地使用权打包转让` },
};

/** Families that can be packaged. */
export const PACKAGE_FAMILIES = Object.keys(PACKAGE_SHAPES);

const sum = (specs: AssetSpec[], key: 'area' | 'investAmountFen' | 'depositFen') =>
  Math.round(specs.reduce((s, x) => s + (x[key] ?? 0), 0) * 10) / 10;

/**
 * Builds `count` sub-lots of family `familyId` in neighbouring villages and a parent that sums them.
 * A parent of per-unit lots has no single start price (null); totals add up. Sub-lot names are the
 * parent's plus （标段一）… for packages, （标的一）… for asset groups.
 */
export function buildPackage(
  familyId: string, build: FamilyBuilder, ctx: SpecContext, count: number, group: boolean, next: (p: Place) => Place,
): PackageSpec {
  const shape = PACKAGE_SHAPES[familyId];
  const subPlaces = [ctx.place];
  const subs = [build({ ...ctx, subtype: shape.subtype, mode: shape.mode })];
  while (subs.length < count) {
    const place = next(ctx.place);
    subPlaces.push(place);
    subs.push(build({ ...ctx, place, subtype: shape.mixed ? undefined : shape.subtype ?? subs[0].subtype, mode: shape.mode }));
  }
  const name = shape.name(ctx.place, subs);
  const word = group ? '标的' : '标段';
  subs.forEach((s, i) => { s.name = `${name}（${word}${CN_NUMERALS[i]}）`; });
  const totals = subs.every((s) => s.priceType === 1);
  const sameUnit = subs.every((s) => s.areaUnit === subs[0].areaUnit);
  const parent: ParentSpec = {
    ...subs[0], name,
    startPriceFen: totals ? subs.reduce((s, x) => s + (x.startPriceFen ?? 0), 0) : null,
    investAmountFen: sum(subs, 'investAmountFen'), depositFen: sum(subs, 'depositFen'),
    incrementFen: Math.max(...subs.map((s) => s.incrementFen)),
    area: sameUnit ? sum(subs, 'area') : null,
    description: `本项目共${count}个${word}，${subs.map((s, i) => `${word}${CN_NUMERALS[i]}为${s.area === null ? '' : areaText(s.area)}${s.areaUnit}${s.subtype}`).join('，')}。`
      + `意向方可选择一个或多个${word}报名，各${word}分别计价、分别成交。${subs[0].description.split('。')[0]}。`,
  };
  return { parent, subs, subPlaces };
}
