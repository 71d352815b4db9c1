import { z } from 'zod';

/** Date-time strings on the wire are Beijing time `YYYY-MM-DD HH:mm:ss` (§9 date format). */
export const dateTimeSchema = z.string();

/** Advert / banner (§3 Banner). `isWebsite` 1 = open in a new tab. */
export const bannerSchema = z.object({
  id: z.string(),
  url: z.string(),
  imgSrc: z.string(),
  title: z.string(),
  isWebsite: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** Partner link (§3). */
export const partnerSchema = z.object({ id: z.string(), name: z.string(), url: z.string(), imgSrc: z.string() });
export type Partner = z.infer<typeof partnerSchema>;

/** Navigation item (§3): inStation 1 = internal route, openPage 1 = new tab. */
export const navItemSchema = z.object({
  id: z.string(),
  navigationName: z.string(),
  navigationUrl: z.string(),
  inStation: z.number().int(),
  openPage: z.number().int(),
  menuFlag: z.string(),
});
export type NavItem = z.infer<typeof navItemSchema>;

/**
 * A neighbour of a detail in its list (same plate for news, same noticeType for notices), or null at either end.
 * `prev` is the newer item, shown above in the newest-first list; `next` is the older item, shown below.
 */
export const neighbourSchema = z.object({ id: z.string(), title: z.string() }).nullable();
export type Neighbour = z.infer<typeof neighbourSchema>;

/** A downloadable attachment of an article: file name, URL under /files/, size in bytes. */
export const attachmentSchema = z.object({ name: z.string(), url: z.string(), size: z.number().int() });
export type Attachment = z.infer<typeof attachmentSchema>;

/**
 * News article (§3 News). `content` (sanitised HTML), `attachments`, `prev` and `next` only in detail answers.
 * `titleHighlight` only in keyword searches: the title HTML-escaped, each match wrapped in `<mark>`…`</mark>`.
 */
export const newsSchema = z.object({
  id: z.string(),
  plateId: z.string(),
  title: z.string(),
  summarys: z.string(),
  imgSrc: z.string(),
  isOuterLink: z.number().int(),
  outerLinkUrl: z.string(),
  publishDate: dateTimeSchema,
  createTime: dateTimeSchema,
  content: z.string().optional(),
  titleHighlight: z.string().optional(),
  attachments: z.array(attachmentSchema).optional(),
  prev: neighbourSchema.optional(),
  next: neighbourSchema.optional(),
});
export type News = z.infer<typeof newsSchema>;

/**
 * Notice (§3 Notice). noticeType: 1 交易公告, 2 成交公告, 3 平台公告, 4 流拍公告. `content`, `attachments` (when it has
 * any, same shape as news), `prev` and `next` (neighbours of the same noticeType, see neighbourSchema) only in detail
 * answers.
 */
export const noticeSchema = z.object({
  id: z.string(),
  noticeTitle: z.string(),
  noticeType: z.number().int(),
  publishDate: dateTimeSchema,
  createTime: dateTimeSchema,
  content: z.string().optional(),
  attachments: z.array(attachmentSchema).optional(),
  prev: neighbourSchema.optional(),
  next: neighbourSchema.optional(),
});
export type Notice = z.infer<typeof noticeSchema>;

/**
 * News type tab / plate (§3). sourceType 1 news, 2 notices, 3 newly listed assets.
 * For sourceType 2 `plateCode` is the noticeType; for 1 and 3 `id` is the plateId.
 */
export const newsPlateSchema = z.object({
  id: z.string(),
  name: z.string(),
  plateCode: z.string(),
  sourceType: z.number().int(),
  moreButtonUrl: z.string(),
  hasFrontPage: z.number().int(),
});
export type NewsPlate = z.infer<typeof newsPlateSchema>;

/** news-platecfg/select answer: the plate with its articles in `data` (§7 "Reads data.data as a list"). */
export const plateArticlesSchema = newsPlateSchema.extend({ data: z.array(newsSchema) });
export type PlateArticles = z.infer<typeof plateArticlesSchema>;

/** Periodical (期刊), recruitment (招聘) and development history (发展历程) items of §7. */
export const periodicalSchema = z.object({
  id: z.string(), title: z.string(), issueNo: z.string(), coverImg: z.string(), fileUrl: z.string(),
  publishDate: dateTimeSchema, content: z.string().optional(),
});
export const recruitSchema = z.object({
  id: z.string(), jobName: z.string(), department: z.string(), headcount: z.number().int(), workPlace: z.string(),
  publishDate: dateTimeSchema, content: z.string().optional(),
});
export const evolutionSchema = z.object({ id: z.string(), year: z.string(), title: z.string(), content: z.string() });
export type Periodical = z.infer<typeof periodicalSchema>;
export type Recruit = z.infer<typeof recruitSchema>;
export type Evolution = z.infer<typeof evolutionSchema>;

/** Website configuration (tokenTime of §4, hotline and footer lines of §1). */
export const websiteConfigSchema = z.object({
  platformName: z.string(),
  hotline: z.string(),
  phone: z.string(),
  fax: z.string(),
  address: z.string(),
  copyright: z.string(),
  filingNo: z.string(),
  techSupport: z.string(),
  techSupportUrl: z.string(),
  appQrText: z.string(),
  tokenTime: z.number().int(),
});
export type WebsiteConfig = z.infer<typeof websiteConfigSchema>;

/** A tab of a page module (page-modules-content/batch-list): a plate plus the module it belongs to (e.g. HOME_NOTICE). */
export const moduleTabSchema = newsPlateSchema.extend({ moduleCode: z.string() });
export type ModuleTab = z.infer<typeof moduleTabSchema>;
