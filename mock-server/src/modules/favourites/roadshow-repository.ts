import type { z } from 'zod';
import type { FollowedRoadshow, RoadshowStatus } from '../../../../contract/favourites';
import type { roadshowSchema } from '../../../../contract/project-detail';
import type { Db } from '../../db/connection';
import { beijingTime } from '../../http/wire';

type RoadshowView = z.infer<typeof roadshowSchema>;

/** The roadshow row by id or by project, or null. */
export async function findRoadshowRow(db: Db, by: { roadshowId?: string; assetsId?: string }) {
  let query = db.selectFrom('roadshow').selectAll();
  query = by.roadshowId !== undefined ? query.where('id', '=', by.roadshowId) : query.where('assetsId', '=', by.assetsId ?? '');
  return (await query.executeTakeFirst()) ?? null;
}

/** How many users follow the roadshow, and whether `userId` does. */
export async function followFacts(db: Db, roadshowId: string, userId: string | null): Promise<{ count: number; mine: boolean }> {
  const [counted, mine] = await Promise.all([
    db.selectFrom('roadshowFollow').select((eb) => eb.fn.countAll().as('n')).where('roadshowId', '=', roadshowId).executeTakeFirstOrThrow(),
    userId ? db.selectFrom('roadshowFollow').select('userId').where('roadshowId', '=', roadshowId).where('userId', '=', userId).executeTakeFirst() : undefined,
  ]);
  return { count: Number(counted.n), mine: mine !== undefined };
}

/** The project's roadshow as the detail page shows it (followed false for visitors), or null when it has none. */
export async function findRoadshow(db: Db, assetsId: string, userId: string | null): Promise<RoadshowView | null> {
  const row = await findRoadshowRow(db, { assetsId });
  if (!row) return null;
  const follows = await followFacts(db, row.id, userId);
  return {
    id: row.id, title: row.title, host: row.host, startTime: beijingTime(row.startTime), endTime: beijingTime(row.endTime),
    startAt: Number(row.startTime), liveUrl: row.liveUrl, coverImg: row.coverImg, followerCount: follows.count, followed: follows.mine,
  };
}

/** Follows (true) or unfollows (false) idempotently. */
export async function setFollow(db: Db, roadshowId: string, userId: string, follow: boolean, now: number): Promise<void> {
  if (follow) {
    await db.insertInto('roadshowFollow').values({ roadshowId, userId, createTime: now })
      .onConflict((oc) => oc.columns(['roadshowId', 'userId']).doNothing()).execute();
  } else {
    await db.deleteFrom('roadshowFollow').where('roadshowId', '=', roadshowId).where('userId', '=', userId).execute();
  }
}

/** A roadshow is 未开始 before its start, 直播中 until its end, then 已结束 (epoch ms on the server clock). */
export function roadshowStatus(startTime: number, endTime: number, now: number): RoadshowStatus {
  if (now < startTime) return '未开始';
  return now < endTime ? '直播中' : '已结束';
}

/**
 * One page of the roadshows `userId` follows, newest follow first (ties by roadshow id), each with its project's name
 * and its status at `now` (epoch ms). Only the caller's own follows.
 */
export async function findFollowedRoadshows(db: Db, userId: string, limit: number, offset: number, now: number): Promise<{ records: FollowedRoadshow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db.selectFrom('roadshowFollow').innerJoin('roadshow', 'roadshow.id', 'roadshowFollow.roadshowId')
      .innerJoin('project', 'project.assetsId', 'roadshow.assetsId')
      .select(['roadshow.id', 'roadshow.assetsId', 'project.assetsName', 'roadshow.title', 'roadshow.host', 'roadshow.startTime',
        'roadshow.endTime', 'roadshow.liveUrl', 'roadshow.coverImg', 'roadshowFollow.createTime as followTime'])
      .where('roadshowFollow.userId', '=', userId)
      .orderBy('roadshowFollow.createTime', 'desc').orderBy('roadshow.id').limit(limit).offset(offset).execute(),
    db.selectFrom('roadshowFollow').innerJoin('roadshow', 'roadshow.id', 'roadshowFollow.roadshowId')
      .innerJoin('project', 'project.assetsId', 'roadshow.assetsId')
      .select((eb) => eb.fn.countAll().as('n')).where('roadshowFollow.userId', '=', userId).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r): FollowedRoadshow => ({
    roadshowId: r.id, assetsId: r.assetsId, assetsName: r.assetsName, title: r.title, host: r.host,
    startTime: beijingTime(r.startTime), endTime: beijingTime(r.endTime), liveUrl: r.liveUrl, coverImg: r.coverImg,
    status: roadshowStatus(Number(r.startTime), Number(r.endTime), now), followTime: beijingTime(r.followTime),
  }));
  return { records, total: Number(counted.n) };
}
