import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  assetsQuerySchema, DETAIL_PATHS, featureSchema, pkgAnswerSchema, projectDetailSchema,
} from '../../../../contract/project-detail';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get } from '../../http/route';
import { fenToYuan } from '../../http/wire';
import { toListedProjects } from '../../services/listing';
import { listFeatures, listSubAssets } from './repository';
import { projectDetail, requireProject } from './service';
import { optionalUserId } from './viewer';

/** Project types that have sub-assets: 1 package (打包), 2 asset group. */
const WITH_SUB_ASSETS = new Set([1, 2]);

/** The detail page's main calls (§2 /projectDetail, /projectPkg; §7 Projects and bidding). Prefix `/api`. */
export async function detailRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '项目详情');
  const { ctx } = opts;
  const { db } = ctx;

  /**
   * GET /api/dscq-project/project/detail?assetsId= — the whole project (contract projectDetailSchema): ListedProject,
   * description, transferor, area, term, deposit / increment / biddingPrice (元), gallery, region names, package and
   * directional flags, enrolment window, bid activity (mode + 竞价须知) when a lot exists, favourite count, roadshow.
   * Public; with a valid bearer token isCollected / followed / directionalVerified are the caller's. 400 bad id, 404.
   */
  get(app, `/${DETAIL_PATHS.detail}`, {
    summary: '获取项目详情',
    params: assetsQuerySchema, answer: projectDetailSchema,
    handler: async ({ assetsId }, request) => projectDetail(db, assetsId, await optionalUserId(ctx, request), ctx.now()),
  });

  /**
   * GET /api/dscq-project/bid/nccq/pkg?assetsId= — the sub-assets (标段) of a package (projectType 1) or asset group (2),
   * each a ListedProject plus deposit and increment in 元. 400 '该项目不是打包项目，没有子标的' otherwise; 404 unknown.
   */
  get(app, `/${DETAIL_PATHS.pkg}`, {
    summary: '获取打包项目的子标的（标段）',
    params: assetsQuerySchema, answer: pkgAnswerSchema,
    handler: async ({ assetsId }) => {
      const parent = await requireProject(db, assetsId);
      if (!WITH_SUB_ASSETS.has(parent.projectType)) throw new ApiError(400, '该项目不是打包项目，没有子标的');
      const subs = await listSubAssets(db, assetsId);
      const listed = await toListedProjects(db, subs);
      return {
        assetsId, assetsName: parent.assetsName, projectType: parent.projectType,
        records: listed.map((l, i) => ({ ...l, deposit: fenToYuan(subs[i].depositFen) ?? 0, increment: fenToYuan(subs[i].incrementFen) ?? 0 })),
      };
    },
  });

  /** GET /api/dscq-project/assets-feature/list?assetsId= — feature tags [{ id, name }] (交通便利, 水源充足 …). 404 unknown. */
  get(app, `/${DETAIL_PATHS.features}`, {
    summary: '获取项目特色标签',
    params: assetsQuerySchema, answer: z.array(featureSchema),
    handler: async ({ assetsId }) => {
      await requireProject(db, assetsId);
      return listFeatures(db, assetsId);
    },
  });
}
