import { areaText, collectiveOrPerson, describe, landArea, locationSentence, placeText, type FamilyBuilder } from './asset-spec';
import { childId } from './asset-types';
import { DEMAND_PURPOSES as DP, PRICE_UNITS, TRANSFER_TYPES as TT } from './dictionaries';
import { cooperative, MACHINE_BRANDS, personName, villageName } from './names';
import { totalPricing, unitPricing } from './pricing';

/** Family 5 — machines sold as a lot (2–80万元), greenhouses let per 亩 per year. */
const MACHINES: Record<string, { kinds: string[]; unit: [number, number]; count: [number, number]; measure: string }> = {
  拖拉机: { kinds: ['轮式拖拉机', '履带拖拉机', '四驱拖拉机'], unit: [30_000, 350_000], count: [1, 4], measure: '台' },
  收割机: { kinds: ['联合收割机', '半喂入收割机', '玉米收获机'], unit: [50_000, 400_000], count: [1, 3], measure: '台' },
  烘干设备: { kinds: ['粮食烘干机组', '低温循环式烘干机'], unit: [80_000, 600_000], count: [1, 3], measure: '套' },
  植保无人机: { kinds: ['植保无人机'], unit: [20_000, 60_000], count: [1, 6], measure: '架' },
};

/** Builds one equipment project: a machine lot for sale, or a greenhouse lease. */
export const buildEquipment: FamilyBuilder = (ctx) => {
  const { rng, place, faker } = ctx;
  const subtype = ctx.subtype ?? rng.weighted(['拖拉机', '收割机', '烘干设备', '温室大棚', '植保无人机'], [25, 30, 15, 20, 10]);
  if (subtype === '温室大棚') {
    const area = landArea(rng, 5, 60);
    const years = rng.pick([3, 5, 5, 8, 10]);
    const kind = rng.pick(['连栋温室大棚', '钢架塑料大棚', '智能玻璃温室']);
    return {
      ...unitPricing(rng.int(800, 3000), PRICE_UNITS.perMuYear, area, years, rng),
      familyId: '5', assetTypeId: childId('5', subtype), subtype,
      name: `${placeText(place)}${kind}（${areaText(area)}亩）出租`,
      area, areaUnit: '亩', termYears: years, transferType: TT.lease, demandPurpose: DP.agricultural,
      transferor: collectiveOrPerson(ctx, 0.2),
      description: describe(rng, locationSentence(rng, place, '大棚'), [
        `${kind}占地${areaText(area)}亩，配套水肥一体化滴灌、卷膜通风和补光设施，于${rng.int(2015, 2023)}年建成。`,
        `出租期限${years}年，适宜发展设施蔬菜、草莓、食用菌等高效农业。`,
        '承租方负责大棚日常维护，租期届满时应保持设施完好并按约定移交。',
      ]),
    };
  }
  const d = MACHINES[subtype];
  const brand = rng.pick(MACHINE_BRANDS[subtype === '收割机' ? '收割机' : subtype]);
  const kind = rng.pick(d.kinds);
  const count = rng.int(d.count[0], d.count[1]);
  const total = Math.min(800_000, Math.max(20_000, count * rng.int(d.unit[0], d.unit[1])));
  const holder = rng.next();
  const bought = rng.int(2016, 2023);
  return {
    ...totalPricing(total, rng), familyId: '5', assetTypeId: childId('5', subtype), subtype,
    name: `${rng.chance(0.5) ? place.county.name + place.town : ''}${count}${d.measure}${brand}${kind}转让`,
    area: count, areaUnit: d.measure, termYears: null, transferType: rng.chance(0.7) ? TT.transfer : TT.sale, demandPurpose: '',
    transferor: holder < 0.5 ? cooperative(place.town, rng, '农机') : holder < 0.9 ? personName(faker) : collectiveOrPerson(ctx, 0),
    description: describe(rng, `标的为${count}${d.measure}${brand}${kind}，${bought}年购置，存放于${place.county.name}${place.town}，可预约现场查看。`, [
      `设备手续齐全，累计作业约${rng.int(300, 3000)}小时，整机状况良好，近期已完成保养。`,
      '本次按现状整体转让，不拆分，交易价款不含过户及运输费用。',
      `享受过农机购置补贴的设备已满${rng.pick(['2', '3'])}年监管期，可依法转让。`,
    ]),
  };
};

/** Family 6 — small water facilities let for operation and upkeep. */
export const buildWater: FamilyBuilder = (ctx) => {
  const { rng, place } = ctx;
  const subtype = ctx.subtype ?? rng.weighted(['山坪塘', '提灌站', '水渠', '小型水库'], [40, 20, 15, 25]);
  const years = rng.pick([5, 8, 10, 15]);
  const base = { familyId: '6', assetTypeId: childId('6', subtype), subtype, termYears: years, transferType: TT.lease, transferor: collectiveOrPerson(ctx, 0) };
  const rules = ['承租方须服从当地防汛抗旱统一调度，保障周边农田灌溉用水。', '承租期间的日常管护、清淤和安全责任由承租方承担。'];
  if (subtype === '山坪塘' || subtype === '小型水库') {
    const area = subtype === '山坪塘' ? landArea(rng, 3, 40) : landArea(rng, 50, 600);
    const label = subtype === '山坪塘' ? `${place.village}山坪塘` : `${villageName(rng).replace('村', '')}水库`;
    return {
      ...base, ...unitPricing(rng.int(300, 900), PRICE_UNITS.perMuYear, area, years, rng),
      name: `${placeText(place, subtype === '山坪塘')}${subtype === '山坪塘' ? '山坪塘' : label}（水面${areaText(area)}亩）养殖经营权出租`,
      area, areaUnit: '亩', demandPurpose: DP.aquaculture,
      description: describe(rng, locationSentence(rng, place, subtype), [
        `${label}正常蓄水水面约${areaText(area)}亩，${subtype === '小型水库' ? '属小（二）型水库，' : ''}水质良好，适宜生态养殖。`,
        '养殖方式限于不投肥、不投饵的生态养殖，禁止网箱养殖。', ...rules,
      ]),
    };
  }
  const canal = subtype === '水渠';
  const length = Math.round(rng.logUniform(1.5, 12) * 10) / 10;
  return {
    ...base, ...unitPricing(canal ? rng.int(2000, 20_000) : rng.int(3000, 30_000), PRICE_UNITS.perYear, 1, years, rng),
    name: canal ? `${placeText(place, false)}灌溉水渠（${length}公里）经营管护权出租` : `${placeText(place)}提灌站经营管护权出租`,
    area: canal ? length : 1, areaUnit: canal ? '公里' : '座', demandPurpose: '',
    description: describe(rng, locationSentence(rng, place, canal ? '水渠' : '提灌站'), [
      canal ? `渠道全长${length}公里，为混凝土衬砌渠道，控灌面积约${rng.int(500, 5000)}亩。`
        : `提灌站装机${rng.pick([2, 3, 4])}台，总功率${rng.int(30, 220)}千瓦，控灌面积约${rng.int(300, 3000)}亩。`,
      '承租方按当地物价部门核定的标准收取农业灌溉水费，不得擅自提价。', ...rules,
    ]),
  };
};
