import { APPEAL_SUBJECT_LABELS, type AppealSubject, type AppealSubjectType } from '../../../../contract/appeals';
import { ORDER_STATUS_LABELS } from '../../../../contract/payment';
import type { Db } from '../../db/connection';
import { beijingTime } from '../../http/wire';
import { closedLotsOfBidder, refusedApplications } from '../enrolment/index';
import { decidedOrders } from '../payment/index';
import { rejectedRecords } from '../realname/index';
import { openSubjectKeys } from './repository';

/** The column subject_title holds at most this many characters. */
const TITLE_MAX = 200;

const clip = (text: string) => Array.from(text).slice(0, TITLE_MAX).join('');
const withReason = (what: string, reason: string) => (reason ? `${what}：${reason}` : what);

/** A subject before the open flag: type, id, the title the user knows it by, the decision time (epoch ms). */
interface RawSubject { subjectType: AppealSubjectType; subjectId: string; title: string; at: number }

/** The subjects of every owner, read through their public entries. */
async function rawSubjects(db: Db, userId: string): Promise<RawSubject[]> {
  const [records, refused, orders, lots] = await Promise.all([
    rejectedRecords(db, userId), refusedApplications(db, userId), decidedOrders(db, userId), closedLotsOfBidder(db, userId),
  ]);
  return [
    ...records.map((r): RawSubject => ({
      subjectType: 'realname', subjectId: r.id, at: r.decidedTime,
      title: withReason(`${r.kind === 'org' ? '机构' : '个人'}实名认证（${r.name}）被驳回`, r.reason),
    })),
    ...refused.map((a): RawSubject => ({
      subjectType: 'enrolment', subjectId: a.id, at: a.decidedTime, title: withReason(`${a.assetsName} 报名未通过`, a.reason),
    })),
    ...orders.map((o): RawSubject => ({
      subjectType: 'deposit', subjectId: o.orderNo, at: o.decidedTime,
      title: `${o.assetsName} 保证金（订单 ${o.orderNo}）${ORDER_STATUS_LABELS[o.status]}`,
    })),
    ...lots.map((l): RawSubject => ({
      subjectType: 'lot', subjectId: l.assetsId, at: l.closedTime,
      title: `${l.assetsName}（竞买号 ${l.bidderCode}）${l.won ? '竞得' : l.outcome === 'unsold' ? '流拍' : '未竞得'}`,
    })),
  ];
}

/**
 * What `userId` may appeal now (contract AppealSubject[], newest decision first): their rejected real-name records,
 * refused enrolments, decided deposit orders and closed lots they bid in. `open` is true while an appeal of the
 * subject waits for an answer. Another user's records never appear.
 */
export async function subjectsOf(db: Db, userId: string): Promise<AppealSubject[]> {
  const [raw, open] = await Promise.all([rawSubjects(db, userId), openSubjectKeys(db, userId)]);
  return raw.sort((a, b) => b.at - a.at).map((s) => ({
    subjectType: s.subjectType, subjectTypeLabel: APPEAL_SUBJECT_LABELS[s.subjectType], subjectId: s.subjectId,
    title: clip(s.title), time: beijingTime(s.at), open: open.has(`${s.subjectType}:${s.subjectId}`),
  }));
}

/** The caller's subject of this type and id, or null (also when it belongs to someone else). */
export async function findSubject(db: Db, userId: string, type: AppealSubjectType, id: string): Promise<AppealSubject | null> {
  return (await subjectsOf(db, userId)).find((s) => s.subjectType === type && s.subjectId === id) ?? null;
}
