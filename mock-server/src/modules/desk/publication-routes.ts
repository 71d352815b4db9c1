import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/constants';
import { evolutionSchema, periodicalSchema, recruitSchema } from '../../../../contract/content';
import { pageSchema } from '../../../../contract/envelope';
import type { AppContext } from '../../context';
import { found, offsetOf, toPage } from '../../http/envelope';
import { tagRoutes } from '../../http/openapi';
import { get, idParam, paging } from '../../http/route';
import { findEvolution, findPeriodical, findPeriodicals, findRecruit, findRecruits } from './repository';

/** The blade-desk "about us" publications: periodicals, job openings, development history (§7). Prefix `/api`. */
export async function deskPublicationRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '平台资讯');
  const { ctx } = opts;
  const { db } = ctx;

  /** GET /api/blade-desk/periodical/list — size (default 10), current. Answer: Page<Periodical> newest first, no content. §7. */
  get(app, '/blade-desk/periodical/list', {
    summary: '分页查询期刊',
    params: paging(DEFAULT_PAGE_SIZE),
    answer: pageSchema(periodicalSchema),
    handler: async ({ size, current }) => {
      const { records, total } = await findPeriodicals(db, size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /** GET /api/blade-desk/periodical/detail?id= — Answer: Periodical with content. 404 '期刊不存在'. §7. */
  get(app, '/blade-desk/periodical/detail', {
    summary: '获取期刊详情',
    params: z.object({ id: idParam('期刊编号') }),
    answer: periodicalSchema,
    handler: async ({ id }) => found(await findPeriodical(db, id), '期刊不存在'),
  });

  /** GET /api/blade-desk/recruit/list — size (default 10), current. Answer: Page<Recruit> newest first, no content. §7. */
  get(app, '/blade-desk/recruit/list', {
    summary: '分页查询招聘信息',
    params: paging(DEFAULT_PAGE_SIZE),
    answer: pageSchema(recruitSchema),
    handler: async ({ size, current }) => {
      const { records, total } = await findRecruits(db, size, offsetOf(size, current));
      return toPage(records, total, size, current);
    },
  });

  /** GET /api/blade-desk/recruit/detail?id= — Answer: Recruit with content. 404 '招聘信息不存在'. §7. */
  get(app, '/blade-desk/recruit/detail', {
    summary: '获取招聘信息详情',
    params: z.object({ id: idParam('招聘编号') }),
    answer: recruitSchema,
    handler: async ({ id }) => found(await findRecruit(db, id), '招聘信息不存在'),
  });

  /** GET /api/blade-desk/evolution/list — the development history. Answer: Evolution[] by year, oldest first. §7. */
  get(app, '/blade-desk/evolution/list', {
    summary: '获取发展历程',
    answer: z.array(evolutionSchema),
    handler: () => findEvolution(db),
  });
}
