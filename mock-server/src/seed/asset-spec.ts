import type { Faker } from '@faker-js/faker';
import type { Pricing } from './pricing';
import type { Rng } from './random';
import type { County } from './regions';
import { ROADS, villageCollective, personName } from './names';

/** Where an asset is: a real county and one of its real towns, plus a generated village. */
export interface Place { county: County; town: string; village: string }

/** What a family builder needs. `mode` forces lease or sale where a family has both. */
export interface SpecContext {
  rng: Rng;
  faker: Faker;
  place: Place;
  subtype?: string;
  mode?: 'lease' | 'sale';
}

/** One priced asset, ready to become a project row. */
export interface AssetSpec extends Pricing {
  familyId: string;
  assetTypeId: string;
  /** The child type's name, e.g. 耕地经营权. */
  subtype: string;
  name: string;
  area: number | null;
  areaUnit: string;
  termYears: number | null;
  transferType: string;
  demandPurpose: string;
  transferor: string;
  description: string;
}

export type FamilyBuilder = (ctx: SpecContext) => AssetSpec;

/** '邛崃市平乐镇石门村' — county, town and village as written in project names. */
export function placeText(p: Place, withVillage = true): string {
  return `${p.county.name}${p.town}${withVillage ? p.village : ''}`;
}

/** Area as written in names: integers plain, others with one decimal. */
export function areaText(area: number): string {
  return Number.isInteger(area) ? String(area) : area.toFixed(1);
}

/** A land area in 亩, log-distributed in [min, max]; under 100 亩 often with a half. */
export function landArea(rng: Rng, min: number, max: number): number {
  const a = rng.logUniform(min, max);
  return a < 100 && rng.chance(0.3) ? Math.round(a * 2) / 2 : Math.round(a);
}

/** Opening sentence: where the asset is and how to get there. */
export function locationSentence(rng: Rng, p: Place, what: string): string {
  const group = rng.int(1, 12);
  return `该${what}位于${p.county.name}${p.town}${p.village}${group}组，距${rng.pick(ROADS)}约${rng.int(1, 25)}公里，交通便利。`;
}

/** The transferor of village-owned assets, or (with probability `personShare`) a private holder. */
export function collectiveOrPerson(ctx: SpecContext, personShare: number): string {
  return ctx.rng.chance(personShare) ? personName(ctx.faker) : villageCollective(ctx.place.village, ctx.rng);
}

/** 2–4 sentences: the location first, then a sample of the rest in their given order. */
export function describe(rng: Rng, first: string, rest: string[], extra = rng.int(1, 3)): string {
  const chosen = new Set(rng.sample(rest.map((_, i) => i), Math.min(extra, rest.length)));
  return [first, ...rest.filter((_, i) => chosen.has(i))].join('');
}
