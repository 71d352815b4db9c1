import type { Selectable } from 'kysely';
import type { Material } from '../../../../contract/project-detail';
import type { Db } from '../../db/connection';
import type { ProjectTable } from '../../db/schema';
import type { Queryable } from '../../db/queryable';

export type ProjectRow = Selectable<ProjectTable>;

/** A project's detail profile as the services use it (JSON columns parsed). */
export interface Profile { acceptKinds: 'both' | 'person' | 'org'; directionalCodeHash: string; materials: Material[]; gallery: string[] }

/**
 * What a project without a stored profile gets (e.g. a lot an operator created after the seed): both kinds may enrol,
 * no code, the two documents every enroller signs, and its thumbnail as the gallery.
 */
const DEFAULT_MATERIALS: Material[] = [
  { code: 'application', name: '竞买申请书', required: true, appliesTo: 'both', note: '下载模板填写并签字（盖章）后上传' },
  { code: 'commitment', name: '竞买承诺书', required: true, appliesTo: 'both', note: '承诺已踏勘标的并接受交易规则' },
];

/** The project row, or null. */
export async function findProject(db: Queryable, assetsId: string): Promise<ProjectRow | null> {
  return (await db.selectFrom('project').selectAll().where('assetsId', '=', assetsId).executeTakeFirst()) ?? null;
}

/** The profile of `project` (defaults when none is stored). */
export async function findProfile(db: Queryable, project: Pick<ProjectRow, 'assetsId' | 'imgSrc'>): Promise<Profile> {
  const row = await db.selectFrom('projectProfile').selectAll().where('assetsId', '=', project.assetsId).executeTakeFirst();
  if (!row) return { acceptKinds: 'both', directionalCodeHash: '', materials: DEFAULT_MATERIALS, gallery: project.imgSrc ? [project.imgSrc] : [] };
  return {
    acceptKinds: row.acceptKinds as Profile['acceptKinds'], directionalCodeHash: row.directionalCodeHash,
    materials: JSON.parse(row.materials) as Material[], gallery: JSON.parse(row.gallery) as string[],
  };
}

/** One stored rich-text tab, or null. */
export async function findSection(db: Db, assetsId: string, section: string) {
  return (await db.selectFrom('projectSection').selectAll().where('assetsId', '=', assetsId).where('section', '=', section).executeTakeFirst()) ?? null;
}

/** The project's attachments in display order. */
export function listAttachments(db: Db, assetsId: string) {
  return db.selectFrom('projectAttachment').selectAll().where('assetsId', '=', assetsId).orderBy('sort').execute();
}

/** One attachment of `assetsId`, or null (an attachment of another project is not found either). */
export async function findAttachment(db: Db, assetsId: string, id: string) {
  return (await db.selectFrom('projectAttachment').selectAll().where('id', '=', id).where('assetsId', '=', assetsId).executeTakeFirst()) ?? null;
}

/** How many downloads the project's attachments have had. */
export async function downloadCount(db: Db, assetsId: string): Promise<number> {
  const row = await db.selectFrom('attachmentDownload').select((eb) => eb.fn.countAll().as('n')).where('assetsId', '=', assetsId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Feature tags in display order. */
export function listFeatures(db: Db, assetsId: string) {
  return db.selectFrom('assetFeature').select(['id', 'name']).where('assetsId', '=', assetsId).orderBy('sort').execute();
}

/** Sub-assets of a package or asset group, in lot order (their project codes end -1, -2 …). */
export function listSubAssets(db: Db, parentAssetsId: string): Promise<ProjectRow[]> {
  return db.selectFrom('project').selectAll().where('parentAssetsId', '=', parentAssetsId).orderBy('projectCode').execute();
}

/** The label of a dictionary key (e.g. transferType '1' → 出租), or ''. */
export async function dictLabel(db: Db, code: string, key: string): Promise<string> {
  const row = await db.selectFrom('dictItem').select('dictValue').where('code', '=', code).where('dictKey', '=', key).executeTakeFirst();
  return row?.dictValue ?? '';
}

/** The project's bid lot (mode, phase, rules JSON), or null when it has no bid activity. */
export async function findLotSummary(db: Db, assetsId: string) {
  return (await db.selectFrom('bidLot').select(['mode', 'phase', 'rules']).where('assetsId', '=', assetsId).executeTakeFirst()) ?? null;
}

/** Whether a bidder of the lot holds a pre-emptive right (a priority rank). */
export async function hasPriorityHolder(db: Db, assetsId: string): Promise<boolean> {
  const holder = await db.selectFrom('enrolment').select('id').where('assetsId', '=', assetsId)
    .where('priorityRank', 'is not', null).executeTakeFirst();
  return holder !== undefined;
}

/** How many 标段 a package has. */
export async function countSubAssets(db: Db, parentAssetsId: string): Promise<number> {
  const counted = await db.selectFrom('project').select((eb) => eb.fn.countAll().as('n')).where('parentAssetsId', '=', parentAssetsId).executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** Logs one attachment download (userId '' for a visitor). */
export async function insertAttachmentDownload(
  db: Db, row: { id: string; attachmentId: string; assetsId: string; userId: string; ip: string; createTime: number },
): Promise<void> {
  await db.insertInto('attachmentDownload').values(row).execute();
}
