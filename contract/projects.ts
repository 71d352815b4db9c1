import { z } from 'zod';
import { ASSETS_ID_MESSAGE, ASSETS_ID_PATTERN } from './asset-id';
import { HALL_PAGE_SIZE, PROJECT_NATURE_BIDDING } from './constants';
import { msg } from './i18n';

/** Asset id: 32-char lowercase hex (design.md ids). */
export const assetsIdSchema = z.string().regex(ASSETS_ID_PATTERN, ASSETS_ID_MESSAGE);

/**
 * Latest / listed project (§3). Prices are in 元; priceType 2 means `startPrice` is per `priceUnit`
 * (e.g. 元/亩/年), otherwise the display unit is 万元 (value ÷ 10000). projectType 0/3 single assets,
 * 1 package, 2 package sub-asset group. `state` is the status text matched by substring (§4).
 */
export const listedProjectSchema = z.object({
  id: assetsIdSchema,
  assetsId: assetsIdSchema,
  assetsName: z.string(),
  projectCode: z.string(),
  projectType: z.number().int(),
  projectNature: z.number().int(),
  priceType: z.number().int(),
  startPrice: z.number().nullable(),
  priceUnit: z.string(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  area: z.number().nullable(),
  areaUnit: z.string(),
  typeName: z.string(),
  transferType: z.string(),
  status: z.number().int(),
  state: z.string(),
  imgSrc: z.string(),
  announcementEndTime: z.string(),
  publishDate: z.string(),
});
export type ListedProject = z.infer<typeof listedProjectSchema>;

/**
 * Bidding asset / hall row (§3). `leftTime` in seconds, computed from server time:
 * ongoing rows → until the bidding ends; upcoming rows → until the bidding starts.
 */
export const hallRowSchema = z.object({
  assetsId: assetsIdSchema,
  assetsName: z.string(),
  projectType: z.number().int(),
  priceType: z.number().int(),
  startPrice: z.number(),
  biddingPrice: z.number().nullable(),
  biddingCount: z.number().int(),
  priceUnitName: z.string(),
  leftTime: z.number().int(),
  bidStartTime: z.string(),
  bidEndTime: z.string(),
});
export type HallRow = z.infer<typeof hallRowSchema>;

const intString = (message: string) => z.string().regex(/^\d{1,18}$/, message).optional();

/**
 * POST /api/dscq-project/search/page body (§2 Project list, §7). Every filter optional.
 * projectNatures: comma list of natures (e.g. "0,5,49"); status: 1 2 3 4 7;
 * province: '51' | '50' | other 2-digit code; investmentBand: '1'..'4' (§9 bands, 万元).
 */
export const projectSearchSchema = z.object({
  current: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  q: z.string().trim().max(50, msg('关键词不能超过50个字符')).optional(),
  projectNatures: z.string().regex(/^\d+(,\d+)*$/, msg('项目性质格式错误')).optional(),
  operationId: intString(msg('资产类型必须是数字编号')),
  parentId: intString(msg('资产大类必须是数字编号')),
  demandPurpose: z.string().regex(/^\d{1,4}$/, msg('土地用途格式错误')).optional(),
  transferType: z.string().regex(/^\d{1,4}$/, msg('流转方式格式错误')).optional(),
  province: z.string().regex(/^\d{2}$/, msg('省份编码必须是2位数字')).optional(),
  investmentBand: z.enum(['1', '2', '3', '4'], { message: msg('投资额区间只能是1-4') }).optional(),
  status: z.coerce.number().int().refine((v) => [1, 2, 3, 4, 7].includes(v), msg('项目状态只能是1、2、3、4、7')).optional(),
  projectTypes: z.string().regex(/^\d+(,\d+)*$/, msg('项目类型格式错误')).optional(),
});
export type ProjectSearch = z.infer<typeof projectSearchSchema>;

/** Hall lists (§7 hall/page and activity/upcoming-bid): assetsName, projectNature 49, current 1, size 8. */
export const hallQuerySchema = z.object({
  assetsName: z.string().trim().max(50, msg('资产名称不能超过50个字符')).optional(),
  projectNature: z.coerce.number().int().default(PROJECT_NATURE_BIDDING),
  current: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(HALL_PAGE_SIZE),
});
export type HallQuery = z.infer<typeof hallQuerySchema>;

/** Hall statistics (bid-assets/bidding-data): counts and the turnover of deals, 元. */
export const biddingDataSchema = z.object({
  ongoingCount: z.number().int(),
  upcomingCount: z.number().int(),
  dealCount: z.number().int(),
  dealAmount: z.number(),
});
/** Hall rates (bid-assets/bidding-rate): deal rate and average premium rate, both in percent. */
export const biddingRateSchema = z.object({ dealRate: z.number(), avgPremiumRate: z.number() });
