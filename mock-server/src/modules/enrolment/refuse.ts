import { ENROLMENT_STATE_LABELS, type EnrolmentState } from '../../../../contract/enrolment';
import type { Db } from '../../db/connection';
import type { Queryable } from '../../db/queryable';
import { ApiError, notFound } from '../../http/envelope';
import { beijingTime, fenToYuan } from '../../http/wire';
import { findProject } from '../detail/index';
import type { MessageService } from '../messages/index';
import { recordEnrolmentEvent } from './events';
import { enrolmentDetailHref } from './links';
import { findApplicationById, findPendingApplications, markApplicationRefused } from './repository';
import { stateOf } from './view';

/** Longest refusal reason (the column holds 200 characters). */
export const REFUSE_REASON_MAX = 200;

/**
 * The state of application `enrolmentId` (pending_payment, paid, refused), or null when there is none. What the
 * payment module asks before taking money for its order (a refused enrolment's order is not to be paid).
 */
export async function applicationState(db: Queryable, enrolmentId: string): Promise<EnrolmentState | null> {
  const app = await findApplicationById(db, enrolmentId);
  return app ? stateOf(app) : null;
}

/** An application waiting for its deposit, as `npm run enrolment -- list` prints it. */
export interface PendingApplication { enrolmentId: string; loginName: string; assetsName: string; deposit: number; submittedAt: string }

/** Applications whose deposit is not confirmed yet (the ones that may still be refused), oldest first, at most `limit`. */
export async function pendingApplications(db: Db, limit = 100): Promise<PendingApplication[]> {
  const rows = await findPendingApplications(db, limit);
  return rows.map((r) => ({
    enrolmentId: r.id, loginName: r.loginName, assetsName: r.assetsName, deposit: fenToYuan(r.depositFen) ?? 0, submittedAt: beijingTime(r.createTime),
  }));
}

/**
 * 资格审核未通过: the exchange refuses application `enrolmentId` with `reason` before its deposit is confirmed (the
 * qualification is checked before a bidder code is given). In one transaction: state 'refused' with the reason,
 * the history entry 'refused' and the inbox message 报名未通过 (enrolment_refused, link /enrollDetail?id=); the
 * message is announced after the commit. The user may not enrol in the project again (one application per user and
 * project), and its deposit order is no longer to be paid.
 * The same refusal again (same reason) answers the same without a second entry or message.
 * @returns the new state. @throws ApiError 400 empty or too long reason, 404 unknown application, 409 already
 * confirmed (a bidder code was given: the exchange must handle that bidder another way) or refused for another reason.
 */
export async function refuseApplication(db: Db, messages: MessageService, enrolmentId: string, reason: string, now: number): Promise<{ enrolmentId: string; state: EnrolmentState; refuseReason: string }> {
  const why = reason.trim();
  if (!why) throw new ApiError(400, '请填写报名未通过的原因');
  if (why.length > REFUSE_REASON_MAX) throw new ApiError(400, `原因不能超过${REFUSE_REASON_MAX}个字符`);
  const stored = await db.transaction().execute(async (trx) => {
    const app = await findApplicationById(trx, enrolmentId);
    if (!app) throw notFound('报名记录不存在');
    // A repeated command (double click, retry) with the same reason answers the same refusal and tells no one twice.
    if (app.state === 'refused' && app.refuseReason === why) return null;
    if (!(await markApplicationRefused(trx, enrolmentId, why, now))) {
      const state = stateOf(app);
      throw new ApiError(409, state === 'paid'
        ? `该报名的保证金已确认并已分配竞买号（${app.bidderCode ?? ''}），不能再以资格审核未通过驳回`
        : `该报名当前状态为“${ENROLMENT_STATE_LABELS[state]}”，不能重复驳回`);
    }
    await recordEnrolmentEvent(trx, enrolmentId, 'refused', 'operator', { reason: why }, now);
    const project = await findProject(trx, app.assetsId);
    return messages.store(trx, {
      userId: app.userId, type: 'enrolment_refused', title: '报名未通过', assetsId: app.assetsId, link: enrolmentDetailHref(enrolmentId),
      content: `您报名的「${project?.assetsName ?? app.assetsId}」未通过交易所资格审核，原因：${why}。如有疑问，可在个人中心提交申诉。`,
    });
  });
  if (stored) await messages.announce(stored);
  return { enrolmentId, state: 'refused', refuseReason: why };
}
