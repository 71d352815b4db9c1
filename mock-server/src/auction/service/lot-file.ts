import { z } from 'zod';
import { lotModeSchema } from '../../../../contract/bid';
import { defineRules, validateRules } from '../rules';
import type { LotRules } from '../types';

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * An instant in a lot file: relative to now ('+90s', '+5m', '-2h', '+1d') or Beijing time 'YYYY-MM-DD HH:mm:ss'
 * (also with a 'T'), or epoch ms. Relative times make a file reusable; absolute ones schedule a real session.
 */
const instantSchema = z.union([
  z.number().int().positive(),
  z.string().regex(/^[+-]\d+(s|m|h|d)$/, '相对时间格式如 +5m、-30s、+2h'),
  z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, '时间格式为 YYYY-MM-DD HH:mm:ss（北京时间）'),
], { message: '时间格式为相对时间（如 +90s、+5m、+2h、+1d）或北京时间 YYYY-MM-DD HH:mm:ss' });
type Instant = z.infer<typeof instantSchema>;

/** Epoch ms of an instant of a lot file, relative ones against `now`. */
export function resolveInstant(v: Instant, now: number): number {
  if (typeof v === 'number') return v;
  const rel = /^([+-]\d+)(s|m|h|d)$/.exec(v);
  if (rel) return now + Number(rel[1]) * UNIT_MS[rel[2]];
  const [date, time] = v.split(/[ T]/);
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s = 0] = time.split(':').map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) - BEIJING_OFFSET_MS;
}

const yuan = z.number().positive().refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, '金额最多两位小数');
const posInt = z.number().int().positive();

/**
 * The operator's lot file (`npm run exchange -- create-lot --file lot.json`, see mock-server/examples/lot.json).
 * Money in 元, durations in seconds, instants as {@link instantSchema}. The rule fields are the engine's LotRules
 * (auction-rules.md); unset ones take the defaults (300 s windows, 2 bidders, no revision, top 3, 'sell').
 * `registrationEndAt`: when enrolment (报名) and deposit payment close — default 30 minutes before startAt (never
 * before now); set it to let a lot that starts soon still take enrolments through the portal (e.g. startAt '+90s',
 * registrationEndAt '+60s'). The project fields describe the asset for the listings; `project.transferorLogin` makes a
 * portal account its transferor (转让方), so the deal after the close can be walked from both sides.
 */
export const lotFileSchema = z.object({
  assetsName: z.string().trim().min(4, '标的名称至少4个字').max(200),
  mode: lotModeSchema,
  startPrice: yuan, increment: yuan, deposit: yuan,
  incrementTiers: z.array(z.object({ fromPrice: yuan, increment: yuan })).optional(),
  reservePrice: yuan.nullable().optional(),
  startAt: instantSchema, endAt: instantSchema.optional(), registrationEndAt: instantSchema.optional(), freeEnd: instantSchema.optional(), stage1End: instantSchema.optional(),
  extensionWindowSec: posInt.optional(), limitedPeriodSec: posInt.optional(), minBiddersForLimited: posInt.optional(),
  revisionsAllowed: z.number().int().min(0).optional(), onFirstTake: z.enum(['sell', 'ascend']).optional(), ascendingSec: posInt.optional(),
  qualifyTopK: posInt.optional(), step: yuan.optional(), stepIntervalSec: posInt.optional(), floorPrice: yuan.optional(),
  priorityTieRule: z.string().max(500).optional(), priorityExercisable: z.boolean().optional(),
  project: z.object({
    priceType: z.union([z.literal(1), z.literal(2)]).default(1), priceUnit: z.string().max(32).default('万元'),
    assetTypeId: z.string().regex(/^\d{1,6}$/).default('101'), countyCode: z.string().regex(/^\d{6}$/).default('510182'),
    area: z.number().positive().nullable().default(null), areaUnit: z.string().max(8).default('亩'),
    termYears: z.number().int().positive().nullable().default(null), transferor: z.string().max(128).default('农村产权交易中心'),
    /** The login name of the portal account that lists the lot as its transferor (转让方); its name replaces `transferor`. */
    transferorLogin: z.string().trim().min(1).max(64).optional(),
    description: z.string().max(5000).default(''),
  }).default({
    priceType: 1, priceUnit: '万元', assetTypeId: '101', countyCode: '510182', area: null, areaUnit: '亩', termYears: null,
    transferor: '农村产权交易中心', description: '',
  }),
});
export type LotFile = z.infer<typeof lotFileSchema>;

const fen = (v: number) => Math.round(v * 100);
const opt = <T, R>(v: T | undefined, f: (x: T) => R) => (v === undefined ? undefined : f(v));

/**
 * The engine rules of a lot file at `now` (fen, epoch ms).
 * @throws Error listing every problem in Chinese (validateRules of the engine).
 */
export function rulesOfLotFile(file: LotFile, now: number): LotRules {
  const at = (v: Instant | undefined) => opt(v, (x) => resolveInstant(x, now));
  const raw = {
    mode: file.mode, startPrice: fen(file.startPrice), increment: fen(file.increment),
    incrementTiers: file.incrementTiers?.map((t) => ({ fromPrice: fen(t.fromPrice), increment: fen(t.increment) })),
    reservePrice: file.reservePrice ? fen(file.reservePrice) : null, startAt: at(file.startAt)!, endAt: at(file.endAt),
    freeEnd: at(file.freeEnd), stage1End: at(file.stage1End), extensionWindowSec: file.extensionWindowSec,
    limitedPeriodSec: file.limitedPeriodSec, minBiddersForLimited: file.minBiddersForLimited, revisionsAllowed: file.revisionsAllowed,
    onFirstTake: file.onFirstTake, ascendingSec: file.ascendingSec, qualifyTopK: file.qualifyTopK, step: opt(file.step, fen),
    stepIntervalSec: file.stepIntervalSec, floorPrice: opt(file.floorPrice, fen), priorityTieRule: file.priorityTieRule,
    priorityExercisable: file.priorityExercisable,
  };
  const rules = defineRules(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as Parameters<typeof defineRules>[0]);
  const problems = validateRules(rules);
  if (problems.length > 0) throw new Error(`竞价规则无效：${problems.join('；')}`);
  return rules;
}

/** Enrolment closes this long before the bidding starts: demo lots always, operator lots unless their file says otherwise. */
export const REGISTRATION_LEAD_MS = 30 * 60 * 1000;

/**
 * When enrolment closes for a lot file at `now` (epoch ms): its `registrationEndAt`, else 30 minutes before the start
 * but never before now. @throws Error in Chinese when the given instant is not after now or not before the start.
 */
export function registrationEndOf(file: LotFile, rules: Pick<LotRules, 'startAt'>, now: number): number {
  if (file.registrationEndAt === undefined) return Math.max(now, rules.startAt - REGISTRATION_LEAD_MS);
  const end = resolveInstant(file.registrationEndAt, now);
  if (end <= now) throw new Error('报名截止时间（registrationEndAt）须晚于当前时间');
  if (end >= rules.startAt) throw new Error('报名截止时间（registrationEndAt）须早于竞价开始时间（startAt）');
  return end;
}
