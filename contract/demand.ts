import { z } from 'zod';
import { msg } from './i18n';

/**
 * Demand projects (需求, §2 /demand and /demandDetail/{id}.html): land wanted by investors. Paths relative to `/api/`,
 * public. Contact phones are masked (§5 Masking: first 3 + last 4); budget in 元, areas in 亩, termYears in years.
 */
export const DEMAND_PATHS = {
  page: 'blade-desk/demand-nccq/page',
  detail: 'blade-desk/demand-nccq/detail',
} as const;

/** Demand status: 1 征集中 (open), 2 已对接 (matched). */
export const DEMAND_STATUS_LABELS: Record<number, string> = { 1: msg('征集中'), 2: msg('已对接') };

/**
 * POST page (query and/or body): demandPurpose (dictionary 'demandPurpose' key, §2 /demand), q (substring of the
 * title or description, ≤ 50), province (2-digit code), status (1|2), current, size (default 10). Newest first.
 */
export const demandQuerySchema = z.object({
  demandPurpose: z.string().trim().regex(/^\d{1,4}$/, msg('土地用途格式错误')).optional(),
  q: z.string().trim().max(50, msg('关键词不能超过50个字符')).optional(),
  province: z.string().trim().regex(/^\d{2}$/, msg('省份编码必须是2位数字')).optional(),
  status: z.coerce.number().int().refine((v) => v === 1 || v === 2, msg('需求状态只能是1或2')).optional(),
  current: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type DemandQuery = z.infer<typeof demandQuerySchema>;

/** A demand in the list: region names, purpose and type names, the masked phone and a short summary (≤ 96 chars). */
export const demandRecordSchema = z.object({
  id: z.string(), title: z.string(), demandPurpose: z.string(), demandPurposeName: z.string(), typeName: z.string(),
  province: z.string(), city: z.string(), county: z.string(), areaMin: z.number().nullable(), areaMax: z.number().nullable(),
  termYears: z.number().int().nullable(), budget: z.number(), contactName: z.string(), contactPhone: z.string(),
  status: z.number().int(), statusLabel: z.string(), summary: z.string(), publishDate: z.string(),
});
export type DemandRecord = z.infer<typeof demandRecordSchema>;

/** GET detail ?id= — the record plus the full description. 404 '需求不存在'. */
export const demandDetailQuerySchema = z.object({
  id: z.string({ message: msg('需求编号不能为空') }).trim().regex(/^\d{1,19}$/, msg('需求编号格式错误')),
});
export const demandDetailSchema = demandRecordSchema.extend({ description: z.string() });
export type DemandDetail = z.infer<typeof demandDetailSchema>;
