import type { DealFacts } from '../../deal/index';
import { areaText, paragraphs as p, termText, type FamilyTemplate } from './common';

const where = (d: DealFacts) => `位于${d.location || '（坐落见挂牌公告）'}的${d.assetsName}（${d.typeName}，面积 ${areaText(d)}）`;
const leaseTerm = (what: string) => (d: DealFacts) => p(
  `${what}期限为 ${termText(d)}，自标的交付之日起计算。期限届满，乙方需继续经营的，应于届满前六个月书面提出，同等条件下乙方享有优先权。`,
);

/** Family 1 农村土地经营权: 农村土地经营权流转合同 (《农村土地经营权流转管理办法》 model text). */
export const LAND_CONTRACTING: FamilyTemplate = {
  code: 'land-transfer', templateName: '农村土地经营权流转合同示范文本', title: '农村土地经营权流转合同',
  subject: (d) => p(`甲方将${where(d)}的土地经营权流转给乙方从事农业生产经营。土地四至以挂牌公告所附地块图为准。`),
  term: leaseTerm('流转'),
  delivery: p('甲方应于本合同生效之日起三十日内，会同村（组）将流转土地现场移交乙方，双方签署土地交接确认书。', '移交时土地上的青苗、附着物按挂牌公告的约定处理。'),
  duties: p(
    '一、甲方保证对流转土地享有合法的经营权，并协助乙方办理土地经营权登记。',
    '二、乙方应依法保护和合理利用土地，不得改变土地的农业用途，不得弃耕抛荒，不得破坏农业综合生产能力和农业生态环境。',
    '三、乙方经甲方书面同意并向发包方备案，可以再流转土地经营权或依法融资担保。',
  ),
};

/** Family 3 集体资源性资产: 农村集体资源性资产承包（租赁）合同. */
export const COLLECTIVE_RESOURCE: FamilyTemplate = {
  code: 'collective-resource', templateName: '农村集体资源性资产承包合同示范文本', title: '农村集体资源性资产承包合同',
  subject: (d) => p(`甲方将${where(d)}发包（出租）给乙方经营。该资源的范围、界址以挂牌公告及村民（代表）会议决议为准。`),
  term: leaseTerm('承包'),
  delivery: p('甲方应于本合同生效之日起三十日内现场移交资源，并提供村民（代表）会议同意发包的决议。'),
  duties: p(
    '一、乙方应按批准的用途开发利用，遵守生态保护、水土保持和防火的有关规定。',
    '二、未经甲方同意，乙方不得转包、转租，不得在承包范围内建设永久性建筑物。',
    '三、甲方应保障乙方的经营自主权，不得干涉乙方依法进行的生产经营活动。',
  ),
};

/** Family 4 林权: 林权流转合同 (《集体林权流转合同示范文本》). */
export const FORESTRY: FamilyTemplate = {
  code: 'forestry-transfer', templateName: '集体林权流转合同示范文本', title: '林权流转合同',
  subject: (d) => p(`甲方将${where(d)}的林地经营权及林木所有权（使用权）流转给乙方。林班、小班及四至以林权证及挂牌公告为准。`),
  term: leaseTerm('林权流转'),
  delivery: p('双方应于本合同生效之日起三十日内现场核对林地四至及林木蓄积，签署林地林木移交清单。'),
  duties: p(
    '一、乙方应按森林经营方案经营，采伐林木应依法办理采伐许可，做好森林防火和病虫害防治。',
    '二、甲方应协助乙方办理林权变更登记。',
    '三、合同期满或解除时，乙方应按约定恢复林地植被。',
  ),
};

/** Family 7 集体经营性建设用地: 集体经营性建设用地使用权出让（出租）合同. */
export const CONSTRUCTION_LAND: FamilyTemplate = {
  code: 'construction-land', templateName: '集体经营性建设用地使用权出让合同示范文本', title: '集体经营性建设用地使用权出让合同',
  subject: (d) => p(`甲方将${where(d)}的集体经营性建设用地使用权出让给乙方，用途以规划条件及挂牌公告为准。`),
  term: (d) => p(`土地使用年限为 ${termText(d)}，自甲方交付土地之日起计算。`),
  delivery: p('甲方应于乙方付清价款之日起六十日内按现状交付土地，并协助乙方办理不动产登记。'),
  duties: p(
    '一、乙方应按规划条件开发建设，不得擅自改变土地用途和容积率。',
    '二、乙方应于交付之日起一年内开工建设；确需延期的，应书面征得甲方同意。',
    '三、甲方保证出让土地权属清楚，已依法完成集体经济组织民主决策程序。',
  ),
};
