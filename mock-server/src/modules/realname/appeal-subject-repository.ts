import type { Queryable } from '../../db/queryable';

/** A rejected real-name submission the user may appeal: the name it was filed under, the reason and the decision time (epoch ms). */
export interface RejectedRecord { id: string; kind: string; name: string; reason: string; decidedTime: number }

/**
 * The real-name submissions of `userId` the exchange rejected (status 2), newest first — what /shensuRecord lists
 * as 实名认证驳回 subjects. name: the person's or the organisation's name as submitted.
 */
export async function rejectedRecords(db: Queryable, userId: string): Promise<RejectedRecord[]> {
  const rows = await db.selectFrom('realnameVerification')
    .select(['id', 'kind', 'name', 'orgName', 'reason', 'reviewedTime', 'submittedTime'])
    .where('userId', '=', userId).where('status', '=', 2)
    .orderBy('submittedTime', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id, kind: r.kind, name: r.kind === 'org' ? r.orgName : r.name, reason: r.reason, decidedTime: r.reviewedTime ?? r.submittedTime,
  }));
}
