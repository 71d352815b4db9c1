import { randomBytes, randomInt } from 'node:crypto';
import { ApiError } from '../../http/envelope';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Db } from '../../db/connection';
import { newId } from '../../lib/crypto';
import { dailyCode } from '../../services/codes';
import { initialState } from '../evolve';
import { lotFileSchema, registrationEndOf, rulesOfLotFile } from './lot-file';
import {
  confirmBidderDeposit, findBidderCode, findLotBidderCodes, findLotDeposit, findLotsWithProjection, findUserIdByLoginKey, findUserName, insertBidder,
  insertOperatorLot, setPriorityRank,
} from './operator-repository';
import { lotProjection, plannedEnd, projectProjection } from './projection';


/**
 * Creates a bidding project and its bid activity from an operator lot file (lot-file.ts). The lot starts
 * scheduled; the bid service opens it at startAt. Enrolment through the portal is open from now until the file's
 * registrationEndAt (default startAt − 30 min); the project has no stored profile, so it takes both kinds of
 * enroller, no directional code and the default materials (竞买申请书, 竞买承诺书 — detail's findProfile). Not a demo lot: it is never re-anchored, so its times and bids
 * survive restarts.
 * @returns the new assetsId. @throws ApiError 400 with the Chinese problems of an invalid file (also a
 * registrationEndAt not after now or not before startAt).
 */
export async function createLot(db: Db, input: unknown, now: number): Promise<{ assetsId: string; projectCode: string }> {
  const parsed = lotFileSchema.safeParse(input);
  if (!parsed.success) throw new ApiError(400, `标的文件无效：${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('；')}`);
  const file = parsed.data;
  let rules;
  let registrationEnd;
  try {
    rules = rulesOfLotFile(file, now);
    registrationEnd = registrationEndOf(file, rules, now);
  } catch (err) {
    throw new ApiError(400, (err as Error).message);
  }
  const assetsId = randomBytes(16).toString('hex');
  const state = initialState(assetsId, rules, []);
  const p = file.project;
  const transferor = p.transferorLogin === undefined ? null : await transferorOf(db, p.transferorLogin);
  let projectCode = '';
  await db.transaction().execute(async (trx) => insertOperatorLot(trx, {
    // OP + Beijing date + the day's sequence number, taken in this transaction: unique by construction (services/codes.ts).
    assetsId, projectCode: projectCode = await dailyCode(trx, 'OP', now), assetsName: file.assetsName, projectType: 0, projectNature: 49, priceType: p.priceType,
    startPriceFen: rules.startPrice, priceUnit: p.priceUnit, investAmountFen: rules.startPrice, depositFen: Math.round(file.deposit * 100),
    incrementFen: rules.increment, assetTypeId: p.assetTypeId, familyId: p.assetTypeId.slice(0, 1), transferType: '1',
    provinceCode: p.countyCode.slice(0, 2), cityCode: p.countyCode.slice(0, 4), countyCode: p.countyCode, area: p.area, areaUnit: p.areaUnit,
    termYears: p.termYears, transferor: transferor?.name || p.transferor, transferorUserId: transferor?.id ?? null, description: p.description || file.assetsName,
    status: registrationEnd > now ? 1 : 2, publishDate: now, announcementStartTime: now, announcementEndTime: registrationEnd,
    ...projectProjection(state), bidEndTime: plannedEnd(rules), anchorStartOffsetS: null, anchorDurationS: null, createTime: now,
  }, {
    assetsId, mode: rules.mode, rules: JSON.stringify(rules), anchor: null, ...lotProjection(state, now), openedTime: null, createTime: now,
  }));
  return { assetsId, projectCode };
}

/** The account of a transferor's login name: its id and display name. @throws ApiError 404 when there is none. */
async function transferorOf(db: Db, loginName: string): Promise<{ id: string; name: string }> {
  const id = await userIdOf(db, loginName);
  return { id, name: (await findUserName(db, id)) ?? '' };
}

/** The user id of a login name. @throws ApiError 404 '用户不存在'. */
async function userIdOf(db: Db, loginName: string): Promise<string> {
  const id = await findUserIdByLoginKey(db, loginName.trim().toLowerCase());
  if (id === null) throw new ApiError(404, `用户 ${loginName} 不存在`);
  return id;
}

/** @throws ApiError 404 when the lot has no bid activity. */
async function requireLot(db: Db, assetsId: string): Promise<{ depositFen: number }> {
  const depositFen = await findLotDeposit(db, assetsId);
  if (depositFen === null) throw new ApiError(404, '竞价标的不存在');
  return { depositFen };
}

/**
 * Enrols `loginName` on a lot with a fresh bidder code (a letter and three digits, unique in the lot) and an unpaid
 * deposit; `priority` sets a pre-emptive rank (1 highest). Enrolling again updates the rank and keeps the code.
 * @returns the bidder code.
 */
export async function enrol(db: Db, assetsId: string, loginName: string, priority: number | null, now: number): Promise<string> {
  const { depositFen } = await requireLot(db, assetsId);
  const userId = await userIdOf(db, loginName);
  const existing = await findBidderCode(db, assetsId, userId);
  if (existing !== null) {
    await setPriorityRank(db, assetsId, userId, priority, now);
    return existing;
  }
  const taken = await findLotBidderCodes(db, assetsId);
  // A code another enrolment took since the read (enrolment_lot_code is unique) is drawn again, never a 500.
  for (let attempt = 1; ; attempt++) {
    let code: string;
    do code = `${String.fromCharCode(65 + randomInt(0, 26))}${String(randomInt(0, 1000)).padStart(3, '0')}`; while (taken.has(code));
    try {
      await insertBidder(db, {
        id: newId(), assetsId, userId, bidderCode: code, depositFen, depositStatus: 'unpaid', priorityRank: priority, status: 'enrolled',
        createTime: now, updateTime: now,
      });
      return code;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
      taken.add(code);
      const again = await findBidderCode(db, assetsId, userId);
      if (again !== null) return again;
    }
  }
}

/** Confirms the deposit of `loginName` on a lot (保证金到账确认). @throws ApiError 404 when not enrolled. */
export async function confirmDeposit(db: Db, assetsId: string, loginName: string, now: number): Promise<void> {
  await requireLot(db, assetsId);
  const userId = await userIdOf(db, loginName);
  if (!(await confirmBidderDeposit(db, assetsId, userId, now))) throw new ApiError(404, `用户 ${loginName} 未报名该标的`);
}

/** Every bid activity with its projection, newest first (operator list-lots). */
export function listLots(db: Db) {
  return findLotsWithProjection(db);
}
