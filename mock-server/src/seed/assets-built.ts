import { areaText, collectiveOrPerson, describe, landArea, locationSentence, placeText, type FamilyBuilder } from './asset-spec';
import { childId } from './asset-types';
import { DEMAND_PURPOSES as DP, PRICE_UNITS, TRANSFER_LABELS, TRANSFER_TYPES as TT } from './dictionaries';
import { company } from './names';
import { totalPricing, unitPricing } from './pricing';

/** Family 2 — collective operating assets: buildings sold as a total, or let per 平方米 per year. */
const BUILDING: Record<string, { area: [number, number]; rent: [number, number]; sale: [number, number] | null; what: string }> = {
  闲置厂房: { area: [500, 12000], rent: [60, 180], sale: [1500, 3500], what: '厂房' },
  商铺: { area: [40, 600], rent: [200, 600], sale: [5000, 12000], what: '商铺' },
  办公用房: { area: [100, 1500], rent: [120, 300], sale: [3000, 6000], what: '办公用房' },
  仓储用房: { area: [300, 8000], rent: [60, 150], sale: [1200, 2500], what: '仓库' },
  农贸市场摊位: { area: [8, 30], rent: [300, 800], sale: null, what: '摊位' },
};

/** Builds one collective building project; sales land in 20–2000万元. */
export const buildBuilding: FamilyBuilder = (ctx) => {
  const { rng, place } = ctx;
  const kinds = Object.keys(BUILDING).filter((k) => ctx.mode !== 'sale' || BUILDING[k].sale !== null);
  const subtype = ctx.subtype ?? rng.weighted(kinds, [35, 25, 15, 15, 10].slice(0, kinds.length));
  const d = BUILDING[subtype];
  const area = Math.round(rng.logUniform(d.area[0], d.area[1]));
  const sale = d.sale !== null && (ctx.mode ? ctx.mode === 'sale' : rng.chance(0.5));
  const years = sale ? null : rng.pick([3, 5, 5, 8, 10]);
  const pricing = sale
    ? totalPricing(Math.min(20_000_000, Math.max(200_000, area * rng.int(d.sale![0], d.sale![1]))), rng)
    : unitPricing(rng.int(d.rent[0], d.rent[1]), PRICE_UNITS.perSqmYear, area, years!, rng);
  const transferType = sale ? TT.transfer : TT.lease;
  const collective = rng.chance(0.5) ? `${place.village}集体` : '集体';
  return {
    ...pricing, familyId: '2', assetTypeId: childId('2', subtype), subtype,
    name: `${placeText(place, false)}${collective}${subtype}${rng.chance(0.5) ? `（${area}平方米）` : ''}${sale ? '转让' : '招租'}`,
    area, areaUnit: '平方米', termYears: years, transferType, demandPurpose: '',
    transferor: collectiveOrPerson(ctx, 0),
    description: describe(rng, locationSentence(rng, place, d.what), [
      `${d.what}建筑面积${area}平方米，${rng.pick(['砖混结构', '钢结构', '框架结构'])}，建成于${rng.int(1998, 2019)}年，水电气配套齐全。`,
      sale ? '本次转让含房屋所有权及其占用范围内的集体建设用地使用权，交易税费按国家规定由双方各自承担。'
        : `租赁期限${years}年，租金按年支付，租赁期间不得转租或改变经营用途。`,
      '意向方可于公告期内工作日到现场踏勘，踏勘视为认可标的现状。',
    ]),
  };
};

/** Family 7 — collective operating construction land entering the market; 200–8000万元. */
const CONSTRUCTION: Record<string, { perMu: [number, number]; years: number }> = {
  工业用地: { perMu: [150_000, 600_000], years: 50 },
  商业用地: { perMu: [400_000, 2_000_000], years: 40 },
  仓储用地: { perMu: [150_000, 500_000], years: 50 },
  乡村旅游用地: { perMu: [200_000, 800_000], years: 40 },
};

/** Builds one construction-land project (priced as a total). */
export const buildConstruction: FamilyBuilder = (ctx) => {
  const { rng, place } = ctx;
  const subtype = ctx.subtype ?? rng.weighted(Object.keys(CONSTRUCTION), [40, 30, 15, 15]);
  const d = CONSTRUCTION[subtype];
  const area = landArea(rng, 8, 200);
  const total = Math.min(80_000_000, Math.max(2_000_000, area * rng.int(d.perMu[0], d.perMu[1])));
  const transferType = rng.weighted([TT.transfer, TT.shares], [85, 15]);
  return {
    ...totalPricing(total, rng), familyId: '7', assetTypeId: childId('7', subtype), subtype,
    name: `${placeText(place)}${areaText(area)}亩集体经营性建设用地使用权${TRANSFER_LABELS[transferType]}（${subtype}）`,
    area, areaUnit: '亩', termYears: d.years, transferType, demandPurpose: DP.construction,
    transferor: collectiveOrPerson(ctx, 0),
    description: describe(rng, locationSentence(rng, place, '宗地'), [
      `宗地面积${areaText(area)}亩，规划用途为${subtype}，容积率不大于${rng.pick(['1.0', '1.5', '2.0', '2.5'])}，使用年限${d.years}年。`,
      '宗地已完成土地征转和地上附着物清理，达到“三通一平”条件，入市事项已经村民会议三分之二以上成员同意。',
      '竞得人须在成交后10个工作日内签订成交确认书，并按约定缴纳土地增值收益调节金。',
    ]),
  };
};

/** Family 8 — agriculture-related investment projects put out for partners (招商). */
const PROJECTS: Record<string, string[]> = {
  乡村旅游项目: ['田园综合体', '稻香民宿集群', '茶旅融合', '花海观光', '森林康养'],
  农产品加工项目: ['粮油精深加工', '柑橘分选包装', '茶叶精制加工', '中药材初加工', '预制菜加工'],
  现代农业园区项目: ['粮经复合现代农业园区', '柑橘产业园', '蔬菜保供基地', '智慧农业示范园'],
  冷链物流项目: ['农产品冷链物流中心', '产地冷藏保鲜设施', '农产品仓储分拣中心'],
};

/** Builds one investment project; the start price is the planned investment (100–30000万元). */
export const buildAgriProject: FamilyBuilder = (ctx) => {
  const { rng, place } = ctx;
  const subtype = ctx.subtype ?? rng.pick(Object.keys(PROJECTS));
  const theme = rng.pick(PROJECTS[subtype]);
  const area = landArea(rng, 20, 3000);
  const years = rng.pick([10, 15, 20, 30]);
  const transferType = rng.weighted([TT.shares, TT.other, TT.lease], [40, 35, 25]);
  const who = rng.next();
  return {
    ...totalPricing(rng.logUniform(1_000_000, 300_000_000), rng), familyId: '8', assetTypeId: childId('8', subtype), subtype,
    name: `${placeText(place, false)}${theme}${subtype === '乡村旅游项目' ? subtype : '项目'}招商`,
    area, areaUnit: '亩', termYears: years, transferType,
    demandPurpose: subtype === '农产品加工项目' || subtype === '冷链物流项目' ? DP.construction : DP.agricultural,
    transferor: who < 0.4 ? `${place.town}人民政府` : who < 0.8 ? collectiveOrPerson(ctx, 0) : company(place.county.name, rng),
    description: describe(rng, locationSentence(rng, place, '项目'), [
      `项目规划用地约${areaText(area)}亩，拟建设${theme}项目，合作期限${years}年。`,
      `${place.county.name}已将该项目列入县级乡村振兴重点项目库，水、电、路、网等基础设施由当地负责配套。`,
      '欢迎具备相应投资能力和运营经验的企业以独资、合资或入股方式参与，村集体以资源资产入股并按约定获得收益。',
    ]),
  };
};
