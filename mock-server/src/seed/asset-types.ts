import type { IdSource } from './random';
import type { Row } from './types';

/** One of the eight asset families of §1 (top-level asset types, ids '1'..'8'). */
export interface Family {
  id: string;
  name: string;
  code: string;
  icon: string;
  /** Child types; ids are `${family id}0${n}` ('101', '102' …). */
  children: Array<{ id: string; name: string }>;
}

const def = (id: string, name: string, code: string, icon: string, children: string[]): Family => ({
  id, name, code, icon, children: children.map((c, i) => ({ id: `${id}0${i + 1}`, name: c })),
});

/** The eight asset families traded on the exchange (§1), in the order of the home classify strip. */
export const FAMILIES: readonly Family[] = [
  def('1', '农村土地经营权', 'TDJY', 'land', ['耕地经营权', '园地经营权', '养殖水面经营权', '草地经营权', '设施农用地经营权']),
  def('2', '集体经营性资产', 'JTZC', 'building', ['闲置厂房', '商铺', '办公用房', '仓储用房', '农贸市场摊位']),
  def('3', '集体资源性资产', 'JTZY', 'resource', ['四荒地', '集体林地', '集体水面', '集体机动地']),
  def('4', '林权', 'LQ', 'forest', ['用材林', '经济林', '竹林', '苗圃地']),
  def('5', '农业生产设施设备', 'NYSB', 'tractor', ['拖拉机', '收割机', '烘干设备', '温室大棚', '植保无人机']),
  def('6', '小型水利设施', 'SLSS', 'water', ['山坪塘', '提灌站', '水渠', '小型水库']),
  def('7', '集体经营性建设用地', 'JSYD', 'construction', ['工业用地', '商业用地', '仓储用地', '乡村旅游用地']),
  def('8', '涉农项目', 'SNXM', 'project', ['乡村旅游项目', '农产品加工项目', '现代农业园区项目', '冷链物流项目']),
];

/** Family by id ('1'..'8'). */
export function family(id: string): Family {
  const f = FAMILIES.find((x) => x.id === id);
  if (!f) throw new Error(`未知资产大类 ${id}`);
  return f;
}

/** Child type of a family by its name (e.g. childId('1', '耕地经营权') → '101'). */
export function childId(familyId: string, name: string): string {
  const c = family(familyId).children.find((x) => x.name === name);
  if (!c) throw new Error(`资产大类 ${familyId} 下没有 ${name}`);
  return c.id;
}

/** asset_type rows: families (parentId '0') then their children. */
export function assetTypeRows(): Row<'assetType'>[] {
  const rows: Row<'assetType'>[] = [];
  FAMILIES.forEach((f, i) => rows.push({ id: f.id, typeName: f.name, code: f.code, parentId: '0', icon: f.icon, sort: i + 1 }));
  for (const f of FAMILIES) {
    f.children.forEach((c, i) => rows.push({ id: c.id, typeName: c.name, code: `${f.code}0${i + 1}`, parentId: f.id, icon: f.icon, sort: i + 1 }));
  }
  return rows;
}

/** Hot investment categories of the home classify strip: the eight families in order. */
export function hotInvestmentRows(ids: IdSource): Row<'hotInvestment'>[] {
  return FAMILIES.map((f, i) => ({ id: ids.numeric(), assetTypeId: f.id, sort: i + 1 }));
}

/** GB/T 4754-2017 sections A–T. */
const INDUSTRY_SECTIONS = [
  '农、林、牧、渔业', '采矿业', '制造业', '电力、热力、燃气及水生产和供应业', '建筑业', '批发和零售业',
  '交通运输、仓储和邮政业', '住宿和餐饮业', '信息传输、软件和信息技术服务业', '金融业', '房地产业', '租赁和商务服务业',
  '科学研究和技术服务业', '水利、环境和公共设施管理业', '居民服务、修理和其他服务业', '教育', '卫生和社会工作',
  '文化、体育和娱乐业', '公共管理、社会保障和社会组织', '国际组织',
];

/** Industry rows, ids '1'..'20', codes 'A'..'T'. */
export function industryRows(): Row<'industry'>[] {
  return INDUSTRY_SECTIONS.map((name, i) => ({ id: String(i + 1), code: String.fromCharCode(65 + i), name }));
}
