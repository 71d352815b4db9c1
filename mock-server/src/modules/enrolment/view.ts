import { DEPOSIT_STATUS_LABELS, type DepositStatus } from '../../../../contract/bid';
import { ENROLMENT_STATE_LABELS, ENROLMENT_STATES, type EnrolmentState, type EnrolmentView } from '../../../../contract/enrolment';
import type { Db } from '../../db/connection';
import { beijingTime, fenToYuan } from '../../http/wire';
import { findProfile, findProject } from '../detail/index';
import { findOrderByEnrolment } from '../payment/index';
import { findUserById } from '../user/index';
import { kindOfUserType } from './conditions';
import { findApplication, findBidderRow, findLotNames, type ApplicationRow } from './repository';

/** The state of an application row as the contract knows it (an unknown stored value reads as pending_payment). */
export const stateOf = (app: Pick<ApplicationRow, 'state'>): EnrolmentState =>
  ((ENROLMENT_STATES as readonly string[]).includes(app.state) ? app.state as EnrolmentState : 'pending_payment');

/**
 * An application as its owner sees it: names, chosen 标段, materials, deposit (元) and its state (pending_payment,
 * paid, refused), bidder code once paid.
 */
export async function applicationView(db: Db, app: ApplicationRow, replayed = false): Promise<EnrolmentView> {
  const subs = JSON.parse(app.subAssets) as string[];
  const files = JSON.parse(app.materials) as Array<{ code: string; fileId: string }>;
  const [project, order, bidder, subRows] = await Promise.all([
    findProject(db, app.assetsId), findOrderByEnrolment(db, app.id), findBidderRow(db, subs[0] ?? app.assetsId, app.userId),
    findLotNames(db, subs),
  ]);
  const profile = project ? await findProfile(db, project) : null;
  const names = new Map(profile?.materials.map((m) => [m.code, m.name]) ?? []);
  const state = stateOf(app);
  const paid = state === 'paid';
  const depositStatus: DepositStatus = paid ? (bidder?.depositStatus as DepositStatus | undefined) ?? 'confirmed' : 'unpaid';
  return {
    id: app.id, assetsId: app.assetsId, assetsName: project?.assetsName ?? '', projectCode: project?.projectCode ?? '',
    kind: app.kind === 'org' ? 'org' : 'person', state, stateLabel: ENROLMENT_STATE_LABELS[state],
    subAssets: subs.map((id) => {
      const row = subRows.find((r) => r.assetsId === id);
      return { assetsId: id, assetsName: row?.assetsName ?? '', deposit: fenToYuan(row?.depositFen) ?? 0 };
    }),
    materials: files.map((f) => ({ code: f.code, name: names.get(f.code) ?? f.code, fileId: f.fileId })),
    deposit: fenToYuan(app.depositFen) ?? 0, depositStatus, depositStatusLabel: DEPOSIT_STATUS_LABELS[depositStatus],
    bidderCode: paid ? app.bidderCode : null, orderNo: order?.orderNo ?? '', createTime: beijingTime(app.createTime),
    paidTime: beijingTime(app.paidTime), replayed,
  };
}

/**
 * A bidder the bid service holds without an application (seeded demo bidders, operator enrolments), in the same
 * shape: no materials, no order; the code shows once the deposit is confirmed.
 */
async function bidderView(db: Db, userId: string, assetsId: string): Promise<EnrolmentView | null> {
  const row = await findBidderRow(db, assetsId, userId);
  if (!row) return null;
  const [project, user] = await Promise.all([findProject(db, assetsId), findUserById(db, userId)]);
  const status = row.depositStatus as DepositStatus;
  const paid = status !== 'unpaid';
  return {
    id: row.id, assetsId, assetsName: project?.assetsName ?? '', projectCode: project?.projectCode ?? '', kind: kindOfUserType(user?.userType ?? 1),
    state: paid ? 'paid' : 'pending_payment', stateLabel: ENROLMENT_STATE_LABELS[paid ? 'paid' : 'pending_payment'], subAssets: [], materials: [],
    deposit: fenToYuan(row.depositFen) ?? 0, depositStatus: status, depositStatusLabel: DEPOSIT_STATUS_LABELS[status] ?? '',
    bidderCode: paid ? row.bidderCode : null, orderNo: '', createTime: beijingTime(row.createTime), paidTime: paid ? beijingTime(row.updateTime) : '',
    replayed: false,
  };
}

/** The caller's enrolment in a project: the application, else a bidder row of the bid service, else null. */
export async function mineView(db: Db, userId: string, assetsId: string): Promise<EnrolmentView | null> {
  const app = await findApplication(db, userId, assetsId);
  return app ? applicationView(db, app) : bidderView(db, userId, assetsId);
}
