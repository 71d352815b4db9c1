import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cabinetChildrenQuerySchema, cabinetChildrenSchema, cabinetFileSchema, cabinetListQuerySchema, cabinetOverviewSchema, cabinetRemoveSchema, FILES_PATHS,
} from '../../../../contract/files';
import { pageSchema } from '../../../../contract/envelope';
import { tagRoutes } from '../../http/openapi';
import { currentUser } from '../../http/request-user';
import { get, post } from '../../http/route';
import type { Cabinet } from './cabinet';
import { childrenOf, listOf, overviewOf } from './service';

/** Removals per address and minute. */
const REMOVE_RATE = { max: 60, timeWindow: 60_000 };

/** 我的文件 (§2 /myFiles, /usercenter/files/children, /usercenter/files/list): the cabinet's JSON endpoints. Prefix `/api`. */
export async function filesRoutes(app: FastifyInstance, opts: { cabinet: Cabinet }): Promise<void> {
  tagRoutes(app, '我的文件');
  const { cabinet } = opts;

  /** GET /api/dscq-user/files/overview — CabinetOverview: every folder (count, bytes), the quota (bytes of own uploads / limit), the 8 newest files. 401 without a token. */
  get(app, `/${FILES_PATHS.overview}`, {
    summary: '我的文件：文件夹、容量与最新文件', answer: cabinetOverviewSchema, requireUser: true,
    handler: async (_q, request) => overviewOf(await cabinet.items(currentUser(request).id)),
  });

  /** GET /api/dscq-user/files/children ?folder= — CabinetChildren: the folder's project groups (newest first) and its files without a project. 400 unknown folder. */
  get(app, `/${FILES_PATHS.children}`, {
    summary: '我的文件：文件夹内的项目分组与文件', params: cabinetChildrenQuerySchema, answer: cabinetChildrenSchema, requireUser: true,
    handler: async (q, request) => childrenOf(await cabinet.items(currentUser(request).id), q.folder),
  });

  /** GET /api/dscq-user/files/list ?folder&group&q&current&size — Page<CabinetFile>, newest first; q matches the name (case-insensitive). */
  get(app, `/${FILES_PATHS.list}`, {
    summary: '我的文件：文件列表', params: cabinetListQuerySchema, answer: pageSchema(cabinetFileSchema), requireUser: true,
    handler: async (q, request) => listOf(await cabinet.items(currentUser(request).id), q),
  });

  /** POST /api/dscq-user/files/remove {id} — null: removes one of the caller's own uploads. 409 for an automatically filed document, 404 文件不存在 otherwise. */
  post(app, `/${FILES_PATHS.remove}`, {
    summary: '我的文件：删除本人上传的文件', params: cabinetRemoveSchema, answer: z.null(), requireUser: true, rateLimit: REMOVE_RATE,
    handler: async (b, request) => {
      await cabinet.remove(currentUser(request).id, b.id);
      return null;
    },
  });
}
