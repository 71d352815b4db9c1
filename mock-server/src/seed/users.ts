import { AUTH_STATUS, USER_TYPE } from '../../../contract/auth';
import type { Db } from '../db/connection';
import { hashPassword } from '../modules/user/index';
import { hasRows, insertUsers } from './seed-repository';

/** The password of every demo account: 9 characters, all four §5 classes, not in the common-password list. */
export const DEMO_PASSWORD = 'Nccq@2026';

/** A demo account as README documents it. */
export interface DemoUser { id: string; loginName: string; name: string; phone: string; userType: number; authStatus: number }

/** Demo accounts covering both user types and the authStatus values the portal treats differently (§4). */
export const DEMO_USERS: readonly DemoUser[] = [
  { id: '1900000000000000001', loginName: 'zhangsan', name: '张三', phone: '13800138001', userType: USER_TYPE.person, authStatus: AUTH_STATUS.verified },
  { id: '1900000000000000002', loginName: 'lisi', name: '李四', phone: '13800138002', userType: USER_TYPE.person, authStatus: AUTH_STATUS.unverified },
  { id: '1900000000000000003', loginName: 'wangwu', name: '王五', phone: '13800138003', userType: USER_TYPE.person, authStatus: AUTH_STATUS.verifying },
  {
    id: '1900000000000000004', loginName: 'cqnongye', name: '重庆渝丰农业发展有限公司', phone: '13800138004',
    userType: USER_TYPE.organisation, authStatus: AUTH_STATUS.verified,
  },
];

/**
 * Inserts the demo accounts (password {@link DEMO_PASSWORD}, Argon2id) when the user table is empty, in one
 * transaction; independent of the project seed so a database seeded before accounts existed gets them too.
 * @returns true when it inserted them.
 */
export async function seedDemoUsersIfEmpty(db: Db, now: number): Promise<boolean> {
  if (await hasRows(db, 'userAccount')) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = DEMO_USERS.map((u) => ({
    ...u, loginNameKey: u.loginName.toLowerCase(), passwordHash, passwordChangedTime: now, createTime: now, updateTime: now,
  }));
  return db.transaction().execute(async (trx) => {
    if (await hasRows(trx, 'userAccount')) return false;
    await insertUsers(trx, rows);
    return true;
  });
}
