import { areaText, collectiveOrPerson, describe, landArea, locationSentence, placeText, type FamilyBuilder } from './asset-spec';
import { childId } from './asset-types';
import { DEMAND_PURPOSES as DP, PRICE_UNITS, TRANSFER_LABELS, TRANSFER_TYPES as TT } from './dictionaries';
import { company, LAND_PLACE_NAMES } from './names';
import { totalPricing, unitPricing } from './pricing';

/** Family 1 — rural land contracting (operating) rights, leased per 亩 per year. */
const LAND: Record<string, { w: number; rent: [number, number]; area: [number, number]; purpose: string; use: string }> = {
  耕地经营权: { w: 60, rent: [400, 1200], area: [20, 2000], purpose: DP.cultivated, use: '粮油、蔬菜等种植' },
  园地经营权: { w: 12, rent: [600, 1500], area: [20, 600], purpose: DP.garden, use: '柑橘、猕猴桃、茶叶等经济作物种植' },
  养殖水面经营权: { w: 12, rent: [500, 1500], area: [20, 400], purpose: DP.aquaculture, use: '稻渔综合种养、水产养殖' },
  草地经营权: { w: 6, rent: [300, 600], area: [50, 2000], purpose: DP.agricultural, use: '牧草种植和生态养殖' },
  设施农用地经营权: { w: 10, rent: [800, 1500], area: [20, 200], purpose: DP.agricultural, use: '设施蔬菜、食用菌和育秧工厂' },
};

const LAND_STATE = [
  '地块平整、集中连片，土壤肥沃，灌排设施配套齐全。',
  '地块已完成高标准农田建设，田型规整，沟渠路配套，适宜机械化作业。',
  '区域内水源充足，有山坪塘和提灌站配套，常年灌溉有保障。',
  '地块四至清楚、权属明确，已取得农户书面委托，无权属争议。',
];
const LAND_RULES = [
  '意向受让方须具备相应农业经营能力，不得改变土地农业用途，不得破坏农业综合生产能力和农业生态环境。',
  '租金按年支付、先付后用，每满5年租金递增5%。',
  '受让方应在合同签订后30日内支付首年租金，逾期视为放弃受让资格。',
  '本项目不接受联合受让，成交后由受让方与转出方签订土地经营权流转合同。',
];

/** Builds one land-rights lease: 300–1500 元/亩/年, 20–2000 亩, 5–30 years. */
export const buildLand: FamilyBuilder = (ctx) => {
  const { rng, place } = ctx;
  const names = Object.keys(LAND);
  const subtype = ctx.subtype ?? rng.weighted(names, names.map((n) => LAND[n].w));
  const d = LAND[subtype];
  const area = landArea(rng, d.area[0], d.area[1]);
  const years = rng.pick([5, 8, 10, 10, 12, 15, 15, 20, 25, 30]);
  const transferType = rng.weighted([TT.lease, TT.subcontract, TT.shares], [75, 15, 10]);
  const pricing = unitPricing(rng.int(d.rent[0], d.rent[1]), PRICE_UNITS.perMuYear, area, years, rng);
  return {
    ...pricing, familyId: '1', assetTypeId: childId('1', subtype), subtype,
    name: `${placeText(place)}${areaText(area)}亩${subtype}${TRANSFER_LABELS[transferType]}`,
    area, areaUnit: '亩', termYears: years, transferType, demandPurpose: d.purpose,
    transferor: collectiveOrPerson(ctx, 0.3),
    description: describe(rng, locationSentence(rng, place, '地块'), [
      `地块小地名“${rng.pick(LAND_PLACE_NAMES)}”，${rng.pick(LAND_STATE)}`,
      `本次流转面积${areaText(area)}亩，流转期限${years}年，适宜发展${d.use}。`,
      rng.pick(LAND_RULES),
    ]),
  };
};

/** Family 3 — village-owned resources (barren land, collective forest land, water, reserve land). */
const RESOURCE: Record<string, { rent: [number, number]; area: [number, number]; purpose: string; use: string }> = {
  四荒地: { rent: [60, 300], area: [50, 1500], purpose: DP.barren, use: '荒山荒坡治理、经济林木种植和生态养殖' },
  集体林地: { rent: [80, 300], area: [100, 2000], purpose: DP.forest, use: '林下种养、森林康养和苗木培育' },
  集体水面: { rent: [300, 900], area: [10, 200], purpose: DP.aquaculture, use: '水产养殖和休闲垂钓' },
  集体机动地: { rent: [400, 1000], area: [10, 150], purpose: DP.cultivated, use: '粮油、蔬菜和中药材种植' },
};

/** Builds one lease of collective resources, priced per 亩 per year. */
export const buildResource: FamilyBuilder = (ctx) => {
  const { rng, place } = ctx;
  const subtype = ctx.subtype ?? rng.pick(Object.keys(RESOURCE));
  const d = RESOURCE[subtype];
  const area = landArea(rng, d.area[0], d.area[1]);
  const years = rng.pick([10, 15, 15, 20, 20, 25, 30]);
  const transferType = rng.weighted([TT.lease, TT.shares], [85, 15]);
  const pricing = unitPricing(rng.int(d.rent[0], d.rent[1]), PRICE_UNITS.perMuYear, area, years, rng);
  return {
    ...pricing, familyId: '3', assetTypeId: childId('3', subtype), subtype,
    name: `${placeText(place)}${areaText(area)}亩${subtype}经营权${TRANSFER_LABELS[transferType]}`,
    area, areaUnit: '亩', termYears: years, transferType, demandPurpose: d.purpose,
    transferor: collectiveOrPerson(ctx, 0),
    description: describe(rng, locationSentence(rng, place, subtype), [
      `该${subtype}为${place.village}集体所有，经村集体经济组织成员（代表）大会表决同意公开流转。`,
      `流转面积${areaText(area)}亩，期限${years}年，可用于${d.use}。`,
      '受让方须依法合规经营，做好水土保持和生态保护，不得擅自改变用途或违规建设。',
    ]),
  };
};

/** Family 4 — forest rights: transfer of the trees with the land's operating right, or a lease. */
const FOREST: Record<string, { species: string[]; value: [number, number]; rent: [number, number] }> = {
  用材林: { species: ['杉木', '马尾松', '柏木', '桉树', '杨树'], value: [2500, 9000], rent: [80, 260] },
  经济林: { species: ['油茶', '核桃', '花椒', '板栗', '脐橙'], value: [3000, 12000], rent: [150, 500] },
  竹林: { species: ['毛竹', '慈竹', '楠竹'], value: [2000, 6000], rent: [100, 300] },
  苗圃地: { species: ['桂花苗木', '香樟苗木', '楠木苗木'], value: [6000, 15000], rent: [400, 1000] },
};

/** Builds one forest-right project; Fujian and Sichuan hill counties carry most of them. */
export const buildForest: FamilyBuilder = (ctx) => {
  const { rng, place } = ctx;
  const subtype = ctx.subtype ?? rng.weighted(Object.keys(FOREST), [45, 25, 20, 10]);
  const d = FOREST[subtype];
  const species = rng.pick(d.species);
  const area = landArea(rng, 50, subtype === '苗圃地' ? 300 : 3000);
  const lease = ctx.mode ? ctx.mode === 'lease' : rng.chance(0.35);
  const years = lease ? rng.pick([10, 15, 20, 30]) : rng.pick([20, 25, 30, 40, 50]);
  const pricing = lease
    ? unitPricing(rng.int(d.rent[0], d.rent[1]), PRICE_UNITS.perMuYear, area, years, rng)
    : totalPricing(area * rng.int(d.value[0], d.value[1]), rng);
  const transferType = lease ? TT.lease : TT.transfer;
  const r = rng.next();
  return {
    ...pricing, familyId: '4', assetTypeId: childId('4', subtype), subtype,
    name: `${placeText(place)}${areaText(area)}亩${species}${subtype}林权${TRANSFER_LABELS[transferType]}`,
    area, areaUnit: '亩', termYears: years, transferType, demandPurpose: DP.forest,
    transferor: r < 0.2 ? company(place.county.name, rng) : collectiveOrPerson(ctx, 0.6),
    description: describe(rng, locationSentence(rng, place, '林地'), [
      `林地面积${areaText(area)}亩，主要树种为${species}，林龄${rng.int(5, 25)}年，林分长势良好，已取得不动产权证书（林权）。`,
      lease ? `出租期限${years}年，可用于林下种养和森林康养。` : `本次转让林木所有权及林地经营权，剩余经营期限${years}年。`,
      '受让方须遵守森林采伐限额管理规定，采伐后按要求完成迹地更新。',
    ]),
  };
};
