import { z } from 'zod';
import { pagingQuerySchema } from './envelope';
import { CABINET_FOLDERS } from './files-paths';
import { msg } from './i18n';
export { CABINET_FOLDER_LABELS, CABINET_FOLDERS, FILE_QUOTA_BYTES, FILES_PATHS, type CabinetFolder } from './files-paths';

const folderSchema = z.enum(CABINET_FOLDERS, { message: msg('文件夹不存在') });

/**
 * A file in the cabinet: `source` auto (filed by the exchange: `sourceLabel` says from what, e.g. 实名认证 / 报名 /
 * 保证金 / 结算 / 合同) or upload (the user's own, `deletable`); `group` the project's assetsId ('' none) and its name;
 * `url` to GET the bytes (inline; add ?download=1 to save). Size in bytes (0: made when opened, e.g. a 成交确认书); time Beijing.
 */
export const cabinetFileSchema = z.object({
  id: z.string(), name: z.string(), folder: folderSchema, group: z.string(), groupName: z.string(), contentType: z.string(),
  size: z.number().int(), source: z.enum(['auto', 'upload']), sourceLabel: z.string(), time: z.string(), url: z.string(),
  deletable: z.boolean(),
});
export type CabinetFile = z.infer<typeof cabinetFileSchema>;

export const cabinetFolderSchema = z.object({ code: folderSchema, name: z.string(), count: z.number().int(), size: z.number().int() });
export const cabinetOverviewSchema = z.object({
  folders: z.array(cabinetFolderSchema),
  quota: z.object({ usedBytes: z.number().int(), limitBytes: z.number().int() }),
  latest: z.array(cabinetFileSchema),
});
export type CabinetOverview = z.infer<typeof cabinetOverviewSchema>;

export const cabinetChildrenQuerySchema = z.object({ folder: folderSchema });
/** A folder's content: its groups (one per project, with counts) and the files that belong to no project. */
export const cabinetChildrenSchema = z.object({
  folder: cabinetFolderSchema,
  groups: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int(), latestTime: z.string() })),
  files: z.array(cabinetFileSchema),
});
export type CabinetChildren = z.infer<typeof cabinetChildrenSchema>;

export const cabinetListQuerySchema = pagingQuerySchema.extend({
  folder: folderSchema.optional(),
  group: z.string().trim().max(32, msg('分组格式错误')).optional(),
  q: z.string().trim().max(50, msg('搜索词不能超过50个字')).optional(),
});
export const cabinetUploadQuerySchema = z.object({ folder: folderSchema.default('upload') });
export const cabinetRemoveSchema = z.object({ id: z.string().trim().regex(/^[0-9a-f]{32}$/, msg('文件编号格式错误')) });
