import type { Faker } from '@faker-js/faker';
import { FAMILIES } from './asset-types';
import { TRANSFER_LABELS } from './dictionaries';
import { cooperative, personName } from './names';
import { priceText } from './pricing';
import type { IdSource, Rng } from './random';
import { beijingAt, chineseDate, chineseDateTime, DAY, HOUR } from './time';
import type { Row } from './types';

/** Platform notices (平台公告): [title, days ago, paragraphs]. */
const PLATFORM: Array<[string, number, string[]]> = [
  ['关于交易系统升级维护的公告', 2, ['为进一步提升系统性能和安全性，我所将于近期夜间22:00至次日6:00对交易系统进行升级维护，维护期间门户网站和移动端暂停服务。', '已安排在维护时段内的竞价项目将顺延，具体时间以项目页面为准。由此带来的不便，敬请谅解。']],
  ['关于启用新版门户网站的公告', 10, ['我所新版门户网站已正式上线运行，新增竞价大厅实时行情、需求信息发布和用户中心等功能。', '原有账号和实名认证信息已全部迁移，用户可直接使用原账号登录。']],
  ['关于调整交易保证金收款账户的公告', 25, ['因结算银行系统调整，自本公告发布之日起，交易保证金统一通过系统生成的专属子账号缴纳。', '请意向受让方在缴纳前登录用户中心核对收款账户信息，切勿向任何个人账户转账。']],
  ['关于防范冒用交易所名义实施诈骗的风险提示', 33, ['近期发现有不法分子冒用我所名义，以“内部指标”“包成交”等为由骗取钱财。', '我所郑重声明：所有交易均通过平台公开进行，工作人员不会以任何形式索要费用或承诺成交结果。如遇可疑情况，请及时拨打服务热线核实或向公安机关报案。']],
  ['关于开展交易服务满意度调查的公告', 41, ['为持续改进交易服务，我所开展年度交易服务满意度调查，调查问卷已发布在用户中心。', '欢迎广大交易主体积极参与，提出宝贵意见和建议。']],
  ['关于法定节假日期间交易服务安排的公告', 55, ['法定节假日期间，交易大厅现场服务暂停，门户网站信息查询和在线报名功能正常开放。', '节假日期间不安排网络竞价，公告期届满日遇节假日的顺延至节后第一个工作日。']],
  ['关于上线移动端竞价功能的公告', 70, ['我所移动端竞价功能已正式上线，用户可通过手机完成项目报名、保证金缴纳和在线报价。', '移动端与电脑端账号互通，报价记录实时同步。']],
  ['关于进一步规范实名认证资料提交的通知', 86, ['为保障交易安全，机构用户实名认证须上传营业执照原件照片，个人用户须完成人脸识别验证。', '资料不完整或不清晰的，审核将不予通过。']],
  ['关于电子合同签章服务上线的公告', 102, ['我所电子合同签章服务已上线，成交项目可在线签署电子合同，无需到现场办理。', '电子合同经双方签章后即生效，与纸质合同具有同等法律效力。']],
  ['关于交易服务费收费标准的公示', 130, ['根据物价主管部门核定的标准，现将我所交易服务费收费标准予以公示。', '农户个人流转承包地经营权免收交易服务费，村集体资产资源交易服务费减半收取。']],
  ['关于开通农村产权抵押融资服务专区的公告', 160, ['我所联合多家合作银行开通农村产权抵押融资服务专区，提供土地经营权、林权和农机具抵押融资对接服务。', '有融资需求的经营主体可在专区提交申请，合作银行将在5个工作日内联系对接。']],
  ['关于暂停受理纸质报名材料的公告', 190, ['自本公告发布之日起，我所全面推行网上报名，不再受理纸质报名材料。', '确有困难的，可到各县级服务中心由工作人员协助办理网上报名。']],
];

const p = (s: string) => `<p>${s}</p>`;
const familyName = (id: string) => FAMILIES.find((f) => f.id === id)?.name ?? '';

/** The body of a 交易公告 for project `x`. */
function tradeNotice(x: Row<'project'>, exchange: string): string {
  const price = x.startPriceFen === null ? '详见各标段' : priceText(x.startPriceFen, x.priceType, x.priceUnit);
  return [
    p(`受转出方委托，${exchange}就以下项目公开征集受让方，现将有关事项公告如下：`),
    p(`一、项目名称：${x.assetsName}；项目编号：${x.projectCode}；资产类别：${familyName(x.familyId)}；流转方式：${TRANSFER_LABELS[x.transferType] ?? '其他'}。`),
    p(`二、标的概况：${x.description}`),
    p(`三、挂牌价：${price}；交易保证金：${x.depositFen / 100}元；加价幅度：${priceText(x.incrementFen, x.priceType, x.priceUnit)}。`),
    p(`四、公告期：${chineseDateTime(x.announcementStartTime)}至${chineseDateTime(x.announcementEndTime)}。意向受让方应在公告期内登录平台完成报名并缴纳交易保证金。`),
    p('五、公告期满产生两个及以上符合条件的意向受让方的，采取网络竞价方式确定受让方；只产生一个的，按挂牌价协议成交。'),
  ].join('');
}

/**
 * Notices: 交易公告 for the 40 latest listings (registering, closed, bidding, pre-disclosed),
 * 成交公告 for the 24 latest deals, 流拍公告 for unsold bidding lots, and the 12 platform notices.
 */
export function buildNotices(env: { rng: Rng; faker: Faker; ids: IdSource; now: number; projects: Row<'project'>[]; exchange: string }): Row<'notice'>[] {
  const { rng, now, ids, exchange } = env;
  const main = env.projects.filter((x) => x.projectType !== 3).sort((a, b) => b.publishDate - a.publishDate);
  const rows: Row<'notice'>[] = [];
  const add = (noticeTitle: string, noticeType: number, content: string, publishDate: number, assetsId = '', isFrontPage = 0) =>
    rows.push({ id: ids.numeric(), noticeTitle, noticeType, content, assetsId, isFrontPage, publishDate, createTime: publishDate - rng.int(1, 6) * HOUR });

  main.filter((x) => [0, 1, 2, 3].includes(x.status)).slice(0, 40).forEach((x, i) =>
    add(`${x.assetsName}${x.status === 0 ? '预披露' : '交易'}公告`, 1, tradeNotice(x, exchange), x.publishDate, x.assetsId, i < 3 ? 1 : 0));

  const closedAt = (x: Row<'project'>) => Math.min(now - HOUR, (x.bidEndTime ?? x.announcementEndTime + 3 * DAY) + DAY);
  main.filter((x) => x.status === 7).sort((a, b) => closedAt(b) - closedAt(a)).slice(0, 24).forEach((x, i) => {
    const buyer = rng.chance(0.6) ? personName(env.faker) : cooperative(x.townName, rng, x.familyId === '5' ? '农机' : '种植');
    const final = x.biddingPriceFen === null ? '详见各标段' : priceText(x.biddingPriceFen, x.priceType, x.priceUnit);
    add(`${x.assetsName}成交公告`, 2, [
      p(`${x.assetsName}（项目编号：${x.projectCode}）已于${chineseDate(closedAt(x) - DAY)}在${exchange}公开交易，现将成交结果公告如下：`),
      p(`转出方：${x.transferor}；受让方：${buyer}；成交价：${final}；交易方式：${x.biddingCount > 1 ? '网络竞价' : '协议成交'}。`),
      p('公示期为5个工作日。对成交结果有异议的，请在公示期内以书面形式向我所提出。'),
    ].join(''), closedAt(x), x.assetsId, i < 3 ? 1 : 0);
  });

  main.filter((x) => x.status === 4 && x.projectNature === 49 && x.biddingCount === 0).forEach((x) => add(`${x.assetsName}流拍公告`, 4, [
    p(`${x.assetsName}（项目编号：${x.projectCode}）原定于${chineseDateTime(x.bidStartTime ?? x.announcementEndTime)}进行网络竞价。`),
    p('因竞价期间无有效报价，根据交易规则，本次交易流拍。转出方可申请调整交易条件后重新挂牌。'),
  ].join(''), Math.min(now - HOUR, (x.bidEndTime ?? x.announcementEndTime) + 2 * HOUR), x.assetsId));

  PLATFORM.forEach(([title, daysAgo, paras], i) => {
    const at = beijingAt(now, -daysAgo, rng.pick([9, 10, 16]), rng.pick([0, 30]));
    add(title, 3, [...paras.map(p), p(`特此公告。`), p(`${exchange}`), p(chineseDate(at))].join(''), at, '', i < 4 ? 1 : 0);
  });
  return rows;
}
