import { SEED_URL } from './images';
import { periodicalCover } from './images-misc';
import type { IdSource } from './random';
import { beijingYearMonth } from './time';
import type { Row, SeedFile } from './types';

const LEADS = [
  '聚焦土地经营权规范流转', '集体资产盘活的基层实践', '林权改革热点问答', '小型水利设施管护新模式',
  '网络竞价让农村产权价值显现', '集体经营性建设用地入市观察', '闲置农机具流转交易调查', '涉农项目招商的平台力量',
];
const SECTIONS = ['政策解读', '交易观察', '基层实践', '案例分析', '数据看台', '问答专栏'];

/** Monthly journal 《农村产权交易》: the 8 issues before `now`'s month, each with a generated cover. */
export function periodicalRows(ids: IdSource, now: number): { rows: Row<'periodical'>[]; files: SeedFile[] } {
  const { year, month } = beijingYearMonth(now);
  const files: SeedFile[] = [];
  const rows = LEADS.map((lead, i) => {
    const m = year * 12 + (month - 1) - i - 1;
    const y = Math.floor(m / 12);
    const mo = (m % 12) + 1;
    const issue = `${y}年第${mo}期（总第${(y - 2009) * 12 + mo}期）`;
    const file = periodicalCover(`periodical-${i + 1}.svg`, issue, lead, i);
    files.push(file);
    return {
      id: ids.numeric(), title: `《农村产权交易》${y}年第${mo}期`, issueNo: `${y}-${String(mo).padStart(2, '0')}`,
      coverImg: SEED_URL + file.name, fileUrl: SEED_URL + file.name,
      content: `<p>本期主题：${lead}。</p><p>本期栏目：${SECTIONS.slice(i % 3, i % 3 + 4).join('、')}。</p>`
        + '<p>本刊为交易所内部交流资料，面向各级农村产权交易服务机构、村集体经济组织和新型农业经营主体免费赠阅。</p>',
      publishDate: Date.UTC(y, mo - 1, 5, 2),
    };
  });
  return { rows, files };
}

const JOBS: Array<[job: string, dept: string, count: number, place: string, duties: string, needs: string]> = [
  ['交易项目经理', '交易业务部', 2, '成都市', '负责农村产权交易项目的受理、审核、挂牌和组织交易，对接转出方和意向受让方。', '本科及以上学历，农业经济、土地资源管理、法学等相关专业，2年以上相关工作经验。'],
  ['Java开发工程师', '信息技术部', 2, '成都市', '负责交易系统和门户网站的后端开发与维护，参与竞价系统性能优化。', '本科及以上学历，计算机相关专业，熟悉常用开发框架和数据库，有高并发系统经验者优先。'],
  ['法务专员', '风控合规部', 1, '成都市', '负责交易规则和合同文本的审核，处理交易纠纷和投诉，开展合规检查。', '法学本科及以上学历，通过国家统一法律职业资格考试。'],
  ['结算会计', '结算部', 1, '成都市', '负责交易保证金和交易价款的收付、核对和账务处理。', '会计、财务管理等相关专业本科及以上学历，具有初级及以上会计职称。'],
  ['市场拓展专员', '市场拓展部', 3, '成都市及各市（州）', '负责分支机构业务拓展和镇村服务站建设指导，开展政策宣传和业务培训。', '大专及以上学历，熟悉“三农”工作，能适应经常出差。'],
  ['综合文秘', '综合管理部', 1, '成都市', '负责公文起草、会议组织、信息宣传和档案管理等工作。', '中文、新闻等相关专业本科及以上学历，文字功底扎实。'],
];

/** Job openings, published over the last two months. */
export function recruitRows(ids: IdSource, now: number): Row<'recruit'>[] {
  return JOBS.map(([jobName, department, headcount, workPlace, duties, needs], i) => ({
    id: ids.numeric(), jobName, department, headcount, workPlace,
    content: `<p>岗位职责：${duties}</p><p>任职要求：${needs}</p><p>工作地点：${workPlace}。薪酬面议，缴纳五险一金。</p>`,
    publishDate: now - (3 + i * 9) * 86_400_000,
  }));
}

const MILESTONES: Array<[string, string, string]> = [
  ['2008', '交易所挂牌成立', '经省人民政府批准，交易所正式挂牌成立，开展农村土地承包经营权流转交易服务。'],
  ['2010', '林权交易业务上线', '开通林权流转交易业务，完成首宗林权公开交易。'],
  ['2012', '市县服务网络初步建成', '在主要市（州）设立分中心，县级服务中心建设全面铺开。'],
  ['2014', '交易品种扩展到七大类', '交易品种扩展到农村土地经营权、林权、集体资产、农业设施设备、小型水利设施等。'],
  ['2016', '网络竞价系统上线', '网络竞价系统上线运行，实现异地在线报价。'],
  ['2018', '集体经营性建设用地入市交易', '组织完成首批集体经营性建设用地入市交易。'],
  ['2020', '全流程线上交易', '实现报名、缴纳保证金、竞价、签约和结算全流程线上办理。'],
  ['2022', '川渝交易合作', '与重庆农村产权交易机构签署合作协议，推动项目互推和信息共享。'],
  ['2024', '移动端竞价上线', '推出移动端竞价功能，交易服务实现“掌上办”。'],
  ['2026', '新版门户网站上线', '新版门户网站上线运行，竞价大厅实时行情和需求信息发布功能同步启用。'],
];

/** Development history, one milestone every other year from 2008. */
export function evolutionRows(ids: IdSource): Row<'evolution'>[] {
  return MILESTONES.map(([year, title, content]) => ({ id: ids.numeric(), year, title, content }));
}
