import { msg } from './i18n';
/** Business constants of §9, shared by the portal and the exchange server. */
export const PLATFORM_NAME = '农村产权交易平台';
export const REQUEST_TIMEOUT_MS = 15000;
export const CAROUSEL_INTERVAL_MS = 3000;
export const FRONT_PAGE_SLIDE_HEIGHT_PX = 307;
export const ARROW_SCROLL_STEP_PX = 119;
export const ARROW_SCROLL_VISIBLE = 6;
export const TOKEN_CHECK_INTERVAL_MS = 10000;
export const TOKEN_TIME_DEFAULT = 3000;
export const DEFAULT_PAGE_SIZE = 10;
export const HALL_PAGE_SIZE = 8;
export const NOTICE_BOX_SIZE = 7;
export const ADS_SIZE = 100;
export const HOT_CATEGORIES_SIZE = 8;
export const HOT_PROJECTS_HOME_SIZE = 4;
export const HOT_PROJECTS_BLOCK_SIZE = 6;
export const LATEST_PROJECTS_SIZE = 6;
export const PARTNERS_SIZE = 100;
export const NEWS_TAB_SIZE = 6;
export const NOTICE_PAGE_SIZE = 4;
export const LISTED_ASSETS_LIMIT = 4;
export const RECOMMEND_MAX = 4;
export const FOOTER_ITEMS_PER_GROUP = 4;
/** projectNature of bidding projects (§9). */
export const PROJECT_NATURE_BIDDING = 49;
/**
 * The natures the supply-project list (/project) shows, sent as search/page's projectNatures (§7):
 * 0 ordinary listing, 5 call for tenants or investors (招租招商), 49 online bidding.
 */
export const PROJECT_NATURES_LISTED = [0, 5, PROJECT_NATURE_BIDDING] as const;
/** The displayed countdown is leftTime minus this many seconds (§4 Countdown). */
export const COUNTDOWN_OFFSET_S = 5;
export const PREMIUM_DECIMALS = 2;
export const PRICE_UNIT_DEFAULT = msg('万元');
export const FILTER_COLLAPSED_HEIGHT_PX = 58;
export const TEXT_CUT = { userName: 8, noticeBoxTitle: 20, news: 55, notice: 60, frontSummary: 90, general: 96 } as const;
/** The platform's home province (§9 "Province code"). */
export const PROVINCE_CODE = '35';
export const MESSAGE_CODES = { default: 4004, register: 2001, forgotPassword: 2002 } as const;
export const LANGUAGE_DEFAULT = 'zh';
export const LOCK_PATH = '/lock';
export const MODULE_HOME_NOTICE = 'HOME_NOTICE';
export const AD_CODES = { banner: 'nc_home_banner', middle: 'nc_home_middle_adds', project: 'nc_home_project_adds' } as const;
export const FOOTER_ARTICLE_CODES = ['GYWM', 'BZZX', 'ZCFG'] as const;
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Project status filter values (§2 Project list). */
export const PROJECT_STATUS = { registering: 1, registrationClosed: 2, bidding: 3, ended: 4, dealDone: 7 } as const;
export const PROJECT_STATUS_LABELS: Record<number, string> = {
  1: msg('正在报名'),
  2: msg('报名已截止'),
  3: msg('正在竞价'),
  4: msg('已结束'),
  7: msg('已成交'),
};

/** Province filter of §2 Project list: all, Sichuan (51), Chongqing (50). */
export const PROVINCE_FILTER = [
  { value: '', label: msg('全部') },
  { value: '51', label: msg('四川省') },
  { value: '50', label: msg('重庆市') },
] as const;

/** Investment bands of §9, in 万元; `max` exclusive, null = open. */
export const INVESTMENT_BANDS = [
  { value: '1', label: msg('500万元以下'), min: 0, max: 500 },
  { value: '2', label: msg('500-1000万元'), min: 500, max: 1000 },
  { value: '3', label: msg('1000-5000万元'), min: 1000, max: 5000 },
  { value: '4', label: msg('5000万元以上'), min: 5000, max: null },
] as const;

/** Hall tabs (§2 /hall projectActive). */
export const PROJECT_ACTIVE = { ongoing: 1, upcoming: 2 } as const;
