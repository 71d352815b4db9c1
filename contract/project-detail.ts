import { z } from 'zod';
import { lotModeSchema, lotPhaseSchema, lotRulesSchema } from './bid';
import { assetsIdSchema, listedProjectSchema } from './projects';
import { msg } from './i18n';
import { ACCEPT_KINDS } from './project-detail-paths';

/**
 * Project detail (§2 /projectDetail/{assetsId}.html and /projectPkg/{assetsId}.html, §7 Projects and bidding):
 * the detail call, the asset-detail family (one call per tab of the detail page), package sub-assets, feature tags,
 * attachment download log and the directional release code. Paths are relative to the `/api/` base. Money is in 元,
 * times are Beijing 'YYYY-MM-DD HH:mm:ss' strings unless a field ends in `At` (epoch ms, for countdowns).
 */
export { ACCEPT_KIND_LABELS, ACCEPT_KINDS, DETAIL_PATHS } from './project-detail-paths';

export { DETAIL_SECTION_KEYS, DETAIL_SECTIONS, RESTRICTED_SECTIONS, type DetailSection } from './detail-sections';

/** `assetsId` query/body parameter: 32 hex characters (upper case tolerated). */
export const assetsIdParam = z.string({ message: msg('项目编号不能为空') }).trim().toLowerCase().pipe(assetsIdSchema);
export const assetsQuerySchema = z.object({ assetsId: assetsIdParam });

/** A label/value pair of a structured block (rendered as a two-column table). */
export const labelValueSchema = z.object({ label: z.string(), value: z.string() });

/** The bid activity of a project that has a lot: mode and phase with labels, and 竞价须知 (contract/bid LotRules). */
export const bidActivitySchema = z.object({
  mode: lotModeSchema, modeLabel: z.string(), phase: lotPhaseSchema, phaseLabel: z.string(), rules: lotRulesSchema,
});

/** A project's roadshow (路演) as the detail page shows it; followed is false for anonymous callers. */
export const roadshowSchema = z.object({
  id: z.string(), title: z.string(), host: z.string(), startTime: z.string(), endTime: z.string(), startAt: z.number(),
  liveUrl: z.string(), coverImg: z.string(), followerCount: z.number().int(), followed: z.boolean(),
});

/**
 * GET detail ?assetsId= — ListedProject plus the detail facts. deposit / increment / biddingPrice in 元; termYears in
 * years; gallery: image URLs (first = imgSrc); isPackage: projectType 1 (open /projectPkg); directional: a release code
 * restricts RESTRICTED_SECTIONS and enrolment, directionalVerified: the caller may see them. enrolment: the window
 * (startAt/endAt epoch ms, open = now inside it). bidActivity null without a lot. isCollected false when anonymous.
 * 400 malformed assetsId, 404 '项目不存在'.
 */
export const projectDetailSchema = listedProjectSchema.extend({
  description: z.string(), transferor: z.string(), termYears: z.number().int().nullable(),
  deposit: z.number(), increment: z.number(), biddingPrice: z.number().nullable(), biddingCount: z.number().int(),
  town: z.string(), village: z.string(), regionText: z.string(), transferTypeName: z.string(),
  announcementStartTime: z.string(), bidStartTime: z.string(), bidEndTime: z.string(),
  gallery: z.array(z.string()), isPackage: z.boolean(), parentAssetsId: z.string(), subAssetCount: z.number().int(),
  acceptKinds: z.enum(ACCEPT_KINDS), acceptKindsLabel: z.string(), directional: z.boolean(), directionalVerified: z.boolean(),
  enrolment: z.object({ startTime: z.string(), endTime: z.string(), startAt: z.number(), endAt: z.number(), open: z.boolean() }),
  bidActivity: bidActivitySchema.nullable(), favouriteCount: z.number().int(), isCollected: z.boolean(),
  roadshow: roadshowSchema.nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** GET base-info ?assetsId= — 基本信息 as label/value rows, in display order (prices already formatted with units). */
export const baseInfoSchema = z.object({ assetsId: assetsIdSchema, assetsName: z.string(), items: z.array(labelValueSchema) });

/** GET top-info ?assetsId= — the announcement header: title, code, dates, state, counts; `*At` epoch ms for countdowns. */
export const topInfoSchema = z.object({
  assetsId: assetsIdSchema, assetsName: z.string(), projectCode: z.string(), publishDate: z.string(), status: z.number().int(),
  state: z.string(), announcementStartTime: z.string(), announcementEndTime: z.string(), announcementEndAt: z.number(),
  bidStartAt: z.number().nullable(), favouriteCount: z.number().int(), downloadCount: z.number().int(), directional: z.boolean(),
});

/**
 * GET section/{key} ?assetsId= — one rich-text tab: content is sanitised-at-source HTML (p, h4, table, ul); items are the
 * structured facts of the tab (transferor, evaluation). locked: a restricted tab of a directional project the caller has
 * not unlocked (content '' and items []). 404 '项目不存在'.
 */
export const sectionSchema = z.object({
  assetsId: assetsIdSchema, section: z.string(), title: z.string(), content: z.string(), items: z.array(labelValueSchema),
  locked: z.boolean(), updateTime: z.string(),
});
export type SectionAnswer = z.infer<typeof sectionSchema>;

/** One material an enroller uploads (报名材料): appliesTo says which kind of enroller must provide it. */
export const materialSchema = z.object({
  code: z.string(), name: z.string(), required: z.boolean(), appliesTo: z.enum(ACCEPT_KINDS), note: z.string(),
});
export type Material = z.infer<typeof materialSchema>;
/** GET enrol-materials ?assetsId= — which kinds may enrol and the materials to upload. */
export const materialsAnswerSchema = z.object({ acceptKinds: z.enum(ACCEPT_KINDS), acceptKindsLabel: z.string(), materials: z.array(materialSchema) });

/** An attachment: size in bytes, url to GET the file, contentType application/pdf or image/svg+xml. */
export const attachmentSchema = z.object({ id: z.string(), name: z.string(), size: z.number().int(), url: z.string(), contentType: z.string() });
/** GET attachments ?assetsId= — locked (directional, not unlocked) comes with no records. */
export const attachmentsAnswerSchema = z.object({ locked: z.boolean(), records: z.array(attachmentSchema) });

/** POST attachmentLog { assetsId, attachmentId } → { downloadCount, url }. 404 unknown attachment, 403 locked. */
export const attachmentLogRequestSchema = z.object({
  assetsId: assetsIdParam, attachmentId: z.string({ message: msg('附件编号不能为空') }).trim().regex(/^\d{1,19}$/, msg('附件编号格式错误')),
});
export const attachmentLogAnswerSchema = z.object({ downloadCount: z.number().int(), url: z.string() });

/**
 * POST verifyCode { assetsId, code } (login required) → { directional, verified }. A correct code is remembered for
 * the caller. 400 '定向码错误，请核对后重新输入'; a project without a code answers directional false, verified true.
 */
export const verifyCodeRequestSchema = z.object({
  assetsId: assetsIdParam, code: z.string({ message: msg('定向码不能为空') }).trim().min(1, msg('定向码不能为空')).max(32, msg('定向码格式错误')),
});
export const verifyCodeAnswerSchema = z.object({ directional: z.boolean(), verified: z.boolean() });

/**
 * GET pkg ?assetsId= — the sub-assets of a package (projectType 1) or asset group (2), in lot order, each a
 * ListedProject plus deposit and increment (元). 400 '该项目不是打包项目' for other projects, 404 unknown.
 */
export const subAssetSchema = listedProjectSchema.extend({ deposit: z.number(), increment: z.number() });
export const pkgAnswerSchema = z.object({
  assetsId: assetsIdSchema, assetsName: z.string(), projectType: z.number().int(), records: z.array(subAssetSchema),
});

/** GET features ?assetsId= — feature tags (交通便利, 水源充足 …) in display order. */
export const featureSchema = z.object({ id: z.string(), name: z.string() });
