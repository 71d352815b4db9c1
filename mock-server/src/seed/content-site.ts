import { PLATFORM_NAME, TOKEN_TIME_DEFAULT } from '../../../contract/constants';
import { bannerImage, SEED_URL } from './images';
import { partnerLogo } from './images-misc';
import type { IdSource } from './random';
import { beijingYearMonth } from './time';
import type { Row, SeedFile } from './types';

/** The exchange that runs the platform (footer copyright, about pages). */
export const EXCHANGE_NAME = '天府农村产权交易所';

/** website_config rows: platform name, hotline and footer lines (§1), tokenTime (§4). */
export function websiteConfigRows(now: number): Row<'websiteConfig'>[] {
  const year = beijingYearMonth(now).year;
  const config: Record<string, string> = {
    platformName: PLATFORM_NAME,
    hotline: '400-028-6988',
    phone: '028-86752310',
    fax: '028-86752311',
    address: '四川省成都市武侯区天府大道北段1480号拉德方斯大厦东楼12层',
    copyright: `© ${year} ${EXCHANGE_NAME}有限公司 版权所有`,
    filingNo: '蜀ICP备09012345号-1',
    techSupport: '四川数智乡村科技有限公司',
    techSupportUrl: 'https://www.szxc-tech.cn',
    appQrText: 'https://app.tfnccq.com/download?from=portal',
    tokenTime: String(TOKEN_TIME_DEFAULT),
  };
  return Object.entries(config).map(([configKey, configValue]) => ({ configKey, configValue }));
}

const NAV: Array<[name: string, url: string, flag: string, inStation: number, openPage: number]> = [
  ['首页', '/index', 'index', 1, 0], ['交易项目', '/project', 'project', 1, 0], ['竞价大厅', '/hall', 'hall', 1, 0],
  ['需求信息', '/demand', 'demand', 1, 0], ['新闻中心', '/xwzx', 'xwzx', 1, 0], ['政策法规', '/zcfg', 'zcfg', 1, 0],
  ['通知公告', '/notice', 'notice', 1, 0], ['帮助中心', '/helpCenter', 'helpCenter', 1, 0], ['关于我们', '/gywm', 'gywm', 1, 0],
  ['农业农村部', 'https://www.moa.gov.cn/', 'moa', 0, 1],
];

/** The header menu (§3 Navigation item): nine internal routes and one external site opened in a new tab. */
export function navigationRows(ids: IdSource): Row<'navigation'>[] {
  return NAV.map(([navigationName, navigationUrl, menuFlag, inStation, openPage], i) => ({
    id: ids.numeric(), navigationName, navigationUrl, inStation, openPage, menuFlag, sort: i + 1,
  }));
}

const BANNERS: Array<[title: string, sub: string, url: string]> = [
  ['深化农村产权制度改革', '激活要素 盘活资源 助力乡村全面振兴', 'https://www.moa.gov.cn/'],
  ['土地经营权流转 阳光交易', '公开 公平 公正 · 全程网上可查可追溯', 'https://www.gov.cn/zhengce/'],
  ['集体资产上平台 交易规范保权益', '村集体资产资源处置统一进场交易', 'https://nync.sc.gov.cn/'],
  ['网络竞价 足不出户', '实名认证 在线报名 保证金线上缴纳', 'https://www.gov.cn/'],
];
const MIDDLE: Array<[title: string, sub: string, url: string, isWebsite: number]> = [
  ['农村产权抵押融资服务', '经营权、林权、农机具抵押贷款一站式办理', '/helpCenter', 0],
  ['乡村振兴项目招商推介', '优质涉农项目常年招商 欢迎洽谈合作', '/project', 0],
];

/**
 * Adverts: 4 home banners (external links, isWebsite 1), 2 middle banners, and 4 project recommendations
 * linking to seeded projects (isWebsite 0). Returns the rows and their banner images.
 */
export function adRows(ids: IdSource, recommended: Row<'project'>[]): { rows: Row<'ad'>[]; files: SeedFile[] } {
  const files: SeedFile[] = [];
  const rows: Row<'ad'>[] = [];
  BANNERS.forEach(([title, sub, url], i) => {
    const file = bannerImage(`banner-${i + 1}.svg`, title, sub, i);
    files.push(file);
    rows.push({ id: ids.numeric(), code: 'nc_home_banner', title, imgSrc: SEED_URL + file.name, url, isWebsite: 1, sort: i + 1 });
  });
  MIDDLE.forEach(([title, sub, url, isWebsite], i) => {
    const file = bannerImage(`middle-${i + 1}.svg`, title, sub, i + 2, 160);
    files.push(file);
    rows.push({ id: ids.numeric(), code: 'nc_home_middle_adds', title, imgSrc: SEED_URL + file.name, url, isWebsite, sort: i + 1 });
  });
  recommended.slice(0, 4).forEach((p, i) => rows.push({
    id: ids.numeric(), code: 'nc_home_project_adds', title: p.assetsName, imgSrc: p.imgSrc,
    url: `/projectDetail/${p.assetsId}.html`, isWebsite: 0, sort: i + 1,
  }));
  return { rows, files };
}

/** Partners: banks, rural credit unions, a land consolidation centre, notaries… One url lacks its scheme on purpose. */
const PARTNERS: Array<[name: string, url: string, color: string]> = [
  ['中国农业银行', 'https://www.abchina.com/', '#00855f'],
  ['中国农业发展银行', 'https://www.adbc.com.cn/', '#007a3d'],
  ['中国邮政储蓄银行', 'https://www.psbc.com/', '#00693c'],
  ['四川农商联合银行', 'https://www.scrcu.com.cn/', '#1d6fb8'],
  ['成都农商银行', 'https://www.cdrcb.com/', '#e60012'],
  ['重庆农村商业银行', 'https://www.cqrcb.com/', '#c8161d'],
  ['福建省农村信用社联合社', 'https://www.fjnx.com.cn/', '#0a5ca8'],
  ['四川省农业融资担保有限公司', 'https://www.scnydb.com/', '#2e7d32'],
  ['四川省国土整治中心', 'http://dnr.sc.gov.cn/', '#6d4c41'],
  ['成都市蜀都公证处', 'www.cdsdgzc', '#5e35b1'],
  ['中国人民财产保险股份有限公司', 'https://www.epicc.com.cn/', '#d71920'],
  ['四川省土地勘测规划研究院', 'https://www.sclrpi.cn/', '#00838f'],
];

/** Partner rows (positionType 1) and their logos. */
export function partnerRows(ids: IdSource): { rows: Row<'partner'>[]; files: SeedFile[] } {
  const files = PARTNERS.map(([name, , color], i) => partnerLogo(`partner-${i + 1}.svg`, name, color));
  const rows = PARTNERS.map(([name, url], i) => ({ id: ids.numeric(), name, url, imgSrc: SEED_URL + files[i].name, positionType: 1, sort: i + 1 }));
  return { rows, files };
}
