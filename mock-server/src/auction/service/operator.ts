import { randomBytes, randomInt } from 'node:crypto';
import { ApiError } from '../../http/envelope';
import type { Db } from '../../db/connection';
import { newId } from '../../lib/crypto';
import { initialState } from '../evolve';
import { REGISTRATION_LEAD_MS } from './anchor';
import { lotFileSchema, rulesOfLotFile } from './lot-file';
import { lotProjection, plannedEnd, projectProjection } from './projection';

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
const ymd = (ms: number) => new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * Creates a bidding project and its bid activity from an operator lot file (lot-file.ts). The lot starts
 * scheduled; the bid service opens it at startAt. Not a demo lot: it is never re-anchored, so its times and bids
 * survive restarts.
 * @returns the new assetsId. @throws ApiError 400 with the Chinese problems of an invalid file.
 */
export async function createLot(db: Db, input: unknown, now: number): Promise<{ assetsId: string; projectCode: string }> {
  const parsed = lotFileSchema.safeParse(input);
  if (!parsed.success) throw new ApiError(400, `标的文件无效：${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('；')}`);
  const file = parsed.data;
  let rules;
  try {
    rules = rulesOfLotFile(file, now);
  } catch (err) {
    throw new ApiError(400, (err as Error).message);
  }
  const assetsId = randomBytes(16).toString('hex');
  const projectCode = `OP${ymd(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const state = initialState(assetsId, rules, []);
  const p = file.project;
  const registrationEnd = Math.max(now, rules.startAt - REGISTRATION_LEAD_MS);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('project').values({
      assetsId, projectCode, assetsName: file.assetsName, projectType: 0, projectNature: 49, priceType: p.priceType,
      startPriceFen: rules.startPrice, priceUnit: p.priceUnit, investAmountFen: rules.startPrice, depositFen: Math.round(file.deposit * 100),
      incrementFen: rules.increment, assetTypeId: p.assetTypeId, familyId: p.assetTypeId.slice(0, 1), transferType: '1',
      provinceCode: p.countyCode.slice(0, 2), cityCode: p.countyCode.slice(0, 4), countyCode: p.countyCode, area: p.area, areaUnit: p.areaUnit,
      termYears: p.termYears, transferor: p.transferor, description: p.description || file.assetsName,
      status: registrationEnd > now ? 1 : 2, publishDate: now, announcementStartTime: now, announcementEndTime: registrationEnd,
      ...projectProjection(state), bidEndTime: plannedEnd(rules), anchorStartOffsetS: null, anchorDurationS: null, createTime: now,
    }).execute();
    await trx.insertInto('bidLot').values({
      assetsId, mode: rules.mode, rules: JSON.stringify(rules), anchor: null, ...lotProjection(state, now), openedTime: null, createTime: now,
    }).execute();
  });
  return { assetsId, projectCode };
}

/** The user id of a login name. @throws ApiError 404 '用户不存在'. */
async function userIdOf(db: Db, loginName: string): Promise<string> {
  const row = await db.selectFrom('userAccount').select('id').where('loginNameKey', '=', loginName.trim().toLowerCase()).executeTakeFirst();
  if (!row) throw new ApiError(404, `用户 ${loginName} 不存在`);
  return row.id;
}

/** @throws ApiError 404 when the lot has no bid activity. */
async function requireLot(db: Db, assetsId: string): Promise<{ depositFen: number }> {
  const row = await db.selectFrom('bidLot').innerJoin('project', 'project.assetsId', 'bidLot.assetsId')
    .select('project.depositFen').where('bidLot.assetsId', '=', assetsId).executeTakeFirst();
  if (!row) throw new ApiError(404, '竞价标的不存在');
  return { depositFen: Number(row.depositFen) };
}

/**
 * Enrols `loginName` on a lot with a fresh bidder code (a letter and three digits, unique in the lot) and an unpaid
 * deposit; `priority` sets a pre-emptive rank (1 highest). Enrolling again updates the rank and keeps the code.
 * @returns the bidder code.
 */
export async function enrol(db: Db, assetsId: string, loginName: string, priority: number | null, now: number): Promise<string> {
  const { depositFen } = await requireLot(db, assetsId);
  const userId = await userIdOf(db, loginName);
  const existing = await db.selectFrom('enrolment').select(['bidderCode']).where('assetsId', '=', assetsId).where('userId', '=', userId).executeTakeFirst();
  if (existing) {
    await db.updateTable('enrolment').set({ priorityRank: priority, updateTime: now }).where('assetsId', '=', assetsId).where('userId', '=', userId).execute();
    return existing.bidderCode;
  }
  const taken = new Set((await db.selectFrom('enrolment').select('bidderCode').where('assetsId', '=', assetsId).execute()).map((r) => r.bidderCode));
  let code = '';
  do code = `${String.fromCharCode(65 + randomInt(0, 26))}${String(randomInt(0, 1000)).padStart(3, '0')}`; while (taken.has(code));
  await db.insertInto('enrolment').values({
    id: newId(), assetsId, userId, bidderCode: code, depositFen, depositStatus: 'unpaid', priorityRank: priority, status: 'enrolled',
    createTime: now, updateTime: now,
  }).execute();
  return code;
}

/** Confirms the deposit of `loginName` on a lot (保证金到账确认). @throws ApiError 404 when not enrolled. */
export async function confirmDeposit(db: Db, assetsId: string, loginName: string, now: number): Promise<void> {
  await requireLot(db, assetsId);
  const userId = await userIdOf(db, loginName);
  const result = await db.updateTable('enrolment').set({ depositStatus: 'confirmed', updateTime: now })
    .where('assetsId', '=', assetsId).where('userId', '=', userId).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ApiError(404, `用户 ${loginName} 未报名该标的`);
}

/** Every bid activity with its projection, newest first (operator list-lots). */
export async function listLots(db: Db) {
  return db.selectFrom('bidLot').innerJoin('project', 'project.assetsId', 'bidLot.assetsId')
    .select(['bidLot.assetsId', 'project.assetsName', 'bidLot.mode', 'bidLot.phase', 'bidLot.seq', 'bidLot.currentPriceFen', 'bidLot.biddingCount',
      'bidLot.leaderCode', 'bidLot.deadline', 'bidLot.endTime', 'bidLot.paused', 'bidLot.resultOutcome', 'bidLot.anchor'])
    .orderBy('bidLot.createTime', 'desc').orderBy('bidLot.assetsId').execute();
}
