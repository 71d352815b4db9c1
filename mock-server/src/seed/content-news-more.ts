import type { Article } from './content-news-text';
import type { PlateKey } from './content-plates';
import type { Rng } from './random';

/** Per plate: [title, lead] templates; {place} is a city or county name. Combined with places to fill a plate up. */
const TEMPLATES: Partial<Record<PlateKey, Article[]>> = {
  jydt: [
    ['{place}一批土地经营权流转项目集中挂牌', '近日，{place}一批土地经营权流转项目在平台集中挂牌，涉及耕地、园地和养殖水面，流转期限多在五至十年。'],
    ['{place}村集体闲置资产公开招租顺利成交', '{place}多个村集体将闲置厂房、门市和仓库通过平台公开招租，经网络竞价全部成交，集体年收入明显增加。'],
    ['{place}林权流转项目吸引多方竞买', '{place}一宗集体林地经营权流转项目挂牌后，吸引多家林业合作社报名，经多轮报价后成交。'],
  ],
  zcfg: [
    ['{place}农村产权流转交易管理实施细则', '为规范{place}农村产权流转交易行为，依据国家和省有关规定，结合本地实际，制定本实施细则，明确交易品种、交易程序和监督管理要求。'],
    ['{place}农村集体资产资源进场交易办法', '{place}印发农村集体资产资源进场交易办法，规定村集体资产资源出租、出让等处置事项达到规定标准的，应当进入农村产权流转交易市场公开交易。'],
    ['{place}土地经营权流转风险防范指导意见', '{place}出台土地经营权流转风险防范指导意见，建立流转租金预付、风险保障金和履约监督制度，切实保护流出农户合法权益。'],
  ],
  gzdt: [
    ['交易所赴{place}开展农村产权交易业务指导', '交易所业务骨干赴{place}开展业务指导，现场查看镇村服务站运行情况，帮助解决项目挂牌和资料审核中的具体问题。'],
    ['交易所与{place}签署农村产权交易服务合作协议', '交易所与{place}农业农村部门签署服务合作协议，双方将在项目征集、信息发布和交易鉴证等方面加强合作。'],
    ['交易所在{place}举办农村产权交易政策宣讲会', '交易所在{place}举办政策宣讲会，向村干部和经营主体讲解进场交易政策、操作流程和常见问题。'],
  ],
  xwzx: [
    ['{place}：农村产权交易激活乡村发展新动能', '{place}积极推动农村产权进场交易，村集体资产资源通过公开竞价实现保值增值，群众获得感明显增强。'],
    ['{place}探索集体经济发展新路径', '{place}依托农村产权流转交易平台盘活闲置资产资源，发展特色种养和乡村旅游，集体经济收入稳步增长。'],
    ['{place}土地规模流转助推现代农业发展', '{place}通过平台公开流转土地经营权，引入种粮大户和农业企业，推动土地适度规模经营。'],
  ],
  branch: [
    ['{place}分中心完成一批集体资产公开处置', '{place}分中心组织完成一批村集体资产公开处置，全部通过网络竞价确定受让方，成交价高于评估价。'],
    ['{place}分中心开展交易资料规范化检查', '{place}分中心对辖区镇村服务站交易资料开展规范化检查，督促完善民主决策和公示材料。'],
  ],
};

/**
 * `count` extra articles for plate `key`, each template combined with a different place, in a deterministic order
 * (no two share a title). Empty for plates without templates.
 */
export function moreArticles(key: PlateKey, places: string[], count: number, rng: Rng): Article[] {
  const templates = TEMPLATES[key] ?? [];
  if (count <= 0 || templates.length === 0) return [];
  const order = rng.sample(places, places.length);
  const out: Article[] = [];
  for (let i = 0; out.length < count && i < order.length * templates.length; i += 1) {
    const [title, lead] = templates[i % templates.length];
    const place = order[Math.floor(i / templates.length)];
    out.push([title.replace(/\{place\}/g, place), lead.replace(/\{place\}/g, place)]);
  }
  return out;
}
