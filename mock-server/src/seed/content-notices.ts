import type { Faker } from '@faker-js/faker';
import { FAMILIES } from './asset-types';
import { addPdf, attachmentSink, type AttachmentSink } from './content-attachments';
import { MORE_PLATFORM_NOTICES, PLATFORM_NOTICES } from './content-notice-text';
import { yuanText } from './detail-facts';
import { TRANSFER_LABELS } from './dictionaries';
import { cooperative, personName } from './names';
import { premiumText, priceText } from './pricing';
import type { IdSource, Rng } from './random';
import { beijingAt, chineseDate, chineseDateTime, DAY, HOUR } from './time';
import type { Row, SeedFile } from './types';

/** How many of the latest listings get a 交易公告 and of the latest deals a 成交公告. */
const TRADE_NOTICES = 40;
const DEAL_NOTICES = 32;

const familyName = (id: string) => FAMILIES.find((f) => f.id === id)?.name ?? '';
const html = (paras: string[]) => paras.map((s) => `<p>${s}</p>`).join('');

/** The paragraphs of a 交易公告 for project `x`; prices in the project's unit (万元 totals, 元/亩/年…), deposit in 元. */
function tradeNotice(x: Row<'project'>, exchange: string): string[] {
  const price = x.startPriceFen === null ? '详见各标段' : priceText(x.startPriceFen, x.priceType, x.priceUnit);
  return [
    `受转出方委托，${exchange}就以下项目公开征集受让方，现将有关事项公告如下：`,
    `一、项目名称：${x.assetsName}；项目编号：${x.projectCode}；资产类别：${familyName(x.familyId)}；流转方式：${TRANSFER_LABELS[x.transferType] ?? '其他'}。`,
    `二、标的概况：${x.description}`,
    `三、挂牌价：${price}；交易保证金：${yuanText(x.depositFen)}；加价幅度：${priceText(x.incrementFen, x.priceType, x.priceUnit)}。`,
    `四、公告期：${chineseDateTime(x.announcementStartTime)}至${chineseDateTime(x.announcementEndTime)}。意向受让方应在公告期内登录平台完成报名并缴纳交易保证金。`,
    '五、公告期满产生两个及以上符合条件的意向受让方的，采取网络竞价方式确定受让方；只产生一个的，按挂牌价协议成交。',
  ];
}

/** The winning price of a deal in the project's unit, with its premium; a package names each lot's price. */
function dealPrice(x: Row<'project'>, lots: Row<'project'>[]): string {
  const one = (p: Row<'project'>) => {
    const final = p.biddingPriceFen ?? p.startPriceFen ?? 0;
    const start = p.startPriceFen ?? final;
    return `${priceText(final, p.priceType, p.priceUnit)}${final > start ? `（挂牌价${priceText(start, p.priceType, p.priceUnit)}，溢价率${premiumText(start, final)}%）` : ''}`;
  };
  if (lots.length === 0) return one(x);
  return lots.map((l) => `${l.assetsName.replace(x.assetsName, '').replace(/[（）]/g, '')}${one(l)}`).join('，');
}

/**
 * Notices with their PDF attachments: 交易公告 for the 40 latest listings (registering, closed, bidding, pre-disclosed)
 * each with its 公告原文; 成交公告 for the 32 latest deals naming the winning price (a package: each lot's) in the
 * project's unit, each with its 公告原文 and 成交确认书; 流拍公告 for bidding lots that closed without a valid bid and
 * listings that ended without a qualified applicant; and 30 platform notices.
 */
export function buildNotices(env: { rng: Rng; faker: Faker; ids: IdSource; now: number; projects: Row<'project'>[]; exchange: string }):
  { rows: Row<'notice'>[]; attachments: Row<'contentAttachment'>[]; files: SeedFile[] } {
  const { rng, now, ids, exchange } = env;
  const main = env.projects.filter((x) => x.projectType !== 3).sort((a, b) => b.publishDate - a.publishDate);
  const rows: Row<'notice'>[] = [];
  const sink: AttachmentSink = attachmentSink();
  const add = (noticeTitle: string, noticeType: number, paras: string[], publishDate: number, assetsId = '', isFrontPage = 0) => {
    const id = ids.numeric();
    rows.push({ id, noticeTitle, noticeType, content: html(paras), assetsId, isFrontPage, publishDate, createTime: publishDate - rng.int(1, 6) * HOUR });
    return id;
  };
  const pdf = (ownerId: string, name: string, fileName: string, title: string, lines: string[]) =>
    addPdf(sink, ids, { ownerType: 'notice', ownerId, name, fileName, title, lines });

  main.filter((x) => [0, 1, 2, 3].includes(x.status)).slice(0, TRADE_NOTICES).forEach((x, i) => {
    const title = `${x.assetsName}${x.status === 0 ? '预披露' : '交易'}公告`;
    const paras = tradeNotice(x, exchange);
    const id = add(title, 1, paras, x.publishDate, x.assetsId, i < 3 ? 1 : 0);
    pdf(id, `${title}（公告原文）.pdf`, `notice-trade-${i + 1}.pdf`, title, [...paras, exchange, chineseDate(x.publishDate)]);
  });

  const closedAt = (x: Row<'project'>) => Math.min(now - HOUR, (x.bidEndTime ?? x.announcementEndTime + 3 * DAY) + DAY);
  main.filter((x) => x.status === 7).sort((a, b) => closedAt(b) - closedAt(a)).slice(0, DEAL_NOTICES).forEach((x, i) => {
    const buyer = rng.chance(0.6) ? personName(env.faker) : cooperative(x.townName, rng, x.familyId === '5' ? '农机' : '种植');
    const price = dealPrice(x, env.projects.filter((l) => l.parentAssetsId === x.assetsId));
    const way = x.biddingCount > 1 ? '网络竞价' : '协议成交';
    const dealDay = chineseDate(closedAt(x) - DAY);
    const title = `${x.assetsName}成交公告`;
    const paras = [
      `${x.assetsName}（项目编号：${x.projectCode}）已于${dealDay}在${exchange}公开交易，现将成交结果公告如下：`,
      `转出方：${x.transferor}；受让方：${buyer}；成交价：${price}；交易方式：${way}。`,
      '公示期为5个工作日。对成交结果有异议的，请在公示期内以书面形式向我所提出。',
    ];
    const id = add(title, 2, paras, closedAt(x), x.assetsId, i < 3 ? 1 : 0);
    pdf(id, `${title}（公告原文）.pdf`, `notice-deal-${i + 1}.pdf`, title, [...paras, exchange, chineseDate(closedAt(x))]);
    pdf(id, `${x.assetsName}成交确认书.pdf`, `deal-confirmation-${i + 1}.pdf`, '农村产权交易成交确认书', [
      `项目名称：${x.assetsName}`, `项目编号：${x.projectCode}`, `转出方：${x.transferor}`, `受让方：${buyer}`,
      `成交价：${price}`, `交易方式：${way}`, `成交日期：${dealDay}`,
      '上述项目经本所公开挂牌，按交易规则确定受让方。交易双方应在本确认书出具之日起10个工作日内签订交易合同，受让方按合同约定支付交易价款。',
      `出具单位：${exchange}`, `出具日期：${dealDay}`,
    ]);
  });

  const unsoldAt = (x: Row<'project'>) => Math.min(now - HOUR, (x.bidEndTime ?? x.announcementEndTime) + 2 * HOUR);
  main.filter((x) => x.status === 4 && x.projectType === 0).sort((a, b) => unsoldAt(b) - unsoldAt(a)).forEach((x) => add(`${x.assetsName}流拍公告`, 4, [
    x.projectNature === 49
      ? `${x.assetsName}（项目编号：${x.projectCode}）于${chineseDateTime(x.bidStartTime ?? x.announcementEndTime)}在${exchange}进行网络竞价，挂牌价${priceText(x.startPriceFen ?? 0, x.priceType, x.priceUnit)}。${x.biddingCount > 0 ? '竞价结束时最高报价未达到保留价' : '因竞价期间无有效报价'}，根据交易规则，本次交易流拍。`
      : `${x.assetsName}（项目编号：${x.projectCode}）于${chineseDateTime(x.announcementStartTime)}至${chineseDateTime(x.announcementEndTime)}在${exchange}公开挂牌，挂牌价${priceText(x.startPriceFen ?? 0, x.priceType, x.priceUnit)}。挂牌期满未征集到符合条件的意向受让方，本次交易流拍。`,
    '已缴纳交易保证金的意向受让方，保证金将在5个工作日内原路无息退还。',
    '转出方可在调整挂牌价或交易条件、重新履行决策程序后申请重新挂牌。',
  ], unsoldAt(x), x.assetsId));

  [...PLATFORM_NOTICES, ...MORE_PLATFORM_NOTICES].forEach(([title, daysAgo, paras], i) => {
    const at = beijingAt(now, -daysAgo, rng.pick([9, 10, 16]), rng.pick([0, 30]));
    add(title, 3, [...paras, '特此公告。', exchange, chineseDate(at)], at, '', i < 4 ? 1 : 0);
  });
  return { rows, attachments: sink.rows, files: sink.files };
}
