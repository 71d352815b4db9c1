import { z } from 'zod';
import { pagingQuerySchema } from './envelope';
import { assetsIdParam } from './project-detail';
import { listedProjectSchema } from './projects';
import { msg } from './i18n';

/**
 * Favourites (收藏, §2 /myCollect) and following a project's roadshow (路演). Paths relative to `/api/`; every call
 * needs the bearer token. A 401 here makes the portal show 用户未登录 with a go-login button instead of logging out
 * (§2 Login and logout, §8).
 */
export { FAVOURITE_PATHS } from './favourites-paths';

/**
 * POST add / cancel { assetsId } → { assetsId, collected, favouriteCount }. Both are idempotent: adding twice keeps
 * one favourite, cancelling one that is not there is not an error. 404 '项目不存在' for an unknown project.
 */
export const collectRequestSchema = z.object({ assetsId: assetsIdParam });
export const collectAnswerSchema = z.object({ assetsId: z.string(), collected: z.boolean(), favouriteCount: z.number().int() });

/** POST assets-list { current, size (default 10) } → Page<CollectedProject>, newest favourite first. */
export const collectListQuerySchema = pagingQuerySchema;
/** A favourite: the ListedProject plus when it was collected (Beijing time). */
export const collectedProjectSchema = listedProjectSchema.extend({ collectTime: z.string() });
export type CollectedProject = z.infer<typeof collectedProjectSchema>;

/**
 * POST follow / unfollow { roadshowId } or { assetsId } (the project's roadshow) → { roadshowId, followed,
 * followerCount }. Idempotent. 404 '路演不存在' / '该项目暂无路演'.
 */
export const followRequestSchema = z.object({
  roadshowId: z.string().trim().regex(/^\d{1,19}$/, msg('路演编号格式错误')).optional(),
  assetsId: assetsIdParam.optional(),
}).refine((v) => v.roadshowId !== undefined || v.assetsId !== undefined, { message: msg('请提供路演编号或项目编号'), path: ['roadshowId'] });
export const followAnswerSchema = z.object({ roadshowId: z.string(), followed: z.boolean(), followerCount: z.number().int() });

/** GET followed query: paging only (size default 10). */
export const followedRoadshowsQuerySchema = pagingQuerySchema;

/** A roadshow's state by the server clock: 未开始 before startTime, 直播中 until endTime, 已结束 after. */
export const ROADSHOW_STATUSES = [msg('未开始'), msg('直播中'), msg('已结束')] as const;
export type RoadshowStatus = (typeof ROADSHOW_STATUSES)[number];

/**
 * A roadshow the caller follows, with its project (assetsId, assetsName). Times Beijing strings; `status` from the
 * server clock at the time of the answer; `followTime` when the caller followed it.
 */
export const followedRoadshowSchema = z.object({
  roadshowId: z.string(), assetsId: z.string(), assetsName: z.string(), title: z.string(), host: z.string(),
  startTime: z.string(), endTime: z.string(), liveUrl: z.string(), coverImg: z.string(), status: z.enum(ROADSHOW_STATUSES),
  followTime: z.string(),
});
export type FollowedRoadshow = z.infer<typeof followedRoadshowSchema>;
