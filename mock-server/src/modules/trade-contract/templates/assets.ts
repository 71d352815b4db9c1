import type { DealFacts } from '../../deal/index';
import { areaText, paragraphs as p, termText, type FamilyTemplate } from './common';

const lease = (what: string) => (d: DealFacts) => p(`${what}期限为 ${termText(d)}，自标的交付之日起计算。期限届满，同等条件下乙方享有优先续租权。`);

/** Family 2 集体经营性资产: 农村集体经营性资产租赁合同. */
export const COLLECTIVE_OPERATING: FamilyTemplate = {
  code: 'collective-lease', templateName: '农村集体经营性资产租赁合同示范文本', title: '农村集体经营性资产租赁合同',
  subject: (d) => p(`甲方将位于${d.location || '（坐落见挂牌公告）'}的${d.assetsName}（${d.typeName}，面积 ${areaText(d)}）出租给乙方使用。`),
  term: lease('租赁'),
  delivery: p('甲方应于本合同生效之日起十五日内按现状交付租赁物，双方共同清点设施设备并签署交接清单。'),
  duties: p(
    '一、乙方应合理使用租赁物，自行承担经营期间的水、电、物业等费用。',
    '二、乙方装修或改建须经甲方书面同意，不得影响房屋主体结构安全。',
    '三、未经甲方书面同意，乙方不得转租。',
  ),
};

/** Family 5 农业生产设施设备: 农业生产设施设备买卖合同 (a sale: no term). */
export const FARM_EQUIPMENT: FamilyTemplate = {
  code: 'equipment-sale', templateName: '农业生产设施设备买卖合同示范文本', title: '农业生产设施设备买卖合同',
  subject: (d) => p(`甲方将其所有的${d.assetsName}（${d.typeName}，存放于${d.location || '挂牌公告所载地点'}）按现状出售给乙方。设备的型号、数量及状况以挂牌公告为准。`),
  term: () => '',
  delivery: p('乙方付清全部价款后十日内，双方在设备存放地现场交付，乙方自行负责提运；交付时双方签署验收单，设备的所有权及风险自交付时转移。'),
  duties: p(
    '一、甲方保证对出售设备享有完整的所有权，不存在抵押、查封等权利限制，并交付合格证、说明书等随附资料。',
    '二、乙方已充分了解设备现状，按现状受让。',
    '三、需办理登记（牌证）过户的，甲方应予配合。',
  ),
};

/** Family 6 小型水利设施: 小型水利工程经营权流转合同. */
export const SMALL_WATER: FamilyTemplate = {
  code: 'water-facility', templateName: '小型水利工程经营权流转合同示范文本', title: '小型水利工程经营权流转合同',
  subject: (d) => p(`甲方将位于${d.location || '（坐落见挂牌公告）'}的${d.assetsName}（${d.typeName}）的经营权流转给乙方，由乙方负责管护并依约经营。`),
  term: lease('经营'),
  delivery: p('甲方应于本合同生效之日起十五日内移交工程及其管理范围，双方共同查验工程安全状况并签署移交记录。'),
  duties: p(
    '一、乙方应保证工程安全运行，服从防汛抗旱统一调度，优先保障灌溉及人畜饮水。',
    '二、乙方负责工程的日常维修养护；需改扩建的，应报水行政主管部门批准。',
    '三、甲方应协助乙方协调用水关系。',
  ),
};

/** Family 8 涉农项目: 涉农项目合作（转让）合同. */
export const AGRICULTURAL_PROJECT: FamilyTemplate = {
  code: 'agri-project', templateName: '涉农项目转让合同示范文本', title: '涉农项目转让合同',
  subject: (d) => p(`甲方将${d.assetsName}（${d.typeName}，项目地点：${d.location || '见挂牌公告'}）的相关权益转让给乙方。项目内容、规模及配套条件以挂牌公告为准。`),
  term: (d) => (d.termYears === null ? '' : p(`项目经营期限为 ${termText(d)}，自项目移交之日起计算。`)),
  delivery: p('甲方应于本合同生效之日起三十日内向乙方移交项目的全部资料、批复文件及现场，双方签署移交清单。'),
  duties: p(
    '一、甲方保证项目合法合规，已取得必要的批复，并协助乙方办理项目主体变更手续。',
    '二、乙方应按项目批复内容实施建设和经营，依法带动农户增收。',
    '三、项目涉及的财政补助资金按有关规定使用和监管。',
  ),
};
