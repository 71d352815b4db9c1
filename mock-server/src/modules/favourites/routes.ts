import type { FastifyInstance } from 'fastify';
import {
  collectAnswerSchema, collectedProjectSchema, collectListQuerySchema, collectRequestSchema, FAVOURITE_PATHS, followAnswerSchema,
  followedRoadshowSchema, followedRoadshowsQuerySchema, followRequestSchema,
} from '../../../../contract/favourites';
import { pageSchema } from '../../../../contract/envelope';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { notFound, offsetOf, toPage } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, post } from '../../http/route';
import { currentUser } from '../../http/request-user';
import { favouriteFacts, findCollected, setCollected } from './repository';
import { findFollowedRoadshows, findRoadshowRow, followFacts, setFollow } from './roadshow-repository';

/** Options of {@link favouriteRoutes}: the context and the detail module's project check (wired by app.ts). */
export interface FavouriteRoutesOptions {
  ctx: AppContext;
  /** Resolves when project `assetsId` exists. @throws ApiError 404 '项目不存在' otherwise. */
  requireProject: (db: Db, assetsId: string) => Promise<unknown>;
}

/**
 * Favourites (§2 /myCollect, §7 collect-assets) and roadshow following. Every call needs the bearer token; without one
 * the 401 makes the portal show 用户未登录 with a go-login button (§8). Prefix `/api`.
 */
export async function favouriteRoutes(app: FastifyInstance, opts: FavouriteRoutesOptions): Promise<void> {
  tagRoutes(app, '收藏与关注');
  const { ctx, requireProject } = opts;
  const { db } = ctx;

  for (const [path, collected] of [[FAVOURITE_PATHS.add, true], [FAVOURITE_PATHS.cancel, false]] as const) {
    /**
     * POST /api/dscq-user/collect-assets/add | /cancel { assetsId } → { assetsId, collected, favouriteCount }.
     * Idempotent both ways. 401 用户未登录 path; 404 '项目不存在'.
     */
    post(app, `/${path}`, {
      summary: collected ? '收藏项目' : '取消收藏项目',
      params: collectRequestSchema, answer: collectAnswerSchema, requireUser: true,
      handler: async ({ assetsId }, request) => {
        const userId = currentUser(request).id;
        await requireProject(db, assetsId);
        await setCollected(db, userId, assetsId, collected, ctx.now());
        return { assetsId, collected, favouriteCount: (await favouriteFacts(db, assetsId, userId)).count };
      },
    });
  }

  /** POST /api/dscq-user/collect-assets/assets-list { current, size (default 10) } → Page<ListedProject + collectTime>, newest first. */
  post(app, `/${FAVOURITE_PATHS.list}`, {
    summary: '分页查询本人收藏的项目',
    params: collectListQuerySchema, answer: pageSchema(collectedProjectSchema), requireUser: true,
    handler: async ({ current, size }, request) => {
      const { records, total } = await findCollected(db, currentUser(request).id, size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  for (const [path, follow] of [[FAVOURITE_PATHS.follow, true], [FAVOURITE_PATHS.unfollow, false]] as const) {
    /**
     * POST /api/dscq-project/roadshow/follow | /unfollow { roadshowId } or { assetsId } → { roadshowId, followed,
     * followerCount }. Idempotent. 404 '路演不存在' / '该项目暂无路演'.
     */
    post(app, `/${path}`, {
      summary: follow ? '关注项目路演' : '取消关注项目路演',
      params: followRequestSchema, answer: followAnswerSchema, requireUser: true,
      handler: async ({ roadshowId, assetsId }, request) => {
        const userId = currentUser(request).id;
        if (roadshowId === undefined) await requireProject(db, assetsId!);
        const roadshow = await findRoadshowRow(db, { roadshowId, assetsId });
        if (!roadshow) throw notFound(roadshowId !== undefined ? '路演不存在' : '该项目暂无路演');
        await setFollow(db, roadshow.id, userId, follow, ctx.now());
        return { roadshowId: roadshow.id, followed: follow, followerCount: (await followFacts(db, roadshow.id, userId)).count };
      },
    });
  }

  /**
   * GET /api/dscq-project/roadshow/followed ?current&size (default 10) → Page<FollowedRoadshow>: the caller's followed
   * roadshows, newest follow first, status 未开始 / 直播中 / 已结束 by the server clock. 401 without a token.
   */
  get(app, `/${FAVOURITE_PATHS.followed}`, {
    summary: '分页查询本人关注的路演',
    params: followedRoadshowsQuerySchema, answer: pageSchema(followedRoadshowSchema), requireUser: true,
    handler: async ({ current, size }, request) => {
      const { records, total } = await findFollowedRoadshows(db, currentUser(request).id, size, offsetOf(size, current), ctx.now());
      return toPage(records, total, size, current);
    },
  });
}
