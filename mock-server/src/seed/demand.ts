import type { Faker } from '@faker-js/faker';
import { DEMAND_PURPOSES as DP } from './dictionaries';
import { mobile, personName } from './names';
import type { PlacePicker } from './places';
import { roundYuan, totalStep } from './pricing';
import type { IdSource, Rng } from './random';
import { beijingAt } from './time';
import type { Row } from './types';

/**
 * Demand profiles per land purpose: wanted area (亩), yearly rent ceiling (元/亩/年, or a total
 * price for construction land), intended uses and the asset type the demand maps to.
 */
const PROFILES: Record<string, { typeId: string; area: [number, number]; rent: [number, number] | null; uses: string[]; what: string }> = {
  [DP.cultivated]: { typeId: '101', area: [50, 2000], rent: [500, 1200], uses: ['优质水稻种植', '高粱订单种植', '蔬菜保供基地建设', '稻油轮作'], what: '集中连片耕地' },
  [DP.aquaculture]: { typeId: '103', area: [10, 300], rent: [500, 1400], uses: ['稻渔综合种养', '生态鱼养殖', '小龙虾养殖'], what: '养殖水面' },
  [DP.construction]: { typeId: '701', area: [5, 80], rent: null, uses: ['农产品初加工厂房建设', '冷链仓储设施建设', '乡村民宿建设'], what: '集体经营性建设用地' },
  [DP.forest]: { typeId: '302', area: [200, 3000], rent: [80, 300], uses: ['林下中药材种植', '林下养鸡', '森林康养'], what: '林地' },
  [DP.garden]: { typeId: '102', area: [30, 800], rent: [600, 1500], uses: ['柑橘种植', '猕猴桃种植', '茶园经营', '葡萄采摘园'], what: '园地' },
  [DP.agricultural]: { typeId: '105', area: [20, 300], rent: [800, 1500], uses: ['设施蔬菜基地', '育秧工厂', '食用菌种植'], what: '农用地' },
  [DP.barren]: { typeId: '301', area: [100, 2000], rent: [50, 250], uses: ['荒山造林', '生态种养', '经果林种植'], what: '四荒地' },
};

const WISHES = [
  '要求地块相对平整、集中连片，有机耕道通达，灌溉水源有保障。',
  '希望距县城或高速出口30公里以内，便于农产品运输。',
  '可一次性签订长期合同，租金按年支付，可接受分年递增。',
  '有多年规模经营经验，资金实力较强，诚意寻求合作，欢迎村集体或业主联系。',
  '可通过平台公开交易方式流转，亦可先行实地考察后再洽谈。',
];

/** Demand projects: `perPurpose` for each of the seven purposes, over real counties. */
export function buildDemands(env: { rng: Rng; faker: Faker; ids: IdSource; places: PlacePicker; now: number }, perPurpose = 10): Row<'demand'>[] {
  const { rng, now } = env;
  const rows: Row<'demand'>[] = [];
  for (const [purpose, p] of Object.entries(PROFILES)) {
    for (let i = 0; i < perPurpose; i++) {
      const county = env.places.county(env.places.provinceCode(purpose === DP.forest));
      const min = roundYuan(rng.logUniform(p.area[0], p.area[1] / 2), p.area[0] >= 50 ? 10 : 1);
      const max = roundYuan(min * rng.pick([1.5, 2, 2.5, 3]), p.area[0] >= 50 ? 10 : 1);
      const use = rng.pick(p.uses);
      const years = p.rent ? rng.pick([5, 10, 15, 20, 30]) : rng.pick([20, 30, 40, 50]);
      const rent = p.rent ? roundYuan(rng.int(p.rent[0], p.rent[1]), 10) : null;
      const budget = rent ? rent * max * years : roundYuan(max * rng.int(150_000, 600_000), 10_000);
      const publishDate = beijingAt(now, -rng.int(1, 150), rng.pick([9, 10, 11, 14, 15, 16]), rng.pick([0, 15, 30, 45]));
      const verb = p.rent ? '求租' : '求购';
      rows.push({
        id: env.ids.numeric(), demandPurpose: purpose, assetTypeId: p.typeId,
        title: rng.chance(0.5) ? `${verb}${county.name}${p.what}${min}-${max}亩用于${use}` : `${county.cityName === '市辖区' || county.cityName === '县' ? '' : county.cityName}${county.name}${verb}${p.what}${min}亩以上`,
        provinceCode: county.provinceCode, cityCode: county.cityCode, countyCode: county.code,
        areaMin: min, areaMax: max, termYears: years, budgetFen: roundYuan(budget, totalStep(budget)) * 100,
        contactName: personName(env.faker), contactPhone: mobile(rng),
        description: `我方拟在${county.provinceName}${county.name}${verb}${p.what}${min}至${max}亩，用于${use}，`
          + (rent ? `意向期限${years}年，租金预期不超过${rent}元/亩/年。` : `意向使用年限${years}年，总预算约${Math.round(budget / 10_000)}万元。`)
          + rng.sample(WISHES, rng.int(1, 2)).join(''),
        status: rng.chance(0.88) ? 1 : 2, publishDate, createTime: publishDate - rng.int(1, 48) * 3_600_000,
      });
    }
  }
  return rows;
}
