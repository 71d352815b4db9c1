import { AUTH_STATUS, USER_TYPE } from '../../../contract/auth';
import { citizenIdCheckChar } from '../../../contract/rules/citizen-id';
import { creditCodeCheckChar } from '../../../contract/rules/credit-code';
import type { Db } from '../db/connection';
import { hashPassword } from '../modules/user/index';
import { findLoginNameKeys, insertRealnameRecord, insertUsers, setDemoTransferor } from './seed-repository';
import { DEMO_PASSWORD, type DemoUser } from './users';

/** 战旗村's unified social credit code: N2 (农业农村, 村级集体经济组织), 郫都区 510117, organisation code, check character. */
const CREDIT_CODE = `N2510117MA62Q8R3X${creditCodeCheckChar('N2510117MA62Q8R3X')}`;
/** The legal representative's citizen id (郫都区, born 1968-03-15). */
const LEGAL_ID = `51012419680315331${citizenIdCheckChar('51012419680315331')}`;

/**
 * The village collective that lists the demo lots (转让方 with a portal account, password {@link DEMO_PASSWORD}):
 * an organisation verified by real name, so the seller's side of a deal (成交确认书, settlement, contract) can be walked.
 */
export const TRANSFEROR_ACCOUNT: DemoUser & { creditCode: string; legalName: string } = {
  id: '1900000000000000009', loginName: 'zhanqi', name: '成都市郫都区唐昌街道战旗村股份经济合作联合社', phone: '13800138009',
  userType: USER_TYPE.organisation, authStatus: AUTH_STATUS.verified, creditCode: CREDIT_CODE, legalName: '高德明',
};

/**
 * Adds the transferor account when missing (with its approved organisation record: credit code, legal representative)
 * and makes it the transferor of the demo lots (the anchored bidding lots the tests and the browser walk close) that
 * have none yet. Also brings a database seeded before it up to date. @returns true when the account was added.
 */
export async function seedTransferorAccount(db: Db, now: number): Promise<boolean> {
  const u = TRANSFEROR_ACCOUNT;
  const added = !(await findLoginNameKeys(db)).has(u.loginName);
  if (added) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction().execute(async (trx) => {
      await insertUsers(trx, [{
        id: u.id, loginName: u.loginName, loginNameKey: u.loginName, name: u.name, phone: u.phone, userType: u.userType, authStatus: u.authStatus,
        passwordHash, passwordChangedTime: now, createTime: now, updateTime: now,
      }]);
      await insertRealnameRecord(trx, {
        id: '1960000000000000009', userId: u.id, kind: 'org', status: 3, orgName: u.name, creditCode: u.creditCode, orgType: '村集体经济组织',
        legalName: u.legalName, legalIdType: 1, legalIdNumber: LEGAL_ID, contactName: u.legalName, contactPhone: u.phone,
        reviewer: 'system', submittedTime: now - 30 * 86_400_000, reviewedTime: now - 29 * 86_400_000,
      });
    });
  }
  await setDemoTransferor(db, u.id, u.name);
  return added;
}
