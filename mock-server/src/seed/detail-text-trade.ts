import { chineseDateTime } from './time';
import { kvTable, paras, startPriceText, yuanText, type DetailFacts } from './detail-facts';
import type { SectionText } from './detail-text-asset';
import { EXCHANGE_NAME } from './content-site';
import type { Rng } from './random';

/** How the project is traded; `modeLabel` is the bid activity's mode when the project has a lot. */
export interface TradeContext { modeLabel: string | null }

const list = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

/** 处置方式: the trading method, price terms and how payment and handover work. */
export function disposalText(f: DetailFacts, rng: Rng, t: TradeContext): SectionText {
  const method = t.modeLabel ? `网络竞价（${t.modeLabel}）` : '网络竞价（动态报价）';
  const rows: Array<[string, string]> = [
    ['交易方式', method], ['挂牌价格', startPriceText(f)], ['加价幅度', yuanText(f.incrementFen)], ['交易保证金', yuanText(f.depositFen)],
    ['价款支付方式', f.termYears ? rng.pick(['按年支付，先付后用', '一次性支付', '每三年支付一次']) : '成交后10个工作日内一次性支付'],
    ['交割方式', '签订合同并付清首期价款后，由转出方按现状移交'],
  ];
  return {
    content: `${kvTable(rows)}${paras(
      `公告期满，征集到两个及以上符合条件的意向受让方的，采取${method}方式确定受让方；只征集到一个符合条件的意向受让方的，以不低于挂牌价格的价格协议成交。`,
      '未征集到符合条件的意向受让方的，转出方可延长公告期或调整交易条件后重新挂牌。',
    )}`,
    items: [],
  };
}

/** 交易须知: the steps an enroller goes through, from registration to contract and refund. */
export function tradeNoticeText(f: DetailFacts): SectionText {
  const end = chineseDateTime(f.announcementEndTime);
  return {
    content: list([
      `报名条件：意向受让方须在本平台注册并完成实名认证（个人或机构），符合“信息披露”中的受让方资格条件。`,
      `报名时间：自公告之日起至${end}止（以系统服务器时间为准），逾期不予受理。`,
      '报名方式：登录后在项目详情页点击“我要报名”，按提示上传报名材料并提交；定向发布项目须先输入定向码。',
      `缴纳保证金：报名后通过收银台缴纳交易保证金${yuanText(f.depositFen)}，可选择网上支付或线下转账（转账用途请填写订单号）；保证金须在报名截止前到账，线下转账以交易所确认到账为准。`,
      '取得竞买资格：保证金确认到账后，系统自动分配竞买号，竞买号是参与竞价的唯一身份标识，请妥善保管。',
      '成交确认：竞价结束后，系统按竞价规则确定受让方，交易所出具成交确认书；竞得人的保证金转为交易价款。',
      '签订合同：受让方应在成交之日起5个工作日内与转出方签订流转（转让）合同，逾期视为放弃，保证金不予退还。',
      '保证金退还：未成交的意向受让方，其保证金在竞价结束后5个工作日内原路无息退还。',
      `交易服务费：按成交价款的${f.familyId === '7' ? '1%' : '0.5%'}向受让方收取，最低100元。`,
    ]),
    items: [],
  };
}

/** 风险提示: the warnings a bidder acknowledges before enrolling. */
export function riskWarningText(f: DetailFacts): SectionText {
  const farm = ['1', '3', '4', '6'].includes(f.familyId);
  return {
    content: `${paras('请意向受让方在报名前仔细阅读以下风险提示：')}${list([
      '标的按现状交易，交易所及转出方不对标的的瑕疵承担担保责任，意向受让方应在报名前自行踏勘、核实。',
      farm ? '农业生产受自然灾害、病虫害及市场价格波动影响较大，受让方应充分评估经营风险，建议购买农业保险。' : '标的经营收益受市场需求变化影响，受让方应充分评估投资回报。',
      '受让方不得改变标的用途，不得违反国土空间规划、耕地保护及生态环境保护的有关规定。',
      '竞价时间以系统服务器时间为准，因网络、设备等原因导致出价失败的，由竞买人自行承担。',
      '出价一经系统受理不得撤回；竞得后放弃受让的，保证金不予退还，并承担相应法律责任。',
    ])}`,
    items: [],
  };
}

/** 竞价公告: the formal announcement of the listing. */
export function bidAnnouncementText(f: DetailFacts, t: TradeContext): SectionText {
  const rows: Array<[string, string]> = [
    ['项目编号', f.projectCode], ['项目名称', f.assetsName], ['挂牌价格', startPriceText(f)], ['交易保证金', yuanText(f.depositFen)],
    ['公告期', `${chineseDateTime(f.announcementStartTime)} 至 ${chineseDateTime(f.announcementEndTime)}`],
    ['竞价时间', f.bidStartTime ? `${chineseDateTime(f.bidStartTime)} 开始` : '报名截止后另行通知'],
    ['竞价方式', t.modeLabel ?? '动态报价'], ['咨询电话', '028-86752310'],
  ];
  return {
    content: `<h4 style="text-align:center">${f.assetsName}竞价公告</h4>${paras(
      `${EXCHANGE_NAME}受${f.transferor}委托，对${f.assetsName}进行公开挂牌交易，欢迎符合条件的意向受让方报名参与。现将有关事项公告如下：`,
    )}${kvTable(rows)}${paras('详细信息请查阅本项目“交易须知”“信息披露”及相关附件。', `${EXCHANGE_NAME}`)}`,
    items: [],
  };
}
