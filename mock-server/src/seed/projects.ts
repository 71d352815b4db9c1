import type { Faker } from '@faker-js/faker';
import type { AssetSpec, FamilyBuilder, Place } from './asset-spec';
import { family } from './asset-types';
import { buildAgriProject, buildBuilding, buildConstruction } from './assets-built';
import { buildEquipment, buildWater } from './assets-equipment';
import { buildForest, buildLand, buildResource } from './assets-land';
import { hallBids, hallSchedule, type BidState, type HallKind, type Schedule } from './hall-lots';
import { projectImagePath } from './images';
import { listingBids, listingSchedule } from './listing';
import { buildPackage, PACKAGE_FAMILIES, type ParentSpec } from './packages';
import type { PlacePicker } from './places';
import type { IdSource, Rng } from './random';
import { HOUR, beijingYmd } from './time';
import type { Row } from './types';

const BUILDERS: Record<string, FamilyBuilder> = {
  '1': buildLand, '2': buildBuilding, '3': buildResource, '4': buildForest,
  '5': buildEquipment, '6': buildWater, '7': buildConstruction, '8': buildAgriProject,
};
const FAMILY_IDS = Object.keys(BUILDERS);
const FAMILY_WEIGHTS = [30, 14, 10, 10, 12, 7, 9, 8];

/**
 * The mix of supply projects: [count, status, hall kind]. Hall lots are bidding lots (projectNature 49);
 * the rest are ordinary listings (0) or calls for tenants and investors (5). Upcoming lots take status 1 or 2.
 */
const PLAN: Array<[number, number, HallKind?]> = [
  [24, 3, 'ongoing'], [14, 2, 'upcoming'], [16, 4, 'ended'], [24, 7, 'ended'],
  [26, 0], [110, 1], [28, 2], [26, 4], [60, 7],
];
const PACKAGES = 14;
const GROUPS = 4;

/** Shared generators: the seeded PRNG and faker, the id source, the place picker and the reference time. */
export interface ProjectEnv { rng: Rng; faker: Faker; ids: IdSource; places: PlacePicker; now: number }

/** All supply projects: single assets, packages and asset groups with their sub-lots, and the hall lots. */
export function buildProjects(env: ProjectEnv): Row<'project'>[] {
  const { rng } = env;
  const slots = PLAN.flatMap(([n, status, kind]) => Array.from({ length: n }, () => ({ status, kind, type: 0 })));
  const listed = rng.shuffle(slots.filter((s) => !s.kind));
  listed.slice(0, PACKAGES).forEach((s) => { s.type = 1; });
  listed.slice(PACKAGES, PACKAGES + GROUPS).forEach((s) => { s.type = 2; });
  const rows: Row<'project'>[] = [];
  let seq = 0;
  const code = (publish: number, familyCode: string) => `${familyCode}${beijingYmd(publish)}${String(++seq).padStart(4, '0')}`;
  for (const slot of slots) {
    const familyId = slot.type > 0 ? rng.pick(PACKAGE_FAMILIES)
      : rng.weighted(FAMILY_IDS, FAMILY_WEIGHTS.map((w, i) => (slot.kind && FAMILY_IDS[i] === '8' ? 0 : w)));
    const place = env.places.place(familyId === '4');
    const ctx = { rng, faker: env.faker, place };
    const schedule = slot.kind ? hallSchedule(slot.kind, env.now, rng, slot.status === 4 ? 4 : 7) : listingSchedule(slot.status, env.now, rng);
    if (slot.type === 0) {
      const spec = BUILDERS[familyId](ctx);
      const nature = slot.kind ? 49 : natureOf(spec, rng);
      const bids = slot.kind ? hallBids(slot.kind, schedule.status, spec.startPriceFen, spec.incrementFen, rng)
        : listingBids(schedule.status, nature, spec.startPriceFen, spec.incrementFen, rng);
      rows.push(projectRow(env, spec, place, schedule, bids, { type: 0, nature, parent: '', code: code(schedule.publishDate, family(familyId).code) }));
      continue;
    }
    const pkg = buildPackage(familyId, BUILDERS[familyId], ctx, rng.int(2, 4), slot.type === 2, (p) => env.places.neighbour(p));
    const nature = natureOf(pkg.parent, rng);
    const parentCode = code(schedule.publishDate, family(familyId).code);
    const subRows = pkg.subs.map((s, i) => projectRow(env, s, pkg.subPlaces[i], schedule,
      listingBids(schedule.status, nature, s.startPriceFen, s.incrementFen, rng), { type: 3, nature, parent: '', code: `${parentCode}-${i + 1}` }));
    const dealt = subRows.every((r) => r.biddingPriceFen !== null) && pkg.parent.startPriceFen !== null;
    const parentRow = projectRow(env, pkg.parent, { ...place, village: '' }, schedule,
      { biddingCount: 0, biddingPriceFen: dealt ? subRows.reduce((s, r) => s + (r.biddingPriceFen ?? 0), 0) : null },
      { type: slot.type, nature, parent: '', code: parentCode });
    subRows.forEach((r) => { r.parentAssetsId = parentRow.assetsId; });
    rows.push(parentRow, ...subRows);
  }
  return rows;
}

/** Calls for investors (family 8) and most building lets are 招租/招商 (5); the rest ordinary listings (0). */
function natureOf(spec: Pick<AssetSpec, 'familyId' | 'priceType'>, rng: Rng): number {
  if (spec.familyId === '8') return rng.chance(0.85) ? 5 : 0;
  if (spec.familyId === '2' && spec.priceType === 2) return rng.chance(0.6) ? 5 : 0;
  return 0;
}

function projectRow(
  env: ProjectEnv, spec: AssetSpec | ParentSpec, place: Place, s: Schedule, bids: BidState,
  meta: { type: number; nature: number; parent: string; code: string },
): Row<'project'> {
  const { rng } = env;
  const live = s.status === 1 || s.status === 3;
  return {
    assetsId: env.ids.assetsId(), projectCode: meta.code, assetsName: spec.name, projectType: meta.type,
    projectNature: meta.nature, parentAssetsId: meta.parent, transferorUserId: null, priceType: spec.priceType, startPriceFen: spec.startPriceFen,
    priceUnit: spec.priceUnit, investAmountFen: spec.investAmountFen, depositFen: spec.depositFen, incrementFen: spec.incrementFen,
    assetTypeId: spec.assetTypeId, familyId: spec.familyId, transferType: spec.transferType, demandPurpose: spec.demandPurpose,
    provinceCode: place.county.provinceCode, cityCode: place.county.cityCode, countyCode: place.county.code,
    townName: place.town, villageName: place.village, area: spec.area, areaUnit: spec.areaUnit, termYears: spec.termYears,
    transferor: spec.transferor, description: spec.description,
    imgSrc: projectImagePath(family(spec.familyId).icon, rng.int(1, 10)),
    status: s.status, hotScore: live ? rng.int(300, 5000) + bids.biddingCount * 40 : rng.int(0, 1200),
    publishDate: s.publishDate, announcementStartTime: s.announcementStartTime, announcementEndTime: s.announcementEndTime,
    bidStartTime: s.bidStartTime, bidEndTime: s.bidEndTime, biddingPriceFen: bids.biddingPriceFen, biddingCount: bids.biddingCount,
    anchorStartOffsetS: s.anchorStartOffsetS, anchorDurationS: s.anchorDurationS,
    createTime: s.publishDate - rng.int(1, 72) * HOUR,
  };
}
