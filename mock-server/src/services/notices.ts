import type { Neighbour, Notice } from '../../../contract/content';
import type { Db } from '../db/connection';
import { beijingTime } from '../http/wire';
import { findAttachments } from './content-attachment-repository';
import type { Queryable } from '../db/queryable';
import { deleteNoticesOf, findNoticeNeighbours, findNoticeRow, findNoticeRows, hasNoticeOf, insertNotice } from './notices-repository';

/** Filter of the notice lists: notice type (1 交易, 2 成交, 3 平台, 4 流拍) and the front-page flag. */
export interface NoticeFilter {
  noticeType?: number;
  isFrontPage?: number;
}

/**
 * A page of notices, newest first, without their content (lists never carry article bodies).
 * Used by blade-desk/notice-info/list and dscq-project/notice/page.
 */
export async function findNotices(db: Db, f: NoticeFilter, limit: number, offset: number): Promise<{ records: Notice[]; total: number }> {
  const { rows, total } = await findNoticeRows(db, f, limit, offset);
  return { records: rows.map((r) => toNotice(r)), total };
}

/**
 * One notice with its content, its attachments (when it has any: 公告原文, 成交确认书… as {name, url, size}) and its
 * neighbours among the notices of its type in the newest-first list (`prev` the newer one, `next` the older one; null
 * at either end), or null when the id is unknown.
 */
export async function findNotice(db: Db, id: string): Promise<Notice | null> {
  const row = await findNoticeRow(db, id);
  if (!row) return null;
  const [{ prev, next }, attachments] = await Promise.all([findNoticeNeighbours(db, row), findAttachments(db, 'notice', id)]);
  const neighbour = (n: { id: string; noticeTitle: string } | null): Neighbour => (n ? { id: n.id, title: n.noticeTitle } : null);
  const notice: Notice = { ...toNotice(row), prev: neighbour(prev), next: neighbour(next) };
  if (attachments.length > 0) notice.attachments = attachments;
  return notice;
}

function toNotice(r: { id: string; noticeTitle: string; noticeType: number; publishDate: number; createTime: number; content?: string }): Notice {
  const notice: Notice = {
    id: r.id, noticeTitle: r.noticeTitle, noticeType: r.noticeType,
    publishDate: beijingTime(r.publishDate), createTime: beijingTime(r.createTime),
  };
  if (r.content !== undefined) notice.content = r.content;
  return notice;
}

/**
 * The id of a lot's 成交公告 (a lot has at most one): 19 digits derived from its asset id, so the seeded history
 * publishes the same notices on every run (a seed is deterministic) and a second publication could never slip in.
 */
function dealNoticeId(assetsId: string): string {
  return `7${(BigInt(`0x${assetsId.slice(0, 16)}`) % 10n ** 18n).toString().padStart(18, '0')}`;
}

/** What a 成交公告 states: the lot, both parties, the price as printed (in the lot's unit) and the day of the deal. */
export interface DealNotice {
  assetsId: string; assetsName: string; projectCode: string; transferorName: string; winnerName: string; priceText: string;
  way: string; dealDay: string; exchange: string;
}

/**
 * Publishes the 成交公告 (notice type 2) of a settled deal through `db` (the confirming transaction), worded as the
 * seeded ones; a lot that already has one (the seed's, a repeated confirmation) gets no second. @returns its id, or
 * null when one existed.
 */
export async function publishDealNotice(db: Queryable, n: DealNotice, now: number): Promise<string | null> {
  if (await hasNoticeOf(db, n.assetsId, 2)) return null;
  const id = dealNoticeId(n.assetsId);
  const paras = [
    `${n.assetsName}（项目编号：${n.projectCode}）已于${n.dealDay}在${n.exchange}公开交易，现将成交结果公告如下：`,
    `转出方：${n.transferorName}；受让方：${n.winnerName}；成交价：${n.priceText}；交易方式：${n.way}。`,
    '公示期为5个工作日。对成交结果有异议的，请在公示期内以书面形式向我所提出。',
  ];
  await insertNotice(db, {
    id, noticeTitle: `${n.assetsName}成交公告`, noticeType: 2, content: paras.map((p) => `<p>${p}</p>`).join(''), assetsId: n.assetsId,
    isFrontPage: 0, publishDate: now, createTime: now,
  });
  return id;
}

/** Withdraws lot `assetsId`'s 成交公告 (a re-anchored demo lot is live again: its last deal no longer holds). */
export async function withdrawDealNotice(db: Queryable, assetsId: string): Promise<void> {
  await deleteNoticesOf(db, assetsId, 2);
}
