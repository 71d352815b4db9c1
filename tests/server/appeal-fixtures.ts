import type { Db } from '../../mock-server/src/db/connection';
import { bearer } from './auth-helpers';
import { accessTokenFor, createTestLot, FIXED_NOW, type TestApp } from './helpers';
import { verifiedUser } from './enrolment-fixtures';

/** Shared set-up of the appeal-* suites (a helper module, not a suite). */

export const APPEAL = {
  list: '/api/dscq-user/appeal/list', detail: '/api/dscq-user/appeal/detail',
  subjects: '/api/dscq-user/appeal/subjects', submit: '/api/dscq-user/appeal/submit',
} as const;

/** A fresh verified user, their access token and the headers of their calls. */
export async function appealUser(t: TestApp) {
  const user = await verifiedUser(t.db);
  const token = await accessTokenFor(t.db, user.id, t.now);
  return { ...user, token, headers: bearer(token) };
}

/** Two projects no other fixture of the suite uses, for applications of one user (one application per user and project). */
async function freeProjects(db: Db, n: number): Promise<string[]> {
  const rows = await db.selectFrom('project').select('assetsId').orderBy('assetsId', 'desc').limit(n).execute();
  return rows.map((r) => r.assetsId);
}

let seq = 0;
const nextId = () => `1880000000000${String(++seq).padStart(6, '0')}`;

/**
 * Gives `user` one subject of each type, as the owners would have written them: a rejected real-name record, a
 * refused enrolment, a refunded deposit order and a closed lot they bid in and lost (to `rival`).
 * @returns the subject ids by type
 */
export async function seedSubjects(t: TestApp, user: { id: string; loginName: string }, rival: { loginName: string }) {
  const { db } = t;
  const at = FIXED_NOW - 3_600_000;
  const realname = nextId();
  await db.insertInto('realnameVerification').values({
    id: realname, userId: user.id, kind: 'person', status: 2, name: '测试买家', reason: '证件照片不清晰', reviewer: 'operator',
    submittedTime: at - 60_000, reviewedTime: at,
  }).execute();
  const [refusedLot, paidLot] = await freeProjects(db, 2);
  const refused = nextId();
  const paid = nextId();
  for (const [id, assetsId, state] of [[refused, refusedLot, 'refused'], [paid, paidLot, 'paid']] as const) {
    await db.insertInto('enrolmentApplication').values({
      id, assetsId, userId: user.id, kind: 'person', subAssets: '[]', materials: '[]', depositFen: 500_000, state,
      bidderCode: state === 'paid' ? 'A901' : null, idempotencyKey: `appeal-${id}`, paidTime: state === 'paid' ? at : null,
      createTime: at - 120_000, updateTime: at, refuseReason: state === 'refused' ? '材料不全' : '',
    }).execute();
  }
  const orderNo = `BZJ${String(Date.now()).padStart(18, '0').slice(-18)}`;
  await db.insertInto('paymentOrder').values({
    orderNo, enrolmentId: paid, userId: user.id, assetsId: paidLot, amountFen: 500_000, status: 'refunded', paidTime: at,
    createTime: at - 100_000, updateTime: at,
  }).execute();
  const { assetsId: lot, codes } = await createTestLot(db, FIXED_NOW, {
    assetsName: '申诉测试村 5 亩鱼塘经营权出租', mode: 'ongoing', startPrice: 1000, increment: 100, startAt: '-10m', endAt: '+20m', extensionWindowSec: 60,
  }, [user.loginName, rival.loginName]);
  await db.updateTable('bidLot').set({ resultOutcome: 'deal', resultWinnerCode: codes[rival.loginName], resultPriceFen: 120_000, closedTime: at })
    .where('assetsId', '=', lot).execute();
  return { realname, enrolment: refused, deposit: orderNo, lot };
}
