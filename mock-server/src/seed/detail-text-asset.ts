import { maskPhone } from '../../../contract/rules/mask';
import {
  areaWithUnit, chineseDate, kvTable, locationText, paras, startPriceText, termText, type DetailFacts,
} from './detail-facts';
import type { Rng } from './random';
import { mobile } from './names';

/** A tab's stored form: HTML content plus structured label/value facts. */
export interface SectionText { content: string; items: Array<{ label: string; value: string }> }

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '何'];
const BOUNDS = ['机耕道', '村道', '河沟', '山脊', '集体林地', '水渠', '县道', '邻组承包地', '荒坡', '堰塘'];

/** Ownership papers per family: what proves the transferor may dispose of the asset. */
const TITLES: Record<string, (f: DetailFacts, rng: Rng) => string> = {
  '1': (f, rng) => `本次流转的土地已完成承包地确权登记颁证，经${rng.int(8, 96)}户承包农户书面委托${f.transferor}统一对外流转，委托书及确权台账已在${f.town}人民政府农村经营管理部门备案。`,
  '2': (f, rng) => `标的房屋已办理不动产权证书（${f.province.slice(0, 1)}（${rng.int(2018, 2025)}）${f.county}不动产权第${String(rng.int(1, 99999)).padStart(7, '0')}号），权利人为${f.transferor}。`,
  '3': (f) => `标的属${f.village}集体所有，已取得集体土地所有权证，权属清楚，无争议。`,
  '4': (f, rng) => `标的林地已取得不动产权证书（林权），证号${f.county}林权字（${rng.int(2008, 2024)}）第${String(rng.int(1, 9999)).padStart(5, '0')}号，林木采伐须依法办理采伐许可。`,
  '5': (f, rng) => `标的设备由${f.transferor}于${rng.int(2016, 2023)}年购置，购置发票、合格证及农机号牌行驶证齐全，未设定抵押。`,
  '6': (f) => `标的为${f.village}集体投资建设的小型水利设施，已纳入村集体资产台账，管护责任主体为${f.transferor}。`,
  '7': (f, rng) => `标的已取得集体建设用地使用权不动产权证书，符合国土空间规划和用途管制要求，入市方案已经${f.county}人民政府批复（${f.county.slice(0, 2)}府函〔${rng.int(2023, 2026)}〕${rng.int(10, 199)}号）。`,
  '8': (f) => `项目已列入${f.county}乡村振兴项目库，项目实施方案已经村民代表大会审议通过，配套用地、用电等手续由转出方协助办理。`,
};

const STATES: Record<string, string[]> = {
  '1': ['目前地块处于闲置待耕状态，地上无附着物。', '地块当前种植有一季油菜，收获后交付。', '部分田块有简易灌溉管网，可随地块一并移交使用。'],
  '2': ['房屋主体结构完好，水电入户，现为空置状态。', '房屋目前由原承租方使用，租期届满后交付。', '屋面曾于近年翻修，内部为清水房。'],
  '3': ['现状为荒坡及零星灌木，地势较缓。', '区域内有便道通达，适宜造林或发展生态种养。'],
  '4': ['林分以杉木、马尾松为主，郁闭度约0.7。', '林地内有简易林道，便于经营管护。'],
  '5': ['设备现停放于合作社农机库，可现场查看试机。', '设备经年检合格，使用正常，随机附件齐全。'],
  '6': ['设施运行正常，近三年均有维护记录。', '塘坝蓄水能力良好，可满足周边灌溉需要。'],
  '7': ['宗地已完成土地平整，“三通一平”条件具备。', '宗地现状为闲置集体建设用地，地上无建筑物。'],
  '8': ['项目选址已完成初步踏勘，周边基础设施较完善。', '项目已有前期产业基础，可依托现有合作社组织生产。'],
};

/** The four bounds (东南西北) of a parcel, shared by the subject tab and the site sketch. */
export const boundsOf = (rng: Rng) => rng.sample(BOUNDS, 4);

/** 标的情况: the basic facts table, the present state, ownership and other remarks. */
export function subjectText(f: DetailFacts, rng: Rng, bounds: string[]): SectionText {
  const rows: Array<[string, string]> = [
    ['标的名称', f.assetsName], ['坐落位置', locationText(f)], ['资产类别', `${f.familyName}／${f.typeName}`],
    ['面积（数量）', areaWithUnit(f)], ['交易方式', f.transferLabel], ['流转期限', termText(f)], ['挂牌价格', startPriceText(f)],
    ['四至范围', `东至${bounds[0]}，南至${bounds[1]}，西至${bounds[2]}，北至${bounds[3]}`],
  ];
  const content = `<h4>一、标的基本情况</h4>${kvTable(rows)}<h4>二、标的现状</h4>${paras(f.description, rng.pick(STATES[f.familyId] ?? STATES['8']))}`
    + `<h4>三、权属情况</h4>${paras((TITLES[f.familyId] ?? TITLES['8'])(f, rng))}`
    + `<h4>四、其他说明</h4>${paras('标的以现场实物及现状为准，意向受让方应自行实地踏勘，报名即视为已充分了解标的现状并认可。',
      `踏勘联系：项目所在地${f.town}农业综合服务中心，工作日 9:00–17:00 可预约现场查看。`)}`;
  return { content, items: [] };
}

/** The transferor's kind as written in disclosures, guessed from its name. */
export function transferorKind(name: string): string {
  if (/合作联合社$|股份经济合作社$/.test(name)) return '农村集体经济组织';
  if (/专业合作社$/.test(name)) return '农民专业合作社';
  if (/公司$/.test(name)) return '企业法人';
  return '自然人';
}

/** 转出方信息: the transferor's facts and how the decision to transfer was taken. */
export function transferorText(f: DetailFacts, rng: Rng): SectionText {
  const kind = transferorKind(f.transferor);
  const collective = kind === '农村集体经济组织';
  const total = rng.int(25, 60);
  const agree = total - rng.int(0, 4);
  const decided = f.publishDate - rng.int(10, 40) * 86_400_000;
  const items = [
    { label: '转出方名称', value: f.transferor }, { label: '转出方类型', value: kind },
    { label: '住所（所在地）', value: `${f.province}${f.city}${f.county}${f.town}${f.village || ''}` },
    { label: collective ? '负责人' : '联系人', value: `${rng.pick(SURNAMES)}${rng.pick(['先生', '女士'])}` },
    { label: '联系电话', value: maskPhone(mobile(rng)) },
    { label: '决策文件', value: collective ? '村民代表大会决议' : kind === '自然人' ? '本人书面申请' : '股东会（理事会）决议' },
  ];
  const decision = collective
    ? `${chineseDate(decided)}，${f.village}召开村民代表大会审议本项目交易事项，应到代表${total}人，实到${total}人，同意${agree}人，表决通过，会议决议已在村务公开栏公示7日，无异议。`
    : `转出方已于${chineseDate(decided)}作出同意转让的书面决定，并承诺对所提供材料的真实性、完整性负责。`;
  return {
    content: `<h4>决策情况</h4>${paras(decision)}<h4>转出方承诺</h4>${paras('转出方承诺本次交易标的权属清晰，已履行必要的决策程序，所披露信息真实、准确、完整，不存在虚假记载和重大遗漏；成交后将按约定配合办理交割手续。')}`,
    items,
  };
}

/** 信息披露: the yes/no facts bidders ask about, and who may take part. */
export function disclosureText(f: DetailFacts, rng: Rng): SectionText {
  const land = ['1', '3', '4'].includes(f.familyId);
  const rows: Array<[string, string]> = [
    ['是否存在抵押、担保', '否'], ['是否被司法查封', '否'], ['是否已履行民主决策程序', '是'],
    ['是否涉及优先购买权', land ? '是，本集体经济组织成员在同等条件下享有优先权' : '否'],
    ['是否需经审批', f.familyId === '7' ? '是，已取得县级人民政府入市批复' : '否'],
    ['标的是否存在瑕疵', rng.chance(0.2) ? '部分附属设施老化，以现状交付' : '未发现重大瑕疵'],
  ];
  const qualification = f.familyId === '1' || f.familyId === '3'
    ? '意向受让方须具有农业经营能力或资质，有从事农业生产经营的经历或有效的经营方案，且资信良好，不得改变土地农业用途。'
    : '意向受让方须为依法设立并有效存续的法人、其他组织或具有完全民事行为能力的自然人，具有良好的财务状况和支付能力。';
  return { content: `${paras('根据《农村产权流转交易规则》，现将本项目有关情况披露如下：')}${kvTable(rows)}<h4>受让方资格条件</h4>${paras(qualification, '本项目不接受联合体报名；以虚假材料报名的，取消其受让资格，保证金不予退还。')}`, items: [] };
}
