import { chineseDate, gridTable, paras, yuanText, type DetailFacts } from './detail-facts';
import type { SectionText } from './detail-text-asset';
import { LAND_PLACE_NAMES, MACHINE_BRANDS } from './names';
import type { Rng } from './random';

/** Splits `total` into `n` positive parts with one decimal that add up exactly. */
function split(total: number, n: number, rng: Rng): number[] {
  const weights = Array.from({ length: n }, () => rng.int(5, 20));
  const sum = weights.reduce((s, w) => s + w, 0);
  const parts = weights.map((w) => Math.max(0.1, Math.round((total * w * 10) / sum) / 10));
  parts[n - 1] = Math.round((total - parts.slice(0, -1).reduce((s, p) => s + p, 0)) * 10) / 10;
  return parts;
}

const LAND_KINDS: Record<string, string[]> = { '1': ['水田', '旱地', '水浇地'], '3': ['荒山', '荒坡', '荒沟'], '4': ['乔木林地', '竹林地'], '6': ['坑塘水面', '沟渠'] };

/** 目录内容: the inventory of what is transferred — parcels, rooms, machines or works, by family. */
export function catalogueText(f: DetailFacts, rng: Rng): SectionText {
  const code = (i: number) => `${f.projectCode.slice(-4)}-${String(i + 1).padStart(2, '0')}`;
  let table: string;
  if (f.familyId === '5') {
    const kind = Object.keys(MACHINE_BRANDS).find((k) => f.typeName.includes(k)) ?? '拖拉机';
    const n = rng.int(1, 4);
    table = gridTable(['序号', '设备名称', '品牌型号', '数量', '购置年份', '状况'], Array.from({ length: n }, (_, i) => [
      String(i + 1), i === 0 ? f.typeName : rng.pick(['旋耕机', '播种机', '开沟机', '配套拖车']),
      `${rng.pick(MACHINE_BRANDS[kind] ?? ['东方红'])} ${rng.pick(['SG', 'LX', 'ZL', 'MF'])}-${rng.int(4, 12)}${rng.int(0, 9)}0`,
      `${rng.int(1, 3)}台`, String(rng.int(2016, 2023)), rng.pick(['正常使用', '正常使用', '需小修']),
    ]));
  } else if (f.familyId === '2') {
    const n = rng.int(1, 3);
    const parts = split(f.area ?? rng.int(200, 2000), n, rng);
    table = gridTable(['房屋编号', '名称', '结构', '建筑面积（平方米）', '层数'], parts.map((a, i) => [
      code(i), i === 0 ? f.typeName : rng.pick(['附属用房', '门卫室', '库房']), rng.pick(['砖混', '框架', '钢结构']), String(a), String(rng.int(1, 3)),
    ]));
  } else if (f.familyId === '8') {
    table = gridTable(['序号', '建设内容', '规模', '投资估算（万元）'], ['基础设施建设', '生产设施购置', '配套服务设施'].map((what, i) => [
      String(i + 1), what, rng.pick(['1项', '1批', '1处']), String(Math.max(1, Math.round((f.investAmountFen / 1_000_000) * [0.5, 0.3, 0.2][i]))),
    ]));
  } else {
    const n = rng.int(2, 5);
    const parts = split(f.area ?? 10, n, rng);
    const kinds = LAND_KINDS[f.familyId] ?? ['建设用地'];
    table = gridTable(['地块编号', '小地名', `面积（${f.areaUnit}）`, '地类', f.familyId === '7' ? '规划用途' : '备注'], parts.map((a, i) => [
      code(i), rng.pick(LAND_PLACE_NAMES), String(a), rng.pick(kinds), f.familyId === '7' ? f.typeName.replace('用地', '') : rng.pick(['连片', '可机耕', '有灌溉条件', '—']),
    ]));
  }
  return { content: `${paras(`${f.assetsName}交易标的目录如下（以实地交付为准）：`)}${table}`, items: [] };
}

const AGENCIES = ['四川天正资产评估有限公司', '重庆华康资产评估土地房地产估价有限责任公司', '福建联合中和资产评估土地房地产估价有限公司', '四川中衡资产评估有限公司'];

/** 评估信息: who valued the asset, when, how, and the value (the listing price is never below it). */
export function evaluationText(f: DetailFacts, rng: Rng): SectionText {
  const base = f.publishDate - rng.int(20, 90) * 86_400_000;
  const valueFen = Math.round((f.investAmountFen * rng.int(88, 100)) / 100 / 10_000) * 10_000;
  const method = ['1', '3', '4'].includes(f.familyId) ? '收益法' : f.familyId === '5' ? '成本法' : rng.pick(['市场法', '收益法']);
  const agency = rng.pick(AGENCIES);
  const items = [
    { label: '评估机构', value: agency }, { label: '评估报告编号', value: `${agency.slice(2, 4)}评报字〔${new Date(base).getUTCFullYear()}〕第${rng.int(100, 999)}号` },
    { label: '评估基准日', value: chineseDate(base) }, { label: '评估方法', value: method }, { label: '评估价值', value: yuanText(valueFen) },
  ];
  const content = paras(
    `受${f.transferor}委托，${agency}以${chineseDate(base)}为评估基准日，采用${method}对${f.assetsName}进行了评估。`,
    `经评定估算，委估资产在评估基准日的价值为${yuanText(valueFen)}。本项目挂牌价格不低于评估价值。`,
    '评估结论的使用有效期为自评估基准日起一年，评估报告全文可在“附件”中查阅。',
  );
  return { content, items };
}

/** 补充披露: most projects have none; some carry a correction issued during the announcement period. */
export function supplementText(f: DetailFacts, rng: Rng): SectionText {
  if (!rng.chance(0.25)) return { content: paras('本项目暂无补充披露内容。'), items: [] };
  const when = f.announcementStartTime + rng.int(1, 5) * 86_400_000;
  const notice = rng.pick([
    `现场踏勘时间调整为每周二、周四上午，请意向受让方提前一个工作日与${f.town}农业综合服务中心预约。`,
    '经复核，标的目录中个别地块小地名有误，已在“目录内容”中更正，面积及四至不变。',
    '应意向方要求，补充上传标的现状照片及区位图，详见“附件”。',
  ]);
  return { content: `<h4>补充披露（${chineseDate(when)}）</h4>${paras(notice, '除上述内容外，原公告其他内容不变。')}`, items: [] };
}
