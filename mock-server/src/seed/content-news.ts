import type { PlateKey } from './content-plates';
import { moreArticles } from './content-news-more';
import { annualReportPages, MORE_ABOUT_PAGES, networkPages, type NetworkCity } from './content-pages-about';
import { MORE_HELP_PAGES } from './content-pages-help';
import { ABOUT_PAGES, HELP_PAGES, type Page } from './content-pages-text';
import {
  BRANCH_BODY, BRANCH_EVENTS, CENTRE_BODY, CENTRE_NEWS, POLICIES, POLICY_BODY, TRADE_BODY, TRADE_NEWS, WORK_BODY, WORK_NEWS, type Article,
} from './content-news-text';
import { addPdf, attachmentSink, paragraphsOf } from './content-attachments';
import { SEED_URL } from './images';
import { newsThumb } from './images-misc';
import { priceText, premiumText } from './pricing';
import type { IdSource, Rng } from './random';
import { beijingAt, beijingYearMonth, chineseDate, DAY, HOUR } from './time';
import type { Row, SeedFile } from './types';

/** Site facts that static pages quote. */
export interface SiteFacts { name: string; hotline: string; phone: string; address: string }

/** Fewest articles of each news plate (交易动态, 政策法规, 工作动态, 分支动态, 新闻中心). */
export const NEWS_PER_PLATE = 30;

interface Draft { title: string; paragraphs: string[]; publishDate: number; outer?: string }

const THUMBS: Array<[PlateKey, string[]]> = [
  ['jydt', ['成交喜讯', '挂牌推介']], ['zcfg', ['政策解读', '法规速递']], ['gzdt', ['工作动态', '业务培训']],
  ['branch', ['分支动态', '镇村服务']], ['xwzx', ['乡村振兴', '新闻聚焦']], ['gywm', ['关于我们']], ['bzzx', ['帮助中心']],
];
const OUTER: Record<string, string> = {
  国务院办公厅关于引导农村产权流转交易市场健康发展的意见: 'https://www.gov.cn/zhengce/',
  全省农村产权交易市场体系建设现场推进会召开: 'https://nync.sc.gov.cn/',
};

/**
 * News of every source-1 plate: at least NEWS_PER_PLATE each of 交易动态 (up to 14 from seeded deals), 政策法规,
 * 工作动态, 分支动态 and 新闻中心 (fixed articles, then ones made of templates and branch places), and of 关于我们
 * (profile, organisation, rules, qualifications, contacts, the service network per city of `network`, annual reports)
 * and 帮助中心 (guides). Newest five of the front-page plates are front-page items with images.
 */
export function buildNews(
  env: {
    rng: Rng; ids: IdSource; now: number; plateId: Record<PlateKey, string>; deals: Row<'project'>[]; branchPlaces: string[]; network: NetworkCity[];
  },
  site: SiteFacts,
): { rows: Row<'news'>[]; attachments: Row<'contentAttachment'>[]; files: SeedFile[] } {
  const { rng, now } = env;
  const files: SeedFile[] = [];
  const thumbs = new Map<PlateKey, string[]>();
  THUMBS.forEach(([key, captions], i) => thumbs.set(key, captions.map((c, j) => {
    const file = newsThumb(`news-${key}-${j + 1}.svg`, c, i * 2 + j);
    files.push(file);
    return SEED_URL + file.name;
  })));
  const spread = (n: number, i: number) => beijingAt(now, -(1 + Math.floor((i * 230) / n) + rng.int(0, Math.floor(200 / n))), rng.int(9, 17), rng.pick([0, 10, 20, 30, 40, 50]));
  const fromArticles = (list: Article[], body: string[]) => list.map(([title, lead], i): Draft => ({
    title, paragraphs: [lead, ...pickBody(rng, body)], publishDate: spread(list.length, i), outer: OUTER[title],
  }));
  const fill = (s: string) => s.replace(/\{name\}/g, site.name).replace(/\{hotline\}/g, site.hotline).replace(/\{phone\}/g, site.phone).replace(/\{address\}/g, site.address);
  const pages = (list: Page[]) => list.map(([title, paras], i): Draft => ({ title, paragraphs: paras.map(fill), publishDate: beijingAt(now, -(20 + i * 9), 10) }));
  const branch = rng.sample(env.branchPlaces, BRANCH_EVENTS.length).map((place, i): Article => {
    const [t, lead] = BRANCH_EVENTS[i];
    return [t.replace('{place}', place), lead.replace(/\{place\}/g, place)];
  });
  // Every news plate the nav, the footer and the home panels name lists at least NEWS_PER_PLATE articles.
  const filled = (key: PlateKey, list: Article[]) => [...list, ...moreArticles(key, env.branchPlaces, NEWS_PER_PLATE - list.length, rng)];
  const deals = dealDrafts(env.deals, rng, now);
  const plates: Array<[PlateKey, Draft[], boolean]> = [
    ['jydt', [...deals, ...fromArticles([...TRADE_NEWS, ...moreArticles('jydt', env.branchPlaces, NEWS_PER_PLATE - deals.length - TRADE_NEWS.length, rng)], TRADE_BODY)], true],
    ['zcfg', fromArticles(filled('zcfg', POLICIES), POLICY_BODY).map((d, i) => ({ ...d, publishDate: i < 4 ? beijingAt(now, -(3 + i * 4), 10) : d.publishDate })), true],
    ['gzdt', fromArticles(filled('gzdt', WORK_NEWS), WORK_BODY), true],
    ['branch', fromArticles(filled('branch', branch), BRANCH_BODY), true],
    ['xwzx', fromArticles(filled('xwzx', CENTRE_NEWS), CENTRE_BODY), true],
    ['gywm', pages([...ABOUT_PAGES, ...MORE_ABOUT_PAGES, ...networkPages(env.network), ...annualReportPages(beijingYear(now))]), false],
    ['bzzx', pages([...HELP_PAGES, ...MORE_HELP_PAGES]), false],
  ];
  const rows: Row<'news'>[] = [];
  for (const [key, drafts, front] of plates) {
    const imgs = thumbs.get(key) ?? [];
    drafts.sort((a, b) => b.publishDate - a.publishDate).forEach((d, i) => {
      const top = front && i < 5;
      const summarys = d.paragraphs[0].length > 110 ? `${d.paragraphs[0].slice(0, 108)}……` : d.paragraphs[0];
      rows.push({
        id: env.ids.numeric(), plateId: env.plateId[key], title: d.title, summarys,
        content: d.paragraphs.map((p) => `<p>${p}</p>`).join(''),
        imgSrc: top || (front && rng.chance(0.3)) ? imgs[i % imgs.length] : '',
        isOuterLink: d.outer ? 1 : 0, outerLinkUrl: d.outer ?? '', isFrontPage: top ? 1 : 0,
        publishDate: d.publishDate, createTime: d.publishDate - rng.int(1, 5) * HOUR,
      });
    });
  }
  return { rows, attachments: policyAttachments(rows.filter((r) => r.plateId === env.plateId.zcfg), env.ids, files), files };
}

/** Policies with a downloadable PDF of their text (the newest POLICY_FILES ones); the files join `files`. */
const POLICY_FILES = 10;

function policyAttachments(policies: Row<'news'>[], ids: IdSource, files: SeedFile[]): Row<'contentAttachment'>[] {
  const sink = attachmentSink();
  policies.slice(0, POLICY_FILES).forEach((n, i) => addPdf(sink, ids, {
    ownerType: 'news', ownerId: n.id, name: `${n.title}.pdf`, fileName: `policy-${i + 1}.pdf`, title: n.title, lines: paragraphsOf(n.content),
  }));
  files.push(...sink.files);
  return sink.rows;
}

const beijingYear = (ms: number) => beijingYearMonth(ms).year;

/** 2–5 body paragraphs in their pool order. */
function pickBody(rng: Rng, pool: string[]): string[] {
  const keep = new Set(rng.sample(pool.map((_, i) => i), rng.int(2, Math.min(5, pool.length))));
  return pool.filter((_, i) => keep.has(i));
}

/** 交易动态 items reporting the 14 most recent competitive deals among seeded projects. */
function dealDrafts(deals: Row<'project'>[], rng: Rng, now: number): Draft[] {
  const dealDay = (p: Row<'project'>) => p.bidEndTime ?? p.announcementEndTime + 3 * DAY;
  return deals
    .filter((p) => p.projectType === 0 && p.projectNature !== 5 && p.biddingCount >= 2 && p.startPriceFen !== null && (p.biddingPriceFen ?? 0) > p.startPriceFen)
    .sort((a, b) => dealDay(b) - dealDay(a)).slice(0, 14)
    .map((p) => {
      const start = p.startPriceFen ?? 0;
      const final = p.biddingPriceFen ?? start;
      const rate = premiumText(start, final);
      const at = Math.min(now - HOUR, dealDay(p) + DAY);
      return {
        title: `${p.assetsName}成功成交，溢价率${rate}%`, publishDate: at,
        paragraphs: [
          `${chineseDate(dealDay(p))}，${p.assetsName}项目在我所通过${p.projectNature === 49 ? '网络竞价' : '公开竞价'}方式成交。该项目挂牌价${priceText(start, p.priceType, p.priceUnit)}，经过${p.biddingCount}轮报价，最终以${priceText(final, p.priceType, p.priceUnit)}成交，溢价率${rate}%。`,
          `项目转出方为${p.transferor}，${p.description.split('。')[0]}。`,
          ...pickBody(rng, TRADE_BODY),
        ],
      };
    });
}
