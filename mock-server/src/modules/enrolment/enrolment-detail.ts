import { ORDER_STATUS_LABELS } from '../../../../contract/payment';
import type { EnrolmentDetail } from '../../../../contract/usercentre';
import type { Db } from '../../db/connection';
import { found } from '../../http/envelope';
import { findProject } from '../detail/index';
import { findOrderByEnrolment } from '../payment/index';
import { findEnrolmentEvents } from './event-repository';
import { historyOf } from './history';
import { actionOf, orderStatusOf } from './my-projects';
import { myLotOf } from './my-lot';
import { findMyProject } from './my-projects-repository';
import { applicationView } from './view';

/**
 * /enrollDetail: the caller's application `id` (the enrolment view), the refusal reason ('' unless refused), its
 * history oldest first, the deposit order's state, the lot and the action, as in /myProject.
 * @throws ApiError 404 '报名记录不存在' for an unknown id or another user's (ids cannot be probed).
 */
export async function enrolmentDetail(db: Db, userId: string, id: string, now: number): Promise<EnrolmentDetail> {
  const row = found(await findMyProject(db, userId, id), '报名记录不存在');
  const [view, events, order, project] = await Promise.all([
    applicationView(db, row), findEnrolmentEvents(db, id), findOrderByEnrolment(db, id), findProject(db, row.assetsId),
  ]);
  const lotProject = row.lotId === row.assetsId ? project : await findProject(db, row.lotId);
  const status = orderStatusOf(order);
  return {
    ...view, refuseReason: row.state === 'refused' ? row.refuseReason : '', history: historyOf(row, events, lotProject),
    orderStatus: status, orderStatusLabel: ORDER_STATUS_LABELS[status], lot: myLotOf(row, lotProject), action: actionOf(row, project, order, now),
  };
}
