import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { websiteConfigSchema } from '../../../../contract/content';
import { SANDBOX_PATH, sandboxStatusSchema, type SandboxStatus } from '../../../../contract/sandbox';
import { assetTypeNodeSchema, dictItemSchema, industrySchema, regionSchema } from '../../../../contract/lookups';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { get } from '../../http/route';
import { assetTypeTree } from '../../services/catalog';
import { listDictItems } from '../../services/dictionary';
import { findIndustries, findRegions, websiteConfig } from './repository';

/** Lookups of the dscq-system service (§7 Lookups). Registered under the `/api` prefix. */
export async function systemRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '系统与字典');
  const { ctx } = opts;
  const { db } = ctx;

  /**
   * GET /api/dscq-system/dict/dictionary?code= — dictionary items of `code` (idType, demandPurpose, transferType,
   * priceUnit, projectStatus…) by sort. Answer: DictItem[]; an unknown code answers []. 400 when code is missing. §7 Lookups.
   */
  get(app, '/dscq-system/dict/dictionary', {
    summary: '获取数据字典项',
    params: z.object({ code: z.string({ message: '字典编码不能为空' }).trim().min(1, '字典编码不能为空').max(32) }),
    answer: z.array(dictItemSchema),
    labels: ['dictValue'],
    handler: async ({ code }) => (await listDictItems(db, code)).map(({ id, code: c, dictKey, dictValue, sort }) =>
      ({ id, code: c, dictKey, dictValue, sort })),
  });

  /**
   * GET /api/dscq-system/region/list?pbh= — the regions whose parent code is `pbh` (digits); empty or absent pbh
   * answers the provinces. Answer: Region[] by code, each with hasChildren. Unknown pbh → []. §3, §7 Lookups.
   */
  get(app, '/dscq-system/region/list', {
    summary: '获取下级行政区划',
    params: z.object({ pbh: z.string().trim().regex(/^\d{0,12}$/, '上级区划编码必须是数字').optional() }),
    answer: z.array(regionSchema),
    handler: ({ pbh }) => findRegions(db, pbh || undefined),
  });

  /** GET /api/dscq-system/industry/list — every industry (GB/T 4754 section). Answer: Industry[] by code. §7 Lookups. */
  get(app, '/dscq-system/industry/list', {
    summary: '获取行业分类列表',
    answer: z.array(industrySchema),
    labels: ['name'],
    handler: () => findIndustries(db),
  });

  /**
   * GET /api/dscq-system/operation-type/tree — the asset-type tree: the eight families of §1, each with its
   * types in `children`. Answer: AssetTypeNode[]. §7 Lookups.
   */
  get(app, '/dscq-system/operation-type/tree', {
    summary: '获取资产类型树',
    answer: z.array(assetTypeNodeSchema),
    labels: ['typeName'],
    handler: () => assetTypeTree(db),
  });

  /**
   * GET /api/dscq-system/website/config — footer lines, hotline and tokenTime (the token refresh threshold of §4;
   * number, default 3000). Answer: WebsiteConfig. §1, §4, §9.
   */
  get(app, '/dscq-system/website/config', {
    summary: '获取网站配置（页脚、热线、令牌刷新阈值）',
    answer: websiteConfigSchema,
    labels: ['platformName'],
    handler: () => websiteConfig(db),
  });

  /**
   * GET /api/dscq-system/sandbox — which providers this server runs with: { environment, payment 'sandbox' | 'none',
   * sms 'sandbox', realname 'sandbox' | 'manual' } (config EXCHANGE_ENV and *_PROVIDER). The portal marks every
   * sandbox-backed action 沙箱 and hides the online payment when payment is 'none'. Production never answers a
   * sandbox: the server refuses to start with one.
   */
  get(app, `/${SANDBOX_PATH}`, {
    summary: '获取本服务使用的外部服务提供方（沙箱或正式）',
    answer: sandboxStatusSchema,
    handler: (): SandboxStatus => ({
      environment: ctx.config.EXCHANGE_ENV, payment: ctx.config.PAYMENT_PROVIDER, sms: ctx.config.SMS_PROVIDER, realname: ctx.config.REALNAME_PROVIDER,
    }),
  });
}
