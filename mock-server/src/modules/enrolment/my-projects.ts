import type { Page } from '../../../../contract/envelope';
import { ENROLMENT_STATE_LABELS } from '../../../../contract/enrolment';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../../contract/payment';
import type { MyProjectItem, MyProjectTab } from '../../../../contract/usercentre';
import type { Db } from '../../db/connection';
import { offsetOf, toPage } from '../../http/envelope';
import { beijingTime, fenToYuan } from '../../http/wire';
import { findProject, type ProjectRow } from '../detail/index';
import { findOrderByEnrolment, type OrderRow } from '../payment/index';
import { cashierHref, projectDetailHref, quoteHallHref } from './links';
import { isOpenPhase, myLotOf, phaseOf, tabsOf } from './my-lot';
import { findMyProjects, type MyProjectRow } from './my-projects-repository';
import { stateOf } from './view';

type Action = MyProjectItem['action'];
const none = (label: string): Action => ({ kind: 'none', label, href: '' });

/** The order's status as the contract knows it (no order: unpaid). */
export const orderStatusOf = (order: OrderRow | null): OrderStatus =>
  (order && (ORDER_STATUSES as readonly string[]).includes(order.status) ? order.status as OrderStatus : 'unpaid');

/**
 * What the row offers (contract myProjectActionSchema): nothing once refused; 查看结果 (the detail page) once the lot
 * closed; 缴纳保证金 (/cashierDesk?orderNo=) while the deposit is to pay and the enrolment window is open; 进入报价厅
 * (/quoteHall?assetsId= of the lot) for a bidder whose lot is scheduled or open. An application always holds its
 * materials (submit refuses one without them), so 继续报名 is never offered.
 */
export function actionOf(row: MyProjectRow, project: ProjectRow | null, order: OrderRow | null, now: number): Action {
  const phase = phaseOf(row);
  if (row.state === 'refused') return none('报名未通过');
  if (phase === 'closed') return { kind: 'seeResult', label: '查看结果', href: projectDetailHref(project ?? { assetsId: row.assetsId, projectType: 0, projectNature: 0 }) };
  if (row.state === 'paid') {
    return phase === 'scheduled' || isOpenPhase(phase) ? { kind: 'enterHall', label: '进入报价厅', href: quoteHallHref(row.lotId) } : none('等待竞价安排');
  }
  const status = orderStatusOf(order);
  if (status === 'awaiting_confirmation') return none('保证金确认中');
  const windowOpen = project !== null && now <= Number(project.announcementEndTime) && !isOpenPhase(phase);
  if (order && (status === 'unpaid' || status === 'proof_rejected') && windowOpen) return { kind: 'payDeposit', label: '缴纳保证金', href: cashierHref(order.orderNo) };
  return none('报名已截止');
}

/** The projects a row needs: the application's (name, code, type, window) and its lot's (price unit, opening). */
async function projectsOf(db: Db, row: MyProjectRow): Promise<{ project: ProjectRow | null; lotProject: ProjectRow | null }> {
  const project = await findProject(db, row.assetsId);
  return { project, lotProject: row.lotId === row.assetsId ? project : await findProject(db, row.lotId) };
}

/** One /myProject row (contract MyProjectItem): deposit in 元 with its order's state, the lot, its tabs and action. */
export async function myProjectItem(db: Db, row: MyProjectRow, now: number): Promise<MyProjectItem> {
  const [{ project, lotProject }, order] = await Promise.all([projectsOf(db, row), findOrderByEnrolment(db, row.id)]);
  const state = stateOf(row);
  const status = orderStatusOf(order);
  return {
    enrolmentId: row.id, assetsId: row.assetsId, assetsName: project?.assetsName ?? '', projectCode: project?.projectCode ?? '',
    projectType: project?.projectType ?? 0, bidderCode: state === 'paid' ? row.bidderCode : null, state, stateLabel: ENROLMENT_STATE_LABELS[state],
    deposit: fenToYuan(row.depositFen) ?? 0, orderNo: order?.orderNo ?? '', depositStatus: status, depositStatusLabel: ORDER_STATUS_LABELS[status],
    lot: myLotOf(row, lotProject), tabs: tabsOf(row), action: actionOf(row, project, order, now), createTime: beijingTime(row.createTime),
  };
}

/** /myProject: one page of the caller's applications in `tab`, newest first; total and pages count that tab only. */
export async function myProjectsPage(db: Db, userId: string, q: { tab: MyProjectTab; current: number; size: number }, now: number): Promise<Page<MyProjectItem>> {
  const { rows, total } = await findMyProjects(db, userId, q.tab, q.size, offsetOf(q.size, q.current));
  return toPage(await Promise.all(rows.map((r) => myProjectItem(db, r, now))), total, q.size, q.current);
}
