import type { FastifyInstance } from 'fastify';
import {
  ACCEPT_KIND_LABELS, assetsQuerySchema, attachmentsAnswerSchema, baseInfoSchema, DETAIL_PATHS, DETAIL_SECTION_KEYS, DETAIL_SECTIONS,
  materialsAnswerSchema, sectionSchema, topInfoSchema,
} from '../../../../contract/project-detail';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/openapi';
import { get } from '../../http/route';
import { hasDirectionalAccess } from './access';
import { findProfile, listAttachments } from './repository';
import { baseInfo, sectionAnswer, topInfo } from './sections';
import { requireProject } from './service';
import { optionalUserId } from './viewer';

/**
 * The asset-detail family: one GET per tab of the detail page, each ?assetsId= (400 malformed, 404 '项目不存在').
 * Public; a bearer token unlocks a directional project's restricted tabs for a caller who entered its code.
 * Prefix `/api`.
 */
export async function detailSectionRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  tagRoutes(app, '项目详情');
  const { ctx } = opts;
  const { db } = ctx;

  /** GET /api/dscq-project/assets-detail/base-info — 基本信息: [{ label, value }] with units (元/万元, 亩, 年). */
  get(app, `/${DETAIL_PATHS.baseInfo}`, {
    summary: '获取项目基本信息',
    params: assetsQuerySchema, answer: baseInfoSchema, labels: ['label'],
    handler: async ({ assetsId }) => baseInfo(db, await requireProject(db, assetsId)),
  });

  /** GET /api/dscq-project/assets-detail/top-info — the announcement header (dates, state, favourite / download counts). */
  get(app, `/${DETAIL_PATHS.topInfo}`, {
    summary: '获取项目公告头部信息',
    params: assetsQuerySchema, answer: topInfoSchema,
    handler: async ({ assetsId }) => topInfo(db, await requireProject(db, assetsId)),
  });

  /**
   * GET /api/dscq-project/assets-detail/{subject|transferor|disposal|trade-notice|risk-warning|bid-announcement|
   * disclosure|supplement|evaluation|catalogue} — one rich-text tab { content (HTML), items, locked, updateTime }.
   * evaluation, catalogue and supplement are locked on directional projects until the code is entered.
   */
  for (const section of DETAIL_SECTION_KEYS) {
    get(app, `/${DETAIL_PATHS.section}/${section}`, {
      summary: `获取项目详情页签：${DETAIL_SECTIONS[section]}`,
      params: assetsQuerySchema, answer: sectionSchema, labels: ['label'],
      handler: async ({ assetsId }, request) => sectionAnswer(db, await requireProject(db, assetsId), section, await optionalUserId(ctx, request)),
    });
  }

  /** GET /api/dscq-project/assets-detail/enrol-materials — who may enrol and the materials to upload (报名材料). */
  get(app, `/${DETAIL_PATHS.materials}`, {
    summary: '获取报名条件与报名材料要求',
    params: assetsQuerySchema, answer: materialsAnswerSchema,
    handler: async ({ assetsId }) => {
      const profile = await findProfile(db, await requireProject(db, assetsId));
      return { acceptKinds: profile.acceptKinds, acceptKindsLabel: ACCEPT_KIND_LABELS[profile.acceptKinds], materials: profile.materials };
    },
  });

  /**
   * GET /api/dscq-project/assets-detail/attachments — { locked, records[{ id, name, size (bytes), url, contentType }] };
   * a directional project's attachments are listed only to callers who unlocked it. Log downloads with attachment-log.
   */
  get(app, `/${DETAIL_PATHS.attachments}`, {
    summary: '获取项目附件列表',
    params: assetsQuerySchema, answer: attachmentsAnswerSchema,
    handler: async ({ assetsId }, request) => {
      const project = await requireProject(db, assetsId);
      const open = await hasDirectionalAccess(db, assetsId, await optionalUserId(ctx, request), await findProfile(db, project));
      if (!open) return { locked: true, records: [] };
      const rows = await listAttachments(db, assetsId);
      return { locked: false, records: rows.map((r) => ({ id: r.id, name: r.name, size: r.size, url: r.url, contentType: r.contentType })) };
    },
  });
}
