import { AUTH_STATUS, USER_TYPE } from '../../../contract/auth';
import type { Db } from '../db/connection';
import { hashPassword } from '../modules/user/index';
import { findLoginNameKeys, insertUsers } from './seed-repository';
import { SELF_ENROL_AFTER_S, SELF_ENROLLING } from './self-enrol';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './users';

/**
 * Extra verified bidders of the demo auctions (password {@link DEMO_PASSWORD}): they place the seed bids, so the
 * portal's demo accounts zhangsan and cqnongye never start out leading, and some hold pre-emptive rights.
 */
export const AUCTION_BIDDERS: readonly DemoUser[] = [
  { id: '1900000000000000005', loginName: 'zhaoliu', name: '赵六', phone: '13800138005', userType: USER_TYPE.person, authStatus: AUTH_STATUS.verified },
  { id: '1900000000000000006', loginName: 'sunqi', name: '孙七', phone: '13800138006', userType: USER_TYPE.person, authStatus: AUTH_STATUS.verified },
  { id: '1900000000000000007', loginName: 'zhouba', name: '周八', phone: '13800138007', userType: USER_TYPE.person, authStatus: AUTH_STATUS.verified },
  { id: '1900000000000000008', loginName: 'wujiu', name: '吴九', phone: '13800138008', userType: USER_TYPE.person, authStatus: AUTH_STATUS.verified },
];

/**
 * Who is enrolled on the demo lots, with the same bidder code on each (README lists them): every lot, except that
 * zhangsan and cqnongye are left off the lots starting a day or more after start-up ({@link SELF_ENROL_AFTER_S}).
 * deposit: 'confirmed' or, for lisi (not verified), 'unpaid' on every other lot and no enrolment on the rest; wangwu is enrolled with a
 * confirmed deposit but his real-name check is still pending — both are the portal's rejection paths.
 * `priority`: pre-emptive rank on the lots that have holders (1 highest).
 */
export const AUCTION_ROSTER = [
  { loginName: 'zhangsan', code: 'A023', deposit: 'confirmed', priority: null },
  { loginName: 'cqnongye', code: 'B117', deposit: 'confirmed', priority: null },
  { loginName: 'zhaoliu', code: 'C306', deposit: 'confirmed', priority: null },
  { loginName: 'sunqi', code: 'D415', deposit: 'confirmed', priority: 1 },
  { loginName: 'zhouba', code: 'E528', deposit: 'confirmed', priority: 2 },
  { loginName: 'wujiu', code: 'F639', deposit: 'confirmed', priority: null },
  { loginName: 'lisi', code: 'G742', deposit: 'unpaid', priority: null },
  { loginName: 'wangwu', code: 'H851', deposit: 'confirmed', priority: null },
] as const;

/** Bidder codes of the seeded bidders who place the seed bids (never zhangsan / cqnongye). */
export const SEED_BIDDER_CODES = ['C306', 'D415', 'E528', 'F639'] as const;

const userIdOf = (loginName: string) => [...DEMO_USERS, ...AUCTION_BIDDERS].find((u) => u.loginName === loginName)!.id;

/**
 * Inserts the extra bidders that are missing (also into a database seeded before they existed). One Argon2id hash
 * serves all of them: they share the demo password.
 * @returns how many were added.
 */
export async function seedAuctionBidders(db: Db, now: number): Promise<number> {
  const existing = await findLoginNameKeys(db);
  const missing = AUCTION_BIDDERS.filter((u) => !existing.has(u.loginName));
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await insertUsers(db, missing.map((u) => ({
    ...u, loginNameKey: u.loginName, passwordHash, passwordChangedTime: now, createTime: now, updateTime: now,
  })));
  return missing.length;
}

/**
 * Enrolment rows of one demo lot (lot index `i` decides lisi's enrolment; `withPriority` whether the holders keep
 * their pre-emptive ranks). `startAtS`: when the lot's bidding starts, in seconds after start-up (negative: live) —
 * from {@link SELF_ENROL_AFTER_S} on, zhangsan and cqnongye are left off. Deposits are the project's deposit (fen).
 */
export function rosterEnrolments(assetsId: string, depositFen: number, i: number, withPriority: boolean, startAtS: number, now: number) {
  const selfEnrol = startAtS >= SELF_ENROL_AFTER_S;
  const onLot = (r: (typeof AUCTION_ROSTER)[number]) => (r.loginName !== 'lisi' || i % 2 === 0) && !(selfEnrol && SELF_ENROLLING.includes(r.loginName));
  return AUCTION_ROSTER.filter(onLot).map((r, n) => ({
    id: `28${String(i).padStart(5, '0')}${String(n).padStart(2, '0')}`, assetsId, userId: userIdOf(r.loginName), bidderCode: r.code,
    depositFen, depositStatus: r.deposit, priorityRank: withPriority ? r.priority : null, status: 'enrolled', createTime: now, updateTime: now,
  }));
}
